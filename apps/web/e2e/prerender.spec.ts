import { afterAll, describe, expect, it } from 'vitest'
import { appUrl, disconnect, getBrowser, newPage } from './support'

afterAll(disconnect)

/** Every public page scripts/prerender.ts writes; their HTML must paint before any script. */
const PAGES = [
  { path: '/sign-in', heading: 'Sign in' },
  { path: '/sign-up', heading: 'Create an account' },
  { path: '/forgot-password', heading: 'Forgot password' },
  { path: '/otp', heading: 'Sign in with a code' },
] as const

describe('prerendered public pages', () => {
  it('serves each page’s markup and title in the HTML, with a strict CSP', async () => {
    for (const { path } of PAGES) {
      const response = await fetch(new URL(path, appUrl()))
      const html = await response.text()
      expect(response.status).toBe(200)
      expect(html).toContain(`data-prerendered="${path}"`)
      expect(html).toMatch(/<h1[^>]*>/)
      expect(html).not.toContain('<title>Fabula</title>')
      expect(response.headers.get('content-security-policy')).not.toContain("'unsafe-inline'")
    }
    // With a query string the page may render differently, so the plain shell comes instead.
    const withQuery = await (await fetch(new URL('/sign-in?error-id=ERR-1', appUrl()))).text()
    expect(withQuery).not.toContain('data-prerendered')
  })

  it('paints the heading without JavaScript and keeps the submit button off', async () => {
    const context = await (await getBrowser()).newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const { path, heading } of PAGES) {
      await page.goto(new URL(path, appUrl()).href)
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading)
      for (const button of await page.locator('button[type="submit"]').all()) {
        await expect(button.isDisabled()).resolves.toBe(true)
      }
    }
    await context.close()
  })

  it('hydrates the painted page in place, keeping what the user typed, with no errors', async () => {
    const { context, page, consoleErrors } = await newPage()
    // Hold the entry script back, so the static HTML is what the user has for a while.
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/sign-in', { waitUntil: 'commit' })
    const email = page.getByLabel('Email')
    await email.fill('early@example.com')
    // Mark the painted nodes: hydration keeps them, a fresh render would replace them.
    await page.evaluate(() => {
      const marked = document.querySelector('h1') as (HTMLElement & { mark?: string }) | null
      if (marked) marked.mark = 'painted'
    })
    release()
    const submit = page.getByRole('button', { name: 'Sign in' })
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true)
    await expect(
      page.evaluate(() => (document.querySelector('h1') as HTMLElement & { mark?: string }).mark),
    ).resolves.toBe('painted')
    await expect(email.inputValue()).resolves.toBe('early@example.com')
    // The hydrated form works: an empty password is refused by validation, in the page.
    await submit.click()
    await expect
      .poll(() => page.getByText('Please enter your password').count(), { timeout: 5_000 })
      .toBeGreaterThan(0)
    expect(page.url()).toBe(new URL('/sign-in', appUrl()).href)
    expect(consoleErrors).toEqual([])
    await context.close()
  })
})
