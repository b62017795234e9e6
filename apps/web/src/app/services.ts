import { createSupabaseChatsRepository } from '@fabula/chats-api'
import { createSupabaseProfileRepository } from '@fabula/profile-api'
import { createSupabaseReadingRepository } from '@fabula/reading-api'
import type { RuntimeConfig } from '@/config/runtime-config'
import { createEmailPreferencesStore } from '@/lib/email-preferences'
import { createQueryClient, type QueryErrorEffects } from '@/lib/query-client'
import type { AppAuth, AppServices } from './app-context'
import { asSupabaseClient, createDataClient } from './data-client'
import { earlyData } from './early-data'
import { createLazyRealtime } from './lazy-realtime'
import { lazyRepository } from './lazy-repository'

/** What the services are built from. */
export interface ServicesInput {
  config: RuntimeConfig
  auth: AppAuth
  effects: QueryErrorEffects
  storageKey: string
}

/**
 * The signed-in part of the app, built once (src/app/create-app.ts loads this module on first
 * use): the data client (PostgREST and Edge Functions without the rest of supabase-js, ADR 0065),
 * one query client with the seed's error rules, the repositories.
 *
 * The data client never touches the session: it asks @fabula/auth's session manager for the
 * access token on every request, so the seed's session rules (refresh buffer, retries after 1 s,
 * 3 s and 5 s, ADR 0018) are the only ones that apply.
 */
export function createServices({ config, auth, effects }: ServicesInput): AppServices {
  const data = createDataClient({
    url: config.supabaseUrl,
    apiKey: config.supabaseAnonKey,
    accessToken: async () =>
      (await auth.sessions.getSession().catch(() => null))?.access_token ?? null,
    early: earlyData,
  })
  const supabase = asSupabaseClient(data)
  // Live updates (/chats) load Realtime on their first subscription, not with every page.
  const live = createLazyRealtime({
    url: config.supabaseUrl,
    apiKey: config.supabaseAnonKey,
    accessToken: async () =>
      (await auth.sessions.getSession().catch(() => null))?.access_token ?? null,
  })
  return {
    data,
    queryClient: createQueryClient(effects),
    profiles: createSupabaseProfileRepository(supabase),
    reading: createSupabaseReadingRepository(supabase),
    // The repositories only some pages use load with the first call (ADR 0073).
    lessons: lazyRepository(() =>
      import('./repositories/lessons').then((module) => module.createRepository(supabase)),
    ),
    staff: lazyRepository(() =>
      import('./repositories/staff').then((module) => module.createRepository(supabase)),
    ),
    emailPreferences: createEmailPreferencesStore(supabase),
    integrations: lazyRepository(() =>
      import('./repositories/integrations').then((module) => module.createRepository(supabase)),
    ),
    helpCenter: lazyRepository(() =>
      import('./repositories/help-center').then((module) => module.createRepository(supabase)),
    ),
    chats: createSupabaseChatsRepository({ ...supabase, ...live } as typeof supabase),
  }
}
