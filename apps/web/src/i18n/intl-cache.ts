/**
 * Intl formatters, made once per locale and options: building one costs far more than using it
 * (a locale switch re-renders every worded component, each formatting its numbers and dates).
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>()

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: string,
  locale: string,
  options: object | undefined,
  make: () => F,
): F {
  const key = `${kind}\u0000${locale}\u0000${options ? JSON.stringify(options) : ''}`
  let formatter = cache.get(key) as F | undefined
  if (!formatter) cache.set(key, (formatter = make()))
  return formatter
}

/** `new Intl.NumberFormat(locale, options)`, once. */
export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached('n', locale, options, () => new Intl.NumberFormat(locale, options))

/** `new Intl.DateTimeFormat(locale, options)`, once. */
export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  cached('d', locale, options, () => new Intl.DateTimeFormat(locale, options))

/** `new Intl.PluralRules(locale)`, once. */
export const pluralRules = (locale: string) =>
  cached('p', locale, undefined, () => new Intl.PluralRules(locale))
