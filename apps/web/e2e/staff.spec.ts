import { readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import {
  AUTH_STORAGE_KEY,
  PASSWORD,
  createUser,
  disconnect,
  latestMail,
  newPage,
  signIn,
  uniqueEmail,
} from './support'

// Issue 16 end to end: the account directory and the content tracker, as each role uses them,
// against the local backend (its admin-users function, mailbox and auth server).

afterAll(async () => {
  await disconnect()
})

/** A signed-in page for a new account with `role` (none: a learner). */
async function staffPage(prefix: string, role?: string) {
  const email = uniqueEmail(prefix)
  await createUser(email, PASSWORD, role)
  const tracked = await newPage()
  await signIn(tracked.page, email, PASSWORD)
  return { ...tracked, email }
}

/** The directory row of an account, found through the username/email filter in the address. */
async function openUser(page: Page, email: string) {
  await page.goto(`/users?username=${encodeURIComponent(email)}`)
  const row = page.getByRole('row').filter({ hasText: email })
  await row.waitFor()
  return row
}

/** Makes the stored session look an hour old, so the app must refresh it on the next load. */
async function ageSession(page: Page) {
  await page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { expires_at?: number }
    stored.expires_at = Math.floor(Date.now() / 1000) - 60
    localStorage.setItem(key, JSON.stringify(stored))
  }, AUTH_STORAGE_KEY)
}

