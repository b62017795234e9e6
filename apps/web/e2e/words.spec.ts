import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { admin, disconnect, insertStory, learner, seriousA11yViolations } from './support'

afterAll(disconnect)

// Every word understood (issue 14), in the built app against the local backend: dictionary
// meanings, statuses by dictionary form, own meanings, phrases, keyboard statuses, the
// vocabulary list with export and import, and the review.

const TEXT = [
  'Ana compra zapatos nuevos en el mercado.',
  'El zapato es marrón y la niña ríe de vez en cuando.',
]

/** The story: its glossary covers only "compra", so the other words go to the dictionaries. */
async function storyFor(userId: string) {
  return insertStory(userId, {
    language: 'es',
    title: 'Los zapatos',
    paragraphs: TEXT,
    glossary: { compra: { lemma: 'comprar', gloss: 'buys' } },
    word_count: 19,
  })
}

const word = (page: Page, text: string): Locator =>
  page.getByTestId('story-text').locator('[data-w]', { hasText: new RegExp(`^${text}$`) })

async function open(page: Page, text: string) {
  await word(page, text).first().click()
  const panel = page.getByTestId('word-panel')
  await panel.waitFor()
  await expect(panel.locator('p').first().textContent()).resolves.toBe(text)
  return panel
}

async function close(page: Page) {
  await page.keyboard.press('Escape')
  await page.getByTestId('word-panel').waitFor({ state: 'detached' })
}

