import { matchRoutes } from 'react-router'
import type { RouteObject } from 'react-router'
import type { RouteHandle } from '@/app/route-module'

/** Preloaded data stays fresh this long (seed §9); a second preload inside it is skipped. */
export const PRELOAD_STALE_MS = 10_000
/** A link must stay in view this long before it preloads (seed §2). */
export const PRELOAD_DELAY_MS = 300

const lastPreload = new Map<string, number>()

/**
 * Loads the chunks of every route `href` matches and lets each module warm its data. Data is
 * warmed only when `canLoadData()` says a session exists: a background preload without one does
 * nothing (seed §2 guard rule), it never redirects.
 */
export async function preloadHref(
  routes: RouteObject[],
  href: string,
  canLoadData: (url: URL) => Promise<boolean>,
  now = Date.now(),
): Promise<void> {
  const last = lastPreload.get(href)
  if (last !== undefined && now - last < PRELOAD_STALE_MS) return
  lastPreload.set(href, now)
  const url = new URL(href, globalThis.location?.origin ?? 'http://localhost')
  const matches = matchRoutes(routes, url.pathname) ?? []
  const modules = await Promise.all(
    matches.map((match) => (match.route.handle as RouteHandle | undefined)?.load?.()),
  )
  if (!modules.some((module) => module?.preload)) return
  if (!(await canLoadData(url))) return
  await Promise.all(modules.map((module) => module?.preload?.(url)))
}

/** Imports the route modules a path matches (no data, no guard): the first page at boot. */
export async function warmRouteChunks(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  await Promise.all(
    matches.map((match) =>
      (match.route.handle as RouteHandle | undefined)?.load?.().catch(() => undefined),
    ),
  )
}

/** Whether `pathname` lies under the route with id `routeId` (e.g. the guarded layout, 'app'). */
export function isUnderRoute(routes: RouteObject[], pathname: string, routeId: string): boolean {
  return (matchRoutes(routes, pathname) ?? []).some((match) => match.route.id === routeId)
}

/** Forgets preload times (tests). */
export function resetPreloads(): void {
  lastPreload.clear()
}
