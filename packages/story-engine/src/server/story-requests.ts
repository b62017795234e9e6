/**
 * The `story_requests` rows the function reads and writes, always as the caller (RLS: their own
 * rows only), and what it shows of them.
 */
import type { ErrorCode } from '@fabula/errors'
import { getUserMessage } from '@fabula/errors'
import * as v from 'valibot'
import type { StoryRequestView } from '../types'
import type { Rest } from './rest'
import type { StoryRequestParameters, StoryRequestRow } from './schemas'
import { STORY_REQUEST_COLUMNS, StoryRequestRowSchema } from './schemas'

/** A queued or running request untouched this long is treated as dead (its worker is gone). */
export const STALE_REQUEST_MS = 10 * 60_000

/** Longest stored failure message. */
const MAX_ERROR_MESSAGE = 500

/** What the client polls: the request without internals. */
export function view(row: StoryRequestRow): StoryRequestView {
  return {
    id: row.id,
    status: row.status,
    stage: row.stage,
    progress: row.progress,
    error: row.error_code ? { code: row.error_code, message: row.error_message } : null,
    partial_text: row.partial_text,
    story_id: row.story_id,
    provider: row.provider,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

function parseRows(rows: unknown[]): StoryRequestRow[] {
  return rows.map((row) => v.parse(StoryRequestRowSchema, row))
}

/** The caller's request with this id, if RLS lets them see one. */
export async function findRequest(rest: Rest, id: string): Promise<StoryRequestRow | undefined> {
  return parseRows(
    await rest.select('story_requests', { id: `eq.${id}`, select: STORY_REQUEST_COLUMNS }),
  )[0]
}

/** The learner's queued or running request (the database allows one at most). */
export async function activeRequest(
  rest: Rest,
  userId: string,
): Promise<StoryRequestRow | undefined> {
  return parseRows(
    await rest.select('story_requests', {
      select: STORY_REQUEST_COLUMNS,
      user_id: `eq.${userId}`,
      status: 'in.(queued,running)',
    }),
  )[0]
}

/** Whether an active request has stopped moving long enough to be declared dead. */
export function isStale(row: StoryRequestRow, now: number): boolean {
  return now - Date.parse(row.updated_at) > STALE_REQUEST_MS
}

/**
 * Records a new request, inserted `running`: the work starts right away, and that saves a round
 * trip. Throws the PostgREST 409 when the learner already has an active one.
 */
export async function insertRequest(
  rest: Rest,
  input: { id?: string; parameters: StoryRequestParameters; provider: string },
): Promise<StoryRequestRow> {
  return v.parse(
    StoryRequestRowSchema,
    await rest.insert('story_requests', {
      ...(input.id ? { id: input.id } : {}),
      status: 'running',
      parameters: input.parameters,
      provider: input.provider,
    }),
  )
}

/**
 * Marks a still active request failed with a catalogue code. A request that finished or was
 * canceled meanwhile is left alone (the update is conditional on its status).
 */
export async function failRequest(
  rest: Rest,
  id: string,
  code: ErrorCode,
  message = getUserMessage(code),
): Promise<void> {
  await rest.update(
    'story_requests',
    { id: `eq.${id}`, status: 'in.(queued,running)', select: 'id' },
    {
      status: 'failed',
      error_code: code,
      error_message: message.slice(0, MAX_ERROR_MESSAGE),
      partial_text: null,
    },
  )
}

/**
 * Cancels the request if it is still active.
 *
 * @returns The canceled row, or `undefined` when nothing active matched.
 */
export async function cancelRequest(rest: Rest, id: string): Promise<StoryRequestRow | undefined> {
  return parseRows(
    await rest.update(
      'story_requests',
      { id: `eq.${id}`, status: 'in.(queued,running)', select: STORY_REQUEST_COLUMNS },
      { status: 'canceled', partial_text: null },
    ),
  )[0]
}
