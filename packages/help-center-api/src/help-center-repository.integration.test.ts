import { AppError, getHttpStatus } from '@fabula/errors'
import { startTestServer, type TestServer } from '@fabula/local-supabase/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account, call, type Account } from '../test/support'
import { readHelpFiles } from '../scripts/help-files.js'
import {
  SNIPPET_MARK,
  createSupabaseHelpCenterRepository,
  type HelpCenterRepository,
} from './index.js'
import type { HelpArticleDraft } from './contract/index.js'

// The help center with the real supabase-js client over HTTP against the local backend, on both
// database engines: seeded articles, full-text search ranked in the database, votes under
// row-level security, and edits only through the help-center function.

const shipped = (await readHelpFiles()).flatMap((file) => (file.article ? [file.article] : []))
const forStaff = shipped.filter((article) => article.category === 'for-staff').length

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`)
  return error
}

const DRAFT: HelpArticleDraft = {
  slug: 'tea-breaks',
  category: 'getting-started',
  position: 90,
  title: 'Tea breaks between stories',
  summary: 'Why a short pause after each story helps new words settle.',
  sections: [{ title: 'Rest', body: 'A **short** pause lets new words settle.' }],
}

describe.each(['pglite', 'postgres'] as const)('help center on %s', (database) => {
  let server: TestServer
  let learner: Account
  let other: Account
  let admin: Account
  let manager: Account
  const repo: Record<string, HelpCenterRepository> = {}

  beforeAll(async () => {
    server = await startTestServer({ database })
    learner = await account(server)
    other = await account(server)
    admin = await account(server, 'admin')
    manager = await account(server, 'manager')
    for (const [name, who] of Object.entries({ learner, other, admin, manager })) {
      repo[name] = createSupabaseHelpCenterRepository(who.client)
    }
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
  })

  it('has every shipped article from the content sync, staff guides for staff only', async () => {
    const forLearner = await repo.learner!.listArticles()
    expect(forLearner.total).toBe(shipped.length - forStaff)
    expect(forLearner.rows.some((row) => row.category === 'for-staff')).toBe(false)
    expect(forLearner.rows.every((row) => row.status === 'published')).toBe(true)
    const forManager = await repo.manager!.listArticles()
    expect(forManager.total).toBe(shipped.length)
    const guide = await repo.learner!.getArticle('connecting-apps')
    expect(guide).toBeNull()
    expect((await repo.manager!.getArticle('connecting-apps'))?.title).toBe(
      shipped.find((article) => article.slug === 'connecting-apps')?.title,
    )
  })

  it('finds the coverage article first for "coverage", with the match marked in the snippet', async () => {
    const hits = await repo.learner!.searchArticles({ text: 'coverage' })
    expect(hits[0]?.slug).toBe('how-coverage-is-measured')
    expect(hits[0]?.snippet).toContain(`${SNIPPET_MARK.start}`)
    expect(hits.map((hit) => hit.rank)).toEqual(
      [...hits.map((hit) => hit.rank)].sort((a, b) => b - a),
    )
  })

  it('matches word stems and a half-typed last word', async () => {
    const stems = await repo.learner!.searchArticles({ text: 'measuring statuses' })
    expect(stems.map((hit) => hit.slug)).toContain('how-coverage-is-measured')
    const prefix = await repo.learner!.searchArticles({ text: 'vocabul' })
    expect(prefix[0]?.slug).toBe('vocabulary-tests')
    expect(await repo.learner!.searchArticles({ text: 'zzqxv' })).toEqual([])
    expect(await repo.learner!.searchArticles({ text: '   ' })).toEqual([])
  })

  it('treats any search text as words, never as query syntax', async () => {
    for (const text of ["'; drop table help_articles; --", '%_\\', '& | ! :* ()', '"unclosed']) {
      await expect(repo.learner!.searchArticles({ text })).resolves.toBeInstanceOf(Array)
    }
    expect((await repo.learner!.listArticles()).total).toBe(shipped.length - forStaff)
  })

  it('refuses a text-search configuration that does not exist as bad input, never a 500', async () => {
    for (const config of [0, 1, '4294967295']) {
      const { error, status } = await learner.client.rpc('help_search_query', {
        p_config: config,
        p_text: 'coverage',
      })
      expect(status).toBe(400)
      expect(error?.code).toBe('22023')
    }
    const { data, status } = await learner.client.rpc('help_search_query', {
      p_config: 'english',
      p_text: 'measuring',
    })
    expect(status).toBe(200)
    expect(data).toContain("'measur'")
  })

  it('keeps one vote per learner and article, private to its author', async () => {
    const article = (await repo.learner!.getArticle('word-statuses'))!
    expect(await repo.learner!.getMyVote(learner.id, article.id)).toBeNull()
    await repo.learner!.vote(learner.id, article.id, true)
    await repo.learner!.vote(learner.id, article.id, false)
    expect(await repo.learner!.getMyVote(learner.id, article.id)).toBe(false)
    await repo.other!.vote(other.id, article.id, true)
    // Nobody reads another learner's vote, even by naming them.
    expect(await repo.other!.getMyVote(learner.id, article.id)).toBeNull()
    const { rows } = await server.db.query(
      'select user_id, helpful from public.help_article_votes where article_id = $1',
      [article.id],
    )
    expect(rows).toHaveLength(2)
    // Only editors see the totals.
    expect(getHttpStatus(await rejection(repo.learner!.getFeedback()))).toBe(403)
    expect((await repo.admin!.getFeedback()).get(article.id)).toEqual({ helpful: 1, notHelpful: 1 })
    // A vote in someone else's name is refused.
    const forged = await learner.client
      .from('help_article_votes')
      .insert({ article_id: article.id, user_id: other.id, helpful: false })
    expect(forged.error).not.toBeNull()
  })

  it('lets editors write through the function only, with the lesson Markdown rules', async () => {
    const direct = await admin.client
      .from('help_articles')
      .update({ title: 'Hacked' })
      .neq('slug', '')
    expect(direct.error?.code).toBe('42501')
    expect(getHttpStatus(await rejection(repo.learner!.saveArticle(DRAFT)))).toBe(403)
    expect(getHttpStatus(await rejection(repo.manager!.saveArticle(DRAFT)))).toBe(403)

    // The function checks the format itself, whatever the browser sent.
    const bad = await call(admin.client, 'help-center', {
      action: 'save',
      article: { ...DRAFT, sections: [{ body: 'See <a href="x">this</a>\n\n# Heading' }] },
    })
    expect(bad.status).toBe(400)
    const messages = JSON.stringify(bad.body)
    expect(messages).toContain('line 1: raw HTML is not allowed')
    expect(messages).toContain('line 3: headings are not allowed')

    const draft = await repo.admin!.saveArticle(DRAFT)
    expect(draft).toMatchObject({ slug: 'tea-breaks', status: 'draft', published_at: null })
    expect(await repo.learner!.getArticle('tea-breaks')).toBeNull()
    expect(
      (await repo.learner!.searchArticles({ text: 'tea breaks' })).map((h) => h.slug),
    ).not.toContain('tea-breaks')

    const taken = await rejection(repo.admin!.saveArticle({ ...DRAFT, slug: 'word-statuses' }))
    expect(getHttpStatus(taken)).toBe(409)
    expect(taken.record.context).toMatchObject({ function: { reason: 'slug_taken' } })

    const published = await repo.admin!.setPublished(draft.id, true)
    expect(published.status).toBe('published')
    expect((await repo.learner!.searchArticles({ text: 'tea breaks' }))[0]?.slug).toBe('tea-breaks')

    const edited = await repo.admin!.saveArticle(
      { ...DRAFT, title: 'Short breaks between stories' },
      draft.id,
    )
    expect(edited).toMatchObject({ status: 'published', title: 'Short breaks between stories' })

    await repo.admin!.setPublished(draft.id, false)
    expect(await repo.learner!.getArticle('tea-breaks')).toBeNull()
    const missing = await rejection(
      repo.admin!.setPublished('00000000-0000-4000-8000-000000000000', true),
    )
    expect(getHttpStatus(missing)).toBe(404)
  })
})
