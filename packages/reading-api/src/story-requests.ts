import { AppError } from '@fabula/errors'
import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import {
  GENERATE_STORY_FUNCTION,
  StartStoryBodySchema,
  StoryRequestReplySchema,
  type StartStoryInput,
  type StoryRequestView,
} from './contract/generate-story.js'
import { functionFailure, statusOf } from './function-errors.js'
import { isUuid } from './get-story.js'
import { parseWith } from './parse.js'

/**
 * Starts a story generation (`POST generate-story`). The body is checked against the function's
 * contract first, so a bad value never leaves the browser.
 *
 * @throws AppError `INVALID_FORMAT` for a body the contract refuses; otherwise the function's
 *   failure with its HTTP status and code
 */
export async function startStory(
  client: SupabaseClient,
  input: StartStoryInput,
): Promise<StoryRequestView> {
  const body = v.safeParse(StartStoryBodySchema, input)
  if (!body.success) {
    throw new AppError('INVALID_FORMAT', {
      message: body.issues[0].message,
      context: { operation: 'storyRequests.start', path: v.getDotPath(body.issues[0]) },
    })
  }
  const { data, error } = await client.functions.invoke(GENERATE_STORY_FUNCTION, {
    body: body.output,
  })
  if (error) throw await functionFailure(error, 'storyRequests.start')
  return parseWith(StoryRequestReplySchema, data, 'storyRequests.start').request
}

/**
 * One generation request (`GET generate-story?request=<id>`); `null` for an unknown id or another
 * learner's request (the function answers 404 alike).
 *
 * @throws AppError with the HTTP status of any other failure
 */
export async function getStoryRequest(
  client: SupabaseClient,
  id: string,
): Promise<StoryRequestView | null> {
  if (!isUuid(id)) return null
  const { data, error } = await client.functions.invoke(
    `${GENERATE_STORY_FUNCTION}?request=${encodeURIComponent(id)}`,
    { method: 'GET' },
  )
  if (error) {
    const status = statusOf(error)
    if (status === 404 || status === 400) return null
    throw await functionFailure(error, 'storyRequests.get')
  }
  return parseWith(StoryRequestReplySchema, data, 'storyRequests.get').request
}

/**
 * Cancels a running generation; one that has already finished (409) has nothing left to cancel.
 *
 * @throws AppError with the HTTP status of any other failure
 */
export async function cancelStoryRequest(client: SupabaseClient, id: string): Promise<void> {
  const { error } = await client.functions.invoke(GENERATE_STORY_FUNCTION, {
    body: { action: 'cancel', request_id: id },
  })
  if (error && statusOf(error) !== 409) throw await functionFailure(error, 'storyRequests.cancel')
}
