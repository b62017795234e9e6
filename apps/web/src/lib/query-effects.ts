import type { QueryErrorEffects } from './query-client'

let registered: QueryErrorEffects | undefined

/**
 * Boot registers what a failed query may do (toasts, the 401 redirect, the 500 page) here, so
 * the entry chunk does not have to carry TanStack Query: the client itself is created on first
 * use by the signed-in part of the app (lib/query-client-instance).
 */
export function setQueryErrorEffects(effects: QueryErrorEffects): void {
  registered = effects
}

/** The effects registered at boot. */
export function queryErrorEffects(): QueryErrorEffects {
  if (!registered) throw new Error('Query error effects used before boot')
  return registered
}
