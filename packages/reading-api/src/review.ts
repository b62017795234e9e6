import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { checkInput, failed, parseWith } from './parse.js'
import {
  REVIEW_MODES,
  ReviewCardSchema,
  ReviewDueCountSchema,
  type ReviewCard,
  type ReviewDueCount,
  type ReviewMode,
} from './rows.js'
import type { WordStatusValue } from './constants.js'

/** New cards introduced per day and language unless the caller says otherwise. */
export const NEW_CARDS_PER_DAY = 20

/** What the review queue asks for. */
export interface ReviewQueueQuery {
  language: string
  /** At most this many cards (1–200). */
  limit?: number
  /** Start of the learner's day (local midnight), for the daily new-card allowance. */
  dayStart?: string | undefined
  newPerDay?: number
}

/**
 * The learner's cards due now in one language, each with its word, sentence, own meaning and
 * story: due reviews first, then new cards (at most `newPerDay` introduced a day).
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function listReviewQueue(
  client: SupabaseClient,
  query: ReviewQueueQuery,
): Promise<ReviewCard[]> {
  const { data, error, status } = await client.rpc('review_queue', {
    p_language: query.language,
    p_limit: query.limit ?? 50,
    p_day_start: query.dayStart ?? null,
    p_new_per_day: query.newPerDay ?? NEW_CARDS_PER_DAY,
  })
  if (error) throw failed(error, status, 'review.queue')
  return parseWith(v.array(ReviewCardSchema), data, 'review.queue')
}

/**
 * How many cards are due per language, as the queue would serve them (sidebar, dashboard).
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function countDueReviews(
  client: SupabaseClient,
  dayStart?: string,
  newPerDay = NEW_CARDS_PER_DAY,
): Promise<ReviewDueCount[]> {
  const { data, error, status } = await client.rpc('review_due_counts', {
    p_day_start: dayStart ?? null,
    p_new_per_day: newPerDay,
  })
  if (error) throw failed(error, status, 'review.dueCounts')
  return parseWith(v.array(ReviewDueCountSchema), data, 'review.dueCounts')
}

/** A card's FSRS state as ts-fsrs gives it (dates as ISO strings). */
export const FsrsCardStateSchema = v.object({
  due: v.string(),
  stability: v.pipe(v.number(), v.minValue(0)),
  difficulty: v.pipe(v.number(), v.minValue(0), v.maxValue(10)),
  elapsed_days: v.pipe(v.number(), v.integer(), v.minValue(0)),
  scheduled_days: v.pipe(v.number(), v.integer(), v.minValue(0)),
  learning_steps: v.pipe(v.number(), v.integer(), v.minValue(0)),
  reps: v.pipe(v.number(), v.integer(), v.minValue(0)),
  lapses: v.pipe(v.number(), v.integer(), v.minValue(0)),
  state: v.picklist([0, 1, 2, 3]),
  last_review: v.nullable(v.string()),
})

/** A ts-fsrs review log entry (dates as ISO strings). */
export const FsrsReviewLogSchema = v.object({
  rating: v.picklist([1, 2, 3, 4]),
  state: v.picklist([0, 1, 2, 3]),
  due: v.string(),
  stability: v.pipe(v.number(), v.minValue(0)),
  difficulty: v.pipe(v.number(), v.minValue(0), v.maxValue(10)),
  elapsed_days: v.pipe(v.number(), v.integer(), v.minValue(0)),
  last_elapsed_days: v.pipe(v.number(), v.integer(), v.minValue(0)),
  scheduled_days: v.pipe(v.number(), v.integer(), v.minValue(0)),
  learning_steps: v.pipe(v.number(), v.integer(), v.minValue(0)),
  review: v.string(),
})

/** One graded review to store. */
export interface ReviewInput {
  cardId: string
  mode: ReviewMode
  /** The card's next state. */
  card: v.InferInput<typeof FsrsCardStateSchema>
  log: v.InferInput<typeof FsrsReviewLogSchema>
  /** The status the word earned (e.g. `known` once recalled well over time); omitted: unchanged. */
  status?: WordStatusValue | undefined
}

/**
 * Stores a graded review (`record_review()`): the card's next state, the log entry and the
 * word's new status, in one transaction. An unknown card (or another learner's) is 404.
 *
 * @throws AppError `INVALID_FORMAT` for a malformed card or log; otherwise carrying the HTTP status of a failed call
 */
export async function recordReview(client: SupabaseClient, input: ReviewInput): Promise<void> {
  const { error, status } = await client.rpc('record_review', {
    p_card_id: input.cardId,
    p_mode: checkInput(v.picklist(REVIEW_MODES), input.mode, 'review.record'),
    p_card: checkInput(FsrsCardStateSchema, input.card, 'review.record'),
    p_log: checkInput(FsrsReviewLogSchema, input.log, 'review.record'),
    p_status: input.status ?? null,
  })
  if (error) throw failed(error, status, 'review.record')
}
