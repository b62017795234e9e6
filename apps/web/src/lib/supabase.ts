import type { SupabaseClient } from '@supabase/supabase-js'
import type { RuntimeConfig } from '@/config/runtime-config'

/** localStorage key of the persisted session; our own so it never collides with other apps. */
const AUTH_STORAGE_KEY = 'fabula-web-auth'

let client: SupabaseClient | undefined
let loading: Promise<SupabaseClient> | undefined

/**
 * Keeps the runtime config for the one supabase-js client of the app (PKCE, auto refresh,
 * persisted session). The library itself is loaded on demand, so public pages render before its
 * ~55 KB arrive (ADR 0011).
 */
export function initSupabase(config: RuntimeConfig): void {
  pending = config
}

let pending: RuntimeConfig | undefined

function startLoading(config: RuntimeConfig): Promise<SupabaseClient> {
  loading = import('@supabase/supabase-js').then(({ createClient }) => {
    client = createClient(config.supabaseUrl, config.supabaseAnonKey, {
      auth: {
        flowType: 'pkce',
        autoRefreshToken: true,
        persistSession: true,
        detectSessionInUrl: true,
        storageKey: AUTH_STORAGE_KEY,
      },
    })
    return client
  })
  return loading
}

/**
 * Starts downloading supabase-js without creating the client (that needs the runtime config):
 * a guarded first page cannot paint before the guard has read the session, so the library is
 * fetched alongside the config instead of after it.
 */
export function prefetchSupabase(): void {
  void import('@supabase/supabase-js').catch(() => undefined)
}

/**
 * The client, loading it on first use (a guard, a form submit) or when the first page is idle
 * (`warmSupabase`), so public pages paint without waiting for it.
 */
export function loadSupabase(): Promise<SupabaseClient> {
  if (loading) return loading
  if (!pending) return Promise.reject(new Error('Supabase client used before boot'))
  return startLoading(pending)
}

/**
 * The loaded client, synchronously. Only for code behind the guard, which has already awaited
 * the client; throws otherwise.
 */
export function getSupabase(): SupabaseClient {
  if (!client) throw new Error('Supabase client used before it loaded')
  return client
}
