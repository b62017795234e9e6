import { existsSync, mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import {
  PASSWORD,
  admin,
  appUrl,
  createUser,
  disconnect,
  getBrowser,
  insertStory,
  latestMail,
  newPage,
  signIn,
  uniqueEmail,
} from './support'

afterAll(disconnect)

const APP_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const SHOTS = join(APP_DIR, 'test-results/screenshots/i18n')
const hasCatalogue = (locale: string) =>
  existsSync(join(APP_DIR, `src/i18n/catalogues/${locale}/core.json`))

/**
 * The Japanese catalogue is written by another engineer in parallel (ADR 0062). While its folder
 * is absent the locale is not offered, so the switch test switches from Arabic to English instead
 * and checks that no Arabic is left; once `catalogues/ja/` is merged, the same test switches to
 * Japanese and checks that no English (and no Arabic) is left. This choice is explicit here and in
 * the test names.
 */
const SWITCH_TO = hasCatalogue('ja') ? 'ja' : 'en'

/** Words that are the same in every interface: the brand, formats, keys, technical names. */
const ALLOWED = new Set(
  'Fabula Inter Manrope CSV Anki Ctrl UTC SMTP TLS STARTTLS HTTP URL API EPUB DRM UTF txt epub srt vtt Ollama OpenAI llama cpp Enter Shift Esc alt IPv'.split(
    ' ',
  ),
)

/**
 * Visible words of the page in a script that does not belong to its interface language: Latin
 * letters (English left over) or Arabic letters. Text inside an element with a `lang` of its own
 * (a story, a word's meaning, a language's own name) is content, not interface, and is skipped,
 * as are the `extra` words (names, emails and titles of the test's own data).
 */
async function foreignWords(
  page: Page,
  script: 'latin' | 'arabic',
  extra: string[] = [],
  skip = '',
) {
  const found = await page.evaluate(
    ({ pattern, skip }) => {
      const words = new Set<string>()
      const ui = document.documentElement.lang
      const regex = new RegExp(pattern, 'gu')
      const isContent = (element: Element | null) => {
        if (skip && element?.closest(skip)) return true
        const tagged = element?.closest('[lang]')
        return !!tagged && tagged !== document.documentElement && tagged.getAttribute('lang') !== ui
      }
      const visible = (element: Element) =>
        element.checkVisibility({ opacityProperty: false, visibilityProperty: true })
      const add = (text: string | null) => {
        for (const match of (text ?? '').matchAll(regex)) words.add(match[0])
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue
        if (!visible(parent) || isContent(parent)) continue
        add(node.textContent)
      }
      for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
        if (!visible(element) || isContent(element)) continue
        for (const name of ['aria-label', 'placeholder', 'title']) add(element.getAttribute(name))
      }
      return [...words]
    },
    { pattern: script === 'latin' ? '\\p{Script=Latin}{2,}' : '\\p{Script=Arabic}{2,}', skip },
  )
  const allowed = new Set([...ALLOWED, ...extra.flatMap((text) => text.split(/[^\p{L}]+/u))])
  return found.filter((word) => !allowed.has(word)).sort()
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true })
}

async function languageOf(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }))
}

/** Waits until the page has settled: no skeleton or spinner left in the main region. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.locator('main').first().waitFor()
  await page
    .locator('[data-slot="skeleton"], [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined)
}

/**
 * The learner's screens the scan and the screenshots cover. Lessons and help articles are
 * content written in English today (authored data, like a story), so on those two screens the
 * scan covers the chrome (sidebar, header) and not `main`.
 */
const CONTENT_SCREENS = new Set(['lessons', 'help-center'])
const LEARNER_SCREENS = (story: string) =>
  [
    ['dashboard', '/dashboard'],
    ['reader', `/read/story/${story}`],
    ['stories', '/read/stories'],
    ['generate', '/read/generate'],
    ['import', '/read/import'],
    ['tests', '/read/tests'],
    ['vocabulary', '/vocabulary'],
    ['review', '/vocabulary/review'],
    ['lessons', '/lessons'],
    ['help-center', '/help-center'],
    ['settings', '/settings'],
    ['notifications', '/settings/notifications'],
    ['display', '/settings/display'],
    ['appearance', '/settings/appearance'],
    ['not-found', '/nowhere'],
  ] as const

