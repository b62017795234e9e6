import { bindAuthEvents } from '@fabula/auth'
import { createSupabaseChatsRepository } from '@fabula/chats-api'
import { createSupabaseLessonsRepository } from '@fabula/lessons-api'
import { createSupabaseHelpCenterRepository } from '@fabula/help-center-api'
import { createSupabaseIntegrationsRepository } from '@fabula/integrations-api'
import { createSupabaseProfileRepository } from '@fabula/profile-api'
import { createSupabaseReadingRepository } from '@fabula/reading-api'
import { createSupabaseStaffRepository } from '@fabula/staff-api'
import { createClient } from '@supabase/supabase-js'
import type { RuntimeConfig } from '@/config/runtime-config'
import { createEmailPreferencesStore } from '@/lib/email-preferences'
import { createQueryClient, type QueryErrorEffects } from '@/lib/query-client'
import type { AppAuth, AppServices, SupabaseAuth } from './app-context'

/** What the services are built from. */
export interface ServicesInput {
  config: RuntimeConfig
  auth: AppAuth
  effects: QueryErrorEffects
  storageKey: string
}

/**
 * The signed-in part of the app, built once (src/app/create-app.ts loads this module on first
 * use): a supabase-js client for data, one query client with the seed's error rules, the
 * repositories.
 *
 * The data client never touches the session: it asks @fabula/auth's session manager for the
 * access token on every request (`accessToken`), so the seed's session rules (refresh buffer,
 * retries after 1 s, 3 s and 5 s, ADR 0018) are the only ones that apply.
 */
export function createServices({ config, auth, effects }: ServicesInput): AppServices {
  const supabase = createClient(config.supabaseUrl, config.supabaseAnonKey, {
    accessToken: async () =>
      (await auth.sessions.getSession().catch(() => null))?.access_token ?? null,
    // One retry policy: the query client's (at most 3, never on 401/403, seed §8). PostgREST's
    // own retries would multiply it (4 × 4 requests for one failing read).
    db: { retry: false },
  })
  return {
    supabase,
    queryClient: createQueryClient(effects),
    profiles: createSupabaseProfileRepository(supabase),
    reading: createSupabaseReadingRepository(supabase),
    lessons: createSupabaseLessonsRepository(supabase),
    staff: createSupabaseStaffRepository(supabase),
    emailPreferences: createEmailPreferencesStore(supabase),
    integrations: createSupabaseIntegrationsRepository(supabase),
    helpCenter: createSupabaseHelpCenterRepository(supabase),
    chats: createSupabaseChatsRepository(supabase),
  }
}

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
