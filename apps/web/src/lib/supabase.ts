import { createClient } from '@supabase/supabase-js'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { RuntimeConfig } from '@/config/runtime-config'

/** localStorage key of the persisted session; our own so it never collides with other apps. */
export const AUTH_STORAGE_KEY = 'fabula-web-auth'

let client: SupabaseClient | undefined

/** Creates the one supabase-js client of the app (PKCE, auto refresh, persisted session). */
export function initSupabase(config: RuntimeConfig): SupabaseClient {
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
}

/** The client created at boot; throws if called before `initSupabase`. */
export function getSupabase(): SupabaseClient {
  if (!client) throw new Error('Supabase client used before boot')
  return client
}
