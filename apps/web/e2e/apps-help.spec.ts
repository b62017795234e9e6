import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startSmtpSink, type SmtpSink } from '@fabula/integrations-api/testing'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '../../../packages/story-engine/test/fake-openai-server'
import {
  PASSWORD,
  admin,
  createUser,
  disconnect,
  learner,
  newPage,
  seriousA11yViolations,
  signIn,
  uniqueEmail,
  type TrackedPage,
} from './support'

// Issue 18 in the browser: a superadmin connects the story provider and email delivery from /apps
// (a local OpenAI-compatible server and a local SMTP server stand in for real ones), a learner's
// next story comes from that provider, the secrets never reach a browser, and a learner finds
// answers in the help center.

const KEY = 'sk-e2e-write-only-5b1f0c7d'
const SMTP_PASSWORD = 'smtp-e2e-write-only-93ac'
const TITLE = 'La tienda de Tomás'
const DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../dist')

/** A valid story reply for the story engine, written for this test. */
function storyReply(): string {
  const yes = (prompt: string) => ({ kind: 'true_false', prompt, options: [], answer: 'true' })
  return JSON.stringify({
    title: TITLE,
    paragraphs: [
      {
        sentences: [
          { text: 'Tomás abre la puerta de la tienda.', translation: 'Tomás opens the shop door.' },
          { text: 'Hoy vende pan y leche.', translation: 'Today he sells bread and milk.' },
        ],
      },
    ],
    glossary: [{ word: 'tienda', lemma: 'tienda', gloss: 'shop' }],
    questions: [
      yes('Tomás abre la puerta.'),
      yes('Tomás vende pan.'),
      yes('Tomás vende leche.'),
      {
        kind: 'multiple_choice',
        prompt: '¿Qué abre Tomás?',
        options: ['La puerta', 'La ventana', 'Un libro'],
        answer: 'La puerta',
      },
      {
        kind: 'multiple_choice',
        prompt: '¿Qué vende hoy?',
        options: ['Pan y leche', 'Flores', 'Zapatos'],
        answer: 'Pan y leche',
      },
    ],
  })
}

/** Every response body a page receives, kept for the secret check. */
function recordBodies(page: Page, bodies: string[]) {
  page.on('response', (response) => {
    response
      .text()
      .then((text) => bodies.push(text))
      .catch(() => undefined)
  })
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  await new Promise<void>((done) => server.close(() => done()))
  return port
}

/** Every file of the built app, recursively. */
function builtFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? builtFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

/** Starts a story from the form and waits for the reader; returns the story's title. */
async function newStory(page: Page): Promise<string> {
  await page.goto('/read/generate')
  await page.getByRole('button', { name: 'Write my story' }).click()
  await page.waitForURL(/\/read\/story\/[0-9a-f-]{36}$/, { timeout: 45_000 })
  // The address changes before React commits the reader: its heading is the story's once the
  // text is on screen.
  await page.getByTestId('story-text').waitFor()
  return (await page.locator('h1').first().textContent()) ?? ''
}

async function staff(role: 'superadmin' | 'admin' | 'manager') {
  const email = uniqueEmail(role)
  await createUser(email, PASSWORD, role)
  const tracked = await newPage()
  await signIn(tracked.page, email, PASSWORD)
  return { ...tracked, email }
}

let fake: FakeOpenAiServer
let sink: SmtpSink
let superadmin: TrackedPage & { email: string }
const bodies: string[] = []

beforeAll(async () => {
  fake = await startFakeOpenAiServer([
    { kind: 'sse', chunks: [storyReply()], finishReason: 'stop' },
  ])
  sink = await startSmtpSink({ login: { username: 'fabula', password: SMTP_PASSWORD } })
  superadmin = await staff('superadmin')
  recordBodies(superadmin.page, bodies)
})

afterAll(async () => {
  // Whatever happened above, the rest of the suite must find nothing connected.
  await admin('integration_settings?kind=not.is.null', {
    method: 'DELETE',
    prefer: 'return=minimal',
  })
  await superadmin?.context.close()
  await fake?.close()
  await sink?.close()
  await disconnect()
})

