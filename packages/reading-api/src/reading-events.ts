import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { failed, parseWith } from './parse.js'
import { NumericSchema, ReadingEventSchema, type ReadingEvent } from './rows.js'

/** How many of the newest events the screens read. */
const EVENT_LIMIT = 2000

/**
 * A reading event to record; the server sets its time and counts the words it newly read.
 * `progress` and `position` are shares of the text (0..1): how far the learner has read (scrolled
 * past) and where they stopped (the share above the top of their screen). `finished` reads the
 * whole text.
 */
export interface NewReadingEvent {
  story_id: string
  kind: ReadingEvent['kind']
  seconds_read: number
  progress?: number | undefined
  position?: number | undefined
}

/** A share 0..1 with at most four decimals (the columns' precision). */
const ShareSchema = v.pipe(
  v.number(),
  v.minValue(0),
  v.maxValue(1),
  v.transform((share) => Math.round(share * 10_000) / 10_000),
)

const NewReadingEventSchema = v.object({
  story_id: v.pipe(v.string(), v.uuid()),
  kind: ReadingEventSchema.entries.kind,
  seconds_read: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(86_400)),
  progress: v.optional(ShareSchema),
  position: v.optional(ShareSchema),
})

/** Where a learner is in one text (public.reading_positions). */
export const ReadingPositionSchema = v.object({
  /** Furthest share read (scrolled past), 1 once finished. */
  progress: NumericSchema,
  /** Where they stopped: the share above the top of their screen. */
  position: NumericSchema,
  updated_at: v.string(),
})

/** A learner's place in a text. */
export type ReadingPosition = v.InferOutput<typeof ReadingPositionSchema>

/** What `record_reading` answers: the saved place and the words this event added. */
export const RecordedReadingSchema = v.object({
  progress: NumericSchema,
  position: NumericSchema,
  words_read: v.number(),
})

/** The saved place after a reading event. */
export type RecordedReading = v.InferOutput<typeof RecordedReadingSchema>

/**
 * Records a reading event (started, progress, finished) for one of the learner's texts and saves
 * how far they read and where they stopped, in one call (`record_reading`).
 *
 * @throws AppError `INVALID_FORMAT` for an event that is not one (before any request), else the
 *   HTTP status of a failed call (404 for a story that is not the learner's)
 */
export async function recordReadingEvent(
  client: SupabaseClient,
  event: NewReadingEvent,
): Promise<RecordedReading> {
  const parsed = parseWith(NewReadingEventSchema, event, 'readingEvents.record', 'INVALID_FORMAT')
  const { data, error, status } = await client.rpc('record_reading', {
    p_story_id: parsed.story_id,
    p_kind: parsed.kind,
    p_seconds_read: parsed.seconds_read,
    p_progress: parsed.progress ?? null,
    p_position: parsed.position ?? null,
  })
  if (error) throw failed(error, status, 'readingEvents.record')
  return parseWith(RecordedReadingSchema, data, 'readingEvents.record')
}

/**
 * Where the learner is in one of their texts, or `null` before they opened it.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function getReadingPosition(
  client: SupabaseClient,
  userId: string,
  storyId: string,
): Promise<ReadingPosition | null> {
  const { data, error, status } = await client
    .from('reading_positions')
    .select('progress,position,updated_at')
    .eq('user_id', userId)
    .eq('story_id', storyId)
    .maybeSingle()
  if (error) throw failed(error, status, 'readingPositions.get')
  return data === null ? null : parseWith(ReadingPositionSchema, data, 'readingPositions.get')
}

/**
 * The learner's newest reading events, newest first.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function listReadingEvents(
  client: SupabaseClient,
  userId: string,
): Promise<ReadingEvent[]> {
  const { data, error, status } = await client
    .from('reading_events')
    .select('story_id,kind,seconds_read,progress,words_read,created_at')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(EVENT_LIMIT)
  if (error) throw failed(error, status, 'readingEvents.list')
  return parseWith(v.array(ReadingEventSchema), data, 'readingEvents.list')
}
