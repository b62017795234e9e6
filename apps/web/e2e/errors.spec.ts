import { afterAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { createUser, disconnect, newPage, signIn, uniqueEmail } from './support'

const PASSWORD = 'reading-2-learn'

afterAll(disconnect)

describe('errors seen by the user', () => {
  it('backend down: sign-in shows the catalogue network message', async () => {
    const { page, context } = await newPage()
    await page.goto('/sign-in')
    await context.route(`${inject('backendUrl')}/**`, (route) => route.abort('connectionrefused'))
    await page.getByLabel('Email').fill('someone@example.com')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Please check your internet connection and try again.',
    )
    await context.close()
  })

  it('a 401 from the API shows "Session expired!" and sends the user to sign in', async () => {
    const { page, context } = await newPage()
    const email = uniqueEmail('expired')
    await createUser(email, PASSWORD)
    await signIn(page, email, PASSWORD)
    await page.waitForURL('**/dashboard')
    await context.route('**/rest/v1/profiles**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"message":"JWT expired"}',
      }),
    )
    // A fresh load, so the profile is not served from the 10 s query cache.
    await page.goto('/settings')
    await page.getByText('Session expired!').waitFor()
    await page.waitForURL('**/sign-in?**')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/settings')
    await context.close()
  })

  it('a 500 from the API shows "Internal Server Error!" and the 500 page', async () => {
    const { page, context } = await newPage()
    const email = uniqueEmail('five-hundred')
    await createUser(email, PASSWORD)
    await signIn(page, email, PASSWORD)
    await page.waitForURL('**/dashboard')
    await context.route('**/rest/v1/profiles**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    )
    await page.goto('/settings')
    await page.getByText('Internal Server Error!').waitFor({ timeout: 20_000 })
    await page.waitForURL('**/500', { timeout: 20_000 })
    await page.getByRole('heading', { name: 'Oops! Something went wrong' }).waitFor()
    await context.close()
  })

  it('the runtime config missing shows the maintenance screen', async () => {
    const { page, context } = await newPage()
    // The server writes the config into the page; a page without it asks /config.json, which
    // is down too.
    await context.route('**/dashboard', async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(
        /(<meta name="fabula-config" content=")[^"]*"/,
        '$1__FABULA_CONFIG__"',
      )
      await route.fulfill({ response, body: html })
    })
    await context.route('**/config.json', (route) => route.fulfill({ status: 503, body: '' }))
    await page.goto('/dashboard')
    await page.getByRole('heading', { name: 'Website is under maintenance!' }).waitFor()
    await context.close()
  })
})
