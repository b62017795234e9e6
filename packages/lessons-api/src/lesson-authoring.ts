import { AppError } from '@fabula/errors'
import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { LESSON_STATUSES, type ADMIN_LESSON_SORTS } from './constants.js'
import { LessonSchema, type Lesson } from './content-schema.js'
import { failed, parseWith } from './parse.js'
import {
  LESSON_COLUMNS,
  LESSON_SUMMARY_COLUMNS,
  LessonAuthorSchema,
  LessonSummarySchema,
  lessonRowOf,
  toStoredLesson,
  type LessonAuthor,
  type LessonStatus,
  type LessonSummary,
  type Page,
  type StoredLesson,
} from './rows.js'

/** What one page of the authoring list asks for. */
export interface AdminLessonQuery {
  /** 1-based page. */
  page: number
  pageSize: number
  language?: string | undefined
  level?: string | undefined
  status?: LessonStatus | undefined
  /** Lessons of this author; `'fabula'` for the lessons Fabula ships (no author). */
  author?: string | undefined
  /** Words of the title or the id. */
  search?: string | undefined
  sort?: (typeof ADMIN_LESSON_SORTS)[number]
}

function ilikePattern(text: string): string {
  return `*${text.replace(/[\\%_]/g, (c) => `\\${c}`).replaceAll('*', '_')}*`
}

function quoted(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
}

function summariesQuery(
  client: SupabaseClient,
  query: AdminLessonQuery,
  columns: string,
  options: { count: 'exact'; head?: boolean },
) {
  let request = client.from('lesson_summaries').select(columns, options)
  if (query.language) request = request.eq('language', query.language)
  if (query.level) request = request.eq('level', query.level)
  if (query.status) request = request.eq('status', query.status)
  if (query.author === 'fabula') request = request.is('author_id', null)
  else if (query.author) request = request.eq('author_id', query.author)
  const search = query.search?.trim()
  if (search) {
    const pattern = quoted(ilikePattern(search))
    request = request.or(`title.ilike.${pattern},id.ilike.${pattern}`)
  }
  return request
}

/**
 * One page of the authoring list (drafts included for staff), filtered and counted on the server.
 *
 * @throws AppError carrying the HTTP status of a failed call, or `DATA_CORRUPTION` for bad rows
 */
export async function listAdminLessons(
  client: SupabaseClient,
  query: AdminLessonQuery,
): Promise<Page<LessonSummary>> {
  const from = (query.page - 1) * query.pageSize
  let request = summariesQuery(client, query, LESSON_SUMMARY_COLUMNS, { count: 'exact' })
  request =
    query.sort === 'updated'
      ? request.order('updated_at', { ascending: false })
      : request.order('language').order('level_rank').order('position')
  const { data, error, status, count } = await request
    .order('id')
    .range(from, from + query.pageSize - 1)
  if (error && status === 416) {
    const head = await summariesQuery(client, query, 'id', { count: 'exact', head: true })
    if (head.error) throw failed(head.error, head.status, 'lessons.adminList')
    return { rows: [], total: head.count ?? 0 }
  }
  if (error) throw failed(error, status, 'lessons.adminList')
  return {
    rows: parseWith(v.array(LessonSummarySchema), data, 'lessons.adminList'),
    total: count ?? 0,
  }
}

/**
 * A lesson of any status with its body, for the editor; `null` when there is none the caller may
 * see (learners only see published lessons).
 *
 * @throws AppError carrying the HTTP status of a failed call, or `DATA_CORRUPTION` for bad rows
 */
export async function getAdminLesson(
  client: SupabaseClient,
  id: string,
): Promise<StoredLesson | null> {
  const { data, error, status } = await client.from('lessons').select(LESSON_COLUMNS).eq('id', id)
  if (error) throw failed(error, status, 'lessons.adminGet')
  const row = data[0]
  return row ? toStoredLesson(row, 'lessons.adminGet') : null
}

/**
 * The lesson checked with {@link LessonSchema} before any request, so an invalid lesson never
 * leaves the browser; the database checks it again.
 */
