import { can, type Permission, type StaffRole } from '@fabula/auth'
import type { ErrorCode } from '@fabula/errors'
import type { AdminUsersBody, AdminUsersReason } from '../contract/admin-users.js'
import { mayActOnRole, mayGiveRole } from '../roles.js'
import type { AccountRole } from '../rows.js'

/** Who is calling: their account and their staff role as the auth server has it now. */
export interface Actor {
  id: string
  email: string
  role: StaffRole | null
}

/** An account an action names, as the directory has it. */
export interface Target {
  id: string
  email: string
  role: AccountRole
  /** Whether the address is confirmed (the invitation accepted). */
  confirmed: boolean
}

/** Why an action is refused: HTTP status, catalogue code and the reason the screen words. */
export interface Refusal {
  status: number
  code: ErrorCode
  reason: AdminUsersReason
  userIds?: string[]
}

/** The permission each action needs (PRODUCT.md §2; `@fabula/auth` permissions). */
export function permissionFor(action: AdminUsersBody['action']): Permission {
  return action === 'set-role' ? 'users:set-role' : 'users:manage'
}

/**
 * The checks that need only the caller and the body: the action's permission and, for an
 * invitation or a role change, whether the caller may give that role.
 */
export function checkAction(actor: Actor, body: AdminUsersBody): Refusal | null {
  if (!can(actor.role, permissionFor(body.action))) {
    return { status: 403, code: 'INSUFFICIENT_PERMISSIONS', reason: 'role' }
  }
  if (
    (body.action === 'invite' || body.action === 'set-role') &&
    !mayGiveRole(actor.role, body.role)
  ) {
    return { status: 403, code: 'INSUFFICIENT_PERMISSIONS', reason: 'role_not_assignable' }
  }
  return null
}

/**
 * The checks on the accounts an action names, all before anything changes: nobody acts on
 * their own account, an admin never on an admin or superadmin, a single delete carries the
 * account's email typed again, and only a pending invitation can be sent again.
 */
export function checkTargets(
  actor: Actor,
  body: Exclude<AdminUsersBody, { action: 'invite' }>,
  targets: readonly Target[],
): Refusal | null {
  const self = targets.filter((target) => target.id === actor.id)
  if (self.length > 0) {
    return {
      status: 422,
      code: 'OPERATION_NOT_ALLOWED',
      reason: 'self',
      userIds: self.map((t) => t.id),
    }
  }
  const protectedTargets = targets.filter((target) => !mayActOnRole(actor.role, target.role))
  if (protectedTargets.length > 0) {
    return {
      status: 403,
      code: 'INSUFFICIENT_PERMISSIONS',
      reason: 'protected_role',
      userIds: protectedTargets.map((t) => t.id),
    }
  }
  if (body.action === 'delete' && targets.length === 1) {
    const [target] = targets
    if (target && body.confirm_email !== target.email.toLowerCase()) {
      return {
        status: 422,
        code: 'OPERATION_NOT_ALLOWED',
        reason: 'confirmation_mismatch',
        userIds: [target.id],
      }
    }
  }
  if (body.action === 'resend-invite') {
    const accepted = targets.filter((target) => target.confirmed)
    if (accepted.length > 0) {
      return {
        status: 409,
        code: 'RESOURCE_CONFLICT',
        reason: 'not_invited',
        userIds: accepted.map((t) => t.id),
      }
    }
  }
  return null
}
