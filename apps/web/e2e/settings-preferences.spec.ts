import { afterAll, describe, expect, inject, it } from 'vitest'
import { appUrl, createUser, disconnect, newPage, signIn, uniqueEmail } from './support'

afterAll(disconnect)

const PASSWORD = 'settings-2-learn'

/** A REST call to the local backend with the service role (test setup and checks only). */
async function admin(path: string, init: { method: string; body?: unknown }) {
  const key = inject('serviceRoleKey')
  const response = await fetch(`${inject('backendUrl')}/rest/v1/${path}`, {
    method: init.method,
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  if (!response.ok)
    throw new Error(`${init.method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as unknown
}

/** The app's public anon key, as the browser gets it. */
async function anonKey(): Promise<string> {
  const config = (await (await fetch(`${appUrl()}/config.json`)).json()) as {
    supabaseAnonKey: string
  }
  return config.supabaseAnonKey
}

/** A learner's own access token, so RLS is checked exactly as the browser meets it. */
async function accessToken(email: string): Promise<string> {
  const response = await fetch(`${inject('backendUrl')}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: await anonKey(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  if (!response.ok) throw new Error(`sign-in ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { access_token: string }).access_token
}

/** A REST call as a signed-in learner. */
async function asLearner(token: string, path: string, init: { method: string; body?: unknown }) {
  return fetch(`${inject('backendUrl')}/rest/v1/${path}`, {
    method: init.method,
    headers: {
      apikey: await anonKey(),
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation,resolution=merge-duplicates',
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
}

/** A confirmed learner with a complete A2 · band 2 profile, signed in on a fresh page. */
async function learner() {
  const email = uniqueEmail('settings')
  const userId = await createUser(email, PASSWORD)
  await admin('profiles', {
    method: 'POST',
    body: {
      user_id: userId,
      wanted_name: 'Ada',
      nl: 'en',
      tl: 'es',
      lang_lvl: 'A2',
      lang_sub_lvl: 2,
      fav_genres: ['mystery'],
    },
  })
  const tracked = await newPage()
  await signIn(tracked.page, email, PASSWORD)
  return { ...tracked, email, userId }
}

describe('settings kept on the server', () => {
  it('keeps an email preference across a reload, and only for its owner', async () => {
    const first = await learner()
    const { page } = first
    await page.goto('/settings/notifications')
    const product = page.getByRole('switch', { name: 'Product news' })
    await expect(product.getAttribute('aria-checked')).resolves.toBe('false')
    await product.click()
    await page.getByText('Your changes have been saved.').first().waitFor()

    await page.reload()
    await page.getByRole('switch', { name: 'Product news' }).waitFor()
    await expect(
      page.getByRole('switch', { name: 'Product news' }).getAttribute('aria-checked'),
    ).resolves.toBe('true')
    const stored = (await admin(`notification_preferences?user_id=eq.${first.userId}`, {
      method: 'GET',
    })) as { product_updates: boolean }[]
    expect(stored).toEqual([expect.objectContaining({ product_updates: true })])

    const second = await learner()
    const token = await accessToken(second.email)
    const seen = await asLearner(token, 'notification_preferences?select=*', { method: 'GET' })
    expect(seen.status).toBe(200)
    await expect(seen.json()).resolves.toEqual([])
    const overwrite = await asLearner(token, 'notification_preferences?on_conflict=user_id', {
      method: 'POST',
      body: { user_id: first.userId, product_updates: false },
    })
    expect(overwrite.ok).toBe(false)
    const after = (await admin(`notification_preferences?user_id=eq.${first.userId}`, {
      method: 'GET',
    })) as { product_updates: boolean }[]
    expect(after[0]?.product_updates).toBe(true)

    await second.page.goto('/settings/notifications')
    await expect(
      second.page.getByRole('switch', { name: 'Product news' }).getAttribute('aria-checked'),
    ).resolves.toBe('false')
    expect(first.consoleErrors).toEqual([])
    await first.context.close()
    await second.context.close()
  })

  it('accepts the level suggestion from recent tests into the profile', async () => {
    const { page, context, userId, consoleErrors } = await learner()
    for (let i = 0; i < 3; i += 1) {
      await admin('vocabulary_test_results', {
        method: 'POST',
        body: { user_id: userId, language: 'es', kind: 'cloze', score: 10, total: 10 },
      })
    }
    await page.goto('/settings')
    await page.getByText('Your recent tests suggest A2 · High').waitFor()
    await page.getByRole('button', { name: 'Accept' }).click()
    await page.getByText('Your level is now A2 · High.').first().waitFor()
    await page.getByTestId('level-suggestion').waitFor({ state: 'detached' })

    const profiles = (await admin(`profiles?user_id=eq.${userId}&select=lang_lvl,lang_sub_lvl`, {
      method: 'GET',
    })) as { lang_lvl: string; lang_sub_lvl: number }[]
    expect(profiles).toEqual([{ lang_lvl: 'A2', lang_sub_lvl: 3 }])
    await expect(
      page.getByRole('radio', { name: 'High' }).getAttribute('aria-checked'),
    ).resolves.toBe('true')
    // The tests behind the accepted suggestion were taken at the old level: no new suggestion.
    await page.reload()
    await page.getByRole('button', { name: 'Save changes' }).waitFor()
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('level-suggestion').count()).resolves.toBe(0)
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('does not show a dismissed suggestion again', async () => {
    const { page, context, userId } = await learner()
    for (let i = 0; i < 3; i += 1) {
      await admin('vocabulary_test_results', {
        method: 'POST',
        body: { user_id: userId, language: 'es', kind: 'meaning', score: 1, total: 10 },
      })
    }
    await page.goto('/settings')
    await page.getByText('Your recent tests suggest A2 · Low').waitFor()
    await page.getByRole('button', { name: 'Dismiss' }).click()
    await page.getByTestId('level-suggestion').waitFor({ state: 'detached' })
    await page.reload()
    await page.getByRole('button', { name: 'Save changes' }).waitFor()
    // The suggestion needs the test history: wait until every request has answered.
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('level-suggestion').count()).resolves.toBe(0)
    await context.close()
  })
})
