import { currentAddress, signInHref } from '@fabula/auth'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterContextProvider, createBrowserRouter, matchRoutes } from 'react-router'
import type { RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { loadRuntimeConfig } from '@/config/runtime-config'
import { i18n, t } from '@/i18n'
import { initialLocale } from '@/i18n/locale-state'
import { isUnderRoute, packsAt, preloadHref, warmRouteChunks } from '@/lib/preload'
import type { QueryErrorEffects } from '@/lib/query-client'
import { wantToasterWhenIdle } from '@/lib/toaster-demand'
import { notify, reportError } from './notify'
import { BootFailure } from './boot-failure'
import { applyCspNonce } from './csp-nonce'
import { AppProviders } from './app-providers'
import { appContext } from './app-context'
import { createApp } from './create-app'
import { ERROR_PATHS } from './route-table'
import { finishEarlyRecording, startEarlyRecording } from './early-data'
import { routes } from './routes'

/** Interactions that start loading supabase-js on a public page. */
const WARM_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const
/** Otherwise it loads this long after the first page has rendered. */
const WARM_AFTER_MS = 3000

/**
 * Starts the app: runtime config → the app (auth, lazy services) → router → (catalogue) render.
 * The router is created once the app exists because it runs the first loaders (the guard, the
 * page's data) as soon as it exists; only the render waits for the interface language.
 */
export async function boot(container: HTMLElement): Promise<void> {
  applyCspNonce()
  // A prerendered page (scripts/prerender.ts) is already painted: hydrate it instead of
  // rendering from scratch, once its route modules are here.
  const hydrating = isPrerendered(container)
  // The interface language: a prerendered page's own (the server chose it), else the cookie or
  // the browser's. Its core catalogue and the first page's packs start loading first of all:
  // one file each at most, none waiting for a script (ADR 0068).
  const locale = initialLocale(hydrating ? document.documentElement.lang : undefined)
  const firstPacks = packsAt(routes, window.location.pathname)
  const loadingLocale = i18n.startIn(locale, firstPacks).catch((error: unknown) => {
    // Without the catalogue the page stays in English rather than not starting.
    console.warn('[i18n] catalogue failed to load', error)
  })
  // Start fetching the first page's chunks while the runtime config is on its way.
  void warmRouteChunks(routes, window.location.pathname)
  const signedInFirst = isUnderRoute(routes, window.location.pathname, 'app')
  const resolvingRoutes = hydrating ? resolveFirstRoutes(routes) : Promise.resolve()
  let config
  try {
    config = await loadRuntimeConfig()
  } catch (error) {
    console.error(error)
    createRoot(container).render(<BootFailure />)
    return
  }
  // The router is created below (its first loaders need the app); the effects reach it when
  // they run.
  const holder: { router?: ReturnType<typeof createBrowserRouter> } = {}
  const effects: QueryErrorEffects = {
    toast: (message) => void notify.error(message),
    onUnauthorized: () => {
      app.auth.reset()
      const state = holder.router?.state
      const location = state?.navigation.location ?? state?.location
      const here = location
        ? `${location.pathname}${location.search}${location.hash}`
        : currentAddress(window.location.href)
      void holder.router?.navigate(signInHref({ redirect: here }, ERROR_PATHS.signIn), {
        replace: true,
      })
    },
    navigate: (href) => void holder.router?.navigate(href, { replace: true }),
    reportError,
    // Getters: a toast is worded in the locale of the moment it shows.
    messages: {
      get sessionExpired() {
        return t('query.sessionExpired')
      },
      get internalServerError() {
        return t('query.internalServerError')
      },
      get contentNotModified() {
        return t('query.notModified')
      },
    },
    paths: ERROR_PATHS,
  }
  const app = createApp(config, effects)
  // A signed-in first page needs the services: load them while the guard reads the session.
  if (signedInFirst) void app.services().catch(() => undefined)
  await resolvingRoutes
  // Created before the catalogue is in: its loaders (the guard, the page's data) need no words,
  // so the data requests leave now instead of a round trip later. The first render waits below.
  const router = createBrowserRouter(routes, {
    getContext: () => {
      const context = new RouterContextProvider()
      context.set(appContext, app)
      return context
    },
  })
  holder.router = router
  recordNavigations(router)
  // Public pages do not need supabase-js to paint: load it on the first interaction (typing into
  // a sign-in form) or a few seconds after the page is up, whichever comes first.
  const warm = () => {
    // The toast region (sonner) follows the first page, unless a toast asks for it earlier.
    wantToasterWhenIdle()
    let done = false
    const run = () => {
      if (done) return
      done = true
      for (const type of WARM_EVENTS) window.removeEventListener(type, run, true)
      void app.supabaseAuth().catch(() => undefined)
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
  const preload = (href: string) => preloadHref(routes, href, app)
  await loadingLocale

  const tree = (
    <AppProviders app={app} preload={preload}>
      <RouterProvider router={router} />
    </AppProviders>
  )
  // A page prerendered in another language than the visitor's (a static host serves one) is
  // rendered afresh rather than hydrated.
  if (hydrating && router.state.initialized && locale === document.documentElement.lang) {
    hydrateRoot(container, tree)
  } else createRoot(container).render(tree)
}

/**
 * Records the read requests of every navigation inside the app for the next cold load of its
 * address (ADR 0070): from the moment its loaders start until the page has rendered.
 */
function recordNavigations(router: ReturnType<typeof createBrowserRouter>): void {
  let recording: string | undefined
  router.subscribe((state) => {
    const target = state.navigation.location
    // Another page, not another filter or page of the same list (16 addresses are kept).
    if (
      state.navigation.state === 'loading' &&
      target &&
      target.pathname !== state.location.pathname
    ) {
      const path = `${target.pathname}${target.search}`
      if (path === recording) return
      recording = path
      startEarlyRecording(path)
    } else if (state.navigation.state === 'idle' && recording !== undefined) {
      recording = undefined
      // The page's own queries start while it renders: stop once that is done.
      window.requestAnimationFrame(() => window.setTimeout(finishEarlyRecording, 0))
    }
  })
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
