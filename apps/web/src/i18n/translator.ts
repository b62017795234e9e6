import { formatNodes, parseMessage } from './icu'
import { dateTimeFormat, numberFormat, pluralRules } from './intl-cache'
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

/** One catalogue file of a plan: the packs it holds and, once fetched, their messages. */
export interface CatalogueRequest {
  packs: readonly string[]
  messages: Promise<Record<string, string>>
}

/**
 * Starts loading `packs` of `locale` (never empty; none of them asked before) and says which
 * file brings which packs: a file may bring more packs than asked (a route's bundle).
 */
export type LoadPacks = (locale: string, packs: readonly string[]) => CatalogueRequest[]

/**
 * The app's translator: one current locale that every `t` reads at call time, and every locale's
 * packs (the fallback locale's too, but for its core) loaded on demand.
 */
export interface I18n<Core extends object, Packs extends object> {
  /** The current locale. */
  readonly locale: string
  t: TranslateFn<Core>
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string
  formatDate: (value: Date | number, options?: Intl.DateTimeFormatOptions) => string
  /**
   * Returns `t` typed for the core catalogue plus the named packs; so a key used without its
   * pack is a compile error. The messages come from {@link I18n.load}, which a route calls with
   * its packs (the build derives them from the imports of its module, ADR 0068) before its code
   * is even here; a message of a pack nobody loaded shows as its key and is reported.
   */
  extend: <N extends keyof Packs & string>(...packs: N[]) => TranslateFn<Core & Intersect<Packs[N]>>
  /**
   * Loads packs in the current locale (and in one being switched to), and remembers them for
   * later switches. Calls in the same task share one plan, so a page's route chain asks once.
   */
  load: (packs: readonly string[]) => Promise<void>
  /**
   * Loads what `locale` lacks of the packs in use without switching (a menu about to switch),
   * and readies the messages on screen and the formatters in it.
   */
  prefetch: (locale: string) => Promise<void>
  /**
   * Makes `locale` current at once and starts loading, right away, its packs in use and `packs`
   * (the first page's): for the start, before anything is rendered, so the first page's packs
   * load in that locale only. If they fail to load, the fallback locale comes back.
   */
  startIn: (locale: string, packs?: readonly string[]) => Promise<void>
  /**
   * Loads every pack in use in `locale`, then makes it current and tells subscribers; when they
   * are all loaded already, it switches before returning its promise.
   */
  setLocale: (locale: string) => Promise<void>
  /**
   * The texts, in `locale`, of the messages shown so far in the current one (placeholders and
   * all): what a switch to it would put on screen.
   */
  preview: (locale: string) => string[]
  /** Called after each locale change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void
}

/** Packs asked for in one task, planned together. */
interface Batch {
  packs: Set<string>
  /** Each pack → the merge of the file that brings it, once planned. */
  files: Promise<Map<string, Promise<void>>>
  /** Plans now instead of at the end of the task. */
  flush: () => void
}

/** How to build an {@link I18n}. */
export interface I18nOptions {
  /** The locale every other locale falls back to, key by key (its core is always in memory). */
  fallbackLocale: string
  /** The fallback locale's core catalogue (typed by `Core`). */
  core: Record<string, string>
  /** Plans and starts the loading of packs. */
  load: LoadPacks
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
  /** Per locale, each pack asked for: settles when its file has been merged. */
  const requested = new Map<string, Map<string, Promise<void>>>([
    [options.fallbackLocale, new Map([['core', Promise.resolve()]])],
  ])
  /** Per locale, the packs asked for in this task, planned together at its end. */
  const batches = new Map<string, Batch>()
  /** Per locale, the packs whose messages are merged. */
  const merged = new Map<string, Set<string>>([[options.fallbackLocale, new Set(['core'])]])
  const inUse = new Set<string>(['core'])
  const parsed = new Map<string, ReturnType<typeof parseMessage>>()
  const listeners = new Set<() => void>()
  let current = options.fallbackLocale
  let incoming: string | undefined
  let requests = 0

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

  function asked(locale: string): Map<string, Promise<void>> {
    let packs = requested.get(locale)
    if (!packs) requested.set(locale, (packs = new Map()))
    return packs
  }

  /** Remembers a pack's pending merge; a failed one is asked again next time. */
  function remember(locale: string, pack: string, merged: Promise<void>): void {
    const have = asked(locale)
    have.set(pack, merged)
    merged.catch(() => {
      if (have.get(pack) === merged) have.delete(pack)
    })
  }

