import { describe, expect, it } from 'vitest'
import { librarySearch } from '@/lib/search/schemas'
import { libraryQuery } from './library-query'

describe('libraryQuery', () => {
  it('carries every filter of the address into the server query', () => {
    const search = librarySearch.parse(
      'level=A1&level=B1&genre=mystery&language=fr&read=unread&q=%20sol%20&sort=title&page=3&pageSize=24',
    )
    expect(libraryQuery(search, 'user-1')).toEqual({
      userId: 'user-1',
      page: 3,
      pageSize: 24,
      levels: ['A1', 'B1'],
      genres: ['mystery'],
      language: 'fr',
      read: 'unread',
      search: 'sol',
      sort: 'title',
    })
  })

  it('falls back to the first page of everything, newest first, for a bad address', () => {
    const search = librarySearch.parse('level=Z9&read=maybe&sort=random&page=-1&pageSize=1000')
    expect(libraryQuery(search, 'u')).toEqual({
      userId: 'u',
      page: 1,
      pageSize: 12,
      levels: [],
      genres: [],
      language: undefined,
      read: 'all',
      search: '',
      sort: 'newest',
    })
  })
})
