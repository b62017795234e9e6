import { parseMessage, placeholdersOf, pluralOptionsOf } from './icu'

/** One locale's catalogues as read from disk: pack name → messages (missing file: undefined). */
export type LocaleCatalogues = Record<string, Record<string, string> | undefined>

/**
 * Every way a translated locale differs from English, as readable lines
 * (`ar/pages: missing key "x"`): missing or extra packs and keys, placeholders that differ, plural
 * arguments without the locale's categories (Arabic needs zero, one, two, few, many and other;
 * Japanese only other) or with categories the language does not have, and messages that do not
 * parse. Empty when the locale is complete.
 */
export function catalogueProblems(
  locale: string,
  english: Record<string, Record<string, string>>,
  translated: LocaleCatalogues,
): string[] {
  const problems: string[] = []
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[]
  for (const pack of Object.keys(translated)) {
    if (!(pack in english)) problems.push(`${locale}/${pack}: pack has no English original`)
  }
  for (const [pack, source] of Object.entries(english)) {
    const where = `${locale}/${pack}`
    const messages = translated[pack]
    if (!messages) {
      problems.push(`${where}: missing file ${pack}.json`)
      continue
    }
    for (const key of Object.keys(source)) {
      if (!(key in messages)) problems.push(`${where}: missing key "${key}"`)
    }
    for (const [key, message] of Object.entries(messages)) {
      const original = source[key]
      if (original === undefined) {
        problems.push(`${where}: extra key "${key}"`)
        continue
      }
      if (typeof message !== 'string' || message.trim() === '') {
        problems.push(`${where}: "${key}" is empty`)
        continue
      }
      try {
        parseMessage(message)
      } catch (error) {
        problems.push(`${where}: "${key}" does not parse: ${(error as Error).message}`)
        continue
      }
      const want = placeholdersOf(original).join(', ')
      const got = placeholdersOf(message).join(', ')
      if (want !== got) {
        problems.push(`${where}: "${key}" has placeholders [${got}], English has [${want}]`)
      }
      for (const plural of pluralOptionsOf(message)) {
        const named = plural.options.filter((option) => !option.startsWith('='))
        const lacking = categories.filter((category) => !named.includes(category))
        const foreign = named.filter((option) => !categories.includes(option))
        if (lacking.length > 0 || foreign.length > 0) {
          problems.push(
            `${where}: "${key}" plural {${plural.name}} needs [${categories.join(' ')}], has [${named.join(' ')}]`,
          )
        }
      }
    }
  }
  return problems
}
