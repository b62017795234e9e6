import type { ErrorCode } from '@fabula/errors'
import { getUserMessage } from '@fabula/errors'
import type { IntegrationsErrorReason } from '../contract/integrations.js'

/** The function answers its own CORS, as every Supabase edge function does. */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
}

/** A JSON reply with the CORS headers; never cached (it describes live settings). */
export function json(body: unknown, status = 200): Response {
  return Response.json(body, {
    status,
    headers: { ...CORS_HEADERS, 'cache-control': 'no-store' },
  })
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
  reason: IntegrationsErrorReason,
  params: Record<string, unknown> = {},
): Response {
  return json({ error: { ...params, code, reason, message: getUserMessage(code) } }, status)
}
