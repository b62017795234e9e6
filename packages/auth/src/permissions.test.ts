// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { makeSession } from '../test/fake-auth-client.js'
import {
  assignableRoles,
  can,
  canAssignRole,
  getStaffRole,
  PERMISSIONS,
  type Permission,
  type StaffRole,
} from './index.js'

describe('getStaffRole', () => {
  it.each(['superadmin', 'admin', 'manager', 'cashier'] as const)(
    'reads %s from app_metadata',
    (role) => {
      expect(getStaffRole(makeSession({ user: { app_metadata: { role } } }))).toBe(role)
    },
  )

  it('returns null for learners, unknown roles and missing sessions', () => {
    expect(getStaffRole(makeSession())).toBeNull()
    expect(getStaffRole(makeSession({ user: { app_metadata: { role: 'owner' } } }))).toBeNull()
    expect(getStaffRole(makeSession({ user: { app_metadata: { role: ['admin'] } } }))).toBeNull()
    expect(getStaffRole(null)).toBeNull()
  })

  it('ignores a role in user_metadata, which users can edit themselves', () => {
    expect(
      getStaffRole(makeSession({ user: { user_metadata: { role: 'superadmin' } } })),
    ).toBeNull()
  })
})

// The README matrix, row by row (PRODUCT.md §2).
const MATRIX: Record<Permission, StaffRole[]> = {
  'admin:area': ['superadmin', 'admin', 'manager'],
  'analytics:read': ['superadmin', 'admin', 'manager'],
  'apps:connect': ['superadmin'],
  'apps:manage': ['superadmin', 'admin'],
  'chats:staff': ['superadmin', 'cashier'],
  'help-center:edit': ['superadmin', 'admin'],
  'help-center:staff': ['superadmin', 'cashier'],
  'lessons:manage': ['superadmin', 'admin', 'manager'],
  'progress:read': ['superadmin', 'admin', 'manager'],
  'tasks:manage': ['superadmin', 'admin', 'manager'],
  'users:manage': ['superadmin', 'admin'],
  'users:read': ['superadmin', 'admin', 'cashier'],
  'users:set-role': ['superadmin', 'admin'],
}

describe('can', () => {
  it.each(PERMISSIONS)('grants %s to exactly the documented roles', (permission) => {
    const granted = (['superadmin', 'admin', 'manager', 'cashier'] as const).filter((role) =>
      can(role, permission),
    )
    expect(granted).toEqual(MATRIX[permission])
  })

  it('grants nothing to a learner', () => {
    expect(PERMISSIONS.some((permission) => can(null, permission))).toBe(false)
  })
})

describe('role assignment', () => {
  it('lets a superadmin assign any role and an admin only up to manager', () => {
    expect(assignableRoles('superadmin')).toEqual(['superadmin', 'admin', 'manager', 'cashier'])
    expect(canAssignRole('admin', 'manager')).toBe(true)
    expect(canAssignRole('admin', 'cashier')).toBe(true)
    expect(canAssignRole('admin', 'admin')).toBe(false)
    expect(canAssignRole('manager', 'cashier')).toBe(false)
    expect(canAssignRole(null, 'cashier')).toBe(false)
  })
})

describe('apps permissions', () => {
  it('lets only the superadmin connect apps and admins manage them', () => {
    expect(can(null, 'apps:connect')).toBe(false)
    expect(can('admin', 'apps:connect')).toBe(false)
    expect(can('admin', 'apps:manage')).toBe(true)
    expect(can('superadmin', 'apps:connect')).toBe(true)
  })
})
