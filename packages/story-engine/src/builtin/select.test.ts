import { describe, expect, it } from 'vitest'
import type { LibraryEntry } from '../index'
import { refuseLibraryRequest, requestDifferences, shortlistLibrary } from '../index'

/** An index entry; only the fields selection looks at matter. */
function entry(
  id: string,
  level: LibraryEntry['level'],
  genres: LibraryEntry['genres'],
  length: LibraryEntry['length'] = 'short',
  language = 'es',
): LibraryEntry {
  return { id, language, level, subLevel: 2, genres, length, wordCount: 150, title: id }
}

const INDEX: LibraryEntry[] = [
  entry('a1-mystery-short', 'A1', ['mystery']),
  entry('a1-fantasy-medium', 'A1', ['fantasy'], 'medium'),
  entry('a2-mystery-long', 'A2', ['mystery', 'humour'], 'long'),
  entry('a2-romance-short', 'A2', ['romance']),
  entry('b1-fantasy-short', 'B1', ['fantasy']),
  entry('c1-mystery-short', 'C1', ['mystery']),
  entry('fr-a1', 'A1', ['mystery'], 'short', 'fr'),
]

const ids = (entries: readonly LibraryEntry[] | undefined) => entries?.map((e) => e.id)

describe('shortlistLibrary', () => {
  it.each([
    // [asked level, genre, length, read, expected shortlist]
    ['A1', 'mystery', 'short', [], ['a1-mystery-short']],
    ['A1', 'fantasy', 'short', [], ['a1-fantasy-medium']],
    ['A1', 'romance', 'short', [], ['a1-mystery-short']],
    ['A1', 'mystery', 'short', ['a1-mystery-short'], ['a1-fantasy-medium']],
    ['A2', 'humour', 'long', [], ['a2-mystery-long']],
    ['A2', 'fantasy', 'short', [], ['a2-romance-short']],
    ['A1', 'mystery', 'short', ['a1-mystery-short', 'a1-fantasy-medium'], ['a2-mystery-long']],
    ['B2', 'mystery', 'short', [], ['c1-mystery-short']],
    ['B2', 'fantasy', 'short', [], ['b1-fantasy-short']],
  ] as const)(
    'asked %s %s %s having read %j → %j',
    (level, genre, length, readSourceIds, expected) => {
      const result = shortlistLibrary(
        { language: 'es', level, genre, length, readSourceIds },
        INDEX,
      )
      expect(result.refusal).toBeUndefined()
      expect(ids(result.shortlist)).toEqual(expected)
    },
  )

  it('keeps every story of the best fit, for coverage to decide', () => {
    const index = [entry('x', 'B1', ['fantasy']), entry('y', 'B1', ['fantasy']), ...INDEX]
    const result = shortlistLibrary(
      { language: 'es', level: 'B1', genre: 'fantasy', length: 'short' },
      index,
    )
    expect(ids(result.shortlist)?.sort()).toEqual(['b1-fantasy-short', 'x', 'y'])
    expect(result.fit).toEqual({ levelDistance: 0, genreMiss: 0, lengthDistance: 0 })
  })

  it('refuses a language the library lacks, naming the languages it has', () => {
    const result = shortlistLibrary(
      { language: 'ja', level: 'A1', genre: 'mystery', length: 'short' },
      INDEX,
    )
    expect(result.refusal).toEqual({
      reason: 'LIBRARY_LANGUAGE_MISSING',
      language: 'ja',
      languages: ['es', 'fr'],
    })
  })

  it('refuses when nothing unread is within one level, offering the nearest levels', () => {
    const readSourceIds = ['a1-mystery-short', 'a1-fantasy-medium', 'a2-mystery-long']
    readSourceIds.push('a2-romance-short')
    const refusal = refuseLibraryRequest({ language: 'es', level: 'A1', readSourceIds }, INDEX)
    expect(refusal).toEqual({
      reason: 'LIBRARY_EXHAUSTED',
      language: 'es',
      level: 'A1',
      choices: [
        { level: 'B1', unread: 1, genres: ['fantasy'], lengths: ['short'] },
        { level: 'C1', unread: 1, genres: ['mystery'], lengths: ['short'] },
      ],
    })
    const shortlist = shortlistLibrary(
      { language: 'es', level: 'A1', genre: 'mystery', length: 'short', readSourceIds },
      INDEX,
    )
    expect(shortlist.refusal).toEqual(refusal)
  })

  it('refuses with no choices once everything in the language has been read', () => {
    const readSourceIds = INDEX.map((e) => e.id)
    expect(refuseLibraryRequest({ language: 'es', level: 'B1', readSourceIds }, INDEX)).toEqual({
      reason: 'LIBRARY_EXHAUSTED',
      language: 'es',
      level: 'B1',
      choices: [],
    })
  })

  it('orders choices nearest first, the easier level first on a tie', () => {
    const index = [entry('a2', 'A2', ['mystery']), entry('c2', 'C2', ['mystery'])]
    const refusal = refuseLibraryRequest({ language: 'es', level: 'B2', readSourceIds: [] }, index)
    expect(refusal).toMatchObject({ choices: [{ level: 'A2' }, { level: 'C2' }] })
  })
})

describe('requestDifferences', () => {
  const plan = { level: 'A1', genre: 'mystery', length: 'short' } as const

  it('is empty when the story is what was asked', () => {
    expect(requestDifferences(plan, entry('x', 'A1', ['humour', 'mystery']))).toEqual([])
  })

  it('lists level, genre (the story’s main one) and length as data', () => {
    expect(requestDifferences(plan, entry('x', 'A2', ['fantasy', 'humour'], 'long'))).toEqual([
      { field: 'level', asked: 'A1', got: 'A2' },
      { field: 'genre', asked: 'mystery', got: 'fantasy' },
      { field: 'length', asked: 'short', got: 'long' },
    ])
  })

  it('says a topic and a style author cannot be honoured', () => {
    const asked = { ...plan, topic: 'a dragon afraid of the dark', styleAuthor: 'Someone' }
    expect(requestDifferences(asked, entry('x', 'A1', ['mystery']))).toEqual([
      { field: 'topic', asked: 'a dragon afraid of the dark', got: null },
      { field: 'style_author', asked: 'Someone', got: null },
    ])
  })
})
