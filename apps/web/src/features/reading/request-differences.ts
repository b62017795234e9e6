import type { RequestDifference } from '@fabula/reading-api'
import { i18n } from '@/i18n'
import { t } from '@/i18n/learner'

const GENRE_KEYS = new Set([
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
])

/** Locales whose nouns keep their capital inside a sentence ("das Genre Krimi"). */
const CAPITALISED_NOUNS = new Set(['de'])

/** A genre's name (lower case inside a sentence, unless nouns keep capitals); unknown as it is. */
function genreName(genre: string): string {
  if (!GENRE_KEYS.has(genre)) return genre
  const name = t(`genre.${genre as 'fantasy'}`)
  return CAPITALISED_NOUNS.has(i18n.locale) ? name : name.toLocaleLowerCase(i18n.locale)
}

/** A length's name inside a sentence. */
function lengthName(length: string): string {
  return length === 'short' || length === 'medium' || length === 'long'
    ? t(`length.${length}`)
    : length
}

/**
 * One sentence saying what a served story differs in from the request ("You asked for mystery;
 * this story is fantasy."), from `stories.request_differences`.
 */
export function describeDifference(difference: RequestDifference): string {
  const { asked, got } = difference
  switch (difference.field) {
    case 'level':
      return t('difference.level', { asked, got: got ?? '' })
    case 'genre':
      return t('difference.genre', { asked: genreName(asked), got: genreName(got ?? '') })
    case 'length':
      return t('difference.length', { asked: lengthName(asked), got: lengthName(got ?? '') })
    case 'topic':
      return t('difference.topic', { asked })
    case 'style_author':
      return t('difference.style_author', { asked })
  }
}
