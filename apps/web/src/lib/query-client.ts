import {
  getHttpStatus,
  mutationErrorAction,
  queryErrorAction,
  shouldRetryQuery,
} from '@fabula/errors'
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { applyErrorAction, type QueryErrorEffects } from './query-effects'

export { applyErrorAction, type QueryErrorEffects }

/** Data stays fresh for 10 s (seed §9). */
export const QUERY_STALE_TIME_MS = 10_000

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
