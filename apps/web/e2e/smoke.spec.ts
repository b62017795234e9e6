import { afterAll, describe, expect, it } from 'vitest'
import { createUser, disconnect, newPage, signIn, uniqueEmail } from './support'

afterAll(disconnect)

describe('smoke', () => {
  it('shows the landing page and signs a learner in', async () => {
    const { page, consoleErrors, context } = await newPage()
    await page.goto('/')
    await expect(page.title()).resolves.toBe('Fabula')
    const email = uniqueEmail('smoke')
    await createUser(email, 'secret-pass-1')
    await signIn(page, email, 'secret-pass-1')
    await page.waitForURL('**/dashboard')
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    await page.screenshot({ path: 'test-results/smoke-dashboard.png' })
    expect(consoleErrors).toEqual([])
    await context.close()
  })
})
