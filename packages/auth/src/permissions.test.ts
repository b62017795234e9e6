// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { makeSession } from '../test/fake-auth-client.js'
import {
  assignableRoles,
  can,
  canAssignRole,
  canOpenRoute,
  getStaffRole,
  PERMISSIONS,
  requiredPermission,
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

describe('canOpenRoute', () => {
  it.each<[string, Permission | null]>([
    ['/admin/progress', 'progress:read'],
    ['/admin/lessons/new', 'lessons:manage'],
    ['/admin/analytics', 'analytics:read'],
    ['/admin', 'admin:area'],
    ['/admin/other', 'admin:area'],
    ['/users', 'users:read'],
    ['/users/', 'users:read'],
    ['/Users', 'users:read'],
    ['//users', 'users:read'],
    ['/%75sers', 'users:read'],
    ['/tasks', 'tasks:manage'],
    ['/apps', null],
    ['/usersettings', null],
    ['/dashboard', null],
    ['/chats', null],
    ['/lessons/1', null],
  ])('%s needs %s', (path, permission) => {
    expect(requiredPermission(path)).toBe(permission)
  })

  it('opens staff areas by role and every other page to learners', () => {
    expect(canOpenRoute(null, '/dashboard')).toBe(true)
    expect(canOpenRoute(null, '/users')).toBe(false)
    expect(canOpenRoute('cashier', '/users')).toBe(true)
    expect(canOpenRoute('cashier', '/admin/progress')).toBe(false)
    expect(canOpenRoute('manager', '/admin/progress')).toBe(true)
    expect(canOpenRoute('manager', '/users')).toBe(false)
    expect(canOpenRoute(null, '/apps')).toBe(true)
    expect(can(null, 'apps:connect')).toBe(false)
    expect(can('superadmin', 'apps:connect')).toBe(true)
  })
})
