import { FontProvider, ThemeProvider } from '@fabula/ui'
import { Provider as JotaiProvider } from 'jotai'
import { StrictMode } from 'react'
import type { ReactNode } from 'react'
import { LocaleProvider } from '@/i18n/locale-state'
import { AppProvider, type AppContext } from './app-context'
import { PreloaderContext } from './preloader-context'

/**
 * Everything above the router, shared by the browser (boot.tsx) and the build-time prerender
 * (src/prerender.tsx): hydration needs both to build the same tree.
 */
export function AppProviders({
  app,
  preload,
  children,
}: {
  app: AppContext
  preload: (href: string) => Promise<void>
  children: ReactNode
}) {
  return (
    <StrictMode>
      <AppProvider value={app}>
        <JotaiProvider store={app.auth.store}>
          {/* UiProviders minus Radix's tooltip provider: every @fabula/ui Tooltip carries its own,
            and leaving it out keeps Radix Tooltip, Popper and floating-ui out of the entry. */}
          <ThemeProvider>
            <FontProvider>
              {/* Holds the direction too: it defaults to the interface language's (ADR 0062). */}
              <LocaleProvider>
                <PreloaderContext value={preload}>{children}</PreloaderContext>
              </LocaleProvider>
            </FontProvider>
          </ThemeProvider>
        </JotaiProvider>
      </AppProvider>
    </StrictMode>
  )
}
