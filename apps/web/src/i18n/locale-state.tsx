import { DirectionProvider, readCookie, useDirection, writePreferenceCookie } from '@fabula/ui'
import * as React from 'react'
import * as v from 'valibot'
import { env } from '@/config/env'
import { availableLocales } from './catalogues'
import { i18n } from './index'
import {
  LOCALE_COOKIE,
  LocaleSchema,
  localeDirection,
  negotiateLocale,
  type Locale,
  type LocaleSignals,
} from './locales'

function documentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie
}

/** The locale a language menu chose (the `locale` cookie), if it is one we offer. */
function chosenLocale(cookies = documentCookies()): Locale | undefined {
  const parsed = v.safeParse(LocaleSchema, readCookie(cookies, LOCALE_COOKIE))
  return parsed.success && availableLocales.includes(parsed.output) ? parsed.output : undefined
}

/** Where the account's language is remembered between visits (this browser only). */
const ACCOUNT_LOCALE_KEY = 'fabula-account-locale'

function rememberedAccountLocale(): string | undefined {
  try {
    return globalThis.localStorage?.getItem(ACCOUNT_LOCALE_KEY) ?? undefined
  } catch {
    return undefined
  }
}

/**
 * The locale to start in before the account is read again: the cookie, else the language the
 * signed-in account had last time in this browser (so a page outside the signed-in layout, such
 * as a 404, is in it too), else the browser's languages, else English (ADR 0062). A prerendered
 * page passes the `<html lang>` the server chose, so hydration renders the same words.
 */
export function initialLocale(prerendered?: string): Locale {
  const signals: LocaleSignals = {
    cookie: chosenLocale() ?? prerendered,
    signUpLocale: prerendered === undefined ? rememberedAccountLocale() : undefined,
    browser: typeof navigator === 'undefined' ? [] : navigator.languages,
  }
  return negotiateLocale(signals, availableLocales)
}

/**
 * Applies what the account says (profile `nl`, sign-up `locale` metadata) unless a language menu
 * chose; resolves once the locale's packs are loaded, so the first signed-in screen is already in
 * the learner's language.
 */
export async function applyAccountLocale(account: {
  nativeLanguage?: string | null | undefined
  signUpLocale?: string | undefined
}): Promise<void> {
  if (chosenLocale() !== undefined) return
  const locale = negotiateLocale(
    {
      ...account,
      browser: typeof navigator === 'undefined' ? [] : navigator.languages,
    },
    availableLocales,
  )
  try {
    globalThis.localStorage?.setItem(ACCOUNT_LOCALE_KEY, locale)
  } catch {
    // Storage blocked: the next visit negotiates again from the account.
  }
  await i18n.setLocale(locale)
}

/** What {@link useLocale} returns. */
export interface LocaleContextValue {
  locale: Locale
  /** The locales offered in language menus. */
  available: readonly Locale[]
  /** A language menu's choice: remembered for a year, and the layout turns to its direction. */
  chooseLocale: (locale: Locale) => Promise<void>
  /**
   * Loads the other offered locales' packs for what is on screen, so a switch does not wait for
   * the network: a language menu calls it when the pointer or the focus reaches it.
   */
  prefetchLocales: () => void
}

const LocaleContext = React.createContext<LocaleContextValue | null>(null)

/** Locales whose packs a language menu had loaded (a switch loads any pack added since). */
const prefetched = new Set<string>()

/** The type sizes and weights most of the interface is set in. */
const TYPE_STYLES = ['text-xs', 'text-sm', 'text-base', 'text-lg', 'text-2xl'].flatMap((size) =>
  ['font-normal', 'font-medium', 'font-semibold'].map((weight) => `${size} ${weight}`),
)

/**
 * Lays out, out of sight and skipped by screen readers, the words a switch to `locale` would
 * show, in the interface's type sizes and weights, when the browser is idle: it loads the
 * system fonts of the script (Arabic, CJK) and shapes the words now, so the switch itself only
 * renders (the first switch to Arabic or Japanese otherwise spends a third of its time there).
 */
