/**
 * The structural seam between this package and Supabase Auth. It names only what the package
 * uses, so the real `SupabaseClient['auth']` fits it (checked in `client.test-d.ts`) and tests pass
 * a small fake. See docs/decisions/0003-auth-package.md.
 */

/** Auth events this package reacts to; other event names pass through untouched. */
export type KnownAuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED'

/** An auth event name as the client reports it (open-ended: newer clients may add events). */
export type AuthEventName = KnownAuthEvent | (string & {})

/** The session user fields this package reads. */
export interface AuthSessionUser {
  /** The user id (a UUID in Supabase); the store's `accountNo`. */
  id: string
  email?: string
  /** Free-form profile data; `name` or `full_name` is shown and security-checked. */
  user_metadata?: Record<string, unknown>
  /** Server-controlled data; `role` holds the staff role (PRODUCT.md §2). */
  app_metadata?: Record<string, unknown>
}

/** The session fields this package reads (seed spec §3 Session). */
export interface AuthSession {
  access_token: string
  refresh_token?: string
  /** Expiry as seconds since the Unix epoch (JWT `exp` style). */
  expires_at?: number
  user: AuthSessionUser
}

/** What `getSession` and `refreshSession` resolve to. */
export interface AuthSessionResult {
  data: { session: AuthSession | null }
  error: unknown
}

/** The handle `onAuthStateChange` returns. */
export interface AuthSubscriptionResult {
  data: { subscription: { unsubscribe(): void } }
}

/** Callback for auth state changes. */
export type AuthStateListener = (event: AuthEventName, session: AuthSession | null) => void

/**
 * The slice of the Supabase auth client this package needs. Pass `supabase.auth` in the app and a
 * fake in tests.
 */
export interface AuthClientLike {
  /** Reads the current session (the real client refreshes a nearly expired one itself). */
  getSession(): Promise<AuthSessionResult>
  /** Exchanges the refresh token for a new session. */
  refreshSession(): Promise<AuthSessionResult>
  /** Subscribes to auth events. */
  onAuthStateChange(callback: AuthStateListener): AuthSubscriptionResult
  /** Signs out; `scope: 'local'` only forgets this browser's session. */
  signOut(options?: { scope?: 'global' | 'local' | 'others' }): Promise<{ error: unknown }>
}
