import * as v from 'valibot'
import { STAFF_ROLES, type StaffRole } from './staff-role.js'

/** Everything a staff role may be allowed to do (PRODUCT.md §2; matrix in the README). */
export const PERMISSIONS = [
  'admin:area',
  'analytics:read',
  'apps:connect',
  'apps:manage',
  'chats:staff',
  'help-center:edit',
  'help-center:staff',
  'lessons:manage',
  'progress:read',
  'tasks:manage',
  'users:manage',
  'users:read',
  'users:set-role',
] as const

/** A staff permission. */
export type Permission = (typeof PERMISSIONS)[number]

/** valibot schema of a {@link Permission}. */
export const PermissionSchema = v.picklist(PERMISSIONS)

/** What each staff role may do. superadmin holds every permission. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  superadmin: PERMISSIONS,
  admin: [
    'admin:area',
    'analytics:read',
    'apps:manage',
    'help-center:edit',
    'lessons:manage',
    'progress:read',
    'tasks:manage',
    'users:manage',
    'users:read',
    'users:set-role',
  ],
  manager: ['admin:area', 'analytics:read', 'lessons:manage', 'progress:read', 'tasks:manage'],
  cashier: ['chats:staff', 'help-center:staff', 'users:read'],
}

/**
 * Whether a staff role has a permission. `null` (a learner) has none. Client-side checks only
 * shape the UI; row-level security in Postgres is the real gate (PRODUCT.md §2).
 */
export function can(role: StaffRole | null | undefined, permission: Permission): boolean {
  return role != null && ROLE_PERMISSIONS[role].includes(permission)
}

/**
 * The roles a staff member may give to others: a superadmin any role, an admin roles up to
 * manager (PRODUCT.md §2), everyone else none.
 */
export function assignableRoles(role: StaffRole | null | undefined): StaffRole[] {
  if (role === 'superadmin') return [...STAFF_ROLES]
  if (role === 'admin') return ['manager', 'cashier']
  return []
}

/** Whether `actor` may set another account's role to `target`. */
export function canAssignRole(actor: StaffRole | null | undefined, target: StaffRole): boolean {
  return assignableRoles(actor).includes(target)
}
