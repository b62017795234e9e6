import { bindAuthEvents } from '@fabula/auth'
import { createClient } from '@supabase/supabase-js'
import type { SupabaseAuth } from './app-context'
import type { ServicesInput } from './services'

/**
 * supabase-js's Auth client for the flows that create or change a session: sign-in, sign-up,
 * one-time codes, the PKCE callback, password recovery. It persists the session where
 * @fabula/auth reads it (same storage key), never refreshes it itself, and its events reach the
 * app's store and session manager.
 */
export function createSupabaseAuth({ config, auth, storageKey }: ServicesInput): SupabaseAuth {
  const { auth: client } = createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: {
      flowType: 'pkce',
      autoRefreshToken: false,
      persistSession: true,
      detectSessionInUrl: true,
      storageKey,
    },
  })
  bindAuthEvents(client, auth.store, { sessionManager: auth.sessions })
  return client
}