describe('staff: accounts', () => {
  it('admin invites a manager, who follows the mail, sets a password and signs in as manager', async () => {
    const admin = await staffPage('admin', 'admin')
    const invitee = uniqueEmail('new-manager')
    await admin.page.goto('/users')
    await admin.page.getByRole('button', { name: 'Invite user' }).click()
    const dialog = admin.page.getByRole('dialog', { name: 'Invite a user' })
    await dialog.getByLabel('Email').fill(invitee)
    await dialog.getByRole('combobox', { name: 'Role' }).click()
    // An admin is offered roles up to manager only (PRODUCT.md §2).
    await expect(admin.page.getByRole('option').allTextContents()).resolves.toEqual([
      'Manager',
      'Cashier',
      'Learner',
    ])
    await admin.page.getByRole('option', { name: 'Manager' }).click()
    await dialog.getByRole('button', { name: 'Send invitation' }).click()
    await admin.page.getByText(`Invitation sent to ${invitee}.`).waitFor()
    const row = await openUser(admin.page, invitee)
    await expect(row.getByText('Invited', { exact: true }).count()).resolves.toBe(1)
    await expect(row.getByText('Manager', { exact: true }).count()).resolves.toBe(1)

    const mail = await latestMail(invitee)
    expect(mail.kind).toBe('invite')
    const { page, context, consoleErrors } = await newPage()
    await page.goto(mail.link!)
    await page.waitForURL('**/auth/invitation')
    expect(new URL(page.url()).hash).toBe('')
    await page.getByLabel('Password', { exact: true }).fill('manager-pass-42')
    await page.getByLabel('Repeat the password').fill('manager-pass-42')
    await page.getByRole('button', { name: 'Set password and continue' }).click()
    await page.waitForURL('**/dashboard')
    // A staff account without a learning profile lands on today's staff overview (ADR 0060).
    await page.getByTestId('staff-overview').waitFor()

    await page.getByRole('button', { name: 'Open profile menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await page.waitForURL('**/sign-in')
    await signIn(page, invitee, 'manager-pass-42')
    await page.waitForURL('**/dashboard')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await nav.getByRole('link', { name: 'Tasks' }).waitFor()
    await expect(nav.getByRole('link', { name: 'Users' }).count()).resolves.toBe(0)
    expect(consoleErrors).toEqual([])

    // The directory and the audit trail now say who joined, and who invited them.
    const accepted = await openUser(admin.page, invitee)
    await expect(accepted.getByText('Active', { exact: true }).count()).resolves.toBe(1)
    await accepted
      .getByRole('button', { name: invitee.split('@')[0]!.toLowerCase(), exact: true })
      .click()
    const history = admin.page.getByTestId('user-history')
    await history.getByText(`${admin.email} invited this account as Manager`).waitFor()
    await context.close()
    await admin.context.close()
  })

  it('admin suspends a learner: their next refresh fails, sign-in is refused', async () => {
    const admin = await staffPage('admin', 'admin')
    const learner = await staffPage('learner')
    // Control: an aged session is refreshed and the learner stays signed in.
    await ageSession(learner.page)
    await learner.page.goto('/read/stories')
    await learner.page.getByRole('heading', { name: 'Stories' }).waitFor()

    const row = await openUser(admin.page, learner.email)
    await row.getByRole('button', { name: /^Actions for / }).click()
    await admin.page.getByRole('menuitem', { name: 'Suspend' }).click()
    await admin.page.getByText('1 account suspended.').waitFor()
    await row.getByText('Suspended').waitFor()

    await ageSession(learner.page)
    await learner.page.goto('/read/stories')
    await learner.page.waitForURL('**/sign-in?**')
    await learner.page.getByLabel('Email').fill(learner.email)
    await learner.page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await learner.page.getByRole('button', { name: 'Sign in' }).click()
    await learner.page.getByRole('alert').first().waitFor()
    expect(new URL(learner.page.url()).pathname).toBe('/sign-in')
    await learner.context.close()
    await admin.context.close()
  })

  it('cashier sees the directory read-only', async () => {
    const cashier = await staffPage('cashier', 'cashier')
    await cashier.page.goto('/users?status=active')
    await cashier.page.getByRole('table', { name: 'Accounts' }).waitFor()
    await cashier.page.getByText('You can look accounts up; admins make the changes.').waitFor()
    await expect(cashier.page.getByRole('button', { name: 'Invite user' }).count()).resolves.toBe(0)
    await expect(cashier.page.getByRole('checkbox').count()).resolves.toBe(0)
    const row = cashier.page.getByRole('row').filter({ hasText: cashier.email })
    await row.getByRole('button', { name: /^Actions for / }).click()
    // The menu opens once its code is here (loaded after the first paint, ADR 0071).
    await cashier.page.getByRole('menu').waitFor()
    await expect(cashier.page.getByRole('menuitem').allTextContents()).resolves.toEqual([
      'View details',
    ])
    expect(cashier.consoleErrors).toEqual([])
    await cashier.context.close()
  })

  it('manager is sent to /403 on /users', async () => {
    const manager = await staffPage('manager', 'manager')
    await manager.page.goto('/users')
    await manager.page.waitForURL('**/403')
    await manager.context.close()
  })
})

describe('staff: tasks', () => {
  it('creates, filters by URL, sets status in bulk, exports, edits the file and imports it back', async () => {
    const admin = await staffPage('admin', 'admin')
    const { page } = admin
    const tag = `e2e${Date.now().toString(36)}`

    await page.goto('/tasks')
    for (const title of [`${tag} proofread A2 stories`, `${tag} record audio`]) {
      await page.getByRole('button', { name: 'New task' }).click()
      const sheet = page.getByRole('dialog', { name: 'New task' })
      await sheet.getByLabel('Title').fill(title)
      await sheet.getByRole('combobox', { name: 'Priority' }).click()
      await page.getByRole('option', { name: 'High' }).click()
      await sheet.getByRole('button', { name: 'Create task' }).click()
      await page
        .getByText(/^Task TASK-\d+ created\.$/)
        .last()
        .waitFor()
      await sheet.waitFor({ state: 'detached' })
    }

    await page.goto(`/tasks?filter=${tag}&priority=high`)
    const table = page.getByRole('table', { name: 'Tasks' })
    await table.getByText(`${tag} record audio`).waitFor()
    await expect(table.getByRole('row').count()).resolves.toBe(3)

    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).click()
    const toolbar = page.getByRole('toolbar')
    await toolbar.getByRole('button', { name: 'Set status' }).click()
    await page.getByRole('menuitem', { name: 'Done' }).click()
    await page.getByText('Status Done: 2 tasks.').waitFor()
    await expect(table.getByText('Done', { exact: true }).count()).resolves.toBe(2)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^tasks-\d{4}-\d{2}-\d{2}\.csv$/)
    const saved = join(tmpdir(), `${tag}-export.csv`)
    await download.saveAs(saved)
    const exported = await readFile(saved, 'utf8')
    const lines = exported.split('\r\n').filter(Boolean)
    expect(lines[0]).toBe(
      '\uFEFFid,title,description,status,priority,label,assignee,created_at,updated_at',
    )
    expect(lines).toHaveLength(3)
    expect(lines.slice(1).every((line) => line.includes(',done,high,'))).toBe(true)

    // A value with a comma is quoted, as a spreadsheet writes it.
    const edited = exported.replace(`${tag} record audio`, `"${tag} record audio, slowly"`)
    const file = join(tmpdir(), `${tag}.csv`)
    await writeFile(file, edited)
    await page.getByRole('button', { name: 'Import CSV' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import tasks from a CSV file' })
    await dialog.getByLabel('CSV file').setInputFiles(file)
    await dialog.getByRole('button', { name: 'Import' }).click()
    await page.getByText('Import done: 0 tasks created, 2 updated.').waitFor()
    await table.getByText(`${tag} record audio, slowly`).waitFor()

    // A broken file is refused line by line, and nothing changes.
    await writeFile(file, `${lines[0]}\r\n,${tag} new,,someday,high,bug,,,\r\n`)
    await page.getByRole('button', { name: 'Import CSV' }).click()
    await dialog.getByLabel('CSV file').setInputFiles(file)
    await dialog.getByRole('button', { name: 'Import' }).click()
    await dialog.getByText('Line 2: status has a value that is not allowed').waitFor()
    await page.keyboard.press('Escape')
    await expect(table.getByRole('row').count()).resolves.toBe(3)
    expect(admin.consoleErrors).toEqual([])
    await admin.context.close()
  })

  it('cashier is sent to /403 on /tasks', async () => {
    const cashier = await staffPage('cashier', 'cashier')
    await cashier.page.goto('/tasks')
    await cashier.page.waitForURL('**/403')
    await cashier.context.close()
  })
})
