import type { ErrorCode } from '@fabula/errors'
import { getUserMessage } from '@fabula/errors'
import type { HelpCenterErrorReason } from '../contract/help-center.js'

/** The function answers its own CORS, as every Supabase edge function does. */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
}

/** A JSON reply with the CORS headers. */
export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: CORS_HEADERS })
}

/** The answer to a CORS preflight. */
export function preflight(): Response {
  return new Response(null, { status: 204, headers: CORS_HEADERS })
}

/**
 * `{ error: { code, reason, message, …params } }`: a catalogue code, a stable reason the app
 * words itself, and the catalogue's English message — never a sentence of ours.
 */
export function refuse(
  status: number,
  code: ErrorCode,
  reason: HelpCenterErrorReason,
  params: Record<string, unknown> = {},
): Response {
  return json({ error: { ...params, code, reason, message: getUserMessage(code) } }, status)
}