function warmText(locale: string): void {
  const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1))
  idle(() => {
    const text = i18n.preview(locale).join(' ').replace(/[{}#]/g, ' ')
    const sample = document.createElement('div')
    sample.className = 'sr-only'
    sample.lang = locale
    sample.dir = localeDirection(locale)
    sample.ariaHidden = 'true'
    for (const style of TYPE_STYLES) {
      const line = document.createElement('p')
      line.className = style
      line.textContent = text
      sample.append(line)
    }
    document.body.append(sample)
    // Reading a size lays the words out now.
    void sample.getBoundingClientRect()
    sample.remove()
  })
}

function useCurrentLocale(): Locale {
  return React.useSyncExternalStore(
    i18n.subscribe,
    () => i18n.locale as Locale,
    () => i18n.locale as Locale,
  )
}

function LocaleChoice({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const { setDirection } = useDirection()
  const value = React.useMemo<LocaleContextValue>(
    () => ({
      locale,
      available: availableLocales,
      async chooseLocale(next) {
        await i18n.prefetch(next)
        // Both in this task: the words and the direction change in one render and one layout.
        setDirection(localeDirection(next))
        await i18n.setLocale(next)
        // Once the new words are painted: writing a cookie takes the main thread a while.
        requestAnimationFrame(() => setTimeout(() => writePreferenceCookie(LOCALE_COOKIE, next)))
      },
      prefetchLocales() {
        for (const other of availableLocales) {
          if (other === locale || prefetched.has(other)) continue
          prefetched.add(other)
          i18n.prefetch(other).then(
            () => warmText(other),
            // A failed prefetch is retried by the switch itself.
            () => prefetched.delete(other),
          )
        }
      },
    }),
    [locale, setDirection],
  )
  React.useEffect(() => {
    // The i18n bench (bench/i18n.ts) builds with VITE_I18N_BENCH=1 to time a switch on any page.
    if (env.VITE_I18N_BENCH !== '1') return
    Object.assign(window, {
      fabulaChooseLocale: value.chooseLocale,
      fabulaPrefetchLocales: value.prefetchLocales,
    })
  }, [value])
  return <LocaleContext value={value}>{children}</LocaleContext>
}

/**
 * Wraps a route's component so it renders again, in place, when the interface language changes
 * (lazyRoute wraps every route module's). Below it the whole page renders again, as nothing
 * memoises words across a change (React.memo'd parts take no words, `useMemo` of worded values
 * lists the locale); every `t` reads the current locale when called. A switch therefore
 * updates text nodes instead of rebuilding the page, and keeps every component's state.
 */
export function withLocale<P extends object>(
  Component: React.ComponentType<P>,
): React.ComponentType<P> {
  function Localized(props: P) {
    useCurrentLocale()
    return <Component {...props} />
  }
  Localized.displayName = `Localized(${Component.displayName ?? Component.name})`
  return Localized
}

/**
 * The interface language at the top of the tree: `<html lang>` follows it, and the layout
 * direction defaults to it (a `dir` cookie from the appearance settings wins, and a language
 * menu rewrites that cookie). Route components re-render on a switch ({@link withLocale}).
 */
export function LocaleProvider({ children }: { children: React.ReactNode }) {
  const locale = useCurrentLocale()
  React.useLayoutEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  return (
    <DirectionProvider defaultDirection={localeDirection(locale)}>
      <LocaleChoice locale={locale}>{children}</LocaleChoice>
    </DirectionProvider>
  )
}

/** The interface language and the language menu's setter. */
export function useLocale(): LocaleContextValue {
  const context = React.useContext(LocaleContext)
  if (!context) throw new Error('useLocale must be used inside <LocaleProvider>')
  return context
}
