import { inject } from 'vitest'

/** supabase-js session key of the app (src/lib/supabase.ts). */
export const AUTH_STORAGE_KEY = 'fabula-web-auth'

/** Password of every account the suites create. */
export const PASSWORD = 'reading-2-learn'
import { chromium } from 'playwright-core'
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core'

/** Base URL of the built app under test. */
export const appUrl = () => inject('appUrl')
const backendUrl = () => inject('backendUrl')

let browser: Browser | undefined

/** The suite's one Chromium (launched in global-setup), connected once per test file. */
export async function getBrowser(): Promise<Browser> {
  browser ??= await chromium.connect(inject('wsEndpoint'))
  return browser
}

/** Closes this file's connection (not the shared browser). */
export async function disconnect(): Promise<void> {
  await browser?.close()
  browser = undefined
}

/** A page plus the console errors and failed requests it produced. */
export interface TrackedPage {
  context: BrowserContext
  page: Page
  consoleErrors: string[]
}

/** A fresh context (own cookies and storage) with console errors collected. */
export async function newPage(options: { viewport?: { width: number; height: number } } = {}) {
  const context = await (
    await getBrowser()
  ).newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    baseURL: appUrl(),
  })
  const page = await context.newPage()
  const consoleErrors: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
  return { context, page, consoleErrors } satisfies TrackedPage
}

interface AdminUser {
  id: string
}

/** Creates a confirmed user through the admin API; `role` becomes `app_metadata.role`. */
export async function createUser(email: string, password: string, role?: string): Promise<string> {
  const response = await fetch(`${backendUrl()}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: inject('serviceRoleKey'),
      Authorization: `Bearer ${inject('serviceRoleKey')}`,
    },
    body: JSON.stringify({
      email,
      password,
      email_confirm: true,
      ...(role ? { app_metadata: { role } } : {}),
    }),
  })
  if (!response.ok) throw new Error(`createUser ${response.status}: ${await response.text()}`)
  return ((await response.json()) as AdminUser).id
}

interface Mail {
  to: string
  kind: string
  otp: string
  link: string | null
}

/** The newest mail for an address, waiting for it briefly. */
export async function latestMail(to: string): Promise<Mail> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${backendUrl()}/mailbox?to=${encodeURIComponent(to)}`, {
      headers: { apikey: inject('serviceRoleKey') },
    })
    const mails = (await response.json()) as Mail[]
    if (mails[0]) return mails[0]
    await new Promise((done) => setTimeout(done, 100))
  }
  throw new Error(`No mail for ${to}`)
}

/** A REST call to the local backend with the service role (test setup only). */
export async function admin(
  path: string,
  init: { method: string; body?: unknown; prefer?: string },
) {
  const key = inject('serviceRoleKey')
  const response = await fetch(`${inject('backendUrl')}/rest/v1/${path}`, {
    method: init.method,
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      Prefer: init.prefer ?? 'return=representation',
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  if (!response.ok)
    throw new Error(`${init.method} ${path}: ${response.status} ${await response.text()}`)
  return response.status === 204 ? null : ((await response.json()) as unknown)
}

/** A confirmed learner with a complete profile, signed in on a fresh page. */
export async function learner(tl: string, viewport?: { width: number; height: number }) {
  const email = uniqueEmail('reader')
  const userId = await createUser(email, PASSWORD)
  await admin('profiles', {
    method: 'POST',
    body: {
      user_id: userId,
      wanted_name: 'Lea',
      nl: 'en',
      tl,
      lang_lvl: 'A2',
      lang_sub_lvl: 2,
      fav_genres: ['mystery'],
      fav_authors: ['Borges'],
    },
  })
  const tracked = await newPage(viewport ? { viewport } : {})
  await signIn(tracked.page, email, PASSWORD)
  return { ...tracked, userId }
}

/** Inserts a story for a learner directly (scripts the built-in library does not hold). */
export async function insertStory(userId: string, story: Record<string, unknown>): Promise<string> {
  const rows = (await admin('stories', {
    method: 'POST',
    body: {
      user_id: userId,
      native_language: 'en',
      gloss_language: 'en',
      level: 'A1',
      sub_level: 1,
      genre: 'slice of life',
      sentence_translations: [],
      coverage: 0.95,
      new_word_count: 1,
      provider: 'builtin',
      ...story,
    },
  })) as { id: string }[]
  return rows[0]!.id
}

let counter = 0
/** A unique email for this run. */
export function uniqueEmail(prefix: string): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`
}

/** Signs in through the sign-in form and waits for the target page. */
export async function signIn(page: Page, email: string, password: string, path = '/sign-in') {
  await page.goto(path)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'))
}

import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** Serious and critical axe violations of the page (axe injected over CDP, so the CSP holds). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource)
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: Document) => Promise<{
            violations: { id: string; impact?: string; nodes: { target: unknown[] }[] }[]
          }>
        }
      }
    ).axe
    const result = await axe.run(document)
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)
  })
}
