import type { SupabaseClient } from '@supabase/supabase-js'
import type { RuntimeConfig } from '@/config/runtime-config'

/** localStorage key of the persisted session; our own so it never collides with other apps. */
export const AUTH_STORAGE_KEY = 'fabula-web-auth'

let client: SupabaseClient | undefined
let loading: Promise<SupabaseClient> | undefined

/**
 * Creates the one supabase-js client of the app (PKCE, auto refresh, persisted session). The
 * library is loaded on demand so public pages render before its ~55 KB arrive (ADR 0011).
 */
export function initSupabase(config: RuntimeConfig): Promise<SupabaseClient> {
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

/** The client once it is loaded (public pages await this before calling auth). */
export function loadSupabase(): Promise<SupabaseClient> {
  if (!loading) return Promise.reject(new Error('Supabase client used before boot'))
  return loading
}

/**
 * The loaded client, synchronously. Only for code behind the guard, which has already awaited
 * the client; throws otherwise.
 */
export function getSupabase(): SupabaseClient {
  if (!client) throw new Error('Supabase client used before it loaded')
  return client
}
