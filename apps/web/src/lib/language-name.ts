const displayNames = new Map<string, Intl.DisplayNames>()

/** A language's name in the UI locale, from ISO 639-1 (no word list to maintain). */
export function languageName(code: string, locale = 'en'): string {
  let names = displayNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language' })
    displayNames.set(locale, names)
  }
  return names.of(code) ?? code
}
