import { TARGET_LANGUAGES } from '@fabula/profile-api'
import { VOCABULARY_KINDS, VOCABULARY_SORTS, WORD_STATUSES } from '@fabula/reading-api'
import type { VocabularyQuery } from '@fabula/reading-api'
import {
  choiceField,
  defineSearch,
  intField,
  listField,
  textField,
} from '@/lib/search/define-search'

/** The "added" filter of /vocabulary: how far back from the start of today. */
export const VOCABULARY_ADDED = ['all', 'today', 'week', 'month', 'year'] as const
/** An "added" filter value. */
type VocabularyAdded = (typeof VOCABULARY_ADDED)[number]

const DAYS_BACK: Record<Exclude<VocabularyAdded, 'all'>, number> = {
  today: 0,
  week: 6,
  month: 29,
  year: 364,
}

/**
 * `/vocabulary?q&status&kind&language&added&sort&page&pageSize` (invalid values fall back, seed
 * §5). Kept with the words feature rather than in lib/search/schemas.ts, which other areas edit.
 */
export const vocabularySearch = defineSearch({
  q: textField(),
  status: listField(WORD_STATUSES),
  kind: listField(VOCABULARY_KINDS),
  language: choiceField(TARGET_LANGUAGES),
  added: choiceField(VOCABULARY_ADDED, 'all'),
  sort: choiceField(VOCABULARY_SORTS, 'newest'),
  page: intField(1),
  pageSize: intField(20, 100),
})

/** The parsed vocabulary search. */
export type VocabularySearch = ReturnType<typeof vocabularySearch.parse>

/** `/vocabulary/review?language`: the language reviewed (default: the one being learned). */
export const reviewSearch = defineSearch({ language: choiceField(TARGET_LANGUAGES) })

/** The start of the learner's day (local midnight) `daysBack` days ago, as an ISO string. */
export function localDayStart(now: Date = new Date(), daysBack = 0): string {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysBack)
  return start.toISOString()
}

/**
 * The server query of a vocabulary page. "Added" counts whole local days, so the query (and its
 * cache key) stays the same all day.
 */
export function vocabularyQuery(
  search: VocabularySearch,
  userId: string,
  now: Date = new Date(),
): VocabularyQuery {
  return {
    userId,
    page: search.page,
    pageSize: search.pageSize,
    statuses: search.status,
    kinds: search.kind,
    language: search.language,
    ...(search.added === 'all' ? {} : { addedFrom: localDayStart(now, DAYS_BACK[search.added]) }),
    search: search.q,
    sort: search.sort,
  }
}
