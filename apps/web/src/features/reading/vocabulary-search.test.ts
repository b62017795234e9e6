import { describe, expect, it } from 'vitest'
import { localDayStart, vocabularyQuery, vocabularySearch } from './vocabulary-search'

describe('vocabulary search', () => {
  it('falls back for invalid values and keeps valid ones', () => {
    const search = vocabularySearch.parse(
      'status=known&status=bogus&kind=phrase&language=es&added=week&sort=term&page=0&pageSize=500',
    )
    expect(search).toMatchObject({
      status: [],
      kind: ['phrase'],
      language: 'es',
      added: 'week',
      sort: 'term',
      page: 1,
      pageSize: 20,
    })
  })

  it('asks the server for whole local days of "added"', () => {
    const now = new Date(2026, 2, 10, 15, 30)
    const query = vocabularyQuery(vocabularySearch.parse('added=week&q=casa'), 'u1', now)
    expect(query).toMatchObject({ userId: 'u1', search: 'casa', page: 1, pageSize: 20 })
    expect(query.addedFrom).toBe(new Date(2026, 2, 4).toISOString())
    expect(localDayStart(now)).toBe(new Date(2026, 2, 10).toISOString())
    expect(vocabularyQuery(vocabularySearch.parse(''), 'u1', now).addedFrom).toBeUndefined()
  })
})
