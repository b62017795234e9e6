import * as v from 'valibot'
import type { ActionContext } from './context'
import { errorResponse, json } from './http'
import { issuesOf } from './issues'
import { loadLearnerProfile } from './learner'
import { precheckRequest } from './library'
import { checkRateLimit, rateLimitPerHour } from './rate-limit'
import { RestError } from './rest'
import { runGeneration } from './run-generation'
import type { StartStoryBody, StoryRequestParameters, StoryRequestRow } from './schemas'
import { StartStoryBodySchema } from './schemas'
import {
  activeRequest,
  failRequest,
  findRequest,
  insertRequest,
  isStale,
  view,
} from './story-requests'

/** The reply for a start repeated with a known `request_id`: the request as it is. */
function existing(row: StoryRequestRow): Response {
  return json({ request: view(row) }, 200)
}

/**
 * Records the request, or explains why not: 409 `generation_active` while another of the
 * learner's requests is alive. One that stopped moving ({@link isStale}) is marked failed
 * (`REQUEST_TIMEOUT`) and the insert is tried once more.
 */
async function record(
  context: ActionContext,
  input: StartStoryBody,
  parameters: StoryRequestParameters,
  provider: string,
): Promise<StoryRequestRow | Response> {
  const { rest, userId } = context
  // The database enforces one active request per learner (a partial unique index), so the
  // common path is a single insert; a conflict is examined only when it happens.
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await insertRequest(rest, {
        ...(input.request_id ? { id: input.request_id } : {}),
        parameters,
        provider,
      })
    } catch (error) {
      if (!(error instanceof RestError) || error.status !== 409 || attempt > 0) throw error
      // Two starts raced with the same id: answer with the winner.
      const winner = input.request_id ? await findRequest(rest, input.request_id) : undefined
      if (winner) return existing(winner)
      const active = await activeRequest(rest, userId)
      if (active === undefined) throw error
      if (!isStale(active, context.now())) {
        return errorResponse(409, {
          code: 'RESOURCE_CONFLICT',
          reason: 'generation_active',
          params: { request_id: active.id },
        })
      }
      // Its worker is gone (no progress for STALE_REQUEST_MS): record that, then retry once.
      await failRequest(rest, active.id, 'REQUEST_TIMEOUT')
    }
  }
}

/**
 * `POST {genre, length, request_id?, style_author?, topic?, level?, sub_level?}`: validates the
 * body, resolves level and languages from the learner's profile, applies the hourly limit and the
 * provider's own check, records the request and runs the pipeline in the background → 202 with
 * the request (200 with the existing one when `request_id` was seen before).
 */
export async function start(context: ActionContext, body: unknown): Promise<Response> {
  const { rest, userId, env } = context
  const parsed = v.safeParse(StartStoryBodySchema, body)
  if (!parsed.success) {
    return errorResponse(400, {
      code: 'INVALID_FORMAT',
      reason: 'invalid_body',
      params: { issues: issuesOf(parsed.issues) },
    })
  }
  const input = parsed.output
  if (input.request_id) {
    const seen = await findRequest(rest, input.request_id)
    if (seen) return existing(seen)
  }

  const limit = rateLimitPerHour(env)
  // Independent reads, sent together to save round trips.
  const [profile, rate] = await Promise.all([
    loadLearnerProfile(rest, userId),
    checkRateLimit(rest, userId, limit, context.now()),
  ])
  if (!profile) {
    return errorResponse(422, { code: 'BUSINESS_RULE_VIOLATION', reason: 'profile_incomplete' })
  }
  if (!rate.allowed) {
    return errorResponse(429, {
      code: 'BUSINESS_RULE_VIOLATION',
      reason: 'rate_limited',
      params: { limit: rate.limit, retry_after: rate.retryAfter },
      headers: { 'retry-after': String(rate.retryAfter) },
    })
  }
  const provider = await context.provider(env)
  const parameters: StoryRequestParameters = {
    genre: input.genre,
    length: input.length,
    ...(input.style_author ? { style_author: input.style_author } : {}),
    ...(input.topic ? { topic: input.topic } : {}),
    level: input.level ?? profile.lang_lvl ?? 'A1',
    sub_level: input.sub_level ?? profile.lang_sub_lvl ?? 2,
    language: profile.tl,
    native_language: profile.nl,
  }
  const { readSourceIds, refusal } = await precheckRequest(rest, userId, provider, parameters)
  if (refusal) {
    return errorResponse(422, {
      code: refusal.code,
      reason: refusal.reason,
      params: refusal.details,
    })
  }
  const recorded = await record(context, input, parameters, provider.id)
  if (recorded instanceof Response) return recorded
  const { id } = recorded
  context.waitUntil(
    runGeneration({ rest, userId, id, parameters, provider, now: context.now, readSourceIds }),
  )
  return json({ request: view(recorded) }, 202)
}
