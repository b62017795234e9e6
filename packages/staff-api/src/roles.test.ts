import { describe, expect, it } from 'vitest'
import { givableRoles, mayActOnRole, mayGiveRole } from './index.js'

describe('role rules (PRODUCT.md §2)', () => {
  it('lets a superadmin give and act on every role', () => {
    expect(givableRoles('superadmin')).toEqual([
      'superadmin',
      'admin',
      'manager',
      'cashier',
      'user',
    ])
    for (const role of ['superadmin', 'admin', 'manager', 'cashier', 'user'] as const) {
      expect(mayActOnRole('superadmin', role)).toBe(true)
    }
  })

  it('keeps an admin to manager and below', () => {
    expect(givableRoles('admin')).toEqual(['manager', 'cashier', 'user'])
    expect(mayGiveRole('admin', 'admin')).toBe(false)
    expect(mayGiveRole('admin', 'superadmin')).toBe(false)
    expect(mayActOnRole('admin', 'admin')).toBe(false)
    expect(mayActOnRole('admin', 'superadmin')).toBe(false)
    expect(mayActOnRole('admin', 'manager')).toBe(true)
    expect(mayActOnRole('admin', 'user')).toBe(true)
  })

  it('gives managers, cashiers and learners nothing', () => {
    for (const actor of ['manager', 'cashier', null] as const) {
      expect(givableRoles(actor)).toEqual([])
      expect(mayGiveRole(actor, 'user')).toBe(false)
      expect(mayActOnRole(actor, 'user')).toBe(false)
    }
  })
})
