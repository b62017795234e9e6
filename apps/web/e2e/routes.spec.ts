import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TrackedPage } from './support'
import {
  appUrl,
  createUser,
  disconnect,
  newPage,
  seriousA11yViolations,
  signIn,
  uniqueEmail,
} from './support'

const PASSWORD = 'reading-2-learn'

const ROUTES: [path: string, title: string][] = [
  ['/dashboard', 'Dashboard · Fabula'],
  ['/users?page=2&status=active', 'Users · Fabula'],
  ['/tasks?priority=high', 'Tasks · Fabula'],
  ['/apps?type=connected&sort=asc', 'Apps · Fabula'],
  ['/chats', 'Chats · Fabula'],
  ['/help-center', 'Help Center · Fabula'],
  ['/lessons?tab=completed', 'Lessons · Fabula'],
  ['/lessons/grammar-1', 'Lesson · Fabula'],
  ['/errors/forbidden', 'Error · Fabula'],
  ['/admin/progress', 'Learner progress · Fabula'],
  ['/admin/lessons', 'Manage lessons · Fabula'],
  ['/admin/analytics', 'Analytics · Fabula'],
  ['/read/tests', 'Reading tests · Fabula'],
  ['/read/stories', 'Stories · Fabula'],
  ['/read/generate', 'New story · Fabula'],
  ['/read/story/generating?request=r-1', 'Writing your story · Fabula'],
  ['/read/story/s-1', 'Story · Fabula'],
  ['/settings', 'Profile · Fabula'],
  ['/settings/notifications', 'Notifications · Fabula'],
  ['/settings/display', 'Display · Fabula'],
  ['/settings/appearance', 'Appearance · Fabula'],
  ['/401', 'Unauthorized · Fabula'],
  ['/403', 'Forbidden · Fabula'],
  ['/404', 'Page not found · Fabula'],
  ['/500', 'Server error · Fabula'],
  ['/503', 'Maintenance · Fabula'],
]

let staff: TrackedPage
let learner: TrackedPage

beforeAll(async () => {
  const admin = uniqueEmail('superadmin')
  const user = uniqueEmail('learner')
  await createUser(admin, PASSWORD, 'superadmin')
  await createUser(user, PASSWORD)
  staff = await newPage()
  await signIn(staff.page, admin, PASSWORD)
  learner = await newPage()
  await signIn(learner.page, user, PASSWORD)
})

afterAll(async () => {
  await staff.context.close()
  await learner.context.close()
  await disconnect()
})

describe('every route', () => {
  it.each(ROUTES)(
    '%s renders "%s" with no console error and no serious a11y issue',
    async (path, title) => {
      const { page, consoleErrors } = staff
      consoleErrors.length = 0
      await page.goto(path)
      await page.locator('h1').first().waitFor()
      await expect.poll(() => page.title()).toBe(title)
      expect(await seriousA11yViolations(page)).toEqual([])
      expect(consoleErrors).toEqual([])
    },
  )

  it('public pages render with their titles', async () => {
    const { page, context, consoleErrors } = await newPage()
    for (const [path, title] of [
      ['/', 'Fabula'],
      ['/sign-in', 'Sign in · Fabula'],
      ['/sign-up', 'Sign up · Fabula'],
      ['/forgot-password', 'Forgot password · Fabula'],
      ['/otp', 'One-time code · Fabula'],
    ] as const) {
      await page.goto(path)
      await page.locator('h1').first().waitFor()
      await expect.poll(() => page.title()).toBe(title)
      expect(await seriousA11yViolations(page)).toEqual([])
    }
    expect(consoleErrors).toEqual([])
    await context.close()
  })
})

describe('navigation rules', () => {
  it('redirects /settings/account to /settings', async () => {
    await learner.page.goto('/settings/account')
    await learner.page.waitForURL((url) => url.pathname === '/settings')
    await learner.page.getByRole('heading', { name: 'Profile' }).waitFor()
  })

  it('shows the 404 page for unknown paths', async () => {
    await learner.page.goto('/no/such/page')
    await learner.page.getByRole('heading', { name: 'Oops! Page Not Found!' }).waitFor()
    await learner.page.getByRole('button', { name: 'Go Back' }).waitFor()
    await learner.page.getByRole('link', { name: 'Back to Home' }).waitFor()
  })

  it.each(['/users', '/tasks?page=2', '/admin/progress', '/admin/lessons', '/admin/analytics'])(
    'gives a learner /403 on %s',
    async (path) => {
      await learner.page.goto(path)
      await learner.page.waitForURL((url) => url.pathname === '/403')
      await learner.page.getByRole('heading', { name: 'Access Forbidden' }).waitFor()
    },
  )

  it('lists only what the role may open in the sidebar', async () => {
    await learner.page.goto('/dashboard')
    const nav = learner.page.getByRole('navigation', { name: 'Main navigation' })
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor()
    expect(await nav.getByRole('link', { name: 'Users' }).count()).toBe(0)
    await staff.page.goto('/dashboard')
    await staff.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Users' })
      .waitFor()
  })

  it('opens the command palette with Ctrl+K and navigates', async () => {
    const { page } = learner
    await page.goto('/dashboard')
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    await page.keyboard.press('Control+k')
    await page.getByPlaceholder('Type a page name…').fill('help')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/help-center')
  })
})

describe('appearance', () => {
  it('keeps theme, font and direction across a reload', async () => {
    const { page, consoleErrors } = learner
    consoleErrors.length = 0
    await page.goto('/settings/appearance')
    await page.getByRole('radio', { name: 'Dark' }).click()
    await page.getByRole('radio', { name: 'Manrope' }).click()
    await page.getByRole('radio', { name: 'Right to left' }).click()
    await page.reload()
    await page.getByRole('heading', { name: 'Appearance' }).waitFor()
    const html = await page.evaluate(() => ({
      dark: document.documentElement.classList.contains('dark'),
      font: document.documentElement.dataset.font,
      dir: document.documentElement.dir,
    }))
    expect(html).toEqual({ dark: true, font: 'manrope', dir: 'rtl' })
    expect(await page.getByRole('radio', { name: 'Dark' }).getAttribute('aria-checked')).toBe(
      'true',
    )
    await page.getByRole('radio', { name: 'Light' }).click()
    await page.getByRole('radio', { name: 'Inter' }).click()
    await page.getByRole('radio', { name: 'Left to right' }).click()
    expect(consoleErrors).toEqual([])
  })
})

describe('the head script under the CSP', () => {
  it('applies the stored theme before any of the app code runs, with nothing blocked', async () => {
    const tracked = await newPage()
    const { context, page, consoleErrors } = tracked
    try {
      await context.addCookies([{ name: 'theme', value: 'dark', url: appUrl() }])
      await context.addInitScript(() => {
        const w = window as unknown as { __violations: string[] }
        w.__violations = []
        document.addEventListener('securitypolicyviolation', (event) =>
          w.__violations.push(`${event.violatedDirective} ${event.blockedURI}`),
        )
      })
      // The app's code never arrives: whatever the page shows comes from the document itself.
      await page.route('**/assets/**/*.js', (route) => route.abort())
      const response = await page.goto('/sign-in')
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
      const state = await page.evaluate(() => ({
        dark: document.documentElement.classList.contains('dark'),
        violations: (window as unknown as { __violations: string[] }).__violations,
      }))
      expect(state).toEqual({ dark: true, violations: [] })
      expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([])
    } finally {
      await context.close()
    }
  })
})
