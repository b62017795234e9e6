import * as v from 'valibot'
import type { AuthSession } from './client.js'

/** Staff roles, most powerful first (PRODUCT.md §2). */
export const STAFF_ROLES = ['superadmin', 'admin', 'manager', 'cashier'] as const

/** A staff role. Learners have none; their client-side role is always 'user' (seed spec §6). */
export type StaffRole = (typeof STAFF_ROLES)[number]

/** valibot schema of a {@link StaffRole}. */
export const StaffRoleSchema = v.picklist(STAFF_ROLES)

/** Whether a value is a {@link StaffRole}. */
export function isStaffRole(value: unknown): value is StaffRole {
  return v.is(StaffRoleSchema, value)
}

/**
 * The staff role in the session user's `app_metadata.role`, or `null` for learners and for any
 * value that is not a known role. `app_metadata` is server-controlled (users cannot edit it), which
 * is why the role is read there and never from `user_metadata`.
 */
export function getStaffRole(session: AuthSession | null | undefined): StaffRole | null {
  const role = session?.user?.app_metadata?.['role']
  return isStaffRole(role) ? role : null
}
