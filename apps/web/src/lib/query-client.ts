import {
  getHttpStatus,
  mutationErrorAction,
  queryErrorAction,
  shouldRetryQuery,
} from '@fabula/errors'
import type { ServerErrorAction, ServerErrorMessages, ServerErrorPaths } from '@fabula/errors'
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'

/** Data stays fresh for 10 s (seed §9). */
export const QUERY_STALE_TIME_MS = 10_000

/** What the shared error handler may do; injected so the rules are testable without a browser. */
export interface QueryErrorEffects {
  /** Shows one of the seed's fixed error toasts ('Session expired!', …). */
  toast: (message: string) => void
  /** Resets auth and sends the user to /sign-in?redirect=<current address>. */
  onUnauthorized: () => void
  /** Navigates to a page (the 500 page). */
  navigate: (href: string) => void
  /** Reports an error through the catalogue's notifier. */
  reportError: (error: unknown) => void
  /** Catalogue texts for the seed's three fixed toasts. */
  messages: ServerErrorMessages
  /** The app's sign-in, forbidden and server-error pages (from the route table). */
  paths: ServerErrorPaths
}

/**
 * Carries out what @fabula/errors decided for an error (ARCHITECTURE.md rule 7): no status
 * switch lives here, only the effects.
 */
export function applyErrorAction(action: ServerErrorAction, effects: QueryErrorEffects): void {
  if (action.message) effects.toast(action.message)
  if (action.resetSession) effects.onUnauthorized()
  else if (action.redirectTo) effects.navigate(action.redirectTo)
  if (action.notify) effects.reportError(action.record)
}

/**
 * A fresh QueryClient with the seed's rules (§8, §9): retry at most 3 times and never on 401/403,
 * stale after 10 s, refetch on window focus, one cache-level handler for query and mutation
 * errors.
 *
 * The query handler acts for queries a screen is showing (they have observers). A fetch started
 * by a route loader is handled by that loader (it redirects with the router, see
 * `app/route-module.ts`), and a link preload that fails stays silent: the page will ask again.
 * A query whose screen shows its own failure in place (a word's meaning, a due-count badge) says
 * so with `meta: { silentErrors: true }` and is left to it — except a 401, which always resets
 * the session.
 */
export function createQueryClient(effects: QueryErrorEffects): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.getObserversCount() === 0) return
        if (query.meta?.silentErrors === true && getHttpStatus(error) !== 401) return
        applyErrorAction(queryErrorAction(error, effects.messages, effects.paths), effects)
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => applyErrorAction(mutationErrorAction(error, effects.messages), effects),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: QUERY_STALE_TIME_MS,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  })
}
