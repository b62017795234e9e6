import type { StaffRepository, Task } from '@fabula/staff-api'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { t } from '@/i18n/staff'
import { renderSignedIn } from '@/test/signed-in'
import { Component } from './route'

const { success, error } = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }))
vi.mock('@/app/notify', () => ({ notify: { success, error }, reportError: vi.fn() }))

function task(id: string, title: string): Task {
  return {
    id,
    title,
    description: '',
    status: 'todo',
    priority: 'medium',
    label: 'feature',
    assignee_id: null,
    assignee: null,
    created_by: null,
    updated_by: null,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
  }
}

const ROWS = [task('TASK-0002', 'Proofread stories'), task('TASK-0001', 'Write a lesson')]

function renderTasks(staff: Partial<StaffRepository>, path = '/tasks') {
  const router = createMemoryRouter([{ path: '/tasks', Component }], { initialEntries: [path] })
  renderSignedIn(<RouterProvider router={router} />, {
    services: {
      staff: {
        listTasks: vi.fn(async () => ({ rows: ROWS, total: ROWS.length })),
        listAssignees: vi.fn(async () => []),
        ...staff,
      } as StaffRepository,
    },
    account: { role: 'manager' },
  })
  return router
}

function upload(user: ReturnType<typeof userEvent.setup>, text: string) {
  return user.upload(
    screen.getByLabelText(t('staff.tasks.importFile')),
    new File([text], 'tasks.csv', { type: 'text/csv' }),
  )
}

afterEach(() => {
  vi.clearAllMocks()
})

describe('/tasks', () => {
  it('asks the server for the status, priority and text in the address', async () => {
    const listTasks = vi.fn(async () => ({ rows: ROWS, total: 2 }))
    renderTasks({ listTasks }, '/tasks?status=todo&priority=high&filter=lesson')
    await screen.findByText('Write a lesson')
    expect(listTasks).toHaveBeenCalledWith(
      expect.objectContaining({ statuses: ['todo'], priorities: ['high'], filter: 'lesson' }),
    )
  })

  it('lists every bad line of an import and sends nothing', async () => {
    const user = userEvent.setup()
    const importTasks = vi.fn()
    renderTasks({ importTasks })
    await user.click(await screen.findByRole('button', { name: t('staff.tasks.import') }))
    await upload(
      user,
      'title,status,priority,label\nGood,todo,low,bug\n,todo,low,bug\nBad,doing,low,bug\n',
    )
    await user.click(screen.getByRole('button', { name: t('staff.tasks.importSubmit') }))
    const problems = await screen.findByTestId('import-problems')
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 3: title is empty', 'Line 4: status has a value that is not allowed'])
    expect(importTasks).not.toHaveBeenCalled()
  })

  it('imports a clean file and reports what it did', async () => {
    const user = userEvent.setup()
    const importTasks = vi.fn(async () => ({ ok: true as const, created: 1, updated: 1 }))
    renderTasks({ importTasks })
    await user.click(await screen.findByRole('button', { name: t('staff.tasks.import') }))
    await upload(
      user,
      '\uFEFFid,title,status,priority,label\r\nTASK-0001,Edited,done,high,bug\r\n,New,todo,low,feature\r\n',
    )
    await user.click(screen.getByRole('button', { name: t('staff.tasks.importSubmit') }))
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(t('staff.tasks.imported', { created: 1, updated: 1 })),
    )
    expect(importTasks).toHaveBeenCalledWith([
      expect.objectContaining({ line: 2, id: 'TASK-0001', title: 'Edited', status: 'done' }),
      expect.objectContaining({ line: 3, title: 'New' }),
    ])
  })

  it('shows the server’s line problems when it refuses the import', async () => {
    const user = userEvent.setup()
    const importTasks = vi.fn(async () => ({
      ok: false as const,
      problems: [{ line: 2, code: 'not_found' as const, column: 'id' }],
    }))
    renderTasks({ importTasks })
    await user.click(await screen.findByRole('button', { name: t('staff.tasks.import') }))
    await upload(user, 'id,title,status,priority,label\nTASK-0404,Gone,todo,low,bug\n')
    await user.click(screen.getByRole('button', { name: t('staff.tasks.importSubmit') }))
    expect(await screen.findByText('Line 2: no task has this id')).toBeInTheDocument()
    expect(success).not.toHaveBeenCalled()
  })
})
