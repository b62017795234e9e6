import type { createStore } from 'jotai/vanilla'
import type { AuthClientLike } from './client.js'
import { systemClock, type Clock } from './clock.js'
import { authEventAtom } from './auth-store.js'
import type { SessionManager } from './session-manager.js'

/** A jotai store (vanilla `createStore()` or the one a React `Provider` uses). */
export type AuthStore = ReturnType<typeof createStore>

/** Options of {@link bindAuthEvents}. */
export interface BindAuthEventsOptions {
  /**
   * When given, each event first passes through the manager (cache, security and health checks),
   * and the store keeps only the session the manager accepted.
   */
  sessionManager?: SessionManager
  /** Time source for the user's `exp`; defaults to the real clock. */
  clock?: Clock
}

/**
 * Subscribes the auth store (and optionally a session manager) to the client's auth events.
 *
 * @returns a function that unsubscribes
 * @example
 * const store = createStore()
 * const sessions = createSessionManager({ client: supabase.auth })
 * const unbind = bindAuthEvents(supabase.auth, store, { sessionManager: sessions })
 */
export function bindAuthEvents(
  client: AuthClientLike,
  store: AuthStore,
  options: BindAuthEventsOptions = {},
): () => void {
  const { sessionManager } = options
  const clock = options.clock ?? systemClock
  const { data } = client.onAuthStateChange((event, session) => {
    const accepted = sessionManager ? sessionManager.handleAuthEvent(event, session) : session
    store.set(authEventAtom, { event, session: accepted, now: clock.now() })
  })
  return () => {
    data.subscription.unsubscribe()
  }
}
