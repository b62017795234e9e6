import { AppError } from '@fabula/errors'
import type { StaffAccount, StaffRepository } from '@fabula/staff-api'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { t } from '@/i18n/staff'
import { renderSignedIn } from '@/test/signed-in'
import { Component } from './route'

const { success, error } = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }))
vi.mock('@/app/notify', () => ({ notify: { success, error }, reportError: vi.fn() }))

function account(username: string, patch: Partial<StaffAccount> = {}): StaffAccount {
  return {
    id: `id-${username}`,
    email: `${username}@example.test`,
    username,
    name: null,
    role: 'user',
    status: 'active',
    created_at: '2026-11-20T10:00:00Z',
    last_sign_in_at: null,
    confirmed_at: '2026-11-20T10:00:00Z',
    invited_at: null,
    banned_until: null,
    ...patch,
  }
}

const ROWS = [
  account('me', { id: 'user-1', role: 'admin' }),
  account('boss', { role: 'superadmin' }),
  account('peer', { role: 'admin' }),
  account('lea'),
  account('kim', { status: 'suspended' }),
]

function renderAs(role: 'admin' | 'cashier', staff: Partial<StaffRepository>) {
  const router = createMemoryRouter([{ path: '/users', Component }], {
    initialEntries: ['/users?status=active'],
  })
  renderSignedIn(<RouterProvider router={router} />, {
    services: {
      staff: {
        listUsers: vi.fn(async () => ({ rows: ROWS, total: ROWS.length })),
        ...staff,
      } as StaffRepository,
    },
    account: { userId: 'user-1', role },
  })
  return router
}

afterEach(() => {
  vi.clearAllMocks()
})

describe('/users', () => {
  it('asks the server for the filter in the address', async () => {
    const listUsers = vi.fn(async () => ({ rows: ROWS, total: ROWS.length }))
    renderAs('admin', { listUsers })
    await screen.findByRole('button', { name: 'lea' })
    expect(listUsers).toHaveBeenCalledWith(
      expect.objectContaining({ page: 1, pageSize: 10, statuses: ['active'] }),
    )
  })

  it('lets an admin select only accounts within reach: never their own, an admin or a superadmin', async () => {
    renderAs('admin', {})
    await screen.findByRole('button', { name: 'lea' })
    expect(screen.getByRole('button', { name: t('staff.users.invite') })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Select lea' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Select kim' })).toBeInTheDocument()
    for (const name of ['me', 'boss', 'peer']) {
      expect(screen.queryByRole('checkbox', { name: `Select ${name}` })).not.toBeInTheDocument()
    }
  })

  it('suspends the selected accounts through the function and says so', async () => {
    const user = userEvent.setup()
    const runUserAction = vi.fn(async () => ({
      action: 'suspend' as const,
      users: [{ id: 'id-lea', email: 'lea@example.test' }],
    }))
    renderAs('admin', { runUserAction })
    await user.click(await screen.findByRole('checkbox', { name: 'Select lea' }))
    const toolbar = await screen.findByRole('toolbar')
    await user.click(within(toolbar).getByRole('button', { name: t('staff.users.suspend') }))
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(t('staff.users.suspended', { count: 1 })),
    )
    expect(runUserAction).toHaveBeenCalledWith({ action: 'suspend', user_ids: ['id-lea'] })
  })

  it('words a refusal by the function’s reason', async () => {
    const user = userEvent.setup()
    const runUserAction = vi.fn(async () => {
      throw new AppError('INSUFFICIENT_PERMISSIONS', {
        context: { function: { code: 'INSUFFICIENT_PERMISSIONS', reason: 'protected_role' } },
      })
    })
    renderAs('admin', { runUserAction })
    await user.click(await screen.findByRole('checkbox', { name: 'Select lea' }))
    await user.click(
      within(await screen.findByRole('toolbar')).getByRole('button', {
        name: t('staff.users.activate'),
      }),
    )
    await waitFor(() => expect(error).toHaveBeenCalledWith(t('staff.reason.protected_role')))
    expect(success).not.toHaveBeenCalled()
  })

  it('shows a cashier the list read-only', async () => {
    renderAs('cashier', {})
    await screen.findByRole('button', { name: 'lea' })
    expect(screen.getByText(t('staff.users.readOnly'))).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: t('staff.users.invite') })).not.toBeInTheDocument()
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
  })
})
