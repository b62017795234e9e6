import { formatNodes, parseMessage } from './icu'
import type { Args, MessageValues } from './icu'

/** Values a message needs: none for plain text, else the placeholders of its ICU source. */
type ValuesOf<S extends string> = unknown extends Args<S> ? [] : [Args<S>]

/** Translates a key of catalogue `M` with its typed ICU values. */
type TranslateFn<M extends Record<string, string>> = <K extends keyof M & string>(
  key: K,
  ...values: ValuesOf<M[K]>
) => string

/** A translator bound to one locale and a catalogue whose keys and placeholders are typed. */
export interface Translator<M extends Record<string, string>> {
  readonly locale: string
  t: TranslateFn<M>
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string
  formatDate: (value: Date | number, options?: Intl.DateTimeFormatOptions) => string
  /**
   * Adds a pack of messages (a page area's catalogue, loaded with its pages) and returns `t`
   * typed for the core catalogue plus that pack. Adding the same pack twice is harmless.
   */
  extend: <P extends Record<string, string>>(pack: P) => TranslateFn<M & P>
}

/**
 * Builds a translator. Messages are parsed lazily and cached, so start-up pays only for the
 * strings a screen actually shows. Keys missing from `messages` fall back to `fallback` and then
 * to packs added with `extend`.
 */
export function createTranslator<M extends Record<string, string>>(
  locale: string,
  fallback: M,
  messages: Partial<Record<keyof M, string>> = {},
): Translator<M> {
  const cache = new Map<string, ReturnType<typeof parseMessage>>()
  const numberFormat = new Intl.NumberFormat(locale)
  const packs: Record<string, string> = {}
  const source = (key: string): string => {
    const own = (messages as Record<string, string | undefined>)[key]
    const base = (fallback as Record<string, string | undefined>)[key]
    const found = own ?? base ?? packs[key]
    if (found === undefined) {
      // A key outside every loaded pack means a module used the wrong translator; the e2e suite
      // fails on console errors, so this is caught on every route.
      console.error(`[i18n] missing message: ${key}`)
    }
    return found ?? key
  }
  const t = ((key: string, ...values: [MessageValues?]) => {
    let nodes = cache.get(key)
    if (!nodes) {
      nodes = parseMessage(source(key))
      cache.set(key, nodes)
    }
    return formatNodes(nodes, values[0] ?? {}, locale)
  }) as TranslateFn<M>
  return {
    locale,
    t,
    formatNumber: (value, options) =>
      options ? new Intl.NumberFormat(locale, options).format(value) : numberFormat.format(value),
    formatDate: (value, options = { dateStyle: 'medium' }) =>
      new Intl.DateTimeFormat(locale, options).format(value),
    extend<P extends Record<string, string>>(pack: P) {
      Object.assign(packs, pack)
      return t as unknown as TranslateFn<M & P>
    },
  }
}
