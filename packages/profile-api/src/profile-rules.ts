/** CEFR levels a learner can be at (PRODUCT.md §2). */
export const LANG_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const

/** A CEFR level, e.g. `'B1'`. */
export type LangLevel = (typeof LANG_LEVELS)[number]

/** Bands inside a level: 1 low, 2 mid, 3 high (PRODUCT.md §2). */
export const LANG_SUB_LEVELS = [1, 2, 3] as const

/** A band inside a level. */
export type LangSubLevel = (typeof LANG_SUB_LEVELS)[number]

/** The fixed list of genres a learner may favour (PRODUCT.md §2), in display order. */
export const GENRES = [
  'adventure',
  'mystery',
  'romance',
  'science fiction',
  'fantasy',
  'historical',
  'humour',
  'horror',
  'slice of life',
  'fairy tale',
  'thriller',
  'biography',
] as const

/** One of {@link GENRES}. */
export type Genre = (typeof GENRES)[number]

/**
 * Longest wanted name, in user-perceived characters (grapheme clusters: an emoji is one), as
 * `graphemeCount` and the database's `grapheme_count()` count them.
 */
export const WANTED_NAME_MAX_LENGTH = 50

/** Most code points of a wanted name (four per character), so marks cannot pile up unbounded. */
export const WANTED_NAME_MAX_CODE_POINTS = 200

/** Most favourite authors a profile holds. */
export const FAV_AUTHORS_MAX_ITEMS = 10

/** Longest favourite-author name, in characters. */
export const AUTHOR_NAME_MAX_LENGTH = 80

/** Most favourite genres a profile holds. */
export const FAV_GENRES_MAX_ITEMS = 5
