import type { ErrorCode } from '@fabula/errors'
import { getUserMessage } from '@fabula/errors'
import type { GenerateStoryErrorReason } from '@fabula/reading-api/contract'

/** The function answers its own CORS, as every Supabase edge function does. */
export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
}

/** A JSON reply with the CORS headers. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...CORS_HEADERS, ...headers } })
}

/** The answer to a CORS preflight. */
export function preflight(): Response {
  return new Response(null, { status: 204, headers: CORS_HEADERS })
}

/** What a refusal tells the caller besides its status. */
interface Refusal {
  /** Catalogue code: decides the app's category, recovery and default wording. */
  code: ErrorCode
  /** Why, precisely: a stable value the app words in the learner's language. */
  reason: GenerateStoryErrorReason
  /** The reason's parameters (`limit`, `retry_after`, `request_id`, …), machine-readable. */
  params?: Record<string, unknown>
  /** Extra response headers (`retry-after`). */
  headers?: Record<string, string>
}

/**
 * `{ error: { code, reason, message, …params } }`. The message is the catalogue's English user
 * message for the code, never a sentence of ours: wording belongs to the app, which has the
 * learner's language and the reason's parameters.
 */
export function errorResponse(status: number, refusal: Refusal): Response {
  const { code, reason, params = {}, headers = {} } = refusal
  return json(
    { error: { ...params, code, reason, message: getUserMessage(code) } },
    status,
    headers,
  )
}
