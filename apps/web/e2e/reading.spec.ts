import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { disconnect, insertStory, learner } from './support'

afterAll(disconnect)

const STORY_URL = /\/read\/story\/[0-9a-f-]{36}$/

async function generate(page: Page) {
  await page.goto('/read/generate')
  await page.getByRole('button', { name: 'Write my story' }).click()
  await page.waitForURL(/\/read\/story\/generating\?request=/)
}

/** Presses Tab until the focused element matches, as a keyboard user would. */
async function tabUntil(page: Page, test: string, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab')
    const hit = await page.evaluate(
      (selector) => document.activeElement?.matches(selector) ?? false,
      test,
    )
    if (hit) return
  }
  throw new Error(`Tab never reached ${test}`)
}

const knownPercent = async (page: Page) => {
  const text = (await page.getByTestId('library-known').first().textContent()) ?? ''
  return Number(/(\d+)%/.exec(text)?.[1])
}

describe('reading in the browser', () => {
  it('generates, reads, marks words, finishes, takes the test and sees history and library change', async () => {
    const { page, context, consoleErrors } = await learner('es')
    await page.goto('/read/generate')
    await expect(page.getByLabel('Level').inputValue()).resolves.toBe('A2')
    await expect(page.getByLabel('Genre').inputValue()).resolves.toBe('mystery')
    await page.getByLabel('In the style of').selectOption('Borges')
    await page.getByLabel('Topic (optional)').fill('a market')
    await page.getByRole('button', { name: 'Write my story' }).click()
    await page.waitForURL(/\/read\/story\/generating\?request=/)
    await page.waitForURL(STORY_URL)
    const storyUrl = page.url()

    await page.getByTestId('coverage').waitFor()
    await page.goto('/read/stories')
    await page.getByTestId('library-card').first().waitFor()
    await page.getByText('% known').first().waitFor()
    const before = await knownPercent(page)
    expect(before).toBeLessThan(100)

    await page.goto(storyUrl)
    const text = page.getByTestId('story-text')
    const newWord = text.locator('[data-status="new"]').first()
    const word = (await newWord.textContent()) ?? ''
    await newWord.click()
    const panel = page.getByTestId('word-panel')
    await panel.waitFor()
    await expect(panel.locator('p').first().textContent()).resolves.toBe(word)
    await panel.getByRole('button', { name: 'Known' }).click()
    await expect.poll(() => text.locator('[data-status="new"]', { hasText: word }).count()).toBe(0)
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Finish' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.waitFor()
    const hasNew = (await dialog.getByRole('button', { name: 'Mark known' }).count()) > 0
    await dialog.getByRole('button', { name: hasNew ? 'Mark known' : 'Take the test' }).click()
    await page.waitForURL(/\/read\/tests\?story=/)

    const questions = page.getByTestId('question')
    await questions.first().waitFor()
    const count = await questions.count()
    for (let i = 0; i < count; i += 1) await questions.nth(i).getByRole('radio').first().check()
    await page.getByRole('button', { name: 'Check my answers' }).click()
    await page.getByTestId('test-score').waitFor()
    await expect(page.getByTestId('question-feedback').count()).resolves.toBe(count)

    await page.getByRole('tab', { name: 'History' }).click()
    await page.getByTestId('test-history').waitFor()
    await expect(page.getByTestId('test-history').locator('li').count()).resolves.toBe(1)

    await page.goto('/read/stories')
    await page.getByText('% known').first().waitFor()
    await expect.poll(() => knownPercent(page)).toBeGreaterThan(before)
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('reads and finishes a story with the keyboard only', async () => {
    const { page, context } = await learner('es')
    await generate(page)
    await page.waitForURL(STORY_URL)
    await page.getByTestId('coverage').waitFor()

    await tabUntil(page, '[data-w]')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    const focused = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.w)
    expect(focused).toBe('2')
    await page.keyboard.press('Enter')
    await page.getByTestId('word-panel').waitFor()
    await tabUntil(page, 'button[aria-pressed]:not([aria-pressed="true"])', 4)
    const status = await page.evaluate(() => document.activeElement?.textContent)
    await page.keyboard.press('Enter')
    await expect
      .poll(() => page.locator('[data-w="2"]').getAttribute('data-status'))
      .toBe(status?.toLowerCase())
    await page.keyboard.press('Escape')
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLElement).dataset.w))
      .toBe('2')

    await tabUntil(page, '[data-testid="finish-story"]')
    await page.keyboard.press('Enter')
    await page.getByRole('alertdialog').waitFor()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/read\/tests\?story=/)
    await page.getByTestId('question').first().waitFor()
    const count = await page.getByTestId('question').count()
    for (let i = 0; i < count; i += 1) {
      await tabUntil(page, `input[name="q-${i + 1}"]`)
      await page.keyboard.press('Space')
    }
    await tabUntil(page, 'button[type="submit"]')
    await page.keyboard.press('Enter')
    await page.getByTestId('test-score').waitFor()
    await context.close()
  })

  it('renders Arabic right to left and Japanese without spaces, and opens the tapped word', async () => {
    const { page, context, userId } = await learner('ar', { width: 390, height: 800 })
    const arabic = await insertStory(userId, {
      language: 'ar',
      title: 'في السوق',
      paragraphs: ['ذهبت سارة إلى السوق. اشترت خبزا وتفاحا.'],
      glossary: { السوق: { lemma: 'سوق', gloss: 'the market' } },
      word_count: 7,
    })
    await page.goto(`/read/story/${arabic}`)
    const text = page.getByTestId('story-text')
    await expect(text.getAttribute('dir')).resolves.toBe('rtl')
    await expect(text.getAttribute('lang')).resolves.toBe('ar')
    await text.getByText('السوق', { exact: true }).click()
    // Phone width: the details open as a bottom sheet.
    const sheet = page.getByRole('dialog')
    await sheet.waitFor()
    await expect(sheet.getByTestId('word-gloss').textContent()).resolves.toBe('the market')
    await page.keyboard.press('Escape')
    await context.close()

    // A desktop learner of Japanese in a browser of its own: resizing the phone's page instead
    // changes the screen size, part of the session fingerprint (ADR 0003), and the learner is
    // signed out as soon as the desktop layout asks for data.
    const desktop = await learner('ja')
    const japanese = await insertStory(desktop.userId, {
      language: 'ja',
      title: '猫',
      paragraphs: ['私は猫が好きです。猫は小さいです。'],
      glossary: { 猫: { lemma: '猫', gloss: 'cat' } },
      word_count: 10,
    })
    await desktop.page.goto(`/read/story/${japanese}`)
    const jaText = desktop.page.getByTestId('story-text')
    await expect(jaText.textContent()).resolves.toBe('私は猫が好きです。猫は小さいです。')
    const cat = jaText.locator('[data-w]', { hasText: '猫' }).first()
    await cat.click()
    const panel = desktop.page.getByTestId('word-panel')
    await panel.waitFor()
    await expect(panel.locator('p').first().textContent()).resolves.toBe(await cat.textContent())
    await expect(panel.getByTestId('word-gloss').textContent()).resolves.toBe('cat')
    await desktop.context.close()
  })

  it('shows the error screen for a failing generation and Try Again starts it again', async () => {
    const { page, context } = await learner('es')
    // The function's first status reply says the generation failed (as it reports a provider
    // that stopped answering); everything after it is the real backend.
    let failed = false
    await page.route(/\/functions\/v1\/generate-story\?request=/, async (route) => {
      if (failed) return route.continue()
      failed = true
      const response = await route.fetch()
      const body = (await response.json()) as { request: Record<string, unknown> }
      await route.fulfill({
        response,
        json: {
          request: {
            ...body.request,
            status: 'failed',
            stage: 'writing',
            progress: 30,
            story_id: null,
            error: { code: 'DEPENDENCY_ERROR', message: null },
          },
        },
      })
    })
    await generate(page)
    const retry = page.getByRole('button', { name: 'Try Again' })
    await retry.waitFor()
    await retry.click()
    await page.waitForURL(STORY_URL)
    await page.getByTestId('story-text').waitFor()
    await context.close()
  })

  it('says clearly when a request id is unknown', async () => {
    const { page, context } = await learner('es')
    await page.goto('/read/story/generating?request=00000000-0000-4000-8000-000000000000')
    await page.getByText('We could not find this story request').waitFor()
    await context.close()
  })
})
