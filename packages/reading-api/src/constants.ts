/**
 * The fixed choices of the reading lists (statuses, kinds, sorts, filters), in a module of their
 * own: the app's address rules (search parameters) need them in its entry, without the row
 * schemas and queries of the modules that use them.
 */

/** What a learner says about a word (word_statuses.status). */
export const WORD_STATUSES = ['new', 'learning', 'known', 'ignored'] as const
/** A word status. */
export type WordStatusValue = (typeof WORD_STATUSES)[number]

/** Kinds of vocabulary items. */
export const VOCABULARY_KINDS = ['word', 'phrase'] as const
/** A vocabulary item kind. */
export type VocabularyKind = (typeof VOCABULARY_KINDS)[number]

/** Sort orders of the vocabulary list. */
export const VOCABULARY_SORTS = ['newest', 'oldest', 'updated', 'term'] as const
/** A vocabulary sort order. */
export type VocabularySort = (typeof VOCABULARY_SORTS)[number]

/** Read filter of the library. */
export const LIBRARY_READ_FILTERS = ['all', 'read', 'unread'] as const

/** Sort orders of the library; `known` is the known share measured when the story was written. */
export const LIBRARY_SORTS = ['newest', 'oldest', 'title', 'known'] as const
