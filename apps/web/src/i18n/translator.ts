import { formatNodes, parseMessage } from './icu'
import type { Args, MessageValues } from './icu'

/** Values a message needs: none for plain text, else the placeholders of its ICU source. */
type ValuesOf<S extends string> = unknown extends Args<S> ? [] : [Args<S>]

/** Translates a key of catalogue `M` with its typed ICU values. */
type TranslateFn<M extends object> = <K extends keyof M & string>(
  key: K,
  ...values: M[K] extends string ? ValuesOf<M[K]> : []
) => string

type Intersect<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never

/** Loads one pack's messages for one locale (`{}` when the fallback locale already has them). */
export type LoadMessages = (locale: string, pack: string) => Promise<Record<string, string>>

/**
 * The app's translator: one current locale that every `t` reads at call time, the fallback
 * locale's messages (in memory) and the other locales' packs, loaded on demand.
 */
export interface I18n<Core extends object, Packs extends object> {
  /** The current locale. */
  readonly locale: string
  t: TranslateFn<Core>
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string
  formatDate: (value: Date | number, options?: Intl.DateTimeFormatOptions) => string
  /**
   * Registers packs (their fallback messages, imported with the module that uses them) and
   * returns `t` typed for the core catalogue plus those packs; so a key used without its pack is
   * a compile error. Registering a pack twice is harmless.
   */
  extend: <N extends keyof Packs & string>(
    packs: Record<N, Record<string, string>>,
  ) => TranslateFn<Core & Intersect<Packs[N]>>
  /** Resolves once the current (and any incoming) locale has every registered pack. */
  ready: () => Promise<void>
  /** Loads every registered pack of `locale`, then makes it current and tells subscribers. */
  setLocale: (locale: string) => Promise<void>
  /** Called after each locale change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void
}

/** How to build an {@link I18n}. */
export interface I18nOptions {
  /** The locale whose messages are all in memory and that every other locale falls back to. */
  fallbackLocale: string
  /** The fallback locale's core catalogue (typed by `Core`). */
  core: Record<string, string>
  /** Loads a pack of another locale. */
  load: LoadMessages
}

/**
 * Builds the translator. Messages are parsed lazily and cached per locale, so a screen pays only
 * for the strings it shows. A key missing from the current locale falls back to the fallback
 * locale; a key found nowhere is shown as the key and logged (the e2e suite fails on console
 * errors).
 */
export function createI18n<Core extends object, Packs extends object = object>(
  options: I18nOptions,
): I18n<Core, Packs> {
  const fallback: Record<string, string> = { ...options.core }
  const byLocale = new Map<string, Record<string, string>>([[options.fallbackLocale, fallback]])
  const loadedPacks = new Map<string, Set<string>>()
  const registered = new Set<string>(['core'])
  const parsed = new Map<string, ReturnType<typeof parseMessage>>()
  const listeners = new Set<() => void>()
  let current = options.fallbackLocale
  let incoming: string | undefined
  let requests = 0
  let numberFormat = new Intl.NumberFormat(current)

  const source = (key: string): string => {
    const found = byLocale.get(current)?.[key] ?? fallback[key]
    if (found === undefined) console.error(`[i18n] missing message: ${key}`)
    return found ?? key
  }

  const t = ((key: string, ...values: [MessageValues?]) => {
    const cacheKey = `${current}\u0000${key}`
    let nodes = parsed.get(cacheKey)
    if (!nodes) {
      nodes = parseMessage(source(key))
      parsed.set(cacheKey, nodes)
    }
    return formatNodes(nodes, values[0] ?? {}, current)
  }) as TranslateFn<Core>

  /** Loads what `locale` lacks of the registered packs, again until nothing new registered. */
  async function loadPacks(locale: string): Promise<void> {
    if (locale === options.fallbackLocale) return
    const have = loadedPacks.get(locale) ?? new Set<string>()
    loadedPacks.set(locale, have)
    for (;;) {
      const missing = [...registered].filter((pack) => !have.has(pack))
      if (missing.length === 0) return
      const loaded = await Promise.all(missing.map((pack) => options.load(locale, pack)))
      const messages = byLocale.get(locale) ?? {}
      for (const [index, pack] of missing.entries()) {
        Object.assign(messages, loaded[index])
        have.add(pack)
      }
      byLocale.set(locale, messages)
    }
  }

  const i18n: I18n<Core, Packs> = {
    get locale() {
      return current
    },
    t,
    formatNumber: (value, formatOptions) =>
      formatOptions
        ? new Intl.NumberFormat(current, formatOptions).format(value)
        : numberFormat.format(value),
    formatDate: (value, formatOptions = { dateStyle: 'medium' }) =>
      new Intl.DateTimeFormat(current, formatOptions).format(value),
    extend(packs) {
      for (const [name, messages] of Object.entries(packs)) {
        registered.add(name)
        Object.assign(fallback, messages)
      }
      return t as never
    },
    async ready() {
      await loadPacks(current)
      if (incoming !== undefined) await loadPacks(incoming)
    },
    async setLocale(locale) {
      // The last request wins: a slower earlier switch must not land after it.
      const request = ++requests
      incoming = locale
      try {
        await loadPacks(locale)
      } finally {
        if (request === requests) incoming = undefined
      }
      if (request !== requests || locale === current) return
      current = locale
      numberFormat = new Intl.NumberFormat(locale)
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return i18n
}
