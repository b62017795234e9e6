const VALID_LOCALES = new Map<string, string | undefined>()

/**
 * The locale tag to hand to `toLocaleLowerCase` and `Intl.Segmenter`, or `undefined` (root
 * locale) when `lang` is not a well-formed BCP 47 tag. Callers pass profile values straight
 * through, and a malformed tag must degrade to root rules rather than throw mid-render.
 */
export function safeLocale(lang: string): string | undefined {
  if (VALID_LOCALES.has(lang)) return VALID_LOCALES.get(lang)
  let locale: string | undefined
  try {
    locale = Intl.getCanonicalLocales(lang)[0]
  } catch {
    locale = undefined
  }
  VALID_LOCALES.set(lang, locale)
  return locale
}
