import { readFile } from 'node:fs/promises'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SUPABASE_DIR, readContentBatches } from '@fabula/local-supabase'
import { HELP_DIR, readHelpFiles } from '../scripts/help-files.js'
import { HELP_CATEGORIES, HelpArticleSchema, type HelpArticle } from './contract/index.js'

const files = await readHelpFiles()
const articles = files.flatMap((file) => (file.article ? [file.article] : []))

describe('the shipped help articles', () => {
  it('are valid, each one on its own: format, lengths and the Markdown subset', () => {
    const problems = files.flatMap((file) => file.problems.map((p) => `${file.file}: ${p}`))
    expect(problems).toEqual([])
  })

  it('are named after their slug', () => {
    expect(
      files.filter((file) => file.article && file.file !== `${file.article.slug}.json`),
    ).toEqual([])
  })

  it('number at least 20 and cover every category', () => {
    expect(articles.length).toBeGreaterThanOrEqual(20)
    expect(new Set(articles.map((a) => a.category))).toEqual(new Set(HELP_CATEGORIES))
  })

  it('hold distinct slugs and distinct positions within a category', () => {
    const slugs = articles.map((a) => a.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    const slots = articles.map((a) => `${a.category} ${a.position}`)
    expect(new Set(slots).size).toBe(slots.length)
  })

  it('describe what exists, never what is promised', () => {
    const promising = articles.filter((a) =>
      /coming soon|not yet available|will soon|in a future version/i.test(JSON.stringify(a)),
    )
    expect(promising.map((a) => a.slug)).toEqual([])
  })

  it('are all sent to the database by the content sync (supabase/content.json), as the files say', async () => {
    const synced = (await readContentBatches(DEFAULT_SUPABASE_DIR))
      .filter((batch) => batch.source.function === 'sync_shipped_help_articles')
      .flatMap((batch) => batch.items)
    const raw = await Promise.all(
      files.map(async (file) => JSON.parse(await readFile(`${HELP_DIR}${file.file}`, 'utf8'))),
    )
    expect(synced).toHaveLength(articles.length)
    expect(synced).toEqual(raw)
  })
})

describe('the article format', () => {
  const valid: HelpArticle = {
    slug: 'a-test-article',
    category: 'getting-started',
    language: 'en',
    position: 1,
    title: 'A test',
    summary: 'What a valid article looks like.',
    sections: [{ title: 'Part one', body: 'A **bold** start.\n\n- one item\n- *another* item' }],
  }
  const problemsOf = (article: unknown) =>
    v.safeParse(HelpArticleSchema, article).issues?.map((issue) => issue.message) ?? []

  it('accepts a valid article', () => {
    expect(problemsOf(valid)).toEqual([])
  })

  it.each([
    ['a link', 'See [the docs](https://example.com).'],
    ['raw HTML', 'Press <b>here</b>.'],
    ['a heading', '# Title'],
    ['a numbered list', '1. first'],
    ['code', 'Run `pnpm test`.'],
    ['an unclosed bold', 'A **bold start.'],
  ])('refuses %s in a body, naming the line', (_name, body) => {
    const problems = problemsOf({ ...valid, sections: [{ body }] })
    expect(problems.length).toBeGreaterThan(0)
    expect(problems.some((problem) => problem.startsWith('line 1:'))).toBe(true)
  })

  it.each([
    ['an upper-case slug', { slug: 'Bad-Slug' }],
    ['an unknown category', { category: 'faq' }],
    ['no sections', { sections: [] }],
    ['thirteen sections', { sections: Array.from({ length: 13 }, () => ({ body: 'Text.' })) }],
    ['a title of 101 characters', { title: 't'.repeat(101) }],
    ['a summary on two lines', { summary: 'one\ntwo' }],
    ['a position of 0', { position: 0 }],
    ['a language without search', { language: 'xx' }],
  ])('refuses %s', (_name, change) => {
    expect(problemsOf({ ...valid, ...change }).length).toBeGreaterThan(0)
  })
})
