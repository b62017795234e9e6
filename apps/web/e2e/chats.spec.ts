import { afterAll, describe, expect, it } from 'vitest'
import {
  PASSWORD,
  admin,
  createUser,
  disconnect,
  learner,
  newPage,
  seriousA11yViolations,
  signIn,
  uniqueEmail,
  type TrackedPage,
} from './support'

// Issue 18 in the browser: a learner messages support, an admin who has /chats open sees the
// conversation and the message arrive live (no reload) and answers, and the learner sees the
// answer live; read receipts follow. Live means Supabase Realtime through supabase-js.

/** Renames a learner (all `learner()` accounts are "Lea"), so lists and searches find this one. */
async function rename(userId: string): Promise<string> {
  const name = `Lea ${Math.random().toString(36).slice(2, 8)}`
  await admin(`profiles?user_id=eq.${userId}`, { method: 'PATCH', body: { wanted_name: name } })
  return name
}

describe('chats', () => {
  const pages: TrackedPage[] = []

  afterAll(async () => {
    for (const tracked of pages) await tracked.context.close()
    await disconnect()
  })

  it('carries a support conversation live between a learner and an admin', async () => {
    const adminEmail = uniqueEmail('admin')
    await createUser(adminEmail, PASSWORD, 'admin')
    const staff = await newPage()
    pages.push(staff)
    await signIn(staff.page, adminEmail, PASSWORD)
    await staff.page.goto('/chats')
    await staff.page.getByRole('heading', { name: 'Chats', level: 1 }).waitFor()
    let reloads = 0
    staff.page.on('framenavigated', (frame) => {
      if (frame === staff.page.mainFrame()) reloads += 1
    })

    const lea = await learner('es')
    pages.push(lea)
    const name = await rename(lea.userId)
    // The help center's "Still stuck? Message support" opens a new support conversation.
    await lea.page.goto('/help-center')
    await lea.page.getByRole('link', { name: 'Message support' }).click()
    await lea.page.getByRole('heading', { name: 'Contact support' }).waitFor()
    const box = lea.page.getByRole('textbox', { name: 'Message' })
    await box.fill('My streak went back to zero')
    // Shift+Enter is a new line, Enter sends.
    await box.press('Shift+Enter')
    await box.pressSequentially('after one day.')
    await box.press('Enter')
    const first = 'My streak went back to zero\nafter one day.'
    await lea.page.waitForURL(/[?&]c=/)
    await lea.page.getByText('Support team').first().waitFor()
    await lea.page.getByRole('log').getByText('after one day.', { exact: false }).waitFor()

    // The admin's list gains the conversation without a reload.
    const row = staff.page.getByRole('link', { name: new RegExp(name) })
    await row.waitFor({ timeout: 10_000 })
    await expect(row.textContent()).resolves.toContain('after one day.')
    expect(reloads).toBe(0)
    await row.click()
    const bubble = staff.page.getByRole('log').getByText('My streak went back to zero', {
      exact: false,
    })
    await bubble.waitFor()
    expect(await bubble.innerText()).toBe(first)

    // The learner's message shows as seen once the admin has opened it.
    await lea.page.getByText('Seen').waitFor({ timeout: 10_000 })

    const answer = 'Thanks, Lea! It is restored now.'
    const staffBox = staff.page.getByRole('textbox', { name: 'Message' })
    await staffBox.fill(answer)
    await staffBox.press('Enter')
    await lea.page.getByRole('log').getByText(answer).waitFor({ timeout: 10_000 })
    // Now the learner's thread names who answered.
    await lea.page
      .getByRole('heading', { level: 2 })
      .filter({ hasNotText: 'Support team' })
      .first()
      .waitFor()

    // And back again, live both ways.
    const reply = lea.page.getByRole('textbox', { name: 'Message' })
    await reply.fill('Thank you!')
    await reply.press('Enter')
    await staff.page.getByRole('log').getByText('Thank you!').waitFor({ timeout: 10_000 })
    expect(reloads).toBe(1)
    // Live means the socket, not the polling fallback: neither page ever fell back.
    for (const page of [staff.page, lea.page]) {
      expect(await page.getByText('Live updates are paused', { exact: false }).count()).toBe(0)
    }

    expect(await seriousA11yViolations(lea.page)).toEqual([])
    expect(lea.consoleErrors).toEqual([])
    expect(staff.consoleErrors).toEqual([])
  })

  it('keeps markup as text and counts characters up to 4,000', async () => {
    const lea = await learner('es')
    pages.push(lea)
    await lea.page.goto('/chats')
    await lea.page.getByRole('link', { name: 'Ask a tutor' }).click()
    const box = lea.page.getByRole('textbox', { name: 'Message' })
    await box.fill('x'.repeat(4001))
    await lea.page.getByText('4001 / 4000').waitFor()
    expect(await lea.page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true)
    const markup = '<img src=x onerror=alert(1)> <b>ser</b> o estar?'
    await box.fill(markup)
    await box.press('Enter')
    await lea.page.waitForURL(/[?&]c=/)
    await lea.page.getByRole('log').getByText(markup).waitFor()
    expect(await lea.page.locator('main img').count()).toBe(0)
  })

  it('shows one pane at a time on a phone, with a way back', async () => {
    const lea = await learner('es', { width: 390, height: 844 })
    pages.push(lea)
    await lea.page.goto('/chats')
    await lea.page.getByRole('link', { name: 'Contact support' }).click()
    const box = lea.page.getByRole('textbox', { name: 'Message' })
    await box.fill('Hello from my phone')
    await box.press('Enter')
    await lea.page.waitForURL(/[?&]c=/)
    await lea.page.getByRole('log').getByText('Hello from my phone').waitFor()
    expect(await lea.page.getByRole('search', { name: 'Search conversations' }).isVisible()).toBe(
      false,
    )
    await lea.page.getByRole('link', { name: 'Back to conversations' }).click()
    await lea.page.getByRole('search', { name: 'Search conversations' }).waitFor()
    await lea.page.getByRole('link', { name: /Support team/ }).waitFor()
  })
})

// A staff member can start a conversation with a learner too (kept out of the timed path above).
describe('chats started by staff', () => {
  afterAll(async () => {
    await disconnect()
  })

  it('lets a cashier write to a learner found by name', async () => {
    const cashierEmail = uniqueEmail('cashier')
    await createUser(cashierEmail, PASSWORD, 'cashier')
    const lea = await learner('es')
    const staff = await newPage()
    await signIn(staff.page, cashierEmail, PASSWORD)
    await staff.page.goto('/chats')
    await staff.page.getByRole('link', { name: 'Write to a learner' }).click()
    const name = await rename(lea.userId)
    await staff.page.getByRole('searchbox', { name: 'Find a learner' }).fill(name)
    await staff.page.getByRole('button', { name: new RegExp(name) }).click()
    const box = staff.page.getByRole('textbox', { name: 'Message' })
    await box.fill('Your receipt is ready.')
    await box.press('Enter')
    await staff.page.waitForURL(/[?&]c=/)
    await staff.page.getByRole('log').getByText('Your receipt is ready.').waitFor()
    await lea.context.close()
    await staff.context.close()
  })
})
