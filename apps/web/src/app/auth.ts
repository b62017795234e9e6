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

/** The auth store exists from the first render; it fills once supabase-js has loaded. */
export const authStore: AuthStore = createStore()

let current: AppAuth | undefined
let ready: Promise<AppAuth> | undefined

/** Wires auth to the supabase-js client as soon as it has loaded (once, at boot). */
export function initAuth(supabase: () => Promise<SupabaseClient>): void {
  load = supabase
}

let load: (() => Promise<SupabaseClient>) | undefined

function wire(supabase: Promise<SupabaseClient>): Promise<AppAuth> {
  ready = supabase.then((client) => {
    const sessions = createSessionManager({ client: client.auth })
    bindAuthEvents(client.auth, authStore, { sessionManager: sessions })
    const reset = () => {
      sessions.clear()
      authStore.set(resetAuthAtom)
    }
    current = {
      store: authStore,
      sessions,
      reset,
      onUnauthorized: (navigate) => {
        redirectToSignInOn401(window.location.href, reset, navigate)
      },
    }
    return current
  })
  return ready
}

/** Resolves with the auth wiring, loading supabase-js first if nothing has asked for it yet. */
export function authReady(): Promise<AppAuth> {
  if (ready) return ready
  if (!load) return Promise.reject(new Error('Auth used before boot'))
  return wire(load())
}

/** The auth wiring, synchronously: only behind the guard, which has awaited it. */
export function getAuth(): AppAuth {
  if (!current) throw new Error('Auth used before it loaded')
  return current
}
