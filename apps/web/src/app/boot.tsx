import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes } from 'react-router'
import type { RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { loadRuntimeConfig } from '@/config/runtime-config'
import { t } from '@/i18n'
import { isUnderRoute, preloadHref, warmRouteChunks } from '@/lib/preload'
import { setQueryErrorEffects } from '@/lib/query-effects'
import { wantToasterWhenIdle } from '@/lib/toaster-demand'
import { initSupabase, loadSupabase, prefetchSupabase } from '@/lib/supabase'
import { notify, reportError } from './notify'
import { authReady, initAuth } from './auth'
import { requireSession } from './guard'
import { markAsPreload } from '@fabula/auth/router'
import { BootFailure } from './boot-failure'
import { applyCspNonce } from './csp-nonce'
import { AppProviders } from './app-providers'
import { routes } from './routes'

/** Interactions that start loading supabase-js on a public page. */
const WARM_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const
/** Otherwise it loads this long after the first page has rendered. */
const WARM_AFTER_MS = 3000

/**
 * Starts the app: runtime config → supabase-js → auth wiring → query error effects → router. The
 * router is created last because it runs the first loaders (the guard) as soon as it exists.
 */
export async function boot(container: HTMLElement): Promise<void> {
  applyCspNonce()
  // Start fetching the first page's chunks while the runtime config is on its way.
  void warmRouteChunks(routes, window.location.pathname)
  // A guarded first page waits for the guard, which needs supabase-js: fetch it now too.
  if (isUnderRoute(routes, window.location.pathname, 'app')) prefetchSupabase()
  // A prerendered page (scripts/prerender.ts) is already painted: hydrate it instead of
  // rendering from scratch, once its route modules are here.
  const hydrating = isPrerendered(container)
  const resolvingRoutes = hydrating ? resolveFirstRoutes(routes) : Promise.resolve()
  let config
  try {
    config = await loadRuntimeConfig()
  } catch (error) {
    console.error(error)
    createRoot(container).render(<BootFailure />)
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
  await resolvingRoutes
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

  const app = (
    <AppProviders preload={preload}>
      <RouterProvider router={router} />
    </AppProviders>
  )
  if (hydrating && router.state.initialized) hydrateRoot(container, app)
  else createRoot(container).render(app)
}

/**
 * Whether #root holds the prerendered markup of exactly this address. The server only sends it
 * for a known path without a query string; anything else renders from scratch.
 */
function isPrerendered(container: HTMLElement): boolean {
  return (
    container.dataset.prerendered === window.location.pathname &&
    window.location.search === '' &&
    container.firstElementChild !== null
  )
}

/**
 * Loads the matched routes' lazy modules before the router exists, so its first render is the
 * page itself (what the prerendered HTML shows) rather than a loading state.
 */
async function resolveFirstRoutes(all: RouteObject[]): Promise<void> {
  const matches = matchRoutes(all, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const resolved = await route.lazy()
      Object.assign(route, resolved, { lazy: undefined })
    }),
  )
}
