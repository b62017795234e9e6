/**
 * Intl formatters, made once per locale and options. Building one loads locale data and costs a
 * millisecond or more on a slow phone; a dashboard formats hundreds of numbers, dates and plurals
 * on its first render, so each is built once and reused.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>()

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: string,
  locale: string,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}\u0000${locale}\u0000${options ? JSON.stringify(options) : ''}`
  let formatter = cache.get(key) as T | undefined
  if (!formatter) {
    formatter = make()
    cache.set(key, formatter)
  }
  return formatter
}

/** `new Intl.NumberFormat(locale, options)`, remembered. */
export function numberFormat(
  locale: string,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options))
}

/** `new Intl.DateTimeFormat(locale, options)`, remembered. */
export function dateTimeFormat(
  locale: string,
  options?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options))
}

/** `new Intl.PluralRules(locale, options)`, remembered. */
export function pluralRules(locale: string, options?: Intl.PluralRulesOptions): Intl.PluralRules {
  return cached('plural', locale, options, () => new Intl.PluralRules(locale, options))
}
