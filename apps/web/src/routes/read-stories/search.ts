import { GENRES, LANG_LEVELS, TARGET_LANGUAGES } from '@fabula/profile-api'
import {
  choiceField,
  defineSearch,
  intField,
  listField,
  textField,
} from '@/lib/search/define-search'

/** Read filter of the library. */
export const READ_FILTERS = ['all', 'read', 'unread'] as const
/** Sort orders of the library. */
export const LIBRARY_SORTS = ['newest', 'oldest', 'title', 'known'] as const

/** `/read/stories?level&genre&language&read&q&sort&page&pageSize` (invalid values fall back). */
export const librarySearch = defineSearch({
  level: listField(LANG_LEVELS),
  genre: listField(GENRES),
  language: choiceField(TARGET_LANGUAGES),
  read: choiceField(READ_FILTERS, 'all'),
  q: textField(),
  sort: choiceField(LIBRARY_SORTS, 'newest'),
  page: intField(1),
  pageSize: intField(12, 48),
})

/** The parsed library search. */
export type LibrarySearch = ReturnType<typeof librarySearch.parse>
