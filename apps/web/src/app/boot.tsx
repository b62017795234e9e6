import { QueryClientProvider } from '@tanstack/react-query'
import { UiProviders } from '@fabula/ui'
import { Provider as JotaiProvider } from 'jotai'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { loadRuntimeConfig } from '@/config/runtime-config'
import { t } from '@/i18n'
import { createQueryClient } from '@/lib/query-client'
import { preloadHref, warmRouteChunks } from '@/lib/preload'
import { setQueryClient } from '@/lib/query-client-instance'
import { initSupabase, loadSupabase } from '@/lib/supabase'
import { notify, reportError } from './notify'
import { authReady, authStore, initAuth } from './auth'
import { requireSession } from './guard'
import { markAsPreload } from '@fabula/auth/router'
import { BootFailure } from './boot-failure'
import { applyCspNonce } from './csp-nonce'
import { PreloaderContext } from './preloader-context'
import { routes } from './routes'

/**
 * Starts the app: runtime config → supabase-js → auth wiring → query client → router. The router
 * is created last because it runs the first loaders (the guard) as soon as it exists.
 */
export async function boot(container: HTMLElement): Promise<void> {
  applyCspNonce()
  // Start fetching the first page's chunks while the runtime config is on its way.
  void warmRouteChunks(routes, window.location.pathname)
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
  const queryClient = createQueryClient({
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
  setQueryClient(queryClient)
  const router = createBrowserRouter(routes)
  // Public pages do not need supabase-js to paint; wire auth (session events, refresh) once the
  // first navigation is done and the browser is idle.
  const warm = () => {
    const run = () => void authReady().catch(() => undefined)
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 })
    else setTimeout(run, 200)
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
        <QueryClientProvider client={queryClient}>
          <UiProviders>
            <PreloaderContext value={preload}>
              <RouterProvider router={router} />
            </PreloaderContext>
          </UiProviders>
        </QueryClientProvider>
      </JotaiProvider>
    </StrictMode>,
  )
}