describe('every word understood', () => {
  it('gives dictionary meanings, keeps statuses by dictionary form and own meanings across reloads', async () => {
    const { page, context, userId, consoleErrors } = await learner('es')
    const id = await storyFor(userId)
    await page.goto(`/read/story/${id}`)
    await page.getByTestId('coverage').waitFor()

    // A word the story's glossary does not have: the open dictionary answers, with its source.
    let panel = await open(page, 'marrón')
    const meaning = panel.getByTestId('word-meaning')
    await expect.poll(() => meaning.getAttribute('data-source')).toBe('dictionary')
    await expect(meaning.textContent()).resolves.toMatch(/brown/i)
    await expect(meaning.textContent()).resolves.toMatch(/Sources:/)
    await close(page)
    // The glossary still comes first where it has the word.
    panel = await open(page, 'compra')
    await expect(panel.getByTestId('word-gloss').textContent()).resolves.toBe('buys')
    await close(page)

    // Known on "zapatos" is known on "zapato": the status belongs to the dictionary form.
    panel = await open(page, 'zapatos')
    await expect(panel.getByTestId('word-lemma').textContent()).resolves.toContain('zapato')
    await panel.getByRole('button', { name: 'Known' }).click()
    await expect.poll(() => word(page, 'zapato').getAttribute('data-status')).toBe('known')
    await close(page)

    // An own meaning and a note, kept after a reload and shown first.
    panel = await open(page, 'ríe')
    await panel.getByRole('button', { name: 'Add your meaning or a note' }).click()
    await panel.getByLabel('Your meaning').fill('laughs (mine)')
    await panel.getByLabel('Note').fill('from reír')
    await panel.getByRole('button', { name: 'Save' }).click()
    await expect(panel.getByTestId('own-meaning').textContent()).resolves.toContain('laughs (mine)')
    await close(page)
    await page.reload()
    await page.getByTestId('coverage').waitFor()
    panel = await open(page, 'ríe')
    await expect(panel.getByTestId('own-meaning').textContent()).resolves.toContain('laughs (mine)')
    await expect(panel.getByTestId('own-note').textContent()).resolves.toContain('from reír')
    await expect(word(page, 'zapatos').getAttribute('data-status')).resolves.toBe('known')
    await close(page)

    expect(await seriousA11yViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('saves a two-word phrase by dragging across it, and keyboard statuses work', async () => {
    const { page, context, userId, consoleErrors } = await learner('es')
    const id = await storyFor(userId)
    await page.goto(`/read/story/${id}`)
    await page.getByTestId('coverage').waitFor()

    // Drag from "de" to "vez": the phrase panel opens.
    const from = await word(page, 'de').first().boundingBox()
    const to = await word(page, 'vez').first().boundingBox()
    if (!from || !to) throw new Error('words not laid out')
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 })
    await page.mouse.up()
    const phrasePanel = page.getByTestId('phrase-panel')
    await phrasePanel.waitFor()
    await expect(phrasePanel.textContent()).resolves.toContain('de vez')
    await phrasePanel.getByLabel('Your meaning').fill('at times')
    await phrasePanel.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => word(page, 'de').first().getAttribute('data-phrase')).not.toBeNull()
    await expect(word(page, 'vez').getAttribute('data-phrase')).resolves.not.toBeNull()
    await page.keyboard.press('Escape')

    // Keys: 2 makes the focused word learning, K known and on to the next new word, ? helps.
    await word(page, 'mercado').focus()
    await page.keyboard.press('2')
    await expect.poll(() => word(page, 'mercado').getAttribute('data-status')).toBe('learning')
    await word(page, 'nuevos').focus()
    await page.keyboard.press('k')
    await expect.poll(() => word(page, 'nuevos').getAttribute('data-status')).toBe('known')
    const focused = await page.evaluate(
      () => (document.activeElement as HTMLElement | null)?.dataset.status ?? null,
    )
    expect(focused).toBe('new')
    await page.keyboard.press('?')
    await page.getByTestId('keyboard-help').waitFor()
    await expect(page.getByTestId('keyboard-help').textContent()).resolves.toContain(
      'Known, then the next new word',
    )
    await page.keyboard.press('Escape')

    await page.reload()
    await page.getByTestId('coverage').waitFor()
    await expect.poll(() => word(page, 'de').first().getAttribute('data-phrase')).not.toBeNull()
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('lists words, exports CSV and imports it back; a bad import writes nothing; reviews three cards with the keyboard', async () => {
    const { page, context, userId, consoleErrors } = await learner('es')
    const id = await storyFor(userId)
    await page.goto(`/read/story/${id}`)
    await page.getByTestId('coverage').waitFor()
    for (const text of ['mercado', 'marrón', 'niña']) {
      await word(page, text).focus()
      await page.keyboard.press('2')
      await expect.poll(() => word(page, text).getAttribute('data-status')).toBe('learning')
    }
    await word(page, 'zapatos').focus()
    await page.keyboard.press('3')
    await expect.poll(() => word(page, 'zapato').getAttribute('data-status')).toBe('known')

    // The sidebar counts the words due.
    await expect
      .poll(() => page.getByTestId('review-due-badge').textContent(), { timeout: 15_000 })
      .toBe('3')

    await page.goto('/vocabulary')
    await expect.poll(() => page.getByTestId('vocabulary-term').count()).toBe(4)
    const terms = await page.getByTestId('vocabulary-term').allTextContents()
    // Words are kept by dictionary form: the dictionary files "niña" under "niño".
    expect(terms.sort()).toEqual(['marrón', 'mercado', 'niño', 'zapato'])
    await page.getByText('Forms: zapatos').waitFor()
    await page.getByText('Forms: niña').waitFor()
    // Server-side filters.
    await page.getByRole('button', { name: 'Known', pressed: false }).click()
    await page.waitForURL(/status=known/)
    await expect
      .poll(() => page.getByTestId('vocabulary-term').allTextContents())
      .toEqual(['zapato'])
    await page.getByRole('button', { name: 'Known', pressed: true }).click()
    await expect.poll(() => page.getByTestId('vocabulary-term').count()).toBe(4)

    // Export the CSV.
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export' }).click()
    await page.getByRole('menuitem', { name: 'CSV (re-importable)' }).click()
    const download = await downloading
    // The browser may run on another host (the e2e runner connects to it): save a local copy.
    const saved = join(tmpdir(), `words-${Date.now()}.csv`)
    await download.saveAs(saved)
    const csv = await readFile(saved, 'utf8')
    expect(csv).toContain('language,type,term,form,status,meaning')
    expect(csv).toContain('es,word,zapato,zapatos,known')

    // Everything marked ignored in bulk, then the export imported back.
    await page.getByRole('checkbox', { name: 'Select all on this page' }).click()
    await page.getByRole('toolbar').getByRole('button', { name: 'Ignored' }).click()
    await expect
      .poll(() => page.getByTestId('vocabulary-status').allTextContents())
      .toEqual(['Ignored', 'Ignored', 'Ignored', 'Ignored'])
    await page.getByRole('button', { name: 'Import CSV' }).click()
    const dialog = page.getByRole('dialog')
    // A file with one bad line: every problem named, nothing written.
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('term,status\nperro,learning\ngato,forgotten\n'),
    })
    await expect(dialog.getByTestId('import-problems').textContent()).resolves.toContain(
      'Line 3: the status must be new, learning, known or ignored',
    )
    expect(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(
      true,
    )
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'vocabulary.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    })
    await dialog.getByText('4 lines ready to import').waitFor()
    await dialog.getByRole('button', { name: 'Import', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect
      .poll(() => page.getByTestId('vocabulary-status').allTextContents())
      .toEqual(expect.arrayContaining(['Known', 'Learning', 'Learning', 'Learning']))
    const perro = (await admin(`word_statuses?user_id=eq.${userId}&word=eq.perro`, {
      method: 'GET',
    })) as unknown[]
    expect(perro).toEqual([])

    // Three learning words due: reviewed with Space and the grade keys.
    await page.goto('/vocabulary/review')
    await page.getByTestId('review-card').waitFor()
    for (let card = 1; card <= 3; card += 1) {
      await expect(page.getByTestId('review-progress').textContent()).resolves.toBe(`${card} of 3`)
      await expect(page.getByTestId('review-sentence').textContent()).resolves.toMatch(/\S/)
      await page.keyboard.press('Space')
      await page.getByTestId('review-answer').waitFor()
      await page.keyboard.press('3')
      if (card < 3) await page.getByTestId('review-answer').waitFor({ state: 'detached' })
    }
    await page.getByText('All done for now').waitFor()
    await expect
      .poll(
        async () =>
          (
            (await admin(`review_log?user_id=eq.${userId}&select=rating,mode`, {
              method: 'GET',
            })) as { rating: number }[]
          ).length,
      )
      .toBe(3)
    await page.goto('/dashboard')
    // The card shows a dash until its count has loaded.
    await expect.poll(() => page.getByTestId('review-due-count').textContent()).toBe('0')
    expect(consoleErrors).toEqual([])
    await context.close()
  })
})
