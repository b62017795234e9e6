import { AppError, getHttpStatus } from '@fabula/errors'
import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { ACTIVITY_WINDOWS, DETAIL_DAYS, LEARNER_SORTS } from './constants.js'
import { failed, parseWith } from './parse.js'
import {
  LearnerDetailSchema,
  LearnerProgressSchema,
  type LearnerDetail,
  type LearnerProgress,
  type Page,
} from './rows.js'

/** A sort of the learner table. */
export type LearnerSort = (typeof LEARNER_SORTS)[number]

/** What one page of the learner table asks for; checked before any request. */
export const LearnerProgressQuerySchema = v.object({
  /** 1-based page. */
  page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
  /** The learner's target language. */
  language: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}$/))),
  /** The learner's CEFR level. */
  level: v.optional(v.picklist(['A1', 'A2', 'B1', 'B2', 'C1', 'C2'])),
  /** Only learners active in the last 7 or 30 days. */
  activeDays: v.optional(v.picklist(ACTIVITY_WINDOWS)),
  /** Part of the learner's name or e-mail address. */
  search: v.optional(v.pipe(v.string(), v.maxLength(100))),
  sort: v.optional(v.picklist(LEARNER_SORTS)),
  descending: v.optional(v.boolean()),
})

/** A page request of the learner table. */
export type LearnerProgressQuery = v.InferInput<typeof LearnerProgressQuerySchema>

function checkedQuery(query: LearnerProgressQuery) {
  const result = v.safeParse(LearnerProgressQuerySchema, query)
  if (!result.success) {
    throw new AppError('VALUE_OUT_OF_RANGE', {
      message: `progress.list: ${v.getDotPath(result.issues[0])}: ${result.issues[0].message}`,
      context: { operation: 'progress.list', path: v.getDotPath(result.issues[0]) },
    })
  }
  return result.output
}

const ProgressPageSchema = v.object({
  total: v.number(),
  rows: v.array(LearnerProgressSchema),
})

/**
 * One page of learners with their figures (words known, stories read, minutes read, average
 * test score, last activity, level suggestion), filtered, sorted and counted in the database
 * (`admin_learner_progress`, staff only). A page past the end is empty with the real total.
 *
 * @throws AppError `VALUE_OUT_OF_RANGE` before any request for a query outside the schema;
 *   `INSUFFICIENT_PERMISSIONS` (403) for callers who are not learning staff
 */
export async function listLearnerProgress(
  client: SupabaseClient,
  query: LearnerProgressQuery,
): Promise<Page<LearnerProgress>> {
  const q = checkedQuery(query)
  const { data, error, status } = await client.rpc('admin_learner_progress', {
    p_language: q.language ?? null,
    p_level: q.level ?? null,
    p_active_days: q.activeDays ?? null,
    p_search: q.search?.trim() || null,
    p_sort: q.sort ?? 'last_active',
    p_descending: q.descending ?? true,
    p_limit: q.pageSize,
    p_offset: (q.page - 1) * q.pageSize,
  })
  if (error) throw failed(error, status, 'progress.list')
  return parseWith(ProgressPageSchema, data, 'progress.list')
}

/**
 * One learner's drill-in: their figures, words known per day over `days` days, their newest
 * stories and tests, and their lessons; `null` when there is no such learner (staff accounts
 * are not learners).
 *
 * @throws AppError `VALUE_OUT_OF_RANGE` before any request for `days` outside 7..366;
 *   `INSUFFICIENT_PERMISSIONS` (403) for callers who are not learning staff
 */
export async function getLearnerDetail(
  client: SupabaseClient,
  userId: string,
  days: number = DETAIL_DAYS.default,
): Promise<LearnerDetail | null> {
  if (!Number.isInteger(days) || days < DETAIL_DAYS.min || days > DETAIL_DAYS.max) {
    throw new AppError('VALUE_OUT_OF_RANGE', {
      context: { operation: 'progress.detail', days },
    })
  }
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(userId)) return null
  const { data, error, status } = await client.rpc('admin_learner_detail', {
    p_user_id: userId,
    p_days: days,
  })
  if (error) {
    const appError = failed(error, status, 'progress.detail')
    if (getHttpStatus(appError) === 404) return null
    throw appError
  }
  return parseWith(LearnerDetailSchema, data, 'progress.detail')
}