describe('/apps', () => {
  it('is not for learners or managers: /403, and no Apps in the sidebar', async () => {
    const reader = await learner('es')
    const manager = await staff('manager')
    for (const { page } of [reader, manager]) {
      await page.goto('/dashboard')
      await page.locator('h1').first().waitFor()
      await expect(page.getByRole('link', { name: 'Apps', exact: true }).count()).resolves.toBe(0)
      await page.goto('/apps')
      await page.waitForURL(/\/403$/)
    }
    await reader.context.close()
    await manager.context.close()
  })

  it('lets the superadmin connect a provider after checking the form and testing it', async () => {
    const { page, consoleErrors } = superadmin
    await page.goto('/apps')
    const card = page.getByTestId('app-story_provider')
    await card.getByText('Not connected', { exact: true }).waitFor()
    await card.getByRole('button', { name: 'Connect', exact: true }).click()
    const sheet = page.getByRole('dialog')
    await sheet.getByLabel('Base URL').fill('ftp://nowhere.example/v1')
    await sheet.getByLabel('Model').fill('fake-model')
    await sheet.getByLabel('API key').fill(KEY)
    await sheet.getByRole('button', { name: 'Save and connect' }).click()
    await sheet
      .getByText('Enter an http:// or https:// address, without a login or a query.')
      .waitFor()

    // A provider that is not there is reported in words, not as a failure of the page.
    await sheet.getByLabel('Base URL').fill(`http://127.0.0.1:${await closedPort()}/v1`)
    await sheet.getByRole('button', { name: 'Test before saving' }).click()
    await expect(sheet.getByTestId('test-result').textContent()).resolves.toContain(
      'Nothing answered at this address.',
    )

    await sheet.getByLabel('Base URL').fill(fake.baseUrl)
    await sheet.getByRole('button', { name: 'Test before saving' }).click()
    await sheet.getByText(/It answered in \d+ ms\./).waitFor()
    await sheet.getByRole('button', { name: 'Save and connect' }).click()
    await sheet.waitFor({ state: 'detached' })

    await card.getByText('Connected', { exact: true }).waitFor()
    await expect(card.getByTestId('secret-story_provider').textContent()).resolves.toBe('Set')
    await card.getByRole('button', { name: 'Test connection' }).click()
    await card.getByText(/It answered in \d+ ms\./).waitFor()
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`)
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  it('shows an admin the status and the test, without connect or disconnect', async () => {
    const { page, context, consoleErrors } = await staff('admin')
    recordBodies(page, bodies)
    await page.goto('/apps')
    const card = page.getByTestId('app-story_provider')
    await card.getByText('Connected', { exact: true }).waitFor()
    await page.getByText('Only a superadmin connects or disconnects apps.').waitFor()
    await expect(page.getByRole('button', { name: 'Connect', exact: true }).count()).resolves.toBe(
      0,
    )
    await expect(
      page.getByRole('button', { name: 'Disconnect', exact: true }).count(),
    ).resolves.toBe(0)
    await card.getByRole('button', { name: 'Test connection' }).click()
    await card.getByText(/It answered in \d+ ms\./).waitFor()
    // The filters of the seed: connected only, then by name.
    await page.getByRole('button', { name: 'Not connected' }).click()
    await page.waitForURL(/type=notConnected/)
    // The email card was already on screen: wait for the connected provider to leave instead.
    await expect.poll(() => page.getByTestId('app-story_provider').count()).toBe(0)
    await page.getByTestId('app-email').waitFor()
    await page.getByRole('searchbox', { name: 'Filter apps by name' }).fill('zzz')
    await page.getByText('No app matches these filters.').waitFor()
    expect(page.url()).toContain('type=notConnected')
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('makes the next story come from the provider, and the library once disconnected', async () => {
    const reader = await learner('es')
    expect(await newStory(reader.page)).toBe(TITLE)

    const { page } = superadmin
    await page.goto('/apps')
    const card = page.getByTestId('app-story_provider')
    await card.getByRole('button', { name: 'Disconnect', exact: true }).click()
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Disconnect', exact: true })
      .click()
    await card.getByText('Not connected', { exact: true }).waitFor()

    const requests = fake.requests.length
    const next = await newStory(reader.page)
    expect(next).not.toBe(TITLE)
    expect(fake.requests).toHaveLength(requests)
    const stories = (await admin(
      `stories?user_id=eq.${reader.userId}&select=title,provider&order=created_at`,
      {
        method: 'GET',
      },
    )) as { title: string; provider: string }[]
    expect(stories.map((story) => story.provider)).toEqual(['openai-compatible', 'builtin'])
    expect(reader.consoleErrors).toEqual([])
    await reader.context.close()
  })

  it('sends the test email through the connected SMTP server', async () => {
    const { page } = superadmin
    await page.goto('/apps')
    const card = page.getByTestId('app-email')
    await card.getByRole('button', { name: 'Connect', exact: true }).click()
    const sheet = page.getByRole('dialog')
    await sheet.getByLabel('SMTP host').fill(sink.host)
    await sheet.getByLabel('Port').fill(String(sink.port))
    await sheet.getByLabel('Security').selectOption('none')
    await sheet.getByLabel('User name (optional)').fill('fabula')
    await sheet.getByLabel('Sender address').fill('hello@fabula.example')
    await sheet.getByLabel('Password').fill(SMTP_PASSWORD)
    await sheet.getByRole('button', { name: 'Save and connect' }).click()
    await sheet.waitFor({ state: 'detached' })
    await card.getByRole('button', { name: 'Send test email' }).click()
    await card.getByText(`Test email sent to ${superadmin.email}`, { exact: false }).waitFor()
    expect(sink.mails.at(-1)).toMatchObject({ to: [superadmin.email], user: 'fabula' })
  })

  it('never lets a secret reach a browser: not in any response, not in the built app', () => {
    expect(bodies.length).toBeGreaterThan(10)
    for (const body of bodies) {
      expect(body).not.toContain(KEY)
      expect(body).not.toContain(SMTP_PASSWORD)
    }
    for (const file of builtFiles(DIST)) {
      const text = readFileSync(file, 'latin1')
      expect(text.includes(KEY) || text.includes(SMTP_PASSWORD)).toBe(false)
      expect(text).not.toMatch(/SUPABASE_SERVICE_ROLE_KEY|integration_secrets/)
    }
  })
})

describe('/help-center', () => {
  it('finds the coverage article first, reads it, takes a vote and offers support', async () => {
    const { page, context, consoleErrors } = await learner('es')
    await page.goto('/help-center')
    await page.getByTestId('help-category-getting-started').waitFor()
    await expect(page.getByTestId('help-category-for-staff').count()).resolves.toBe(0)
    await page.getByRole('searchbox', { name: 'Search the help center' }).fill('coverage')
    const first = page.getByTestId('help-results').getByRole('listitem').first()
    await expect.poll(() => first.getByRole('link').textContent()).toBe('How coverage is measured')
    expect(await seriousA11yViolations(page)).toEqual([])
    await first.getByRole('link').click()
    await page.waitForURL(/\/help-center\/how-coverage-is-measured$/)
    await page.getByRole('heading', { name: 'Which words count' }).waitFor()
    expect(await seriousA11yViolations(page)).toEqual([])

    const yes = page.getByRole('button', { name: 'Yes' })
    await yes.click()
    await page.getByText('Thank you for telling us.').waitFor()
    await page.reload()
    await expect.poll(() => yes.getAttribute('aria-pressed')).toBe('true')
    await expect(
      page.getByRole('link', { name: 'Message support' }).getAttribute('href'),
    ).resolves.toBe('/chats?new=support')
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('lets an admin write a draft with the lesson rules, publish and unpublish it', async () => {
    const editor = await staff('admin')
    const reader = await learner('es')
    const { page } = editor
    await page.goto('/help-center')
    await page.getByRole('button', { name: 'New article' }).click()
    const sheet = page.getByRole('dialog')
    await sheet.getByLabel('Title', { exact: true }).fill('Reading on a train')
    await sheet.getByLabel('Summary').fill('Short stories fit short journeys.')
    await sheet.getByLabel('Address name').fill('reading-on-a-train')
    await sheet.getByLabel('Section text').fill('Read one **short** story.\n\n# Not a heading')
    await sheet
      .getByTestId('markdown-problems')
      .getByText(/line 3: headings are not allowed/)
      .waitFor()
    await sheet.getByLabel('Section text').fill('Read one **short** story per journey.')
    await sheet.getByRole('button', { name: 'Save', exact: true }).click()
    await page.waitForURL(/\/help-center\/reading-on-a-train$/)
    await page.getByText('Draft', { exact: true }).first().waitFor()

    await reader.page.goto('/help-center/reading-on-a-train')
    await reader.page.getByText('This article does not exist, or is not published.').waitFor()

    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByRole('button', { name: 'Unpublish', exact: true }).waitFor()
    await reader.page.reload()
    await reader.page.getByRole('heading', { name: 'Reading on a train', level: 1 }).waitFor()
    await reader.page.getByText('per journey').waitFor()

    await page.getByRole('button', { name: 'Unpublish', exact: true }).click()
    await page.getByRole('button', { name: 'Publish', exact: true }).waitFor()
    await reader.page.reload()
    await reader.page.getByText('This article does not exist, or is not published.').waitFor()
    expect(editor.consoleErrors).toEqual([])
    await editor.context.close()
    await reader.context.close()
  })
})
