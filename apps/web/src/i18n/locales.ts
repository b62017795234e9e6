import * as v from 'valibot'

/**
 * The interface languages Fabula is written in, in menu order. A locale is offered only when its
 * catalogue folder exists (`catalogues/<locale>/`, see ./catalogues.ts); English always does.
 */
export const LOCALES = ['en', 'es', 'fr', 'de', 'ar', 'ja'] as const

/** One of {@link LOCALES}. */
export const LocaleSchema = v.picklist(LOCALES)
/** An interface language. */
export type Locale = v.InferOutput<typeof LocaleSchema>

/** The locale everything falls back to. */
export const DEFAULT_LOCALE: Locale = 'en'

/** The cookie that remembers a language chosen in a language menu (one year, like theme). */
export const LOCALE_COOKIE = 'locale'

/** Locales written right to left. */
const RTL_LOCALES: ReadonlySet<string> = new Set(['ar'])

/** The natural text direction of an interface language. */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return RTL_LOCALES.has(locale) ? 'rtl' : 'ltr'
}

/**
 * The first of `tags` (BCP 47, best first: `navigator.languages` or a parsed `Accept-Language`)
 * whose language is offered: `ja-JP` → `ja`, `pt-BR` → nothing.
 */
export function matchLocale(
  tags: readonly string[],
  available: readonly Locale[],
): Locale | undefined {
  for (const tag of tags) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0]
    const found = available.find((locale) => locale === language)
    if (found) return found
  }
  return undefined
}

/** The language tags of an `Accept-Language` header, by descending quality (q=0 dropped). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean)
      return { tag: tag.trim(), quality: q ? Number(q[1]) : 1, index }
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag)
}

/** What the interface language is chosen from, strongest first. */
export interface LocaleSignals {
  /** The `locale` cookie a language menu wrote. */
  cookie?: string | undefined
  /** The signed-in learner's native language (profile `nl`). */
  nativeLanguage?: string | null | undefined
  /** The language the account was created in (user metadata `locale`, set at sign-up). */
  signUpLocale?: string | undefined
  /** The browser's languages, best first. */
  browser?: readonly string[] | undefined
}

/**
 * Negotiates the interface language (ADR 0062): the cookie of a language menu, else the learner's
 * native language, else the language they signed up in, else the browser's languages, else
 * English. Only locales in `available` are ever returned.
 */
export function negotiateLocale(signals: LocaleSignals, available: readonly Locale[]): Locale {
  return (
    matchLocale(
      [signals.cookie, signals.nativeLanguage, signals.signUpLocale].filter(
        (value): value is string => typeof value === 'string' && value !== '',
      ),
      available,
    ) ??
    matchLocale(signals.browser ?? [], available) ??
    DEFAULT_LOCALE
  )
}
