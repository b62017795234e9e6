import * as React from 'react'
import {
  PREFERENCE_COOKIES,
  PREFERENCE_DEFAULTS,
  ThemeSchema,
  documentCookies,
  readPreference,
  writePreferenceCookie,
  type ResolvedTheme,
  type Theme,
} from '../lib/preferences.js'

function noop(): void {
  // Nothing to unsubscribe from without matchMedia.
}

const DARK_QUERY = '(prefers-color-scheme: dark)'

/** What {@link useTheme} returns. */
export interface ThemeContextValue {
  /** The stored preference (may be `system`). */
  theme: Theme
  /** The theme actually painted. */
  resolvedTheme: ResolvedTheme
  /** Changes the theme and remembers it in the `theme` cookie for a year. */
  setTheme: (theme: Theme) => void
}

const ThemeContext = React.createContext<ThemeContextValue | null>(null)

function subscribeToSystemTheme(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return noop
  const query = window.matchMedia(DARK_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false
}

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  children?: React.ReactNode
  /** Starts from this theme instead of the cookie (Storybook, tests). */
  initialTheme?: Theme
}

/**
 * Holds the colour theme: reads the `theme` cookie (invalid → `light`), follows the OS while the
 * preference is `system`, and mirrors the result on `<html>` as the `dark`/`light` class and
 * `color-scheme`. Pair it with `@fabula/ui/theme-init.js` so the first paint is already right.
 */
export function ThemeProvider({ children, initialTheme }: ThemeProviderProps) {
  const [theme, setThemeState] = React.useState<Theme>(
    () =>
      initialTheme ??
      readPreference(
        documentCookies(),
        PREFERENCE_COOKIES.theme,
        ThemeSchema,
        PREFERENCE_DEFAULTS.theme,
      ),
  )
  const prefersDark = React.useSyncExternalStore(
    subscribeToSystemTheme,
    systemPrefersDark,
    () => false,
  )
  const resolvedTheme: ResolvedTheme = theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme

  React.useLayoutEffect(() => {
    const root = document.documentElement
    root.classList.toggle('dark', resolvedTheme === 'dark')
    root.classList.toggle('light', resolvedTheme === 'light')
    root.style.colorScheme = resolvedTheme
  }, [resolvedTheme])

  const setTheme = React.useCallback((next: Theme) => {
    setThemeState(next)
    writePreferenceCookie(PREFERENCE_COOKIES.theme, next)
  }, [])

  const value = React.useMemo(
    () => ({ theme, resolvedTheme, setTheme }),
    [theme, resolvedTheme, setTheme],
  )
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
}

/** The current theme and its setter. Throws outside a {@link ThemeProvider}. */
export function useTheme(): ThemeContextValue {
  const context = React.useContext(ThemeContext)
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider>')
  return context
}

/** The resolved theme when a provider exists, for components that merely adapt (e.g. Toaster). */
export function useOptionalResolvedTheme(): ResolvedTheme | undefined {
  return React.useContext(ThemeContext)?.resolvedTheme
}