function checked(lesson: unknown, operation: string): Lesson {
  const result = v.safeParse(LessonSchema, lesson)
  if (!result.success) {
    throw new AppError('INVALID_FORMAT', {
      message: `${operation}: ${v.getDotPath(result.issues[0]) ?? 'lesson'}: ${result.issues[0].message}`,
      context: {
        operation,
        issues: result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`),
      },
    })
  }
  return result.output
}

/**
 * Creates a lesson with `status`, at the end of its language and level (its `order` is given by
 * the database's current last position, not taken from the input).
 *
 * @throws AppError `INVALID_FORMAT` before any request for a lesson outside the format;
 *   `DUPLICATE_VALUE` (409) when the id is taken; otherwise the HTTP status of a failed call
 */
export async function createLesson(
  client: SupabaseClient,
  input: Lesson,
  status: LessonStatus,
): Promise<StoredLesson> {
  const last = await client
    .from('lesson_summaries')
    .select('position')
    .eq('language', input.language)
    .eq('level', input.level)
    .order('position', { ascending: false })
    .limit(1)
  if (last.error) throw failed(last.error, last.status, 'lessons.create')
  const position = ((last.data[0] as { position?: number } | undefined)?.position ?? 0) + 1
  const lesson = checked({ ...input, order: position }, 'lessons.create')
  const {
    data,
    error,
    status: httpStatus,
  } = await client
    .from('lessons')
    .insert({ ...lessonRowOf(lesson), status })
    .select(LESSON_COLUMNS)
    .single()
  if (error) throw failed(error, httpStatus, 'lessons.create')
  return toStoredLesson(data, 'lessons.create')
}

/**
 * Saves an existing lesson's content and status. Its id, language, level and order stay (order
 * changes with {@link moveLesson}, other levels with {@link duplicateLesson}).
 *
 * @throws AppError `INVALID_FORMAT` before any request for a lesson outside the format;
 *   `DATA_NOT_FOUND` (404) when there is no such lesson; otherwise the HTTP status of a failed
 *   call (403 for callers who may not write lessons)
 */
export async function updateLesson(
  client: SupabaseClient,
  input: Lesson,
  status: LessonStatus,
): Promise<StoredLesson> {
  const lesson = checked(input, 'lessons.update')
  // The key columns stay as they are; the database refuses a change to them anyway.
  const {
    id,
    language: _language,
    level: _level,
    position: _position,
    ...fields
  } = lessonRowOf(lesson)
  const {
    data,
    error,
    status: httpStatus,
  } = await client
    .from('lessons')
    .update({ ...fields, status })
    .eq('id', id)
    .select(LESSON_COLUMNS)
  if (error) throw failed(error, httpStatus, 'lessons.update')
  const row = data[0]
  if (!row) {
    throw new AppError('DATA_NOT_FOUND', {
      message: `lessons.update: no lesson ${id} that the caller may change`,
      context: { operation: 'lessons.update', status: 404, lessonId: id },
    })
  }
  return toStoredLesson(row, 'lessons.update')
}

/**
 * Publishes or unpublishes a lesson.
 *
 * @throws AppError `DATA_NOT_FOUND` (404) when there is no such lesson the caller may change
 */
export async function setLessonStatus(
  client: SupabaseClient,
  id: string,
  status: LessonStatus,
): Promise<void> {
  if (!(LESSON_STATUSES as readonly string[]).includes(status)) {
    throw new AppError('INVALID_FORMAT', { context: { operation: 'lessons.setStatus', status } })
  }
  const {
    data,
    error,
    status: httpStatus,
  } = await client.from('lessons').update({ status }).eq('id', id).select('id')
  if (error) throw failed(error, httpStatus, 'lessons.setStatus')
  if (data.length === 0) {
    throw new AppError('DATA_NOT_FOUND', {
      context: { operation: 'lessons.setStatus', status: 404, lessonId: id },
    })
  }
}

/**
 * Moves a lesson to `position` within its language and level; the lessons between shift by one.
 *
 * @throws AppError `INVALID_FORMAT` (400) for a position outside 1..last, `DATA_NOT_FOUND` (404)
 *   for an unknown lesson, `INSUFFICIENT_PERMISSIONS` (403) for callers who may not reorder
 */
export async function moveLesson(
  client: SupabaseClient,
  id: string,
  position: number,
): Promise<void> {
  const { error, status } = await client.rpc('move_lesson', { p_id: id, p_position: position })
  if (error) throw failed(error, status, 'lessons.move')
}

/**
 * Copies a lesson to another level as a draft at the end of that level.
 *
 * @returns the copy's id (`<language>-<level>-<slug>`, numbered when the slug is taken there)
 * @throws AppError `DATA_NOT_FOUND` (404) for an unknown lesson, `INVALID_FORMAT` (400) for an
 *   unknown level, `INSUFFICIENT_PERMISSIONS` (403) for callers who may not write lessons
 */
export async function duplicateLesson(
  client: SupabaseClient,
  id: string,
  level: string,
): Promise<string> {
  const { data, error, status } = await client.rpc('duplicate_lesson', {
    p_id: id,
    p_level: level,
  })
  if (error) throw failed(error, status, 'lessons.duplicate')
  return parseWith(v.string(), data, 'lessons.duplicate')
}

/**
 * Deletes a draft. Published lessons carry learners' progress: unpublish them first.
 *
 * @throws AppError `DATA_NOT_FOUND` (404) when there is no draft with this id the caller may delete
 */
export async function deleteLesson(client: SupabaseClient, id: string): Promise<void> {
  const { data, error, status } = await client.from('lessons').delete().eq('id', id).select('id')
  if (error) throw failed(error, status, 'lessons.delete')
  if (data.length === 0) {
    throw new AppError('DATA_NOT_FOUND', {
      context: { operation: 'lessons.delete', status: 404, lessonId: id },
    })
  }
}

/**
 * The people who wrote lessons, for the author filter (lesson staff only).
 *
 * @throws AppError carrying the HTTP status of a failed call (403 for everyone else)
 */
export async function listLessonAuthors(client: SupabaseClient): Promise<LessonAuthor[]> {
  const { data, error, status } = await client.rpc('lesson_authors')
  if (error) throw failed(error, status, 'lessons.authors')
  return parseWith(v.array(LessonAuthorSchema), data, 'lessons.authors')
}
