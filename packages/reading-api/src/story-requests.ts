import { AppError, codeFromHttpStatus } from '@fabula/errors'
import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import {
  FunctionErrorBodySchema,
  GENERATE_STORY_FUNCTION,
  StartStoryBodySchema,
  StoryRequestReplySchema,
  type StartStoryInput,
  type StoryRequestView,
} from './contract/generate-story.js'
import { isUuid } from './get-story.js'
import { parseWith } from './parse.js'

/**
 * The response a supabase-js functions error carries, if one came back. Recognised by shape, not
 * `instanceof Response`: the fetch supabase-js used may come from another realm than this
 * module's `Response` (Node test runners, polyfills), and the check must not depend on that.
 */
function responseOf(error: unknown): Response | undefined {
  const context = (error as { context?: unknown } | null)?.context as Partial<Response> | undefined
  return typeof context?.status === 'number' && typeof context.clone === 'function'
    ? (context as Response)
    : undefined
}

/** The HTTP status of a supabase-js functions error, when a response came back. */
function statusOf(error: unknown): number | undefined {
  return responseOf(error)?.status
}

/**
 * A failed function call as an AppError keeping the HTTP status, the function's own code and its
 * parameters (`reason`, `retry_after`, …) for the screen to word.
 */
export async function functionFailure(error: unknown, operation: string): Promise<AppError> {
  const context = responseOf(error)
  if (!context) {
    // No response at all: the request never got through (fetch failure, CORS, offline).
    return new AppError('NETWORK_UNAVAILABLE', {
      message: error instanceof Error ? error.message : String(error),
      context: { operation },
      cause: error,
    })
  }
  const body = v.safeParse(
    FunctionErrorBodySchema,
    await context
      .clone()
      .json()
      .catch(() => null),
  )
  const details = body.success ? body.output.error : undefined
  return new AppError(codeFromHttpStatus(context.status), {
    message: details?.message ?? context.statusText,
    context: { operation, status: context.status, ...(details ? { function: details } : {}) },
    cause: error,
  })
}

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
