import { AppError, getHttpStatus } from '@fabula/errors'
import { startTestServer, type TestServer } from '@fabula/local-supabase/testing'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  analyticsRange,
  createSupabaseLessonsRepository,
  todayUtc,
  type LessonsRepository,
} from './index.js'

// /admin/progress and /admin/analytics on activity that learners recorded through the API (their
// own clients, under RLS) on both database engines: the figures, filters and sorts of the learner
// table, the drill-in, every analytics series, and who may read any of it.

const PASSWORD = 'correct-horse-battery'
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`)
  return error
}

const PEOPLE = {
  ana: { profile: { wanted_name: 'Ana', tl: 'es', lang_lvl: 'A2', lang_sub_lvl: 2 } },
  ben: { profile: { wanted_name: 'Ben', tl: 'es', lang_lvl: 'B1', lang_sub_lvl: 1 } },
  cleo: { profile: { wanted_name: 'Cleo', tl: 'fr', lang_lvl: 'A1', lang_sub_lvl: 1 } },
  mia: { role: 'manager' },
  cash: { role: 'cashier' },
} as const
type Name = keyof typeof PEOPLE

describe.each(['pglite', 'postgres'] as const)('staff insights on %s', (database) => {
  let server: TestServer
  let service: SupabaseClient
  const ids = {} as Record<Name, string>
  const clients = {} as Record<Name, SupabaseClient>
  const repos = {} as Record<Name, LessonsRepository>
  const stories: Record<string, string> = {}

  async function story(owner: Name, key: string, fields: Record<string, unknown>) {
    const { data, error } = await service
      .from('stories')
      .insert({
        user_id: ids[owner],
        language: 'es',
        native_language: 'en',
        gloss_language: 'en',
        level: 'A2',
        sub_level: 2,
        genre: 'mystery',
        title: key,
        paragraphs: ['Hola.'],
        coverage: 0.95,
        new_word_count: 1,
        word_count: 1,
        provider: 'builtin',
        ...fields,
      })
      .select('id')
      .single()
    if (error) throw error
    stories[key] = (data as { id: string }).id
  }

  async function read(who: Name, key: string, kind: string, seconds: number) {
    const { error } = await clients[who]
      .from('reading_events')
      .insert({ story_id: stories[key], kind, seconds_read: seconds, position: 0 })
    if (error) throw error
  }

  beforeAll(async () => {
    server = await startTestServer({ database })
    service = server.createClient(server.serviceRoleKey)
    for (const [name, person] of Object.entries(PEOPLE) as [Name, (typeof PEOPLE)[Name]][]) {
      const user = await server.createUser({
        email: `${name}@example.test`,
        password: PASSWORD,
        ...('role' in person ? { role: person.role } : {}),
      })
      const client = server.createClient()
      const { error } = await client.auth.signInWithPassword({
        email: user.email,
        password: PASSWORD,
      })
      if (error) throw error
      ids[name] = user.id
      clients[name] = client
      repos[name] = createSupabaseLessonsRepository(client)
      if ('profile' in person) {
        const { error: profileError } = await client
          .from('profiles')
          .insert({ user_id: user.id, nl: 'en', ...person.profile })
        if (profileError) throw profileError
      }
    }

    // Ana: two stories (one finished), three comprehension tests and a vocabulary test, three
    // Spanish words known and one learning, two French words known, one lesson completed.
    await story('ana', 'ana-1', { genre: 'mystery' })
    await story('ana', 'ana-2', { genre: 'fantasy', provider: 'openai-compatible' })
    await read('ana', 'ana-1', 'started', 0)
    await read('ana', 'ana-1', 'progress', 300)
    await read('ana', 'ana-1', 'finished', 90)
    await read('ana', 'ana-1', 'finished', 0)
    await read('ana', 'ana-2', 'progress', 150)
    for (const score of [4, 5, 5]) {
      const { error } = await service.from('story_test_attempts').insert({
        user_id: ids.ana,
        story_id: stories['ana-1'],
        answers: [],
        score,
        total: 5,
      })
      if (error) throw error
    }
    const vocabulary = await clients.ana
      .from('vocabulary_test_results')
      .insert({ language: 'es', kind: 'cloze', score: 10, total: 10 })
    if (vocabulary.error) throw vocabulary.error
    const words = await clients.ana.from('word_statuses').insert([
      { user_id: ids.ana, language: 'es', word: 'hola', status: 'known' },
      { user_id: ids.ana, language: 'es', word: 'casa', status: 'known' },
      { user_id: ids.ana, language: 'es', word: 'perro', status: 'learning' },
      { user_id: ids.ana, language: 'fr', word: 'chat', status: 'known' },
      { user_id: ids.ana, language: 'fr', word: 'chien', status: 'known' },
    ])
    if (words.error) throw words.error
    // An upsert that changes a status is counted too.
    const upsert = await clients.ana
      .from('word_statuses')
      .upsert({ user_id: ids.ana, language: 'es', word: 'perro', status: 'known' })
    if (upsert.error) throw upsert.error
    const lesson = await repos.ana.getLesson(ids.ana, 'es-a1-greetings-ser-estar')
    const last = lesson!.lesson.sections.length - 1
    await repos.ana.recordProgress({
      lessonId: 'es-a1-greetings-ser-estar',
      section: last,
      complete: true,
    })

    // Ben: one B1 story finished after a minute, one poor test.
    await story('ben', 'ben-1', { level: 'B1', genre: 'horror' })
    await read('ben', 'ben-1', 'finished', 60)
    const benTest = await service.from('story_test_attempts').insert({
      user_id: ids.ben,
      story_id: stories['ben-1'],
      answers: [],
      score: 1,
      total: 5,
    })
    if (benTest.error) throw benTest.error

    // Generation requests: one that took about a second, one that failed.
    const params = {
      genre: 'mystery',
      length: 'short',
      language: 'es',
      native_language: 'en',
      level: 'A2',
      sub_level: 2,
    }
    const { data: requests, error: requestError } = await clients.ana
      .from('story_requests')
      .insert({ status: 'running', parameters: params })
      .select('id')
    if (requestError) throw requestError
    await sleep(1_100)
    const done = await service
      .from('story_requests')
      .update({ status: 'succeeded', stage: 'done', progress: 100, story_id: stories['ana-2'] })
      .eq('id', (requests as { id: string }[])[0]!.id)
    if (done.error) throw done.error
    const { data: failedRequest } = await clients.ben
      .from('story_requests')
      .insert({ status: 'running', parameters: params })
      .select('id')
    const failed = await service
      .from('story_requests')
      .update({ status: 'failed', error_code: 'PROVIDER_TIMEOUT' })
      .eq('id', (failedRequest as { id: string }[])[0]!.id)
    if (failed.error) throw failed.error
  }, 180_000)

  afterAll(async () => {
    await server?.stop()
  })

  const page = { page: 1, pageSize: 10 } as const

  describe('the learner table', () => {
    it('shows every learner (no staff) with figures from their activity', async () => {
      const byWords = await repos.mia.listLearnerProgress({ ...page, sort: 'words_known' })
      expect(byWords.rows[0]?.name).toBe('Ana')
      const { rows, total } = await repos.mia.listLearnerProgress({
        ...page,
        sort: 'name',
        descending: false,
      })
      expect(total).toBe(3)
      expect(rows.map((row) => row.name)).toEqual(['Ana', 'Ben', 'Cleo'])
      expect(rows[0]).toMatchObject({
        userId: ids.ana,
        email: 'ana@example.test',
        language: 'es',
        level: 'A2',
        subLevel: 2,
        wordsKnown: 3,
        storiesRead: 1,
        // 300 + 90 + 0 + 150 seconds.
        minutesRead: 9,
        testsTaken: 4,
        lessonsCompleted: 1,
        suggestion: { level: 'A2', subLevel: 3, direction: 'up' },
      })
      expect(rows[0]?.averageScore).toBeCloseTo((0.8 + 1 + 1 + 1) / 4)
      expect(rows[1]).toMatchObject({
        wordsKnown: 0,
        storiesRead: 1,
        minutesRead: 1,
        testsTaken: 1,
        averageScore: 0.2,
        suggestion: null,
      })
      expect(rows[2]).toMatchObject({ testsTaken: 0, averageScore: null, lastActiveAt: null })
      expect(Date.parse(rows[0]!.lastActiveAt!)).toBeGreaterThan(Date.now() - 600_000)
    })

    it('filters by language, level, activity and name or e-mail, and sorts', async () => {
      const names = async (query: Parameters<LessonsRepository['listLearnerProgress']>[0]) =>
        (await repos.mia.listLearnerProgress(query)).rows.map((row) => row.name)
      expect(await names({ ...page, language: 'fr' })).toEqual(['Cleo'])
      expect(await names({ ...page, level: 'B1' })).toEqual(['Ben'])
      expect(await names({ ...page, activeDays: 7, sort: 'name', descending: false })).toEqual([
        'Ana',
        'Ben',
      ])
      expect(await names({ ...page, search: 'CLEO@' })).toEqual(['Cleo'])
      expect(await names({ ...page, search: 'be' })).toEqual(['Ben'])
      expect(await names({ ...page, search: '%' })).toEqual([])
      expect(await names({ ...page, sort: 'average_score', descending: false })).toEqual([
        'Ben',
        'Ana',
        'Cleo',
      ])
      expect(await names({ ...page, sort: 'minutes_read' })).toEqual(['Ana', 'Ben', 'Cleo'])
      const second = await repos.mia.listLearnerProgress({ page: 2, pageSize: 2, sort: 'name' })
      expect(second.rows.map((row) => row.name)).toEqual(['Ana'])
      expect(await repos.mia.listLearnerProgress({ page: 5, pageSize: 2 })).toEqual({
        rows: [],
        total: 3,
      })
    })

    it('stays exact when a learner deletes a story', async () => {
      await story('ben', 'ben-2', {})
      await read('ben', 'ben-2', 'finished', 600)
      const before = (await repos.mia.listLearnerProgress({ ...page, level: 'B1' })).rows[0]
      expect(before).toMatchObject({ storiesRead: 2, minutesRead: 11 })
      const { error } = await clients.ben.from('stories').delete().eq('id', stories['ben-2'])
      expect(error).toBeNull()
      const after = (await repos.mia.listLearnerProgress({ ...page, level: 'B1' })).rows[0]
      expect(after).toMatchObject({ storiesRead: 1, minutesRead: 1 })
    })

    it('opens one learner: words known per day, stories, tests and lessons', async () => {
      const detail = await repos.mia.getLearnerDetail(ids.ana, 7)
      expect(detail?.learner.name).toBe('Ana')
      expect(detail?.wordsKnown).toHaveLength(7)
      expect(detail?.wordsKnown.at(-1)).toEqual({ day: todayUtc(), known: 3 })
      expect(detail?.stories.map((s) => s.title).sort()).toEqual(['ana-1', 'ana-2'])
      const first = detail?.stories.find((s) => s.title === 'ana-1')
      expect(first).toMatchObject({ secondsRead: 390 })
      expect(first?.finishedAt).not.toBeNull()
      expect(detail?.tests).toHaveLength(4)
      expect(detail?.tests.filter((t) => t.kind === 'comprehension')[0]?.storyTitle).toBe('ana-1')
      expect(detail?.lessons).toEqual([
        expect.objectContaining({
          lessonId: 'es-a1-greetings-ser-estar',
          completedAt: expect.any(String),
        }),
      ])
      expect(await repos.mia.getLearnerDetail('00000000-0000-4000-8000-000000000000')).toBeNull()
      expect(await repos.mia.getLearnerDetail(ids.cash)).toBeNull()
      expect((await rejection(repos.mia.getLearnerDetail(ids.ana, 3))).code).toBe(
        'VALUE_OUT_OF_RANGE',
      )
    })

    it.each(['ana', 'cash'] as const)(
      'is refused to %s (403), functions and tables alike',
      async (who) => {
        expect(getHttpStatus(await rejection(repos[who].listLearnerProgress(page)))).toBe(403)
        expect(getHttpStatus(await rejection(repos[who].getLearnerDetail(ids.ben)))).toBe(403)
        const { data } = await clients[who]
          .from('learner_stats')
          .select('user_id')
          .neq('user_id', ids[who])
        expect(data).toEqual([])
        const { data: days } = await clients[who]
          .from('learner_active_days')
          .select('user_id')
          .neq('user_id', ids[who])
        expect(days).toEqual([])
        const { data: progress } = await clients[who]
          .from('lesson_progress')
          .select('user_id')
          .eq('user_id', ids.ana)
        expect(who === 'ana' ? progress?.length : progress).toEqual(who === 'ana' ? 1 : [])
      },
    )

    it('refuses bad input with 400 and names it', async () => {
      const call = (args: Record<string, unknown>) =>
        clients.mia.rpc('admin_learner_progress', args)
      for (const [args, hint] of [
        [{ p_active_days: 5 }, 'ACTIVE_DAYS'],
        [{ p_sort: 'email; drop table profiles' }, 'SORT'],
        [{ p_language: 'xx' }, 'LANGUAGE'],
        [{ p_level: 'A9' }, 'LEVEL'],
        [{ p_limit: 1000 }, 'PAGE'],
        [{ p_search: 'x'.repeat(101) }, 'SEARCH'],
      ] as const) {
        const { error, status } = await call(args)
        expect(status, hint).toBe(400)
        expect(error?.hint).toBe(hint)
      }
      const early = await rejection(repos.mia.listLearnerProgress({ page: 1, pageSize: 500 }))
      expect(early.code).toBe('VALUE_OUT_OF_RANGE')
    })
  })

  describe('analytics', () => {
    const today = () => analyticsRange(7, todayUtc())

    it("show today's activity in every series", async () => {
      const range = today()
      const active = await repos.mia.getAnalytics('activeLearners', range)
      expect(active).toHaveLength(7)
      expect(active.at(-1)).toEqual({ day: range.to, learners: 2 })
      // Analytics are history: Ben's deleted story still counts as written today.
      const perDay = await repos.mia.getAnalytics('storiesPerDay', range)
      expect(perDay.at(-1)).toEqual({ day: range.to, library: 3, provider: 1 })
      const generation = (await repos.mia.getAnalytics('generation', range)).at(-1)
      expect(generation).toMatchObject({ day: range.to, requests: 2, failures: 1 })
      expect(generation?.p50_seconds).toBeGreaterThanOrEqual(1)
      expect(generation?.p95_seconds).toBeLessThan(30)
      const tests = await repos.mia.getAnalytics('testsByLevel', range)
      expect(tests.map((row) => row.level)).toEqual(['A1', 'A2', 'B1', 'B2', 'C1', 'C2'])
      expect(tests[1]).toMatchObject({ comprehension: 3, vocabulary: 1 })
      expect(tests[1]?.mean_score).toBeCloseTo(0.95)
      expect(tests[2]).toMatchObject({ comprehension: 1, vocabulary: 0, mean_score: 0.2 })
      expect(tests[0]).toMatchObject({ comprehension: 0, mean_score: null })
      const genres = await repos.mia.getAnalytics('genres', range)
      expect(genres).toEqual([
        { genre: 'mystery', stories: 2 },
        { genre: 'fantasy', stories: 1 },
        { genre: 'horror', stories: 1 },
      ])
      const lessons = await repos.mia.getAnalytics('lessonsCompleted', range)
      expect(lessons.at(-1)).toEqual({ day: range.to, completed: 1 })
      expect(lessons.slice(0, -1).every((row) => row.completed === 0)).toBe(true)
    })

    it('refuses ranges out of bounds with a clear reason, before and in the database', async () => {
      const to = todayUtc()
      const future = analyticsRange(7, '2999-01-01')
      const early = await rejection(repos.mia.getAnalytics('activeLearners', future))
      expect(early.code).toBe('VALUE_OUT_OF_RANGE')
      expect(early.record.context).toMatchObject({ problem: 'RANGE_FUTURE' })
      for (const [from, until, hint] of [
        [to, '2000-01-01', 'RANGE_REVERSED'],
        ['2000-01-01', '2000-01-02', 'RANGE_TOO_OLD'],
        [analyticsRange(400, to).from, to, 'RANGE_TOO_LONG'],
        [to, '2999-12-31', 'RANGE_FUTURE'],
      ] as const) {
        const { error, status } = await clients.mia.rpc('admin_popular_genres', {
          p_from: from,
          p_to: until,
        })
        expect(status, hint).toBe(400)
        expect(error?.hint).toBe(hint)
      }
      const { status } = await clients.mia.rpc('admin_popular_genres', {
        p_from: '2026-02-31',
        p_to: to,
      })
      expect(status).toBe(400)
    })

    it.each(['ana', 'cash'] as const)('are refused to %s (403)', async (who) => {
      const error = await rejection(repos[who].getAnalytics('activeLearners', today()))
      expect(getHttpStatus(error)).toBe(403)
      // The staff check comes before the range check: nothing is told about the arguments.
      const { status } = await clients[who].rpc('admin_active_learners', {
        p_from: null,
        p_to: null,
      })
      expect(status).toBe(403)
    })
  })
})
