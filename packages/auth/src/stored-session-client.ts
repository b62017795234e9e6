import * as v from 'valibot'
import type {
  AuthClientLike,
  AuthEventName,
  AuthSession,
  AuthSessionResult,
  AuthStateListener,
} from './client.js'
import { systemClock, type Clock } from './clock.js'

/** The Web Storage methods the client needs (localStorage in a browser, a Map in tests). */
export interface SessionStorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Options of {@link createStoredSessionClient}. */
export interface StoredSessionClientOptions {
  /** The Supabase project URL (the same one supabase-js is created with). */
  url: string
  /** The project's anon (publishable) key. */
  apiKey: string
  /** The storage key supabase-js persists the session under (its `auth.storageKey`). */
  storageKey: string
  /** Where the session is kept; default `globalThis.localStorage`. */
  storage?: SessionStorageLike
  /** fetch for the token and logout calls; default `globalThis.fetch`. */
  fetch?: typeof fetch
  /** Clock for `expires_at` when the server only sends `expires_in`. */
  clock?: Clock
}

/** The API version header supabase-js sends with every Auth call. */
const API_VERSION = '2024-01-01'

// What supabase-js writes under its storage key: the session object, user included.
const StoredSessionSchema = v.looseObject({
  access_token: v.pipe(v.string(), v.minLength(1)),
  refresh_token: v.optional(v.string()),
  expires_at: v.optional(v.number()),
  expires_in: v.optional(v.number()),
  token_type: v.optional(v.string()),
  user: v.looseObject({
    id: v.string(),
    email: v.optional(v.string()),
    user_metadata: v.optional(v.record(v.string(), v.unknown())),
    app_metadata: v.optional(v.record(v.string(), v.unknown())),
  }),
})

/** An Auth API failure, shaped like supabase-js's AuthApiError so @fabula/errors reads it alike. */
interface StoredSessionError {
  name: string
  message: string
  status: number
  code?: string
  __isAuthError: true
}

function authError(status: number, body: unknown, fallback: string): StoredSessionError {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const message = [fields.msg, fields.message, fields.error_description, fields.error].find(
    (value): value is string => typeof value === 'string' && value !== '',
  )
  const code = typeof fields.error_code === 'string' ? fields.error_code : undefined
  return {
    name: status === 0 ? 'AuthRetryableFetchError' : 'AuthApiError',
    message: message ?? fallback,
    status,
    ...(code ? { code } : {}),
    __isAuthError: true,
  }
}

/**
 * An {@link AuthClientLike} over the session supabase-js keeps in browser storage, without
 * supabase-js itself. It reads the stored session synchronously-cheap (no network), refreshes it
 * with ONE call to `/auth/v1/token?grant_type=refresh_token` (no hidden retries: the session
 * manager applies the seed's 1 s / 3 s / 5 s rule), writes the result back in the same format, and
 * tells its listeners (`TOKEN_REFRESHED`, `SIGNED_OUT`).
 *
 * Why: supabase-js retries a failing refresh on its own for up to 30 s on top of any rule of ours,
 * and the guard should not wait for a 55 KB library to read a session that sits in storage. Create
 * supabase-js with `autoRefreshToken: false` and the same `storageKey`: it reads the storage on
 * every call, so it always sends the token this client refreshed.
 *
 * @example
 * const sessions = createSessionManager({
 *   client: createStoredSessionClient({ url, apiKey: anonKey, storageKey: 'app-auth' }),
 *   autoRefresh: true,
 * })
 */
export function createStoredSessionClient(options: StoredSessionClientOptions): AuthClientLike {
  const storage = options.storage ?? globalThis.localStorage
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const clock = options.clock ?? systemClock
  const authUrl = `${options.url.replace(/\/+$/, '')}/auth/v1`
  const listeners = new Set<AuthStateListener>()

  const emit = (event: AuthEventName, session: AuthSession | null) => {
    for (const listener of listeners) listener(event, session)
  }

  function read(): AuthSession | null {
    let raw: string | null
    try {
      raw = storage.getItem(options.storageKey)
    } catch {
      return null
    }
    if (raw === null) return null
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      parsed = null
    }
    const result = v.safeParse(StoredSessionSchema, parsed)
    if (!result.success) {
      // Unreadable data is not a session; leaving it would fail the same way on every load.
      storage.removeItem(options.storageKey)
      return null
    }
    return result.output as AuthSession
  }

  function headers(token = options.apiKey): Record<string, string> {
    return {
      apikey: options.apiKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json;charset=UTF-8',
      'X-Supabase-Api-Version': API_VERSION,
    }
  }

  async function refreshSession(): Promise<AuthSessionResult> {
    const current = read()
    if (!current?.refresh_token) return { data: { session: null }, error: null }
    let response: Response
    try {
      response = await doFetch(`${authUrl}/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ refresh_token: current.refresh_token }),
      })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      return { data: { session: null }, error: authError(0, null, `Failed to fetch: ${message}`) }
    }
    const body: unknown = await response.json().catch(() => null)
    if (!response.ok) {
      const error = authError(response.status, body, response.statusText)
      // A refused refresh token (4xx) is the end of this session; a 5xx may pass, so keep it.
      if (response.status >= 400 && response.status < 500) {
        storage.removeItem(options.storageKey)
        emit('SIGNED_OUT', null)
      }
      return { data: { session: null }, error }
    }
    const parsed = v.safeParse(StoredSessionSchema, body)
    if (!parsed.success) {
      return {
        data: { session: null },
        error: authError(502, null, 'The token endpoint answered without a session'),
      }
    }
    const session = parsed.output as AuthSession & { expires_in?: number }
    if (session.expires_at === undefined && session.expires_in !== undefined) {
      session.expires_at = Math.floor(clock.now() / 1000) + session.expires_in
    }
    storage.setItem(options.storageKey, JSON.stringify(session))
    emit('TOKEN_REFRESHED', session)
    return { data: { session }, error: null }
  }

  async function signOut(
    signOutOptions: { scope?: 'global' | 'local' | 'others' } = {},
  ): Promise<{ error: unknown }> {
    const scope = signOutOptions.scope ?? 'global'
    const current = read()
    let error: unknown = null
    if (current && scope !== 'local') {
      try {
        const response = await doFetch(`${authUrl}/logout?scope=${scope}`, {
          method: 'POST',
          headers: headers(current.access_token),
        })
        // 401/403/404: the session is already gone on the server, which is what was asked.
        if (!response.ok && ![401, 403, 404].includes(response.status)) {
          error = authError(
            response.status,
            await response.json().catch(() => null),
            'Logout failed',
          )
        }
      } catch (thrown) {
        error = authError(0, null, thrown instanceof Error ? thrown.message : String(thrown))
      }
    }
    if (scope !== 'others' && error === null) {
      storage.removeItem(options.storageKey)
      emit('SIGNED_OUT', null)
    }
    return { error }
  }

  return {
    getSession: () => Promise.resolve({ data: { session: read() }, error: null }),
    refreshSession,
    signOut,
    onAuthStateChange(callback) {
      listeners.add(callback)
      return { data: { subscription: { unsubscribe: () => listeners.delete(callback) } } }
    },
  }
}
