import { Button, SidebarProvider, SidebarTrigger } from '@fabula/ui'
import { ComponentErrorBoundary } from '@fabula/errors/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import * as React from 'react'
import { Outlet, useLoaderData, useLocation } from 'react-router'
import { t } from '@/i18n'
import { userMessages } from '@/lib/errors'
import { SignedInProvider, type SignedIn } from '@/app/app-context'
import { AppSidebar } from './app-sidebar'
import { ProfileMenu, ThemeMenu } from './deferred-header-menus'

/** The error boundary's words, in the current locale. */
function boundaryMessages() {
  return {
    title: t('boundary.title'),
    retry: t('boundary.retry'),
    retrying: t('boundary.retrying'),
    reset: t('boundary.reset'),
    errorId: t('routeError.errorId'),
    userMessages: userMessages(),
  }
}

const loadPalette = () => import('./command-palette')
const CommandPalette = React.lazy(async () => ({ default: (await loadPalette()).CommandPalette }))

/** Ctrl/⌘+K toggles the palette; handled here so the palette itself can load on demand. */
function usePaletteShortcut(toggle: () => void) {
  React.useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) {
        event.preventDefault()
        toggle()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [toggle])
}

/** The authenticated layout: sidebar, header (palette, theme, profile) and the page. */
export function Component() {
  const [paletteOpen, setPaletteOpenState] = React.useState(false)
  // Mounted from the first opening on, so closing keeps its exit animation.
  const [paletteUsed, setPaletteUsed] = React.useState(false)
  const setPaletteOpen = React.useCallback((open: boolean) => {
    if (open) setPaletteUsed(true)
    setPaletteOpenState(open)
  }, [])
  const togglePalette = React.useCallback(() => {
    setPaletteUsed(true)
    setPaletteOpenState((open) => !open)
  }, [])
  usePaletteShortcut(togglePalette)
  const { pathname } = useLocation()
  // The guard middleware has let this account in and the loader has built the services.
  const signedIn = useLoaderData() as SignedIn
  return (
    <SignedInProvider value={signedIn}>
      <QueryClientProvider client={signedIn.services.queryClient}>
        <SidebarProvider>
          <AppSidebar />
          <div className="flex min-w-0 flex-1 flex-col">
            <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur">
              <SidebarTrigger label={t('nav.toggleSidebar')} />
              <Button
                variant="outline"
                className="min-w-0 flex-1 justify-start text-muted-foreground sm:w-64 sm:flex-none"
                onClick={() => setPaletteOpen(true)}
                onPointerEnter={() => void loadPalette()}
                onFocus={() => void loadPalette()}
                aria-keyshortcuts="Control+K Meta+K"
              >
                <Search aria-hidden />
                <span>{t('header.search')}</span>
                <kbd className="ms-auto hidden rounded border bg-muted px-1.5 font-mono text-xs sm:inline">
                  Ctrl K
                </kbd>
              </Button>
              <div className="ms-auto flex items-center gap-1">
                <ThemeMenu />
                <ProfileMenu />
              </div>
            </header>
            <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
              {/* A page that throws while rendering keeps the chrome; the key resets it per page. */}
              <ComponentErrorBoundary key={pathname} messages={boundaryMessages()}>
                <Outlet />
              </ComponentErrorBoundary>
            </main>
          </div>
          {paletteUsed && (
            <React.Suspense fallback={null}>
              <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} />
            </React.Suspense>
          )}
        </SidebarProvider>
      </QueryClientProvider>
    </SignedInProvider>
  )
}
