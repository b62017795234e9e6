import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
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
} from './support'

afterAll(disconnect)

const today = () => new Date().toISOString().slice(0, 10)

/** A signed-in learner of `tl` with a complete profile, and their e-mail address. */
async function learnerOf(tl: string) {
  const email = uniqueEmail('learner')
  const userId = await createUser(email, PASSWORD)
  await admin('profiles', {
    method: 'POST',
    body: { user_id: userId, wanted_name: 'Giulia', nl: 'en', tl, lang_lvl: 'A1', lang_sub_lvl: 1 },
  })
  const tracked = await newPage()
  await signIn(tracked.page, email, PASSWORD)
  return { ...tracked, email, userId }
}

/** The n-th (1-based) section card of the lesson editor. */
const editorSection = (page: Page, n: number) => page.getByTestId('editor-section').nth(n - 1)

/** The row of a chart's table fallback for a label, opened first. */
async function chartRow(chart: Locator, label: string): Promise<string> {
  const details = chart.locator('details').first()
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click()
  return (await details.locator('tbody tr').filter({ hasText: label }).last().textContent()) ?? ''
}

describe('lessons from authoring to progress', () => {
  it('a manager writes, previews and publishes a lesson; a learner takes it; progress and analytics show it', async () => {
    const slug = `saluti-${Date.now().toString(36)}`
    const title = `Ciao e arrivederci ${slug}`

    // --- The manager writes the lesson -------------------------------------------------
    const managerEmail = uniqueEmail('manager')
    await createUser(managerEmail, PASSWORD, 'manager')
    const staff = await newPage()
    const { page } = staff
    await signIn(page, managerEmail, PASSWORD)
    await page.goto('/admin/lessons')
    await page.getByRole('link', { name: 'New lesson' }).click()
    await page.waitForURL(/edit=new/)
    await expect.poll(() => page.getByTestId('editor-problems').count()).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Save and publish' }).isDisabled()

    await page.getByLabel('Language taught').selectOption('it')
    await page.getByLabel('Short name').fill(slug)
    await page.getByLabel('Title', { exact: true }).fill(title)
    await page
      .getByLabel('Summary: what learners will be able to do')
      .fill('Greet people and say goodbye in Italian.')
    await page.getByRole('combobox', { name: 'Topics (1 to 3)' }).click()
    await page.getByRole('option', { name: 'Greetings' }).click()
    await page.keyboard.press('Escape')

    const explanation = editorSection(page, 1)
    await explanation
      .getByLabel('Text')
      .fill('Say **ciao** to friends and *buongiorno* to everyone.')
    const examples = editorSection(page, 2)
    await examples.getByLabel('Sentence').fill('Ciao, Marco!')
    await examples.getByLabel('Translation').fill('Hi, Marco!')
    const choice = editorSection(page, 3)
    await choice.getByLabel('Instruction').fill('Choose the greeting.')
    await choice.getByLabel('Question or sentence').fill('In the morning you say:')
    await choice.getByLabel('Options').fill('Buonanotte\nBuongiorno')
    await choice.getByLabel('Right option').selectOption({ label: 'Buongiorno' })
    const cloze = editorSection(page, 4)
    await cloze.getByLabel('Instruction').fill('Fill in the gap.')
    await cloze.getByLabel('Sentence with gaps').fill('___, Marco!')
    await cloze.getByLabel('Answers for gap 1').fill('Ciao')

    // A half-written lesson cannot be saved; this one is complete.
    await page.getByText('Ready to save.').waitFor()
    expect(await page.getByTestId('editor-problems').count()).toBe(0)

    // The live preview is the learner's lesson: its exercises answer.
    const preview = page.getByTestId('lesson-preview')
    await preview.getByRole('heading', { name: title }).waitFor()
    await preview.getByRole('button', { name: /^Section 3:/ }).click()
    await preview.getByRole('radio', { name: 'Buongiorno' }).check({ force: true })
    await preview.getByText('Right!').waitFor()
    expect(await seriousA11yViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Save and publish' }).click()
    await page.waitForURL(new RegExp(`edit=it-a1-${slug}`))
    await page.getByTestId('editor-status').filter({ hasText: 'Published' }).waitFor()

    // --- A learner of Italian finds it and takes it ------------------------------------
    const student = await learnerOf('it')
    const learnerPage = student.page
    await learnerPage.goto('/lessons')
    await learnerPage.getByLabel('Search').fill(slug)
    const card = learnerPage.getByTestId('lesson-card').filter({ hasText: title })
    await card.waitFor()
    expect(await card.getAttribute('data-state')).toBe('new')
    await card.getByRole('link', { name: title }).click()
    await learnerPage.getByRole('heading', { level: 1, name: title }).waitFor()
    await learnerPage.getByText('ciao', { exact: true }).waitFor()

    await learnerPage.getByRole('button', { name: /^Next/ }).click()
    // Words of the lesson open the reader's word panel.
    await learnerPage.getByTestId('story-text').getByRole('button', { name: 'Marco' }).click()
    await learnerPage.getByTestId('word-panel').waitFor()
    await learnerPage.keyboard.press('Escape')

    await learnerPage.getByRole('button', { name: /^Next/ }).click()
    await learnerPage.getByRole('radio', { name: 'Buongiorno' }).check({ force: true })
    await learnerPage.getByTestId('exercise-score').filter({ hasText: '1 of 1 right' }).waitFor()
    await learnerPage.getByRole('button', { name: /^Next/ }).click()
    await learnerPage.getByRole('textbox', { name: 'Gap 1 of sentence 1' }).fill('ciao')
    await learnerPage.keyboard.press('Enter')
    await learnerPage.getByTestId('exercise-score').filter({ hasText: '1 of 1 right' }).waitFor()
    await learnerPage.getByTestId('finish-lesson').click()
    await learnerPage.getByTestId('lesson-complete').waitFor()
    expect(await learnerPage.getByTestId('lesson-complete').textContent()).toContain(
      'Your exercises: 2 of 2 right.',
    )

    await learnerPage.getByRole('link', { name: 'Your completed lessons' }).click()
    await learnerPage.waitForURL(/tab=completed/)
    await learnerPage
      .getByTestId('lesson-card')
      .filter({ hasText: title })
      .and(learnerPage.locator('[data-state="completed"]'))
      .waitFor()
    expect(student.consoleErrors).toEqual([])

    // --- The manager sees it in progress and analytics ---------------------------------
    await page.goto(`/admin/progress?language=it&active=7&q=${encodeURIComponent(student.email)}`)
    const learnerRow = page.getByRole('row').filter({ has: page.getByTestId('open-learner') })
    await learnerRow.filter({ hasText: student.email }).waitFor()
    expect(await learnerRow.count()).toBe(1)
    // The last column: lessons completed.
    expect(await learnerRow.getByRole('cell').last().textContent()).toBe('1')
    await learnerRow.getByTestId('open-learner').click()
    const detail = page.getByTestId('learner-detail')
    await detail.waitFor()
    const lessonLine = detail.getByRole('row').filter({ hasText: title })
    await lessonLine.waitFor()
    expect(await lessonLine.textContent()).toContain('Completed')
    expect(await lessonLine.textContent()).toContain('2/2')
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.keyboard.press('Escape')

    await page.goto('/admin/analytics?range=7')
    const lessonsChart = page.getByTestId('chart-lessonsCompleted')
    await lessonsChart.locator('svg').first().waitFor()
    const day = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
          new Date(`${iso}T00:00:00Z`),
        ),
      today(),
    )
    expect(Number((await chartRow(lessonsChart, day)).replace(day, ''))).toBeGreaterThanOrEqual(1)
    const active = page.getByTestId('chart-activeLearners')
    expect(Number((await chartRow(active, day)).replace(day, ''))).toBeGreaterThanOrEqual(1)
    const download = page.waitForEvent('download')
    await lessonsChart.getByRole('button', { name: /Download/ }).click()
    const folder = await mkdtemp(join(tmpdir(), 'fabula-csv-'))
    const file = join(folder, (await download).suggestedFilename())
    await (await download).saveAs(file)
    const csv = await readFile(file, 'utf8')
    await rm(folder, { recursive: true, force: true })
    expect(file).toMatch(/fabula-lessonsCompleted-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(csv).toContain(`${today()},`)
    expect(csv.split('\r\n')[0]).toBe('\uFEFFDay,Lessons completed')
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(staff.consoleErrors).toEqual([])
    await staff.context.close()
    await student.context.close()
  })

  it('shows the not-found screen for unknown and unpublished lessons', async () => {
    const { page, context, consoleErrors } = await learner('es')
    for (const path of ['/lessons/es-a1-no-such-lesson', '/lessons/not a lesson']) {
      await page.goto(path)
      await page.getByRole('heading', { name: 'Oops! Page Not Found!' }).waitFor()
      await page.getByText('There is no published lesson at this address.').waitFor()
    }
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('says clearly when the analytics dates are out of range', async () => {
    const email = uniqueEmail('admin')
    await createUser(email, PASSWORD, 'admin')
    const { page, context, consoleErrors } = await newPage()
    await signIn(page, email, PASSWORD)
    await page.goto('/admin/analytics?end=2999-01-01')
    const problem = page.getByTestId('range-problem')
    await problem.waitFor()
    expect(await problem.textContent()).toContain('which is after today')
    expect(await page.getByTestId('chart-activeLearners').count()).toBe(0)
    await problem.getByRole('button', { name: 'Show the last 30 days' }).click()
    await page.getByTestId('chart-activeLearners').waitFor()
    expect(new URL(page.url()).search).toBe('')
    expect(consoleErrors).toEqual([])
    await context.close()
  })
})
