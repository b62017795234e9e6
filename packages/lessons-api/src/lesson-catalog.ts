import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import type { LESSON_TABS } from './constants.js'
import type { Lesson } from './content-schema.js'
import { failed, parseWith } from './parse.js'
import {
  LESSON_CARD_COLUMNS,
  LESSON_COLUMNS,
  LESSON_PROGRESS_COLUMNS,
  LessonCardSchema,
  LessonProgressSchema,
  toStoredLesson,
  type LessonCard,
  type LessonProgress,
  type Page,
} from './rows.js'

/** A tab of the learner's lessons. */
export type LessonTab = (typeof LESSON_TABS)[number]

/** What one page of the learner's catalogue asks for. */
export interface LessonListQuery {
  /** 1-based page. */
  page: number
  pageSize: number
  /** browse: every published lesson, the learner's language and level first. */
  tab?: LessonTab
  language?: string | undefined
  levels?: readonly string[]
  /** One of LESSON_TOPICS. */
  topic?: string | undefined
  /** Words of the title or summary, matched case-insensitively. */
  search?: string | undefined
}

// LIKE's own wildcards in the learner's text are escaped; PostgREST reads `*` as `%`, so a
// literal `*` matches any one character instead (as in @fabula/reading-api's library search).
function ilikePattern(text: string): string {
  return `*${text.replace(/[\\%_]/g, (c) => `\\${c}`).replaceAll('*', '_')}*`
}

/** PostgREST's `or=` values are comma-separated and may be quoted; quotes are doubled inside. */
function quoted(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
}

function catalogQuery(
  client: SupabaseClient,
  query: LessonListQuery,
  columns: string,
  options: { count: 'exact'; head?: boolean },
) {
  let request = client.from('lesson_catalog').select(columns, options)
  if (query.tab === 'in-progress') request = request.eq('state', 'in-progress')
  if (query.tab === 'completed') request = request.eq('state', 'completed')
  if (query.language) request = request.eq('language', query.language)
  if (query.levels?.length) request = request.in('level', [...query.levels])
  if (query.topic) request = request.contains('topics', [query.topic])
  const search = query.search?.trim()
  if (search) {
    const pattern = quoted(ilikePattern(search))
    request = request.or(`title.ilike.${pattern},summary.ilike.${pattern}`)
  }
  return request
}

/**
 * One page of published lessons with the caller's progress. Browse puts the learner's target
 * language and level first, then their language, then the rest, each in course order; the
 * in-progress tab shows the latest started first, the completed tab the latest completed first.
 *
 * @throws AppError carrying the HTTP status of a failed call, or `DATA_CORRUPTION` for bad rows
 */
export async function listLessons(
  client: SupabaseClient,
  query: LessonListQuery,
): Promise<Page<LessonCard>> {
  const from = (query.page - 1) * query.pageSize
  let request = catalogQuery(client, query, LESSON_CARD_COLUMNS, { count: 'exact' })
  if (query.tab === 'in-progress') request = request.order('started_at', { ascending: false })
  else if (query.tab === 'completed') request = request.order('completed_at', { ascending: false })
  else request = request.order('fit').order('language')
  request = request.order('level_rank').order('position').order('id')
  const { data, error, status, count } = await request.range(from, from + query.pageSize - 1)
  if (error && status === 416) {
    const head = await catalogQuery(client, query, 'id', { count: 'exact', head: true })
    if (head.error) throw failed(head.error, head.status, 'lessons.list')
    return { rows: [], total: head.count ?? 0 }
  }
  if (error) throw failed(error, status, 'lessons.list')
  return { rows: parseWith(v.array(LessonCardSchema), data, 'lessons.list'), total: count ?? 0 }
}

/** The lesson after another in its language's course. */
export interface LessonLink {
  id: string
  title: string
  level: string
}

/** A published lesson as a learner takes it. */
export interface LessonDetail {
  lesson: Lesson
  /** The caller's progress, `null` before they open it. */
  progress: LessonProgress | null
  /** The next published lesson of the same language (level, then order), if any. */
  next: LessonLink | null
}

const LessonLinkSchema = v.pipe(
  v.object({ id: v.string(), title: v.string(), level: v.string() }),
  v.transform((row): LessonLink => row),
)

const LESSON_ID = /^[a-z]{2}-(?:a1|a2|b1|b2|c1|c2)-[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * A published lesson with the learner's progress and the next lesson; `null` when no published
 * lesson has this id (unknown, or a draft — even for staff, who preview drafts elsewhere).
 *
 * @throws AppError carrying the HTTP status of a failed call, or `DATA_CORRUPTION` for bad rows
 */
export async function getLesson(
  client: SupabaseClient,
  userId: string,
  id: string,
): Promise<LessonDetail | null> {
  if (!LESSON_ID.test(id) || id.length > 80) return null
  const [lessonResult, progressResult] = await Promise.all([
    client.from('lessons').select(LESSON_COLUMNS).eq('id', id).eq('status', 'published'),
    client
      .from('lesson_progress')
      .select(LESSON_PROGRESS_COLUMNS)
      .eq('lesson_id', id)
      .eq('user_id', userId),
  ])
  if (lessonResult.error) throw failed(lessonResult.error, lessonResult.status, 'lessons.get')
  if (progressResult.error) {
    throw failed(progressResult.error, progressResult.status, 'lessons.get')
  }
  const row = lessonResult.data[0]
  if (!row) return null
  const { lesson } = toStoredLesson(row, 'lessons.get')
  const progressRow = progressResult.data[0]
  const progress = progressRow ? parseWith(LessonProgressSchema, progressRow, 'lessons.get') : null

  const rank = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'].indexOf(lesson.level) + 1
  const nextResult = await client
    .from('lesson_catalog')
    .select('id,title,level')
    .eq('language', lesson.language)
    .or(`level_rank.gt.${rank},and(level_rank.eq.${rank},position.gt.${lesson.order})`)
    .order('level_rank')
    .order('position')
    .limit(1)
  if (nextResult.error) throw failed(nextResult.error, nextResult.status, 'lessons.get')
  const nextRow = nextResult.data[0]
  return {
    lesson,
    progress,
    next: nextRow ? parseWith(LessonLinkSchema, nextRow, 'lessons.get') : null,
  }
}
