import type { AuthSession, AuthStore, SessionManager, StaffRole } from '@fabula/auth'
import type { ChatsRepository } from '@fabula/chats-api'
import type { LessonsRepository } from '@fabula/lessons-api'
import type { HelpCenterRepository } from '@fabula/help-center-api'
import type { IntegrationsRepository } from '@fabula/integrations-api'
import type { ProfileRepository } from '@fabula/profile-api'
import type { ReadingRepository } from '@fabula/reading-api'
import type { StaffRepository } from '@fabula/staff-api'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { QueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { createContext as createRouterContext } from 'react-router'
import type { RuntimeConfig } from '@/config/runtime-config'
import type { QueryErrorEffects } from '@/lib/query-client'
import type { EmailPreferencesStore } from '@/lib/email-preferences'
import type { DataClient } from './data-client'
import type { Access } from './route-table'

/** The app's auth wiring: one store, one session manager over the stored session. */
export interface AppAuth {
  store: AuthStore
  sessions: SessionManager
  /** Clears the session cache, the stored session and the store (HTTP 401, tampered session). */
  reset(): void
  /** Signs out on the server (best effort) and everywhere in the browser. */
  signOut(): Promise<void>
  /**
   * The route guard: the session, or a thrown redirect (sign-in, /403, error id); `null` for a
   * background preload that may not load data.
   */
  guard(request: Request, access: Access | undefined): Promise<AuthSession | null>
}

/** supabase-js's Auth client (sign-in, sign-up, codes, recovery). */
export type SupabaseAuth = SupabaseClient['auth']

/** What the signed-in part of the app works with, built once (src/app/services.ts). */
export interface AppServices {
  /** PostgREST and Edge Functions for the signed-in account (src/app/data-client.ts). */
  data: DataClient
  queryClient: QueryClient
  profiles: ProfileRepository
  reading: ReadingRepository
  lessons: LessonsRepository
  staff: StaffRepository
  emailPreferences: EmailPreferencesStore
  integrations: IntegrationsRepository
  helpCenter: HelpCenterRepository
  chats: ChatsRepository
}

/**
 * The app, assembled once at boot (src/app/boot.tsx) and handed to the router (router context),
 * the route modules (loaders) and React (providers): runtime config → auth → services. The
 * services load on first use, so public pages paint before supabase-js and TanStack Query arrive.
 */
export interface AppContext {
  config: RuntimeConfig
  auth: AppAuth
  /** What a failed query or loader may do: toasts, the 401 reset, navigation. */
  effects: QueryErrorEffects
  /** The services, loaded and built on the first call; the same promise afterwards. */
  services(): Promise<AppServices>
  /** supabase-js's Auth client for the sign-in flows, loaded on first use. */
  supabaseAuth(): Promise<SupabaseAuth>
}

/** The app in the router context (loaders, middleware). */
export const appContext = createRouterContext<AppContext>()

/** The signed-in account, set by the guard middleware of the signed-in layout. */
export const sessionContext = createRouterContext<AuthSession | null>(null)

/** The signed-in account as pages see it. */
export interface Account {
  userId: string
  email: string | undefined
  role: StaffRole | null
}

/** What the signed-in layout hands its pages (its loader data). */
export interface SignedIn {
  account: Account
  services: AppServices
}

const AppReactContext = React.createContext<AppContext | null>(null)
const SignedInReactContext = React.createContext<SignedIn | null>(null)

/** Provides the app to React (above the router). */
export const AppProvider = AppReactContext.Provider

/** Provides the signed-in account and services to the pages of the signed-in layout. */
export const SignedInProvider = SignedInReactContext.Provider

/** The app (public pages use it to reach supabase-js for sign-in and the like). */
export function useApp(): AppContext {
  const app = React.useContext(AppReactContext)
  if (!app) throw new Error('useApp outside <AppProvider>')
  return app
}

/** The signed-in account and services; only inside the signed-in layout. */
function useSignedIn(): SignedIn {
  const signedIn = React.useContext(SignedInReactContext)
  if (!signedIn) throw new Error('useSignedIn outside the signed-in layout')
  return signedIn
}

/** The services of the signed-in layout. */
export function useServices(): AppServices {
  return useSignedIn().services
}

/** The signed-in account (id, email, staff role). */
export function useAccount(): Account {
  return useSignedIn().account
}
