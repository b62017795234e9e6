import { describe, expect, it } from 'vitest'
import type { Story } from '@/features/reading-data/types'
import { filterLibrary } from './library'
import type { LibraryEntry } from './library'
import { librarySearch } from './search'

const story = (id: string, patch: Partial<Story>): Story => ({
  id,
  title: id,
  language: 'es',
  native_language: 'en',
  level: 'A1',
  sub_level: 1,
  genre: 'adventure',
  paragraphs: ['x'],
  glossary: {},
  gloss_language: 'en',
  sentence_translations: [],
  word_count: 1,
  created_at: '2026-01-01T00:00:00Z',
  ...patch,
})

const entries: LibraryEntry[] = [
  { story: story('Alpha', { level: 'A1', created_at: '2026-01-01' }), read: true, known: 0.5 },
  {
    story: story('Beta', { level: 'B1', genre: 'mystery', created_at: '2026-01-03' }),
    read: false,
    known: 0.9,
  },
  {
    story: story('Gamma', { language: 'fr', created_at: '2026-01-02' }),
    read: false,
    known: null,
  },
]

const titles = (search: string) =>
  filterLibrary(entries, librarySearch.parse(search)).map((e) => e.story.title)

describe('library filters', () => {
  it('sorts newest first by default and by title, date or known share on request', () => {
    expect(titles('')).toEqual(['Beta', 'Gamma', 'Alpha'])
    expect(titles('sort=oldest')).toEqual(['Alpha', 'Gamma', 'Beta'])
    expect(titles('sort=known')).toEqual(['Beta', 'Alpha', 'Gamma'])
    expect(titles('sort=title')).toEqual(['Alpha', 'Beta', 'Gamma'])
  })

  it('filters by level, genre, language, read state and title search', () => {
    expect(titles('level=B1')).toEqual(['Beta'])
    expect(titles('genre=mystery')).toEqual(['Beta'])
    expect(titles('language=fr')).toEqual(['Gamma'])
    expect(titles('read=read')).toEqual(['Alpha'])
    expect(titles('read=unread')).toEqual(['Beta', 'Gamma'])
    expect(titles('q=alp')).toEqual(['Alpha'])
  })

  it('falls back on invalid URL values instead of failing', () => {
    expect(librarySearch.parse('level=Z9&sort=sideways&page=-1&read=maybe')).toMatchObject({
      level: [],
      sort: 'newest',
      page: 1,
      read: 'all',
    })
  })
})
