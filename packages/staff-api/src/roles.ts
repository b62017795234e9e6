import { assignableRoles, can, canAssignRole, isStaffRole, type StaffRole } from '@fabula/auth'
import type { AccountRole } from './rows.js'

/**
 * Whether `actor` may give `role` to an account: a superadmin any role, an admin up to manager
 * (PRODUCT.md §2); `user` (a learner, no staff role) by anyone who manages users.
 */
export function mayGiveRole(actor: StaffRole | null, role: AccountRole): boolean {
  return role === 'user' ? can(actor, 'users:manage') : canAssignRole(actor, role)
}

/** The roles `actor` may give, learners included, most powerful first. */
export function givableRoles(actor: StaffRole | null): AccountRole[] {
  return can(actor, 'users:manage') ? [...assignableRoles(actor), 'user'] : []
}

/**
 * Whether `actor` may act on an account holding `role`: a superadmin on anyone, an admin on
 * managers, cashiers and learners, never on another admin or a superadmin (PRODUCT.md §2).
 * Nobody acts on their own account; that is checked by id, not here.
 */
export function mayActOnRole(actor: StaffRole | null, role: AccountRole): boolean {
  if (actor === 'superadmin') return true
  if (actor === 'admin') return !isStaffRole(role) || canAssignRole(actor, role)
  return false
}
