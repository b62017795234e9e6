/**
 * Row-level security of every table of the stories migration, through the real local backend and
 * supabase-js, on PGlite and on a throwaway PostgreSQL cluster.
 */
import { startTestServer } from '@fabula/local-supabase/testing'
import type { TestServer } from '@fabula/local-supabase/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RequestView, SignedIn } from './support'
import { finished, invoke, signIn, waitFor } from './support'

// PostgreSQL binaries are found by @fabula/local-supabase/testing (PG_BIN_DIR or Debian's layout).
const databases = ['pglite', 'postgres'] as const

describe.each(databases)('RLS on the story tables (%s)', (database) => {
  let server: TestServer
  let alice: SignedIn
  let bob: SignedIn
  let storyId: string
  let requestId: string

  beforeAll(async () => {
    server = await startTestServer({ database, autoconfirm: true })
    alice = await signIn(server)
    bob = await signIn(server)
    const started = await invoke(alice.client, { genre: 'humour', length: 'short' })
    requestId = (started.body.request as RequestView).id
    const done = await waitFor(alice.client, requestId, finished)
    expect(done.status).toBe('succeeded')
    storyId = done.story_id!
    const words = await alice.client.from('word_statuses').insert([
      { language: 'es', word: 'naranja', status: 'known' },
      { language: 'es', word: 'mercado', status: 'learning' },
    ])
    expect(words.error).toBeNull()
    const event = await alice.client
      .from('reading_events')
      .insert({ story_id: storyId, kind: 'started', seconds_read: 0 })
    expect(event.error).toBeNull()
    const questions = await alice.client
      .from('story_questions')
      .select('kind')
      .eq('story_id', storyId)
    const attempt = await alice.client.rpc('submit_story_test', {
      p_story_id: storyId,
      p_answers: (questions.data ?? []).map((q) => (q.kind === 'true_false' ? false : 1)),
    })
    expect(attempt.error).toBeNull()
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
  })

  it('shows a learner only their own stories, requests, questions, statuses and events', async () => {
    for (const table of [
      'stories',
      'story_requests',
      'story_questions',
      'word_statuses',
      'reading_events',
    ]) {
      const own = await alice.client.from(table).select('*')
      expect(own.error, table).toBeNull()
      expect(own.data!.length, table).toBeGreaterThan(0)
      const other = await bob.client.from(table).select('*')
      expect(other.error, table).toBeNull()
      expect(other.data, table).toEqual([])
    }
  })

  it('never shows answer keys to a learner, not even their own', async () => {
    const keys = await alice.client.from('story_answer_keys').select('*')
    expect(keys.error).toBeNull()
    expect(keys.data).toEqual([])
    const direct = await server.db.query(
      'select count(*)::int as n from public.story_answer_keys where story_id = $1',
      [storyId],
    )
    expect(direct.rows[0]).toEqual({ n: expect.any(Number) })
    expect((direct.rows[0] as { n: number }).n).toBeGreaterThanOrEqual(5)
  })

  it('lets no one submit a test for another learner’s story', async () => {
    const result = await bob.client.rpc('submit_story_test', { p_story_id: storyId, p_answers: [] })
    expect(result.error).not.toBeNull()
    expect(result.data).toBeNull()
  })

  it('lets no one complete another learner’s request', async () => {
    const result = await bob.client.rpc('save_generated_story', {
      p_request_id: requestId,
      p_story: {},
    })
    expect(result.error).not.toBeNull()
  })

  it('blocks writes to other learners’ rows', async () => {
    const insert = await bob.client
      .from('word_statuses')
      .insert({ user_id: alice.id, language: 'es', word: 'casa', status: 'known' })
    expect(insert.error?.code).toBe('42501')

    const update = await bob.client
      .from('word_statuses')
      .update({ status: 'ignored' })
      .eq('user_id', alice.id)
      .select()
    expect(update.data ?? []).toEqual([])
    const unchanged = await alice.client
      .from('word_statuses')
      .select('status')
      .eq('word', 'naranja')
      .single()
    expect(unchanged.data?.status).toBe('known')

    const event = await bob.client
      .from('reading_events')
      .insert({ story_id: storyId, kind: 'finished', seconds_read: 60 })
    expect(event.error?.code).toBe('42501')

    const request = await bob.client
      .from('story_requests')
      .update({ status: 'canceled' })
      .eq('id', requestId)
      .select()
    expect(request.data ?? []).toEqual([])

    const deletion = await bob.client.from('stories').delete().eq('id', storyId).select()
    expect(deletion.data ?? []).toEqual([])
    const still = await alice.client.from('stories').select('id').eq('id', storyId)
    expect(still.data).toHaveLength(1)
  })

  it('does not let a learner write stories or questions directly', async () => {
    const story = await alice.client.from('stories').insert({
      language: 'es',
      native_language: 'en',
      level: 'A1',
      sub_level: 1,
      genre: 'humour',
      title: 'Forged',
      paragraphs: ['x'],
      gloss_language: 'en',
      coverage: 1,
      new_word_count: 0,
      word_count: 1,
      provider: 'builtin',
    })
    expect(story.error?.code).toBe('42501')
    const question = await alice.client
      .from('story_questions')
      .insert({ story_id: storyId, position: 9, kind: 'true_false', prompt: 'x' })
    expect(question.error?.code).toBe('42501')
  })

  it('checks values: statuses, request parameters and one active request per learner', async () => {
    const badStatus = await alice.client
      .from('word_statuses')
      .insert({ language: 'es', word: 'perro', status: 'mastered' })
    expect(badStatus.error?.code).toBe('23514')
    const badParameters = await alice.client
      .from('story_requests')
      .insert({ parameters: { genre: 'cooking', length: 'short' } })
    expect(badParameters.error?.code).toBe('23514')
    const parameters = {
      genre: 'humour',
      length: 'short',
      level: 'A1',
      sub_level: 1,
      language: 'es',
      native_language: 'en',
    }
    const first = await alice.client.from('story_requests').insert({ parameters })
    expect(first.error).toBeNull()
    const second = await alice.client.from('story_requests').insert({ parameters })
    expect(second.error?.code).toBe('23505')
    await alice.client.from('story_requests').update({ status: 'canceled' }).eq('status', 'queued')
  })

  it('lets admins and managers read learners’ data for analytics, but not cashiers or anon', async () => {
    for (const role of ['admin', 'manager']) {
      const staff = await signIn(server, { role, profile: null })
      for (const table of ['stories', 'story_requests', 'word_statuses', 'reading_events']) {
        const rows = await staff.client.from(table).select('user_id').eq('user_id', alice.id)
        expect(rows.data!.length, `${role} ${table}`).toBeGreaterThan(0)
      }
      const keys = await staff.client.from('story_answer_keys').select('*').eq('story_id', storyId)
      expect(keys.data!.length).toBeGreaterThan(0)
    }
    const cashier = await signIn(server, { role: 'cashier', profile: null })
    const anon = server.createClient()
    for (const client of [cashier.client, anon]) {
      for (const table of ['stories', 'story_requests', 'word_statuses', 'reading_events']) {
        const rows = await client.from(table).select('*')
        expect(rows.data ?? []).toEqual([])
      }
    }
  })
})
