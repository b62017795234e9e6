import { afterAll, describe, expect, it } from 'vitest'
import { createUser, disconnect, newPage, signIn, uniqueEmail } from './support'

afterAll(disconnect)

const PASSWORD = 'chrome-pass-42'

/* The signed-in chrome whose Radix code loads on first use (header menus, phone sidebar). */
describe('signed-in chrome loaded on demand', () => {
  it('opens the phone sidebar from its trigger and navigates from it', async () => {
    const { page, context, consoleErrors } = await newPage({
      viewport: { width: 390, height: 800 },
    })
    const email = uniqueEmail('chrome-phone')
    await createUser(email, PASSWORD)
    await signIn(page, email, PASSWORD)
    await page.waitForURL('**/dashboard')
    await page.getByRole('button', { name: 'Toggle sidebar' }).click()
    const sheet = page.getByRole('dialog', { name: 'Sidebar' })
    await sheet.getByRole('link', { name: 'Stories' }).click()
    await page.waitForURL('**/read/stories')
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('opens the theme menu at the first press and applies the choice', async () => {
    const { page, context, consoleErrors } = await newPage()
    const email = uniqueEmail('chrome-theme')
    await createUser(email, PASSWORD)
    await signIn(page, email, PASSWORD)
    await page.waitForURL('**/dashboard')
    // Pressed before the menu module is idle-loaded: the stand-in trigger must open it.
    await page.getByRole('button', { name: 'Toggle theme' }).click()
    await page.getByRole('menuitemradio', { name: 'Dark' }).click()
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true)
    expect(consoleErrors).toEqual([])
    await context.close()
  })
})
