import { AppError, getHttpStatus } from '@fabula/errors'
import { startTestServer, type TestServer } from '@fabula/local-supabase/testing'
import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readLessonFiles } from '../scripts/lesson-files.js'
import { BROKEN_LESSONS, validLesson, type LooseLesson } from '../test/lessons.js'
import {
  LESSON_TOPICS,
  LessonSchema,
  createSupabaseLessonsRepository,
  type Lesson,
  type LessonsRepository,
} from './index.js'
import { lessonRowOf } from './rows.js'

// Lessons through the real supabase-js client over HTTP against the local backend, on both of its
// database engines: who may read and write what, the publish rules, the content check in the
// database (held to the same broken lessons as LessonSchema), and learners' progress.

const PASSWORD = 'correct-horse-battery'
const ROLES = ['learner', 'other', 'cashier', 'manager', 'admin', 'superadmin'] as const
type Who = (typeof ROLES)[number]

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`)
  return error
}

/** A lesson of the test's own, so tests do not depend on one another. */
function lessonNamed(slug: string, change: (lesson: LooseLesson) => void = () => undefined) {
  const lesson = validLesson() as LooseLesson
  lesson.id = `es-a1-${slug}`
  lesson.title = `Lesson ${slug}`
  change(lesson)
  return lesson as unknown as Lesson
}

describe.each(['pglite', 'postgres'] as const)('lessons on %s', (database) => {
  let server: TestServer
  const ids = {} as Record<Who, string>
  const clients = {} as Record<Who, SupabaseClient>
  const repos = {} as Record<Who, LessonsRepository>

  const lessonCount = async () =>
    Number(
      (await server.db.query<{ n: number }>('select count(*)::int as n from lessons')).rows[0]?.n,
    )

  beforeAll(async () => {
    server = await startTestServer({ database })
    for (const who of ROLES) {
      const role = ['learner', 'other'].includes(who) ? undefined : who
      const user = await server.createUser({
        email: `${who}@example.test`,
        password: PASSWORD,
        ...(role ? { role } : {}),
      })
      const client = server.createClient()
      const { error } = await client.auth.signInWithPassword({
        email: user.email,
        password: PASSWORD,
      })
      if (error) throw error
      ids[who] = user.id
      clients[who] = client
      repos[who] = createSupabaseLessonsRepository(client)
    }
    await server.db.query(
      `insert into profiles (user_id, wanted_name, nl, tl, lang_lvl, lang_sub_lvl)
       values ($1, 'Lea', 'en', 'fr', 'A2', 2)`,
      [ids.learner],
    )
  }, 180_000)

  afterAll(async () => {
    await server?.stop()
  })

  describe('the shipped lessons', () => {
    it('reach the database through the content sync as published, and it accepts every one', async () => {
      const { rows } = await server.db.query<{ language: string; n: number; ok: number }>(
        `select language, count(*)::int as n,
                count(*) filter (where status = 'published'
                                   and lesson_sections_problem(sections) is null)::int as ok
         from lessons group by language order by language`,
      )
      expect(rows.map((row) => row.language)).toEqual([
        'ar',
        'de',
        'en',
        'es',
        'fr',
        'it',
        'ja',
        'pt',
        'ru',
        'zh',
      ])
      for (const row of rows) {
        expect(row.n).toBeGreaterThanOrEqual(12)
        expect(row.ok).toBe(row.n)
      }
    })

    it('are in the database exactly as their files say', async () => {
      const shipped = (await readLessonFiles())
        .flatMap((file) => (file.lesson ? [file.lesson] : []))
        .sort((a, b) => (a.id < b.id ? -1 : 1))
      const { rows } = await server.db.query(
        `select id, title, summary, topics, position as "order", sections
         from lessons where author_id is null order by id collate "C"`,
      )
      expect(rows).toEqual(
        shipped.map(({ id, title, summary, topics, order, sections }) => ({
          id,
          title,
          summary,
          topics,
          order,
          sections,
        })),
      )
    })

    it('read back through LessonSchema', async () => {
      const detail = await repos.learner.getLesson(ids.learner, 'de-a1-greetings-sein')
      expect(detail?.lesson.title).toBe('Hallo! Greetings, sein and heißen')
      expect(v.safeParse(LessonSchema, detail?.lesson).success).toBe(true)
      expect(detail?.next?.id).toBe('de-a1-articles-and-gender')
    })

    it('use the same topic list as the content format', async () => {
      const { rows } = await server.db.query<{ topics: string[] }>(
        'select lesson_topics() as topics',
      )
      expect(rows[0]?.topics).toEqual([...LESSON_TOPICS])
    })
  })

  describe('who may write', () => {
    it.each(['learner', 'cashier'] as const)('refuses every write from a %s', async (who) => {
      const before = await lessonCount()
      const create = await rejection(repos[who].createLesson(lessonNamed(`by-${who}`), 'draft'))
      expect(getHttpStatus(create)).toBe(403)
      // Row-level security hides the lesson from the update: nothing to change, nothing changed.
      const update = await rejection(
        repos[who].updateLesson(
          {
            ...(await repos.manager.getAdminLesson('es-a1-greetings-ser-estar'))!.lesson,
            title: 'X',
          },
          'published',
        ),
      )
      expect(getHttpStatus(update)).toBe(404)
      expect(
        getHttpStatus(await rejection(repos[who].moveLesson('es-a1-greetings-ser-estar', 2))),
      ).toBe(403)
      expect(
        getHttpStatus(
          await rejection(repos[who].duplicateLesson('es-a1-greetings-ser-estar', 'B2')),
        ),
      ).toBe(403)
      expect(getHttpStatus(await rejection(repos[who].listLessonAuthors()))).toBe(403)
      expect(await lessonCount()).toBe(before)
      const stored = await repos.manager.getAdminLesson('es-a1-greetings-ser-estar')
      expect(stored?.lesson.title).not.toBe('X')
    })

    it.each(['manager', 'admin', 'superadmin'] as const)(
      'lets a %s create, edit, publish, unpublish and delete a draft',
      async (who) => {
        const lesson = lessonNamed(`by-${who}`)
        const created = await repos[who].createLesson(lesson, 'draft')
        expect(created).toMatchObject({ status: 'draft', authorId: ids[who], publishedAt: null })
        // The order comes from the database: the end of Spanish A1.
        const last = await server.db.query<{ n: number }>(
          `select max(position)::int as n from lessons where language = 'es' and level = 'A1'`,
        )
        expect(created.lesson.order).toBe(last.rows[0]?.n)

        const edited = await repos[who].updateLesson(
          { ...created.lesson, title: 'Renamed' },
          'draft',
        )
        expect(edited.lesson.title).toBe('Renamed')
        expect(edited.authorId).toBe(ids[who])

        await repos[who].setLessonStatus(lesson.id, 'published')
        const published = await repos[who].getAdminLesson(lesson.id)
        expect(published?.status).toBe('published')
        expect(published?.publishedAt).not.toBeNull()
        expect(getHttpStatus(await rejection(repos[who].deleteLesson(lesson.id)))).toBe(404)

        await repos[who].setLessonStatus(lesson.id, 'draft')
        await repos[who].deleteLesson(lesson.id)
        expect(await repos[who].getAdminLesson(lesson.id)).toBeNull()
      },
    )

    it('refuses a taken id with 409 and keeps the id, language and level of a lesson', async () => {
      const error = await rejection(
        repos.manager.createLesson(
          { ...(await repos.manager.getAdminLesson('es-a1-greetings-ser-estar'))!.lesson },
          'draft',
        ),
      )
      expect(getHttpStatus(error)).toBe(409)
      expect(error.code).toBe('DUPLICATE_VALUE')
      const { error: moved, status } = await clients.manager
        .from('lessons')
        .update({ level: 'B1' })
        .eq('id', 'es-a1-greetings-ser-estar')
      expect(moved?.code).toBe('22023')
      expect(status).toBe(400)
    })

    it('lists authors and filters the authoring list by author, status, language and level', async () => {
      await repos.admin.createLesson(lessonNamed('listed'), 'draft')
      const authors = await repos.manager.listLessonAuthors()
      expect(authors).toContainEqual({ id: ids.admin, name: 'admin@example.test' })
      const mine = await repos.manager.listAdminLessons({
        page: 1,
        pageSize: 50,
        author: ids.admin,
      })
      expect(mine.rows.map((row) => row.id)).toEqual(['es-a1-listed'])
      const drafts = await repos.manager.listAdminLessons({
        page: 1,
        pageSize: 50,
        status: 'draft',
        language: 'es',
        level: 'A1',
      })
      expect(drafts.rows.every((row) => row.status === 'draft' && row.level === 'A1')).toBe(true)
      const shipped = await repos.manager.listAdminLessons({
        page: 1,
        pageSize: 3,
        author: 'fabula',
        language: 'de',
        level: 'A1',
      })
      expect(shipped.total).toBeGreaterThanOrEqual(4)
      expect(shipped.rows.map((row) => row.order)).toEqual([1, 2, 3])
      const past = await repos.manager.listAdminLessons({
        page: 99,
        pageSize: 50,
        author: 'fabula',
        language: 'de',
        level: 'A1',
      })
      expect(past).toEqual({ rows: [], total: shipped.total })
      // A learner sees only published lessons there too.
      const learnerView = await repos.learner.listAdminLessons({
        page: 1,
        pageSize: 50,
        status: 'draft',
      })
      expect(learnerView.total).toBe(0)
    })

    it('reorders within a language and level and duplicates to another level as a draft', async () => {
      const course = async () =>
        (
          await repos.manager.listAdminLessons({
            page: 1,
            pageSize: 50,
            language: 'it',
            level: 'A1',
          })
        ).rows.map((row) => row.id)
      const before = await course()
      await repos.manager.moveLesson(before[0]!, 3)
      expect(await course()).toEqual([before[1], before[2], before[0], ...before.slice(3)])
      await repos.manager.moveLesson(before[0]!, 1)
      expect(await course()).toEqual(before)
      const outside = await rejection(repos.manager.moveLesson(before[0]!, 99))
      expect(getHttpStatus(outside)).toBe(400)
      expect(getHttpStatus(await rejection(repos.manager.moveLesson('it-a1-nothing', 1)))).toBe(404)

      const copy = await repos.manager.duplicateLesson(before[0]!, 'B2')
      expect(copy).toBe(before[0]!.replace('-a1-', '-b2-'))
      const stored = await repos.manager.getAdminLesson(copy)
      expect(stored).toMatchObject({ status: 'draft', authorId: ids.manager })
      expect(stored?.lesson.level).toBe('B2')
      const again = await repos.manager.duplicateLesson(before[0]!, 'B2')
      expect(again).toBe(`${copy}-2`)
      expect(getHttpStatus(await rejection(repos.manager.duplicateLesson(before[0]!, 'D1')))).toBe(
        400,
      )
    })
  })

  describe('the content check in the database', () => {
    it.each(BROKEN_LESSONS)('refuses a lesson with %s and stores nothing', async (name, change) => {
      const lesson = validLesson() as LooseLesson
      change(lesson)
      lesson.id = lesson.id.startsWith('es-a1-')
        ? `es-a1-broken-${BROKEN_LESSONS.findIndex(([n]) => n === name)}`
        : lesson.id
      expect(v.safeParse(LessonSchema, lesson).success).toBe(false)
      // The repository refuses before any request …
      const early = await rejection(
        repos.manager.createLesson(lesson as unknown as Lesson, 'draft'),
      )
      expect(early.code).toBe('INVALID_FORMAT')
      // … and the database refuses the same lesson sent around it.
      const before = await lessonCount()
      const { error, status } = await clients.manager
        .from('lessons')
        .insert({ ...lessonRowOf(lesson as unknown as Lesson), position: 900 })
      expect(status).toBe(400)
      expect(['23514', '22023', '23502']).toContain(error?.code)
      expect(await lessonCount()).toBe(before)
    })

    it('names the broken field in the error', async () => {
      const lesson = lessonNamed('named-error', (l) => {
        const question = (l.sections[2] as unknown as { questions: { answer: number }[] })
          .questions[0]!
        question.answer = 7
      })
      const { error } = await clients.manager
        .from('lessons')
        .insert({ ...lessonRowOf(lesson), position: 901 })
      expect(error).toMatchObject({
        code: '23514',
        message: 'lesson content is invalid',
        details: 'sections.2.questions.0.answer: answer must be the index of one of the options',
        hint: 'LESSON_INVALID',
      })
    })
  })

  describe('learners', () => {
    it('see published lessons of every language, theirs first, and never drafts', async () => {
      await repos.manager.createLesson(lessonNamed('hidden-draft'), 'draft')
      const page = await repos.learner.listLessons({ page: 1, pageSize: 100, tab: 'browse' })
      expect(page.total).toBeGreaterThanOrEqual(72)
      // Profile: French A2. French A2 first, then the rest of French, then other languages.
      const firstOther = page.rows.findIndex((row) => row.language !== 'fr')
      expect(page.rows.slice(0, firstOther).every((row) => row.language === 'fr')).toBe(true)
      expect(page.rows[0]).toMatchObject({ language: 'fr', level: 'A2', state: 'new' })
      expect(page.rows.some((row) => row.id === 'es-a1-hidden-draft')).toBe(false)
      expect(await repos.learner.getLesson(ids.learner, 'es-a1-hidden-draft')).toBeNull()
      expect(await repos.learner.getLesson(ids.learner, 'es-a1-no-such-lesson')).toBeNull()
      expect(await repos.learner.getLesson(ids.learner, '../etc')).toBeNull()
      // Staff, who may read drafts, still get none on the learner's page.
      expect(await repos.manager.getLesson(ids.manager, 'es-a1-hidden-draft')).toBeNull()
    })

    it('filter the catalogue by level, topic and words of the title or summary', async () => {
      const b1 = await repos.learner.listLessons({
        page: 1,
        pageSize: 100,
        levels: ['B1'],
        language: 'de',
      })
      expect(b1.rows.length).toBeGreaterThanOrEqual(2)
      expect(b1.rows.every((row) => row.level === 'B1' && row.language === 'de')).toBe(true)
      const topic = await repos.learner.listLessons({
        page: 1,
        pageSize: 100,
        topic: 'grammar:cases',
      })
      expect(topic.rows.every((row) => row.topics.includes('grammar:cases'))).toBe(true)
      expect(topic.total).toBeGreaterThan(0)
      const search = await repos.learner.listLessons({ page: 1, pageSize: 100, search: 'heißen' })
      expect(search.rows.map((row) => row.id)).toContain('de-a1-greetings-sein')
      const odd = await repos.learner.listLessons({
        page: 1,
        pageSize: 100,
        search: '100%_"x",(y)',
      })
      expect(odd).toEqual({ rows: [], total: 0 })
    })

    it('record progress, keep the furthest section and the newest scores, and complete once', async () => {
      const id = 'fr-a1-greetings-etre'
      const lesson = (await repos.learner.getLesson(ids.learner, id))!.lesson
      const last = lesson.sections.length - 1
      const exercise = lesson.sections.findIndex((section) => section.kind === 'exercise')
      await repos.learner.recordProgress({ lessonId: id, section: 2 })
      await repos.learner.recordProgress({ lessonId: id, section: 1 })
      await repos.learner.recordProgress({
        lessonId: id,
        section: exercise,
        result: { correct: 1, total: 4 },
      })
      const retried = await repos.learner.recordProgress({
        lessonId: id,
        section: exercise,
        result: { correct: 4, total: 4 },
      })
      expect(retried.sectionReached).toBe(Math.max(2, exercise))
      expect(retried.exerciseResults).toEqual({ [exercise]: { correct: 4, total: 4 } })
      expect(retried.completedAt).toBeNull()
      const inProgress = await repos.learner.listLessons({
        page: 1,
        pageSize: 50,
        tab: 'in-progress',
      })
      expect(inProgress.rows.map((row) => row.id)).toEqual([id])

      const early = await rejection(
        repos.learner.recordProgress({ lessonId: id, section: 0, complete: true }),
      )
      expect(getHttpStatus(early)).toBe(400)
      const done = await repos.learner.recordProgress({
        lessonId: id,
        section: last,
        complete: true,
      })
      expect(done.completedAt).not.toBeNull()
      const again = await repos.learner.recordProgress({
        lessonId: id,
        section: last,
        complete: true,
      })
      expect(again.completedAt).toBe(done.completedAt)
      const completed = await repos.learner.listLessons({ page: 1, pageSize: 50, tab: 'completed' })
      expect(completed.rows).toEqual([expect.objectContaining({ id, state: 'completed' })])
      expect((await repos.learner.getLesson(ids.learner, id))?.progress?.completedAt).toBe(
        done.completedAt,
      )
    })

    it('refuse progress on drafts, unknown lessons, sections and results outside the lesson', async () => {
      await repos.manager.createLesson(lessonNamed('draft-progress'), 'draft')
      const draft = await rejection(
        repos.learner.recordProgress({ lessonId: 'es-a1-draft-progress', section: 0 }),
      )
      expect(getHttpStatus(draft)).toBe(404)
      const unknown = await rejection(
        repos.learner.recordProgress({ lessonId: 'es-a1-nope', section: 0 }),
      )
      expect(getHttpStatus(unknown)).toBe(404)
      const beyond = await rejection(
        repos.learner.recordProgress({ lessonId: 'es-a1-greetings-ser-estar', section: 9 }),
      )
      expect(getHttpStatus(beyond)).toBe(400)
      // A score for a section that is no exercise, or an impossible score, sent around the schema.
      const { status: notExercise } = await clients.learner.rpc('record_lesson_progress', {
        p_lesson_id: 'es-a1-greetings-ser-estar',
        p_section: 0,
        p_result: { correct: 1, total: 1 },
      })
      expect(notExercise).toBe(400)
      for (const result of [
        { correct: 5, total: 4 },
        { correct: '1', total: 2 },
        [1, 2],
        'x',
        { correct: 1, total: 2, extra: 1 },
      ]) {
        const { status } = await clients.learner.rpc('record_lesson_progress', {
          p_lesson_id: 'es-a1-greetings-ser-estar',
          p_section: 4,
          p_result: result,
        })
        expect(status, JSON.stringify(result)).toBe(400)
      }
    })

    it("never read or write another learner's progress", async () => {
      await repos.other.recordProgress({ lessonId: 'it-a1-greetings-essere', section: 1 })
      const { data } = await clients.learner
        .from('lesson_progress')
        .select('user_id')
        .eq('user_id', ids.other)
      expect(data).toEqual([])
      // Progress is always the caller's own: there is no way to name someone else.
      const { error } = await clients.learner.from('lesson_progress').insert({
        user_id: ids.other,
        lesson_id: 'it-a1-greetings-essere',
      })
      expect(error?.code).toBe('42501')
      const theirs = await repos.other.getLesson(ids.other, 'it-a1-greetings-essere')
      expect(theirs?.progress?.sectionReached).toBe(1)
      const mine = await repos.learner.getLesson(ids.learner, 'it-a1-greetings-essere')
      expect(mine?.progress).toBeNull()
      // Staff read it (PRODUCT.md §2: progress is theirs to watch).
      const { data: staffView } = await clients.manager
        .from('lesson_progress')
        .select('section_reached')
        .eq('user_id', ids.other)
      expect(staffView).toEqual([{ section_reached: 1 }])
    })
  })
})
