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
}

const LocaleContext = React.createContext<LocaleContextValue | null>(null)

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
        writePreferenceCookie(LOCALE_COOKIE, next)
        await i18n.setLocale(next)
        setDirection(localeDirection(next))
      },
    }),
    [locale, setDirection],
  )
  React.useEffect(() => {
    // The i18n bench (bench/i18n.ts) builds with VITE_I18N_BENCH=1 to time a switch on any page.
    if (env.VITE_I18N_BENCH !== '1') return
    ;(window as unknown as { fabulaChooseLocale?: unknown }).fabulaChooseLocale = value.chooseLocale
  }, [value])
  return <LocaleContext value={value}>{children}</LocaleContext>
}

/**
 * The interface language at the top of the tree: `<html lang>` follows it, the layout direction
 * defaults to it (a `dir` cookie from the appearance settings wins, and a language menu rewrites
 * that cookie), and a switch remounts everything below, so every string is worded again while
 * the router and the query cache, which live outside React, keep their state.
 */
export function LocaleProvider({ children }: { children: React.ReactNode }) {
  const locale = useCurrentLocale()
  React.useLayoutEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  return (
    <DirectionProvider defaultDirection={localeDirection(locale)}>
      <LocaleChoice locale={locale}>
        <React.Fragment key={locale}>{children}</React.Fragment>
      </LocaleChoice>
    </DirectionProvider>
  )
}

/** The interface language and the language menu's setter. */
export function useLocale(): LocaleContextValue {
  const context = React.useContext(LocaleContext)
  if (!context) throw new Error('useLocale must be used inside <LocaleProvider>')
  return context
}
