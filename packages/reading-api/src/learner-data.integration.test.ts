// @vitest-environment node
import { AppError, getHttpStatus } from '@fabula/errors'
import { startTestServer, type TestServer, type TestUser } from '@fabula/local-supabase/testing'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  TEXT_IMPORT_LIMITS,
  createSupabaseReadingRepository,
  type ReadingRepository,
  type TextImportInput,
} from './index.js'

// Issue 15 through the real supabase-js client and the local backend, on both database engines:
// texts of their own (limits, nothing half stored, own rows only), reading progress saved and
// restored, the dashboard's cards computed in the database, the daily goal and the staff view.

const PASSWORD = 'correct-horse-battery'
const TZ = 'Europe/Madrid'

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`)
  return error
}

/** A text of `parts` parts of `words` words each ("palabra1 palabra2 …"). */
function text(parts: number, words: number, title = 'Mi texto'): TextImportInput {
  return {
    title,
    language: 'es',
    native_language: 'en',
    format: 'paste',
    parts: Array.from({ length: parts }, (_, p) => ({
      title: `${title} (${p + 1}/${parts})`,
      paragraphs: [Array.from({ length: words }, (_, w) => `palabra${p}x${w}`).join(' ')],
      word_count: words,
      coverage: 0.5,
      new_word_count: words,
    })),
  }
}

describe.each(['pglite', 'postgres'] as const)('learner data on %s', (database) => {
  let server: TestServer
  let admin: SupabaseClient
  const users: Record<string, TestUser> = {}
  const repos: Record<string, ReadingRepository> = {}
  const clients: Record<string, SupabaseClient> = {}

  async function account(name: string, role?: string) {
    const user = await server.createUser({
      email: `${name}@example.test`,
      password: PASSWORD,
      ...(role ? { role } : {}),
    })
    const client = server.createClient()
    const { error } = await client.auth.signInWithPassword({
      email: user.email,
      password: PASSWORD,
    })
    if (error) throw error
    users[name] = user
    clients[name] = client
    repos[name] = createSupabaseReadingRepository(client)
  }

  async function story(owner: string, fields: Record<string, unknown> = {}): Promise<string> {
    const { data, error } = await admin
      .from('stories')
      .insert({
        user_id: users[owner]!.id,
        language: 'es',
        native_language: 'en',
        gloss_language: 'en',
        level: 'A2',
        sub_level: 2,
        genre: 'mystery',
        title: 'Historia',
        paragraphs: ['Hola.'],
        coverage: 0.95,
        new_word_count: 1,
        word_count: 200,
        provider: 'builtin',
        ...fields,
      })
      .select('id')
      .single()
    if (error) throw error
    return (data as { id: string }).id
  }

  beforeAll(async () => {
    server = await startTestServer({ database })
    admin = server.createClient(server.serviceRoleKey)
    await account('ana')
    await account('ben')
    await account('mia', 'manager')
    await account('cas', 'cashier')
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
  })

  describe('texts of their own', () => {
    it('stores a long text as parts, lists it once as "import" and reads its parts in order', async () => {
      const imported = await repos.ana!.importText(text(3, 40, 'El faro'))
      const page = await repos.ana!.listStories({ userId: users.ana!.id, page: 1, pageSize: 50 })
      const row = page.rows.find((r) => r.import_id === imported.importId)
      expect(row).toMatchObject({
        id: imported.firstStoryId,
        title: 'El faro',
        provider: 'import',
        level: null,
        genre: null,
        word_count: 120,
        import_parts: 3,
        finished_at: null,
      })
      expect(page.rows.filter((r) => r.import_id === imported.importId)).toHaveLength(1)
      const parts = await repos.ana!.listImportParts(users.ana!.id, imported.importId)
      expect(parts.map((p) => [p.part, p.title])).toEqual([
        [1, 'El faro (1/3)'],
        [2, 'El faro (2/3)'],
        [3, 'El faro (3/3)'],
      ])
      const first = await repos.ana!.getStory(users.ana!.id, imported.firstStoryId)
      expect(first).toMatchObject({ provider: 'import', import_part: 1, level: null })
      // Read when the last part is finished.
      await repos.ana!.recordReadingEvent({
        story_id: parts[2]!.id,
        kind: 'finished',
        seconds_read: 60,
      })
      const read = await repos.ana!.listStories({
        userId: users.ana!.id,
        page: 1,
        pageSize: 50,
        read: 'read',
      })
      expect(read.rows.map((r) => r.import_id)).toContain(imported.importId)
      // Imports are not offered for comprehension tests (they have no questions).
      const recent = await repos.ana!.listRecentStories({ userId: users.ana!.id, limit: 50 })
      expect(recent.some((s) => s.provider === 'import')).toBe(false)
    })

    it('is private: another learner sees nothing of it and cannot add to it', async () => {
      const imported = await repos.ana!.importText(text(1, 10, 'Privado'))
      expect(await repos.ben!.getStory(users.ben!.id, imported.firstStoryId)).toBeNull()
      expect(await repos.ben!.listImportParts(users.ana!.id, imported.importId)).toEqual([])
      const added = await clients.ben!.rpc('add_text_import_parts', {
        p_import_id: imported.importId,
        p_parts: [],
      })
      expect(added.status).toBe(404)
      await repos.ben!.deleteTextImport(imported.importId)
      expect(await repos.ana!.getStory(users.ana!.id, imported.firstStoryId)).not.toBeNull()
    })

    it('refuses a text over the limits before any request, and the database refuses it too', async () => {
      const tooManyWords = text(41, TEXT_IMPORT_LIMITS.maxPartWords)
      expect((await rejection(repos.ben!.importText(tooManyWords))).code).toBe('INVALID_FORMAT')
      const tooManyParts = text(TEXT_IMPORT_LIMITS.maxParts + 1, 1)
      expect((await rejection(repos.ben!.importText(tooManyParts))).code).toBe('INVALID_FORMAT')
      const direct = await clients.ben!.rpc('begin_text_import', {
        p_title: 'Demasiado',
        p_language: 'es',
        p_native_language: 'en',
        p_format: 'paste',
        p_word_count: TEXT_IMPORT_LIMITS.maxWords + 1,
        p_part_count: 41,
      })
      expect(direct.status).toBe(400)
      const { count } = await admin
        .from('text_imports')
        .select('id', { count: 'exact', head: true })
        .eq('user_id', users.ben!.id)
      expect(count).toBe(0)
    })

    it('stores nothing when a part is refused, and never lists an unfinished import', async () => {
      const begun = await clients.ben!.rpc('begin_text_import', {
        p_title: 'A medias',
        p_language: 'es',
        p_native_language: 'en',
        p_format: 'txt',
        p_word_count: 20,
        p_part_count: 2,
      })
      expect(begun.error).toBeNull()
      const id = begun.data as string
      const part = {
        part: 1,
        title: 'Uno',
        paragraphs: ['uno dos'],
        word_count: 10,
        coverage: 0.5,
        new_word_count: 1,
      }
      expect(
        (await clients.ben!.rpc('add_text_import_parts', { p_import_id: id, p_parts: [part] }))
          .error,
      ).toBeNull()
      // The second part never arrives: finishing is refused and nothing is listed.
      const finish = await clients.ben!.rpc('finish_text_import', { p_import_id: id })
      expect(finish.status).toBe(400)
      const listed = await repos.ben!.listStories({ userId: users.ben!.id, page: 1, pageSize: 50 })
      expect(listed.total).toBe(0)
      // A part outside the import, or too long, is refused whole.
      const outside = await clients.ben!.rpc('add_text_import_parts', {
        p_import_id: id,
        p_parts: [
          { ...part, part: 2 },
          { ...part, part: 3 },
        ],
      })
      expect(outside.status).toBe(400)
      const long = await clients.ben!.rpc('add_text_import_parts', {
        p_import_id: id,
        p_parts: [
          { ...part, part: 2, paragraphs: ['x'.repeat(TEXT_IMPORT_LIMITS.maxPartCharacters + 1)] },
        ],
      })
      expect(long.status).toBe(400)
      const parts = await admin.from('stories').select('import_part').eq('import_id', id)
      expect(parts.data).toEqual([{ import_part: 1 }])
      // The next import removes the interrupted one.
      await repos.ben!.importText(text(1, 5, 'Entero'))
      const left = await admin
        .from('text_imports')
        .select('title,status')
        .eq('user_id', users.ben!.id)
      expect(left.data).toEqual([{ title: 'Entero', status: 'ready' }])
      // A part alone cannot be deleted; the import can, with its parts.
      const entero = (await repos.ben!.listStories({ userId: users.ben!.id, page: 1, pageSize: 5 }))
        .rows[0]!
      await clients.ben!.from('stories').delete().eq('id', entero.id)
      expect(await repos.ben!.getStory(users.ben!.id, entero.id)).not.toBeNull()
      await repos.ben!.deleteTextImport(entero.import_id!)
      expect(await repos.ben!.getStory(users.ben!.id, entero.id)).toBeNull()
    })
  })

  describe('reading progress', () => {
    it('saves how far the learner read and where they stopped, and counts the words on the server', async () => {
      const id = await story('ana', { title: 'Progreso', word_count: 400 })
      expect(await repos.ana!.getReadingPosition(users.ana!.id, id)).toBeNull()
      const started = await repos.ana!.recordReadingEvent({
        story_id: id,
        kind: 'started',
        seconds_read: 0,
      })
      expect(started).toMatchObject({ progress: 0, position: 0, words_read: 0 })
      const half = await repos.ana!.recordReadingEvent({
        story_id: id,
        kind: 'progress',
        seconds_read: 90,
        progress: 0.5,
        position: 0.4,
      })
      expect(half).toMatchObject({ progress: 0.5, position: 0.4, words_read: 200 })
      // Scrolling back up keeps the furthest share and moves the place; no words are counted twice.
      const back = await repos.ana!.recordReadingEvent({
        story_id: id,
        kind: 'progress',
        seconds_read: 10,
        progress: 0.3,
        position: 0.1,
      })
      expect(back).toMatchObject({ progress: 0.5, position: 0.1, words_read: 0 })
      expect(await repos.ana!.getReadingPosition(users.ana!.id, id)).toMatchObject({
        progress: 0.5,
        position: 0.1,
      })
      const done = await repos.ana!.recordReadingEvent({
        story_id: id,
        kind: 'finished',
        seconds_read: 30,
      })
      expect(done).toMatchObject({ progress: 1, words_read: 200 })
      const events = await repos.ana!.listReadingEvents(users.ana!.id)
      expect(
        events
          .filter((e) => e.story_id === id)
          .map((e) => e.words_read)
          .sort(),
      ).toEqual([0, 0, 200, 200])
    })

    it('refuses another learner’s story, bad shares, and words written by the client', async () => {
      const id = await story('ana', { title: 'Ajena' })
      const other = await rejection(
        repos.ben!.recordReadingEvent({ story_id: id, kind: 'started', seconds_read: 0 }),
      )
      expect(getHttpStatus(other)).toBe(404)
      const bad = await rejection(
        repos.ana!.recordReadingEvent({
          story_id: id,
          kind: 'progress',
          seconds_read: 0,
          progress: 1.5,
        }),
      )
      expect(bad.code).toBe('INVALID_FORMAT')
      // words_read is the server's: a direct insert that sets it is refused.
      const forged = await clients
        .ana!.from('reading_events')
        .insert({ story_id: id, kind: 'progress', seconds_read: 1, words_read: 99999 })
      expect([401, 403]).toContain(forged.status)
    })
  })

  describe('dashboard cards', () => {
    it('starts empty for a new learner', async () => {
      await account('new')
      expect(await repos.new!.getLearnerTotals('es')).toEqual({
        stories_read: 0,
        seconds_read: 0,
        words_read: 0,
        words_known: 0,
        tests_taken: 0,
        average_score: null,
      })
      expect(await repos.new!.getStreak(TZ)).toEqual({
        current: 0,
        longest: 0,
        active_today: false,
      })
      expect(await repos.new!.getContinueReading()).toBeNull()
      expect(await repos.new!.getNextTest()).toBeNull()
      expect(await repos.new!.getDailyGoal(TZ)).toMatchObject({
        kind: 'minutes',
        target: 10,
        chosen: false,
        words_today: 0,
      })
      const history = await repos.new!.getWordsKnownHistory('es', TZ, 7)
      expect(history).toHaveLength(7)
      expect(history.every((day) => day.words_known === 0)).toBe(true)
    })

    it('counts reading, words known, tests and the streak from the learner’s own rows', async () => {
      await account('eva')
      const eva = repos.eva!
      const id = await story('eva', { title: 'Con preguntas', word_count: 300 })
      await admin.from('story_questions').insert({
        story_id: id,
        position: 1,
        kind: 'true_false',
        prompt: '¿Sí?',
      })
      await admin.from('story_answer_keys').insert({ story_id: id, position: 1, answer: true })
      const unfinished = await story('eva', { title: 'A medio leer', word_count: 100 })
      await eva.recordReadingEvent({
        story_id: unfinished,
        kind: 'progress',
        seconds_read: 30,
        progress: 0.25,
        position: 0.2,
      })
      await eva.recordReadingEvent({
        story_id: id,
        kind: 'progress',
        seconds_read: 120,
        progress: 0.5,
        position: 0.5,
      })
      await eva.recordReadingEvent({ story_id: id, kind: 'finished', seconds_read: 60 })
      await eva.setWordStatuses(users.eva!.id, 'es', [
        { word: 'hola', status: 'known' },
        { word: 'casa', status: 'known' },
        { word: 'perro', status: 'learning' },
      ])
      await eva.setWordStatuses(users.eva!.id, 'fr', [{ word: 'chat', status: 'known' }])
      // Yesterday's reading (moved back by the service role) keeps the streak at two days.
      const old = await story('eva', { title: 'Ayer' })
      await eva.recordReadingEvent({ story_id: old, kind: 'finished', seconds_read: 20 })
      await admin
        .from('reading_events')
        .update({ created_at: new Date(Date.now() - 86_400_000).toISOString() })
        .eq('story_id', old)

      expect(await eva.getNextTest()).toMatchObject({ story_id: id, title: 'Con preguntas' })
      expect(await eva.getContinueReading()).toMatchObject({
        story_id: unfinished,
        title: 'A medio leer',
        progress: 0.25,
        position: 0.2,
      })
      const result = await eva.submitTest(id, [true])
      expect(result.score).toBe(1)
      await eva.saveVocabularyResult({ language: 'es', kind: 'cloze', score: 1, total: 2 })

      expect(await eva.getLearnerTotals('es')).toEqual({
        stories_read: 2,
        seconds_read: 230,
        words_read: 25 + 300 + 200,
        words_known: 2,
        tests_taken: 2,
        average_score: 0.75,
      })
      expect((await eva.getLearnerTotals('fr')).words_known).toBe(1)
      expect(await eva.getStreak(TZ)).toEqual({ current: 2, longest: 2, active_today: true })
      expect(await eva.getNextTest()).toBeNull()
      const history = await eva.getWordsKnownHistory('es', TZ, 3)
      expect(history.map((day) => day.words_known)).toEqual([0, 0, 2])
      const goal = await eva.getDailyGoal(TZ)
      expect(goal).toMatchObject({ words_today: 25 + 300, seconds_today: 210 })
      // Other learners see none of it.
      expect((await repos.ben!.getLearnerTotals('es')).words_known).toBe(0)
    })

    it('counts words known as statuses change, and lets a learner with known words be deleted', async () => {
      await account('kim')
      const kim = repos.kim!
      await kim.setWordStatuses(users.kim!.id, 'es', [
        { word: 'uno', status: 'known' },
        { word: 'dos', status: 'known' },
        { word: 'tres', status: 'learning' },
      ])
      expect((await kim.getLearnerTotals('es')).words_known).toBe(2)
      // Without a language, the one the learner's profile learns.
      expect((await kim.getLearnerTotals(null)).words_known).toBe(0)
      await admin.from('profiles').insert({ user_id: users.kim!.id, nl: 'en', tl: 'es' })
      expect((await kim.getLearnerTotals(null)).words_known).toBe(2)
      expect((await kim.getWordsKnownHistory(null, TZ, 1))[0]?.words_known).toBe(2)
      // Known again (no change), unknown again, newly known: 2 → 2 → 1 → 2.
      await kim.setWordStatuses(users.kim!.id, 'es', [{ word: 'uno', status: 'known' }])
      expect((await kim.getLearnerTotals('es')).words_known).toBe(2)
      await kim.setWordStatuses(users.kim!.id, 'es', [{ word: 'dos', status: 'learning' }])
      expect((await kim.getLearnerTotals('es')).words_known).toBe(1)
      await kim.setWordStatuses(users.kim!.id, 'es', [{ word: 'tres', status: 'known' }])
      await clients.kim!.from('word_statuses').delete().eq('word', 'uno')
      expect((await kim.getLearnerTotals('es')).words_known).toBe(1)
      expect((await kim.getWordsKnownHistory('es', TZ, 1))[0]?.words_known).toBe(1)
      const deleted = await admin.auth.admin.deleteUser(users.kim!.id)
      expect(deleted.error).toBeNull()
      const left = await admin.from('known_word_counts').select('hour').eq('user_id', users.kim!.id)
      expect(left.data).toEqual([])
    })

    it('keeps the daily goal server-side, within its range', async () => {
      await repos.ana!.setReadingGoal(users.ana!.id, { kind: 'words', target: 500 })
      expect(await repos.ana!.getReadingGoal(users.ana!.id)).toEqual({ kind: 'words', target: 500 })
      expect(await repos.ana!.getDailyGoal('Not/AZone')).toMatchObject({
        kind: 'words',
        target: 500,
        chosen: true,
      })
      const refused = await rejection(
        repos.ana!.setReadingGoal(users.ana!.id, { kind: 'minutes', target: 999 }),
      )
      expect(refused.code).toBe('INVALID_FORMAT')
      const direct = await clients
        .ana!.from('reading_goals')
        .upsert({ user_id: users.ana!.id, kind: 'minutes', target: 0 }, { onConflict: 'user_id' })
      expect(direct.status).toBe(400)
      expect(await repos.ben!.getReadingGoal(users.ana!.id)).toBeNull()
    })

    it('gives staff an overview, learner data only to roles that may read it, and refuses learners', async () => {
      const manager = await repos.mia!.getStaffOverview(TZ)
      expect(manager.role).toBe('manager')
      expect(manager.learners).toBeGreaterThanOrEqual(3)
      expect(manager.stories_today).toBeGreaterThan(0)
      expect(manager.active_learners_today).toBeGreaterThan(0)
      const cashier = await repos.cas!.getStaffOverview(TZ)
      expect(cashier.learners).toBe(manager.learners)
      expect(cashier.stories_today).toBeUndefined()
      const learner = await rejection(repos.ana!.getStaffOverview(TZ))
      expect(getHttpStatus(learner)).toBe(403)
    })
  })
})
