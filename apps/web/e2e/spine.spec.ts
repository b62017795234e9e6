import type { Page, Request as PwRequest } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import {
  AUTH_STORAGE_KEY,
  PASSWORD,
  createUser,
  disconnect,
  insertStory,
  learner,
  newPage,
  signIn,
  uniqueEmail,
} from './support'

afterAll(disconnect)

/** Counts the requests a page sends to URLs matching `pattern` (any method but OPTIONS). */
function countRequests(page: Page, pattern: RegExp) {
  const seen: { url: string; at: number }[] = []
  page.on('request', (request: PwRequest) => {
    if (request.method() !== 'OPTIONS' && pattern.test(request.url())) {
      seen.push({ url: request.url(), at: Date.now() })
    }
  })
  return seen
}

// The library list (the story_library view of reading-api's listStories).
const STORIES = /\/rest\/v1\/story_library\?/

/** Answers every stories list call of the page with `status` (as PostgREST would). */
async function failStories(page: Page, status: number) {
  await page.route(STORIES, (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'PGRST000', message: `faked ${status}`, details: null }),
    }),
  )
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

describe('seed rules every screen shares (issue 13)', () => {
  it('1. a 401 from a data call toasts, clears the session and replaces to /sign-in?redirect=', async () => {
    const { page, context } = await learner('es')
    await page.goto('/dashboard')
    const historyBefore = await page.evaluate(() => history.length)
    await failStories(page, 401)
    await page.getByRole('link', { name: 'Stories', exact: true }).first().click()
    await page.getByText('Session expired!').waitFor()
    await page.waitForURL('**/sign-in?**')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/read/stories')
    await expect(page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).resolves.toBe(
      null,
    )
    // Sign-in took the place of the refused navigation: nothing was pushed.
    await expect(page.evaluate(() => history.length)).resolves.toBe(historyBefore)
    // And the store knows it: the guarded page sends the visitor to sign in again.
    await page.goto('/dashboard')
    await page.waitForURL('**/sign-in?redirect=%2Fdashboard')
    await context.close()
  })

  it('2. never retries a 401 or a 403; retries other errors at most 3 times', async () => {
    for (const [status, expected] of [
      [401, 1],
      [403, 1],
      [503, 4],
    ] as const) {
      const { page, context } = await learner('es')
      const calls = countRequests(page, STORIES)
      await failStories(page, status)
      await page.goto('/read/stories')
      // Default back-off of three retries: 1 s + 2 s + 4 s; wait well past it.
      await sleep(status === 503 ? 9_000 : 2_500)
      expect({ status, calls: calls.length }).toEqual({ status, calls: expected })
      await context.close()
    }
  })

  it('3. a 500 toasts "Internal Server Error!" and goes to /500', async () => {
    const { page, context } = await learner('es')
    await failStories(page, 500)
    await page.goto('/read/stories')
    await page.getByText('Internal Server Error!').waitFor({ timeout: 20_000 })
    await page.waitForURL('**/500', { timeout: 20_000 })
    await page.getByRole('heading', { name: 'Oops! Something went wrong' }).waitFor()
    await context.close()
  })

  it('4. an authorization failure from a data call goes to /403', async () => {
    const { page, context } = await learner('es')
    await failStories(page, 403)
    await page.goto('/read/stories')
    await page.waitForURL('**/403')
    await page.getByRole('heading', { name: /forbidden|access denied/i }).waitFor()
    await context.close()
  })

  it('5. a network failure shows the route error screen after the bounded retries, then stops', async () => {
    const { page, context } = await learner('es')
    const calls = countRequests(page, STORIES)
    await page.route(STORIES, (route) => route.abort('connectionrefused'))
    await page.goto('/read/stories')
    await page
      .getByRole('heading', { name: 'Network Connection Error' })
      .waitFor({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Try Again' }).waitFor()
    const shown = calls.length
    expect(shown).toBe(4)
    await sleep(6_000)
    expect(calls.length).toBe(shown)
    // Try Again asks once more, and succeeds once the network is back.
    await page.unroute(STORIES)
    await page.getByRole('button', { name: 'Try Again' }).click()
    await page.getByRole('heading', { name: 'Stories', level: 1 }).waitFor()
    await context.close()
  })

  it('6. the same toast twice within 30 s is shown once', async () => {
    const { page, context } = await learner('es')
    await page.goto('/settings')
    const save = page.getByRole('button', { name: 'Save changes' })
    await page.getByLabel('What should we call you?').fill('Lea Two')
    await save.click()
    await page.getByText('Your changes have been saved.').waitFor()
    await page.getByLabel('What should we call you?').fill('Lea Three')
    const saved = page.waitForResponse(
      (response) =>
        /\/rest\/v1\/profiles/.test(response.url()) && response.request().method() !== 'GET',
    )
    await save.click()
    // The second save really happened…
    expect((await saved).ok()).toBe(true)
    await sleep(500)
    // …but its toast, identical to the first, was suppressed.
    await expect(page.getByText('Your changes have been saved.').count()).resolves.toBe(1)
    await context.close()
  })

  it('7. a failing refresh is retried after 1 s, 3 s and 5 s, then /sign-in?error-id=', async () => {
    const { page, context } = await learner('es')
    await page.goto('/dashboard')
    // The stored session has one minute left when the next page starts: inside the 2-minute
    // refresh buffer. Set before any script of that page runs, so nothing the previous page was
    // still doing (a refresh by the lazily loaded auth client) can write a fresher one over it.
    await page.addInitScript((key) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { expires_at: number }
      if (!stored) return
      stored.expires_at = Math.floor(Date.now() / 1000) + 60
      localStorage.setItem(key, JSON.stringify(stored))
    }, AUTH_STORAGE_KEY)
    const refreshes = countRequests(page, /\/auth\/v1\/token\?grant_type=refresh_token/)
    await page.route(/\/auth\/v1\/token\?grant_type=refresh_token/, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"code":500,"msg":"faked"}',
      }),
    )
    const started = Date.now()
    await page.goto('/dashboard')
    // While it retries the user sees that something is happening, not a blank page.
    await page.getByRole('status').first().waitFor({ timeout: 2_000 })
    await page.waitForURL('**/sign-in?**', { timeout: 20_000 })
    const took = Date.now() - started
    expect(new URL(page.url()).searchParams.get('error-id')).toMatch(/^ERR-/)
    expect(refreshes.length).toBe(4)
    const gaps = refreshes.slice(1).map((call, i) => call.at - refreshes[i]!.at)
    for (const [gap, delay] of gaps.map((gap, i) => [gap, [1000, 3000, 5000][i]!] as const)) {
      expect(gap).toBeGreaterThanOrEqual(delay - 100)
      expect(gap).toBeLessThan(delay + 1500)
    }
    expect(took).toBeLessThan(15_000)
    await context.close()
  })

  it('8. a link in view preloads its route code and data after 300 ms; the data stays fresh', async () => {
    const { page, context } = await learner('es')
    await page.goto('/read/generate')
    await page.getByRole('heading', { level: 1 }).waitFor()
    const calls = countRequests(page, STORIES)
    const link = page.getByRole('link', { name: 'Stories', exact: true }).first()
    await link.waitFor()
    // Nothing is asked before the 300 ms are up…
    await sleep(150)
    expect(calls.length).toBe(0)
    // …and the list is asked for soon after, without a click.
    await expect.poll(() => calls.length, { timeout: 3_000 }).toBe(1)
    await link.click()
    await page.getByRole('heading', { name: 'Stories', level: 1 }).waitFor()
    // Opened within 10 s: the preloaded data is used as it is.
    await sleep(300)
    expect(calls.length).toBe(1)
    await context.close()
  })

  it("9. staff see only their own stories and tests on the learner's reading pages", async () => {
    const other = await learner('es')
    await insertStory(other.userId, {
      language: 'es',
      title: 'Una historia ajena',
      paragraphs: ['Hola.'],
      word_count: 1,
    })
    const email = uniqueEmail('manager')
    await createUser(email, PASSWORD, 'manager')
    const { page, context } = await newPage()
    await signIn(page, email, PASSWORD)
    await page.goto('/read/stories')
    await page.getByRole('heading', { name: 'Stories', level: 1 }).waitFor()
    await page.getByText('Your library is empty').waitFor()
    await expect(page.getByText('Una historia ajena').count()).resolves.toBe(0)
    await page.goto('/read/tests')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await expect(page.getByText('Una historia ajena').count()).resolves.toBe(0)
    await context.close()
    await other.context.close()
  })
})
