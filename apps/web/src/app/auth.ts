import {
  bindAuthEvents,
  createSessionManager,
  redirectToSignInOn401,
  resetAuthAtom,
} from '@fabula/auth'
import type { AuthStore, SessionManager } from '@fabula/auth'
import type { SupabaseClient } from '@supabase/supabase-js'
import { createStore } from 'jotai/vanilla'

/** The app's auth wiring: one jotai store, one session manager, bound to supabase-js events. */
export interface AppAuth {
  store: AuthStore
  sessions: SessionManager
  /** Clears the session cache and the store (HTTP 401, tampered session). */
  reset: () => void
  /** Resets and sends the user to /sign-in?redirect=<current address>. */
  onUnauthorized: (navigate: (href: string) => void) => void
}

let current: AppAuth | undefined

/** Creates the auth wiring for a supabase-js client (once, at boot). */
export function initAuth(supabase: SupabaseClient): AppAuth {
  const store = createStore()
  const sessions = createSessionManager({ client: supabase.auth })
  bindAuthEvents(supabase.auth, store, { sessionManager: sessions })
  const reset = () => {
    sessions.clear()
    store.set(resetAuthAtom)
  }
  current = {
    store,
    sessions,
    reset,
    onUnauthorized: (navigate) => {
      redirectToSignInOn401(window.location.href, reset, navigate)
    },
  }
  return current
}

/** The auth wiring created at boot. */
export function getAuth(): AppAuth {
  if (!current) throw new Error('Auth used before boot')
  return current
}
