import { markAsPreload } from '@fabula/auth/router'
import { matchRoutes } from 'react-router'
import type { RouteObject } from 'react-router'
import type { AppContext } from '@/app/app-context'
import { screenAt } from '@/app/navigation'
import { routeDataArgs, type RouteHandle } from '@/app/route-module'
import { routePacks } from '@/i18n/catalogues'

/** Preloaded data stays fresh this long (seed §9); a second preload inside it is skipped. */
export const PRELOAD_STALE_MS = 10_000
/** A link must stay in view this long before it preloads (seed §2). */
export const PRELOAD_DELAY_MS = 300

const lastPreload = new Map<string, number>()

/**
 * `matchRoutes` remembered per route tree and path: it flattens and ranks the whole tree on each
 * call, which costs tens of milliseconds on a slow phone, and boot and link preloads ask for the
 * same paths again and again.
 */
const matchCache = new WeakMap<RouteObject[], Map<string, ReturnType<typeof matchRoutes>>>()
function matchPathname(routes: RouteObject[], pathname: string) {
  let byPath = matchCache.get(routes)
  if (!byPath) {
    byPath = new Map()
    matchCache.set(routes, byPath)
  }
  if (!byPath.has(pathname)) {
    // Bounded: link preloads can ask for many addresses over a long session.
    if (byPath.size >= 200) byPath.clear()
    byPath.set(pathname, matchRoutes(routes, pathname))
  }
  return byPath.get(pathname) ?? []
}

/**
 * Loads the chunks of every route `href` matches and prefetches the queries its pages declare.
 * Data is prefetched only when the guard, run as a background preload, hands back a session the
 * page is open to: without one it does nothing (seed §2 guard rule), it never redirects. A failed
 * prefetch stays silent; the page asks again when it is opened. A query that failed less than
 * 10 s ago is not asked again by a preload: its page is showing the failure, or will.
 */
export async function preloadHref(
  routes: RouteObject[],
  href: string,
  app: AppContext,
  now = Date.now(),
): Promise<void> {
  const last = lastPreload.get(href)
  if (last !== undefined && now - last < PRELOAD_STALE_MS) return
  lastPreload.set(href, now)
  const url = new URL(href, globalThis.location?.origin ?? 'http://localhost')
  const matches = matchPathname(routes, url.pathname)
  const modules = await Promise.all(
    matches.map(async (match) => {
      const handle = match.route.handle as RouteHandle | undefined
      // The page's queries live in its data module when it has one (ADR 0065).
      const [module, data] = await Promise.all([handle?.load?.(), handle?.data?.()])
      return { queries: data?.queries ?? module?.queries, params: match.params }
    }),
  )
  const withData = modules.filter((entry) => entry.queries)
  if (withData.length === 0) return
  const screen = screenAt(url.pathname)
  const session = await app.auth.guard(markAsPreload(url), screen?.access).catch(() => null)
  for (const { queries, params } of withData) {
    const args = await routeDataArgs(app, session, url, params)
    if (!args || !queries) continue
    const { queryClient } = args.services
    for (const query of queries(args)) {
      const state = queryClient.getQueryState(query.queryKey)
      if (state?.status === 'error' && Date.now() - state.errorUpdatedAt < PRELOAD_STALE_MS) {
        continue
      }
      void queryClient.prefetchQuery({ ...query, retry: false })
    }
  }
}

/** Imports the route modules a path matches (no data, no guard): the first page at boot. */
export async function warmRouteChunks(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchPathname(routes, pathname)
  await Promise.all(
    matches.flatMap((match) => {
      const handle = match.route.handle as RouteHandle | undefined
      return [handle?.load?.(), handle?.data?.()].map((loading) => loading?.catch(() => undefined))
    }),
  )
}

/**
 * The catalogue packs of the route modules `pathname` matches: boot loads them with the
 * locale's core before anything else (ADR 0068).
 */
export function packsAt(routes: RouteObject[], pathname: string): string[] {
  const modules = matchPathname(routes, pathname).flatMap(({ route }) => {
    const module = (route.handle as RouteHandle | undefined)?.module
    return module ? [module] : []
  })
  return [...new Set(modules.flatMap(routePacks))]
}

/** Whether `pathname` lies under the route with id `routeId` (e.g. the guarded layout, 'app'). */
export function isUnderRoute(routes: RouteObject[], pathname: string, routeId: string): boolean {
  return matchPathname(routes, pathname).some((match) => match.route.id === routeId)
}

/** Forgets preload times (tests). */
export function resetPreloads(): void {
  lastPreload.clear()
}
