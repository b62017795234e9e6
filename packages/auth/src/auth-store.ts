import { atom } from 'jotai/vanilla'
import type { AuthEventName, AuthSession } from './client.js'
import { AUTH_USER_TTL_MS } from './constants.js'
import { getStaffRole, type StaffRole } from './staff-role.js'

/** The signed-in user as the client keeps it (seed spec §3 "Auth user"). */
export interface AuthUser {
  /** The user id. */
  accountNo: string
  email: string
  /** Always the single role 'user' on the client (seed spec §6); staff roles are separate. */
  role: ['user']
  /** Milliseconds since the epoch, 24 h after the session was stored. */
  exp: number
}

/** Everything the auth store holds. */
export interface AuthState {
  user: AuthUser | null
  /** The access token, or '' when signed out. */
  accessToken: string
  /** The staff role from `app_metadata.role`, kept apart from `user.role`. */
  staffRole: StaffRole | null
}

/** The signed-out state. */
export const INITIAL_AUTH_STATE: AuthState = Object.freeze({
  user: null,
  accessToken: '',
  staffRole: null,
})

// INITIAL_SESSION is not in the seed's list; supabase-js v2 reports a restored session with it
// on subscribe, so storing it keeps the store filled after a page reload.
const STORING_EVENTS: ReadonlySet<string> = new Set([
  'INITIAL_SESSION',
  'SIGNED_IN',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
])

/** The state for a stored session. */
export function authStateFromSession(session: AuthSession, now: number): AuthState {
  return {
    user: {
      accountNo: session.user.id,
      email: session.user.email ?? '',
      role: ['user'],
      exp: now + AUTH_USER_TTL_MS,
    },
    accessToken: session.access_token,
    staffRole: getStaffRole(session),
  }
}

/**
 * The auth store's reducer (seed spec §4): SIGNED_IN, TOKEN_REFRESHED and USER_UPDATED (and
 * INITIAL_SESSION) store the session; SIGNED_OUT clears the token and resets; a storing event
 * without a session (a failed refresh) resets too. Other events leave the state as it is.
 */
export function reduceAuthEvent(
  state: AuthState,
  event: AuthEventName,
  session: AuthSession | null,
  now: number,
): AuthState {
  if (event === 'SIGNED_OUT') return INITIAL_AUTH_STATE
  if (!STORING_EVENTS.has(event)) return state
  return session === null ? INITIAL_AUTH_STATE : authStateFromSession(session, now)
}

/** The whole auth state. Prefer the derived atoms below for reading. */
export const authStateAtom = atom<AuthState>(INITIAL_AUTH_STATE)

/** The signed-in user, or `null`. */
export const authUserAtom = atom((get) => get(authStateAtom).user)

/** The access token, or '' when signed out. */
export const accessTokenAtom = atom((get) => get(authStateAtom).accessToken)

/** The staff role, or `null` for learners and signed-out visitors. */
export const staffRoleAtom = atom((get) => get(authStateAtom).staffRole)

/** Whether a user is signed in. */
export const isAuthenticatedAtom = atom((get) => get(authStateAtom).user !== null)

/** Payload of {@link authEventAtom}. */
export interface AuthEventAction {
  event: AuthEventName
  session: AuthSession | null
  /** Milliseconds since the epoch; defaults to `Date.now()`. */
  now?: number
}

/**
 * Write-only atom that applies an auth event: `store.set(authEventAtom, { event, session })`.
 */
export const authEventAtom = atom(null, (get, set, action: AuthEventAction) => {
  const next = reduceAuthEvent(
    get(authStateAtom),
    action.event,
    action.session,
    action.now ?? Date.now(),
  )
  set(authStateAtom, next)
})

/** Write-only atom that resets the store to signed out: `store.set(resetAuthAtom)`. */
export const resetAuthAtom = atom(null, (_get, set) => {
  set(authStateAtom, INITIAL_AUTH_STATE)
})