  /** Starts loading the files `packs` of `locale` are in: each pack → its file's merge. */
  function plan(locale: string, packs: readonly string[]): Map<string, Promise<void>> {
    const merges = new Map<string, Promise<void>>()
    for (const file of options.load(locale, packs)) {
      const merging = file.messages.then((messages) => {
        byLocale.set(locale, Object.assign(byLocale.get(locale) ?? {}, messages))
        const done = merged.get(locale) ?? new Set<string>()
        for (const pack of file.packs) done.add(pack)
        merged.set(locale, done)
      })
      merging.catch(() => undefined)
      for (const pack of file.packs) {
        if (!merges.has(pack)) merges.set(pack, merging)
        // A bundle's other packs arrive with it: nobody needs to ask for them again.
        if (!asked(locale).has(pack)) remember(locale, pack, merging)
      }
    }
    return merges
  }

  /**
   * This task's batch of `locale`: planned once the task's synchronous calls are done, or at
   * once by `flush`.
   */
  function batchOf(locale: string): Batch {
    const open = batches.get(locale)
    if (open) return open
    const packs = new Set<string>()
    let planned: (() => Map<string, Promise<void>>) | undefined
    const flush = () => {
      if (planned) return
      batches.delete(locale)
      try {
        const merges = plan(locale, [...packs])
        planned = () => merges
      } catch (error) {
        planned = () => {
          throw error
        }
      }
    }
    const files = Promise.resolve().then(() => {
      flush()
      return planned?.() ?? new Map<string, Promise<void>>()
    })
    const batch = { packs, files, flush }
    batches.set(locale, batch)
    return batch
  }

  /** Resolves once `packs` of `locale` are merged; those not asked yet join this task's batch. */
  function request(locale: string, packs: Iterable<string>): Promise<void> {
    const waits: Promise<void>[] = []
    for (const pack of packs) {
      let pending = asked(locale).get(pack)
      if (!pending) {
        const batch = batchOf(locale)
        batch.packs.add(pack)
        pending = batch.files.then(async (merges) => {
          const merged = merges.get(pack)
          if (!merged) throw new Error(`No catalogue file brings ${locale}/${pack}`)
          await merged
        })
        remember(locale, pack, pending)
      }
      waits.push(pending)
    }
    return Promise.all(waits).then(() => undefined)
  }

  /**
   * Readies `locale` for a switch: the messages on screen parsed, its formatters built, so the
   * switch itself only renders.
   */
  function warm(locale: string): void {
    numberFormat(locale)
    pluralRules(locale)
    dateTimeFormat(locale, { dateStyle: 'medium' })
    const prefix = `${current}\u0000`
    const messages = byLocale.get(locale) ?? {}
    for (const cacheKey of [...parsed.keys()]) {
      if (!cacheKey.startsWith(prefix)) continue
      const key = cacheKey.slice(prefix.length)
      const text = messages[key] ?? fallback[key]
      const target = `${locale}\u0000${key}`
      if (text !== undefined && !parsed.has(target)) parsed.set(target, parseMessage(text))
    }
  }

  function change(locale: string): void {
    if (locale === current) return
    current = locale
    for (const listener of listeners) listener()
  }

  const i18n: I18n<Core, Packs> = {
    get locale() {
      return current
    },
    t,
    formatNumber: (value, formatOptions) => numberFormat(current, formatOptions).format(value),
    formatDate: (value, formatOptions = { dateStyle: 'medium' }) =>
      dateTimeFormat(current, formatOptions).format(value),
    // Typing only: a chunk may hold pack modules its page never uses, so importing one says
    // nothing about what is on screen; the route's declared packs load the messages.
    extend: () => t as never,
    load(packs) {
      for (const pack of packs) inUse.add(pack)
      const locales = incoming === undefined ? [current] : [current, incoming]
      return Promise.all(locales.map((locale) => request(locale, packs))).then(() => undefined)
    },
    preview(locale) {
      const prefix = `${current}\u0000`
      const messages = byLocale.get(locale) ?? {}
      return [...parsed.keys()].flatMap((cacheKey) => {
        if (!cacheKey.startsWith(prefix)) return []
        const key = cacheKey.slice(prefix.length)
        return [messages[key] ?? fallback[key] ?? key]
      })
    },
    async prefetch(locale) {
      await request(locale, inUse)
      warm(locale)
    },
    startIn(locale, packs = []) {
      for (const pack of packs) inUse.add(pack)
      const loading = request(locale, inUse)
      // The first thing the page fetches: no need to wait for other calls of this task.
      batches.get(locale)?.flush()
      change(locale)
      loading.catch(() => {
        if (current === locale) change(options.fallbackLocale)
      })
      return loading
    },
    async setLocale(locale) {
      // The last request wins: a slower earlier switch must not land after it.
      const switchNumber = ++requests
      const done = merged.get(locale)
      // Everything here already (a prefetch): switch in this task, so the caller's own updates
      // (the layout direction) render in the same pass.
      if (![...inUse].every((pack) => done?.has(pack))) {
        incoming = locale
        try {
          await request(locale, inUse)
        } finally {
          if (switchNumber === requests) incoming = undefined
        }
        if (switchNumber !== requests) return
      }
      change(locale)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return i18n
}
