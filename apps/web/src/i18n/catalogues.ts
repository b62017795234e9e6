import { LOCALES, type Locale } from './locales'

/**
 * Every catalogue of every locale but English, each its own chunk loaded on demand. English comes
 * in statically: the core catalogue with the entry (./index.ts), each pack with the pack module
 * that uses it.
 */
const files = import.meta.glob<Record<string, string>>(
  ['./catalogues/*/*.json', '!./catalogues/en/*.json'],
  { import: 'default' },
)

function fileOf(locale: string, pack: string): string {
  return `./catalogues/${locale}/${pack}.json`
}

/**
 * The locales offered: English plus every locale whose catalogue folder exists (a folder is
 * complete or a test fails, ADR 0062), in {@link LOCALES} order.
 */
export const availableLocales: readonly Locale[] = LOCALES.filter(
  (locale) => locale === 'en' || fileOf(locale, 'core') in files,
)

/**
 * Loads one pack of one locale. English packs are already in memory, so for `en` this resolves to
 * an empty object (the translator falls back to English key by key).
 */
export async function loadMessages(locale: Locale, pack: string): Promise<Record<string, string>> {
  if (locale === 'en') return {}
  const load = files[fileOf(locale, pack)]
  if (!load) throw new Error(`No ${pack} catalogue for ${locale}`)
  return load()
}
