import { afterAll, describe, expect, it } from 'vitest'
import {
  AUTH_STORAGE_KEY,
  createUser,
  disconnect,
  latestMail,
  newPage,
  signIn,
  uniqueEmail,
} from './support'

afterAll(disconnect)

const PASSWORD = 'reading-2-learn'

describe('authentication in the browser', () => {
  it('signs up, confirms from the mailbox, completes the profile and reaches the dashboard', async () => {
    const { page, context, consoleErrors } = await newPage()
    const email = uniqueEmail('new-learner')
    await page.goto('/sign-up')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.getByText(`We sent a confirmation link to ${email}`).waitFor()

    const mail = await latestMail(email)
    expect(mail.link).toBeTruthy()
    await page.goto(mail.link!)
    await page.waitForURL('**/dashboard')
    await page.getByRole('heading', { name: 'Complete your learning profile' }).waitFor()

    await page.getByRole('link', { name: 'Complete profile' }).click()
    await page.waitForURL('**/settings')
    await page.getByLabel('What should we call you?').fill('Ana')
    await page.getByRole('combobox', { name: 'Native language' }).click()
    await page.getByPlaceholder('Search languages…').fill('English')
    await page.getByRole('option', { name: 'English' }).click()
    await page.getByRole('combobox', { name: 'Language you are learning' }).click()
    await page.getByPlaceholder('Search languages…').fill('Spanish')
    await page.getByRole('option', { name: 'Spanish' }).click()
    await page.getByRole('combobox', { name: 'Level' }).click()
    await page.getByRole('option', { name: 'B1' }).click()
    await page.getByRole('radio', { name: 'Mid' }).click()
    await page.getByRole('button', { name: 'Save changes' }).click()
    // The first complete profile leads on to a first story.
    await page.waitForURL('**/read/generate')
    await page.getByText('Your profile is ready. Let’s find your first story.').waitFor()

    await page.getByRole('link', { name: 'Dashboard' }).click()
    await page.waitForURL('**/dashboard')
    await expect(page.getByTestId('profile-summary').textContent()).resolves.toBe(
      'Learning Spanish from English · level B1 · Mid',
    )
    await expect(page.getByRole('heading', { name: 'Hello, Ana!' }).count()).resolves.toBe(0)
    await page.getByText('Hello, Ana!').waitFor()
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('says an unconfirmed email is not confirmed and sends a new link', async () => {
    const { page, context, consoleErrors } = await newPage()
    const email = uniqueEmail('unconfirmed')
    await page.goto('/sign-up')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.getByText(`We sent a confirmation link to ${email}`).waitFor()
    const first = await latestMail(email)

    await page.goto('/sign-in')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByText('Your email address is not confirmed yet.', { exact: false }).waitFor()
    await expect(page.getByText('An error occurred').count()).resolves.toBe(0)
    await page.getByRole('button', { name: 'Send a new confirmation link' }).click()
    const sent = page.getByRole('status').filter({ hasText: 'A new confirmation link' })
    const refused = page.getByRole('alert').filter({ hasText: /wait|seconds|too many/i })
    // The backend may ask for a minute between mails; either answer is said plainly.
    await sent.or(refused).first().waitFor()
    if ((await sent.count()) > 0) {
      await expect.poll(async () => (await latestMail(email)).link).not.toBe(first.link)
    }
    // The refused sign-in (400) and a refused resend (429) are answers, not page errors.
    expect(consoleErrors.filter((error) => !/status of (400|429)/.test(error))).toEqual([])
    await context.close()
  })

  it('sends a signed-out visitor to sign-in and back to the exact guarded URL', async () => {
    const { page, context } = await newPage()
    const email = uniqueEmail('staff')
    await createUser(email, PASSWORD, 'admin')
    const target = '/users?page=2&status=active&role=manager&username=ana'
    await page.goto(target)
    await page.waitForURL('**/sign-in?**')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(target)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.pathname === '/users')
    const url = new URL(page.url())
    expect(`${url.pathname}${url.search}`).toBe(target)
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor()
    await context.close()
  })

  it('shows the catalogue message for a wrong password', async () => {
    const { page, context } = await newPage()
    const email = uniqueEmail('wrong')
    await createUser(email, PASSWORD)
    await page.goto('/sign-in')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('not-the-password-1')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Invalid username or password.',
    )
    await context.close()
  })

  it('drops a tampered session and asks to sign in again', async () => {
    const { page, context } = await newPage()
    const email = uniqueEmail('tamper')
    await createUser(email, PASSWORD)
    await signIn(page, email, PASSWORD)
    await page.waitForURL('**/dashboard')
    await page.evaluate((key) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>
      stored.access_token = 'tampered'
      stored.refresh_token = 'tampered'
      stored.expires_at = Math.floor(Date.now() / 1000) - 60
      localStorage.setItem(key, JSON.stringify(stored))
    }, AUTH_STORAGE_KEY)
    await page.goto('/settings/display')
    await page.waitForURL('**/sign-in?**')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/settings/display')
    await context.close()
  })

  it('resets a forgotten password through the recovery email', async () => {
    const { page, context } = await newPage()
    const email = uniqueEmail('forgot')
    await createUser(email, PASSWORD)
    await page.goto('/forgot-password')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page.getByText(`If an account exists for ${email}`).waitFor()
    const mail = await latestMail(email)
    await page.goto(mail.link!)
    await page.waitForURL('**/forgot-password?step=new-password')
    await page.getByLabel('New password').fill('brand-new-pass-9')
    await page.getByLabel('Confirm password').fill('brand-new-pass-9')
    await page.getByRole('button', { name: 'Save password' }).click()
    await page.waitForURL('**/dashboard')

    await page.getByRole('button', { name: 'Open profile menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await page.waitForURL('**/sign-in')
    await signIn(page, email, 'brand-new-pass-9')
    await page.waitForURL('**/dashboard')
    await context.close()
  })

  it('signs in with a 6-digit email code', async () => {
    const { page, context } = await newPage()
    const email = uniqueEmail('otp')
    await createUser(email, PASSWORD)
    await page.goto('/otp')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Email me a code' }).click()
    await page.getByLabel('Code').waitFor()
    const mail = await latestMail(email)
    expect(mail.otp).toMatch(/^\d{6}$/)
    await page.getByLabel('Code').fill(mail.otp)
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL('**/dashboard')
    await context.close()
  })
})
