import { useAtomValue, useStore } from 'jotai/react'
import { useEffect } from 'react'
import {
  accessTokenAtom,
  authUserAtom,
  isAuthenticatedAtom,
  staffRoleAtom,
  type AuthUser,
} from '../auth-store.js'
import { bindAuthEvents, type BindAuthEventsOptions } from '../bind-auth-events.js'
import type { AuthClientLike } from '../client.js'
import { can, type Permission } from '../permissions.js'
import type { StaffRole } from '../staff-role.js'

/** The signed-in user from the nearest jotai store, or `null`. */
export function useAuthUser(): AuthUser | null {
  return useAtomValue(authUserAtom)
}

/** The access token, or '' when signed out. */
export function useAccessToken(): string {
  return useAtomValue(accessTokenAtom)
}

/** Whether a user is signed in. */
export function useIsAuthenticated(): boolean {
  return useAtomValue(isAuthenticatedAtom)
}

/** The signed-in user's staff role, or `null`. */
export function useStaffRole(): StaffRole | null {
  return useAtomValue(staffRoleAtom)
}

/** Whether the signed-in user's staff role grants `permission` (for showing or hiding UI). */
export function useCan(permission: Permission): boolean {
  return can(useStaffRole(), permission)
}

/**
 * Binds the client's auth events to the nearest jotai store while the component is mounted.
 * Pass a stable `client` and `options` (module constants), or the binding is renewed each render.
 */
export function useAuthEvents(client: AuthClientLike, options?: BindAuthEventsOptions): void {
  const store = useStore()
  useEffect(() => bindAuthEvents(client, store, options), [client, store, options])
}