describe('public pages follow the browser’s language', () => {
  it.each([
    ['ar', 'ar', 'rtl', 'تسجيل الدخول'],
    ['ar-EG,en;q=0.5', 'ar', 'rtl', 'تسجيل الدخول'],
    ['ko-KR', 'en', 'ltr', 'Sign in'],
    ['en-GB', 'en', 'ltr', 'Sign in'],
  ])('Accept-Language %s → /sign-in painted in %s (%s)', async (header, lang, dir, heading) => {
    // The prerendered HTML itself, before any script: what the server chose.
    const html = await (
      await fetch(`${appUrl()}/sign-in`, { headers: { 'Accept-Language': header } })
    ).text()
    expect(html).toContain(`<html lang="${lang}" dir="${dir}">`)
    expect(html).toContain(heading)
    // And in Chromium with that language: hydrated without errors, same words.
    const context = await (
      await getBrowser()
    ).newContext({ baseURL: appUrl(), locale: header.split(',')[0] })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto('/sign-in')
    await page.getByRole('heading', { level: 1, name: heading }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(await languageOf(page)).toEqual({ lang, dir })
    expect(errors).toEqual([])
    await context.close()
  })

  it('offers every other catalogue present: ja, es, fr, de when their folders exist', async () => {
    for (const locale of ['es', 'fr', 'de', 'ja']) {
      const html = await (
        await fetch(`${appUrl()}/sign-in`, { headers: { 'Accept-Language': locale } })
      ).text()
      expect(html.includes(`<html lang="${locale}"`)).toBe(hasCatalogue(locale))
    }
  })
})

describe('an Arabic-speaking learner', () => {
  it(`signs up in Arabic, gets an Arabic mail, reads an Arabic rtl interface, then switches to ${SWITCH_TO} without a reload`, async () => {
    // Sign-up from an Arabic browser: the page, the account's language and the mail are Arabic.
    const signUp = await (await getBrowser()).newContext({ baseURL: appUrl(), locale: 'ar' })
    const form = await signUp.newPage()
    const email = uniqueEmail('arabic')
    await form.goto('/sign-up')
    await form.getByLabel('البريد الإلكتروني').fill(email)
    await form.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD)
    await form.getByLabel('تأكيد كلمة المرور').fill(PASSWORD)
    await form.getByRole('button', { name: 'إنشاء الحساب' }).click()
    await form.getByRole('heading', { name: 'تفقّد بريدك الوارد' }).waitFor()
    const mail = await latestMail(email)
    expect(mail.kind).toBe('confirmation')
    const confirm = await fetch(mail.link!, { redirect: 'manual' })
    expect(confirm.status).toBe(303)
    await signUp.close()

    // An English browser: only the account (its sign-up language) can make the interface Arabic,
    // and it does from the first screen after sign-in.
    const { page, context, consoleErrors } = await newPage()
    await signIn(page, email, PASSWORD)
    expect(await languageOf(page)).toEqual({ lang: 'ar', dir: 'rtl' })
    await settled(page)
    const userId = await page.evaluate(() => {
      const raw = localStorage.getItem('fabula-web-auth')
      return raw ? (JSON.parse(raw) as { user: { id: string } }).user.id : ''
    })
    // Onboarding stores Arabic as the native language; the profile then keeps the interface Arabic.
    await admin('profiles', {
      method: 'POST',
      body: {
        user_id: userId,
        wanted_name: 'سلمى',
        nl: 'ar',
        tl: 'es',
        lang_lvl: 'A2',
        lang_sub_lvl: 2,
        fav_genres: ['mystery'],
        fav_authors: [],
      },
    })
    const story = await insertStory(userId, {
      language: 'es',
      native_language: 'ar',
      gloss_language: 'ar',
      title: 'El mercado',
      paragraphs: ['Sara va al mercado. Compra pan y fruta.'],
      glossary: { mercado: { lemma: 'mercado', gloss: 'السوق' } },
      word_count: 8,
    })
    const data = ['سلمى', 'El mercado', email]

    // Every learner screen is Arabic and right to left, at desktop and phone width; the reader
    // keeps the story's own ltr.
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport)
      for (const [name, path] of LEARNER_SCREENS(story)) {
        await page.goto(path)
        await settled(page)
        expect(await languageOf(page), path).toEqual({ lang: 'ar', dir: 'rtl' })
        const skip = CONTENT_SCREENS.has(name) ? 'main' : ''
        expect(await foreignWords(page, 'latin', data, skip), path).toEqual([])
        await shoot(page, `ar-${name}`)
        if (name === 'reader') {
          const text = page.getByTestId('story-text')
          expect(await text.getAttribute('dir')).toBe('ltr')
          expect(await text.getAttribute('lang')).toBe('es')
        }
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 })

    // Switch in /settings/appearance: same document (no reload), every string changes.
    await page.goto('/settings/appearance')
    await settled(page)
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    await page.getByLabel('اللغة', { exact: true }).selectOption(SWITCH_TO)
    await page.waitForFunction((lang) => document.documentElement.lang === lang, SWITCH_TO)
    await settled(page)
    expect(await languageOf(page)).toEqual({ lang: SWITCH_TO, dir: 'ltr' })
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true)
    expect(await foreignWords(page, 'arabic', data)).toEqual([])
    if (SWITCH_TO === 'ja') expect(await foreignWords(page, 'latin', data)).toEqual([])
    // The choice is a cookie: the next visit starts in it, whatever the profile says.
    await page.goto('/dashboard')
    await settled(page)
    expect(await languageOf(page)).toEqual({ lang: SWITCH_TO, dir: 'ltr' })
    expect(await foreignWords(page, 'arabic', data)).toEqual([])
    expect(consoleErrors).toEqual([])
    await context.close()
  }, 240_000)
})

describe('a staff screen in Arabic', () => {
  it('shows /users in Arabic, right to left, with no English words', async () => {
    const email = uniqueEmail('admin-ar')
    await createUser(email, PASSWORD, 'admin')
    const { page, context, consoleErrors } = await newPage()
    await context.addCookies([{ name: 'locale', value: 'ar', url: appUrl() }])
    await page.goto('/sign-in')
    await page.getByLabel('البريد الإلكتروني').fill(email)
    await page.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click()
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'))
    await page.goto('/users')
    await settled(page)
    expect(await languageOf(page)).toEqual({ lang: 'ar', dir: 'rtl' })
    // Account names and emails are data; the seed's accounts use Latin names.
    const rows = await page.locator('table tbody').innerText()
    expect(await foreignWords(page, 'latin', [rows])).toEqual([])
    await shoot(page, 'ar-users')
    expect(consoleErrors).toEqual([])
    await context.close()
  })
})
