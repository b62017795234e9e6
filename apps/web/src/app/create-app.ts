import {
  accessTokenAtom,
  authEventAtom,
  bindAuthEvents,
  createSessionManager,
  createStoredSessionClient,
  type AuthSession,
} from '@fabula/auth'
import { createAuthGuard } from '@fabula/auth/router'
import type { RuntimeConfig } from '@/config/runtime-config'
import type { QueryErrorEffects } from '@/lib/query-client'
import { createStore } from 'jotai/vanilla'
import type { AppAuth, AppContext } from './app-context'
import { forgetEarlyData } from './early-data'
import { SESSION_STORAGE_KEY } from './early-data/replay-script'
import type { Access } from './route-table'

/** localStorage key of the persisted session; our own so it never collides with other apps. */
export const AUTH_STORAGE_KEY = SESSION_STORAGE_KEY

/**
 * The auth wiring, without supabase-js: the session supabase-js stores is read, checked and
 * refreshed by @fabula/auth over plain HTTP (one call per attempt, retried after 1 s, 3 s and
 * 5 s), so the guard never waits for the library and a failing refresh cannot hang the page.
 */
function createAppAuth(config: RuntimeConfig, effects: QueryErrorEffects): AppAuth {
  const store = createStore()
  const client = createStoredSessionClient({
    url: config.supabaseUrl,
    apiKey: config.supabaseAnonKey,
    storageKey: AUTH_STORAGE_KEY,
  })
  const sessions = createSessionManager({ client, autoRefresh: true })
  bindAuthEvents(client, store, { sessionManager: sessions })
  const guard = createAuthGuard({
    getSession: () => sessions.getSession(),
    signInPath: effects.paths.signIn,
    forbiddenPath: effects.paths.forbidden,
    onError: (record) => effects.reportError(record),
  })
  // The store learns about a session the guard accepted without an auth event (a page load).
  const tell = (session: AuthSession) => {
    if (store.get(accessTokenAtom) === session.access_token) return
    store.set(authEventAtom, { event: 'INITIAL_SESSION', session, now: Date.now() })
  }
  return {
    store,
    sessions,
    reset() {
      forgetEarlyData()
      sessions.clear()
      // Removes the stored session and tells the store (SIGNED_OUT); nothing goes to the server.
      void client.signOut({ scope: 'local' })
    },
    signOut: () => {
      forgetEarlyData()
      return sessions.signOut()
    },
    async guard(request, access?: Access) {
      const permission = access === 'public' || access === 'signed-in' ? undefined : access
      const session = await guard(request, permission ? { permission } : {})
      if (session) tell(session)
      return session
    },
  }
}

/** The first call's promise for every call; a failed one is forgotten so the next call retries. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () => {
    pending ??= load()
    pending.catch(() => {
      pending = undefined
    })
    return pending
  }
}

/**
 * Assembles the app once: runtime config → auth → services (the data client, the query client and
 * the repositories, loaded on first use from `./services`); supabase-js itself only for the flows
 * that create a session (`./supabase-auth`).
 */
export function createApp(config: RuntimeConfig, effects: QueryErrorEffects): AppContext {
  const auth = createAppAuth(config, effects)
  const input = { config, auth, effects, storageKey: AUTH_STORAGE_KEY }
  return {
    config,
    auth,
    effects,
    services: once(() => import('./services').then((module) => module.createServices(input))),
    supabaseAuth: once(() =>
      import('./supabase-auth').then((module) => module.createSupabaseAuth(input)),
    ),
  }
}
