import { DirectionProvider, FontProvider, ThemeProvider } from '@fabula/ui'
import { Provider as JotaiProvider } from 'jotai'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { loadRuntimeConfig } from '@/config/runtime-config'
import { t } from '@/i18n'
import { isUnderRoute, preloadHref, warmRouteChunks } from '@/lib/preload'
import { setQueryErrorEffects } from '@/lib/query-effects'
import { wantToasterWhenIdle } from '@/lib/toaster-demand'
import { initSupabase, loadSupabase, prefetchSupabase } from '@/lib/supabase'
import { notify, reportError } from './notify'
import { authReady, authStore, initAuth } from './auth'
import { requireSession } from './guard'
import { markAsPreload } from '@fabula/auth/router'
import { BootFailure } from './boot-failure'
import { applyCspNonce } from './csp-nonce'
import { PreloaderContext } from './preloader-context'
import { routes } from './routes'

/** Interactions that start loading supabase-js on a public page. */
const WARM_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const
/** Otherwise it loads this long after the first page has rendered. */
const WARM_AFTER_MS = 3000

/**
 * Starts the app: runtime config → supabase-js → auth wiring → query error effects → router. The router
 * is created last because it runs the first loaders (the guard) as soon as it exists.
 */
export async function boot(container: HTMLElement): Promise<void> {
  applyCspNonce()
  // Start fetching the first page's chunks while the runtime config is on its way.
  void warmRouteChunks(routes, window.location.pathname)
  // A guarded first page waits for the guard, which needs supabase-js: fetch it now too.
  if (isUnderRoute(routes, window.location.pathname, 'app')) prefetchSupabase()
  const root = createRoot(container)
  let config
  try {
    config = await loadRuntimeConfig()
  } catch (error) {
    console.error(error)
    root.render(<BootFailure />)
    return
  }
  initSupabase(config)
  initAuth(loadSupabase)
  const navigate = (href: string) => void router.navigate(href, { replace: true })
  setQueryErrorEffects({
    toast: (message) => void notify.error(message),
    onUnauthorized: () => void authReady().then((auth) => auth.onUnauthorized(navigate)),
    navigate: (href) => void router.navigate(href),
    reportError,
    messages: {
      sessionExpired: t('query.sessionExpired'),
      internalServerError: t('query.internalServerError'),
      contentNotModified: t('query.notModified'),
    },
  })
  const router = createBrowserRouter(routes)
  // Public pages do not need supabase-js to paint; wire auth (session events, refresh) once the
  // first navigation is done…
  // …on the first interaction (typing into a sign-in form) or a few seconds after the page is
  // up, whichever comes first: the first page's own requests and paint go first.
  const warm = () => {
    // The toast region (sonner) follows the first page, unless a toast asks for it earlier.
    wantToasterWhenIdle()
    let done = false
    const run = () => {
      if (done) return
      done = true
      for (const type of WARM_EVENTS) window.removeEventListener(type, run, true)
      void authReady().catch(() => undefined)
    }
    for (const type of WARM_EVENTS)
      window.addEventListener(type, run, { capture: true, once: true })
    setTimeout(run, WARM_AFTER_MS)
  }
  if (router.state.initialized && router.state.navigation.state === 'idle') warm()
  else {
    const unsubscribe = router.subscribe((state) => {
      if (state.navigation.state !== 'idle' || !state.initialized) return
      unsubscribe()
      warm()
    })
  }
  const preload = (href: string) =>
    preloadHref(routes, href, async (url) => (await requireSession(markAsPreload(url))) !== null)

  root.render(
    <StrictMode>
      <JotaiProvider store={authStore}>
        {/* UiProviders minus Radix's tooltip provider: every @fabula/ui Tooltip carries its own,
              and leaving it out keeps Radix Tooltip, Popper and floating-ui out of the entry. */}
        <ThemeProvider>
          <FontProvider>
            <DirectionProvider>
              <PreloaderContext value={preload}>
                <RouterProvider router={router} />
              </PreloaderContext>
            </DirectionProvider>
          </FontProvider>
        </ThemeProvider>
      </JotaiProvider>
    </StrictMode>,
  )
}
