import { formatNodes, parseMessage } from './icu'
import type { Args, MessageValues } from './icu'

/** Values a message needs: none for plain text, else the placeholders of its ICU source. */
export type ValuesOf<S extends string> = unknown extends Args<S> ? [] : [Args<S>]

/** A translator bound to one locale and a catalogue whose keys and placeholders are typed. */
export interface Translator<M extends Record<string, string>> {
  readonly locale: string
  t: <K extends keyof M & string>(key: K, ...values: ValuesOf<M[K]>) => string
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string
  formatDate: (value: Date | number, options?: Intl.DateTimeFormatOptions) => string
}

/**
 * Builds a translator. Messages are parsed lazily and cached, so start-up pays only for the
 * strings a screen actually shows. Keys missing from `messages` fall back to `fallback`.
 */
export function createTranslator<M extends Record<string, string>>(
  locale: string,
  fallback: M,
  messages: Partial<Record<keyof M, string>> = {},
): Translator<M> {
  const cache = new Map<string, ReturnType<typeof parseMessage>>()
  const numberFormat = new Intl.NumberFormat(locale)
  return {
    locale,
    t(key, ...values) {
      let nodes = cache.get(key)
      if (!nodes) {
        nodes = parseMessage(messages[key] ?? fallback[key] ?? key)
        cache.set(key, nodes)
      }
      return formatNodes(nodes, (values[0] ?? {}) as MessageValues, locale)
    },
    formatNumber: (value, options) =>
      options ? new Intl.NumberFormat(locale, options).format(value) : numberFormat.format(value),
    formatDate: (value, options = { dateStyle: 'medium' }) =>
      new Intl.DateTimeFormat(locale, options).format(value),
  }
}
