import { i18n } from '@/i18n'

const displayNames = new Map<string, Intl.DisplayNames>()

/** A language's name in the interface language, from ISO 639-1 (no word list to maintain). */
export function languageName(code: string, locale = i18n.locale): string {
  let names = displayNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language' })
    displayNames.set(locale, names)
  }
  return names.of(code) ?? code
}
