import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { failed, parseWith } from './parse.js'
import { ReadingEventSchema, type ReadingEvent } from './rows.js'

/** How many of the newest events the screens read. */
const EVENT_LIMIT = 2000

/** A reading event to record (the server sets its time). */
export type NewReadingEvent = Omit<ReadingEvent, 'created_at'>

/**
 * Records a reading event (started, progress, finished) for one of the learner's stories.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function recordReadingEvent(
  client: SupabaseClient,
  event: NewReadingEvent,
): Promise<void> {
  const { error, status } = await client.from('reading_events').insert(event)
  if (error) throw failed(error, status, 'readingEvents.record')
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
    .select('story_id,kind,seconds_read,position,created_at')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(EVENT_LIMIT)
  if (error) throw failed(error, status, 'readingEvents.list')
  return parseWith(v.array(ReadingEventSchema), data, 'readingEvents.list')
}
