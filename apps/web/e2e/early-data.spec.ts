import { afterAll, describe, expect, it } from 'vitest'
import { disconnect, learner } from './support'

// Issue 21, ADR 0070: a returning learner's page sends its data requests from the head script,
// before the app's code has arrived, and the app uses those responses instead of asking again.

afterAll(disconnect)

const RECIPES_KEY = 'fabula-early-data'

describe('early data for a returning learner', () => {
  it('sends the dashboard requests before the app runs, once, and forgets them at sign-out', async () => {
    const { page, context, consoleErrors } = await learner('es')
    await page.waitForURL('**/dashboard')
    // A fresh load of the dashboard records what its first paint asked for…
    await page.reload()
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, RECIPES_KEY)
    const recorded = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), RECIPES_KEY)) ?? '{}',
    ) as { routes: Record<string, { requests: { url: string }[] }> }
    const urls = recorded.routes['/dashboard']?.requests.map((request) => request.url) ?? []
    expect(urls.some((url) => url.includes('/rest/v1/profiles?'))).toBe(true)
    expect(urls.some((url) => url.endsWith('/rest/v1/rpc/learner_totals'))).toBe(true)

    // …and the next load sends them from the head script, before the app's code has arrived:
    // the libraries' chunk is held back a second, and the request leaves before it is in.
    await page.route(/\/assets\/vendor-[\w-]+\.js$/, async (route) => {
      await new Promise((done) => setTimeout(done, 1000))
      await route.continue()
    })
    const totals: number[] = []
    let vendorDone = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/rest/v1/rpc/learner_totals') && request.method() === 'POST') {
        totals.push(Date.now())
      }
    })
    page.on('requestfinished', (request) => {
      if (/\/assets\/vendor-[\w-]+\.js$/.test(request.url())) vendorDone = Date.now()
    })
    await page.reload()
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.waitForLoadState('networkidle')
    // One request, not two: the app took the replayed response.
    expect(totals).toHaveLength(1)
    expect(vendorDone).toBeGreaterThan(0)
    expect(totals[0]).toBeLessThan(vendorDone)
    expect(consoleErrors).toEqual([])

    // Signing out forgets the recorded requests.
    await page.getByRole('button', { name: 'Open profile menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await page.waitForURL('**/sign-in')
    await expect(page.evaluate((key) => localStorage.getItem(key), RECIPES_KEY)).resolves.toBe(null)
    await context.close()
  })

  it('records a page reached inside the app, so its first cold load is replayed too', async () => {
    const { page, context, consoleErrors } = await learner('es')
    await page.waitForURL('**/dashboard')
    // Signing in navigated to the dashboard inside the app: that recorded it already.
    await page.waitForFunction(
      (key) => JSON.parse(localStorage.getItem(key) ?? '{}')?.routes?.['/dashboard'] !== undefined,
      RECIPES_KEY,
    )
    await page.getByRole('link', { name: 'Stories', exact: true }).first().click()
    await page.waitForURL('**/read/stories')
    await page.getByRole('heading', { level: 1, name: 'Stories' }).waitFor()
    await page.waitForFunction(
      (key) =>
        JSON.parse(localStorage.getItem(key) ?? '{}')?.routes?.['/read/stories'] !== undefined,
      RECIPES_KEY,
    )
    await page.route(/\/assets\/vendor-[\w-]+\.js$/, async (route) => {
      await new Promise((done) => setTimeout(done, 1000))
      await route.continue()
    })
    const library: number[] = []
    let vendorDone = 0
    page.on('request', (request) => {
      if (/\/rest\/v1\/story_library\?/.test(request.url())) library.push(Date.now())
    })
    page.on('requestfinished', (request) => {
      if (/\/assets\/vendor-[\w-]+\.js$/.test(request.url())) vendorDone = Date.now()
    })
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Stories' }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(library).toHaveLength(1)
    expect(library[0]).toBeLessThan(vendorDone)
    expect(consoleErrors).toEqual([])
    await context.close()
  })
})
