/**
 * The `generate-story` edge function (Supabase Edge Functions and the local backend). This file
 * only routes; each concern has its module:
 *
 * - `http.ts` — JSON replies, CORS and refusals (`{error: {code, reason, message, …params}}`)
 * - `caller.ts` — the caller's user id from the verified JWT
 * - `env.ts` — configuration and the provider it selects
 * - `start.ts`, `cancel.ts`, `status.ts` — one module per action
 * - `rate-limit.ts`, `learner.ts`, `library.ts` — what a start checks and reads
 * - `story-requests.ts` — the request rows; `run-generation.ts` and `progress.ts` — the background
 *   run, its progress writes and its cancellation
 *
 * Every database call carries the caller's own JWT, so RLS decides what the function may read and
 * write; the finished story is stored through `save_generated_story()`, which checks the request
 * is the caller's and still running. The contract (bodies, replies, error reasons) is
 * `@fabula/reading-api/contract`.
 */
import { codeFromHttpStatus } from '@fabula/errors'
import type { StoryProvider } from '../types'
import { cancel } from './cancel'
import { callerId } from './caller'
import type { ActionContext } from './context'
import type { EnvReader } from './env'
import { providerFromEnv, readEnv } from './env'
import { errorResponse, preflight } from './http'
import { RestError, createRest } from './rest'
import { start } from './start'
import { status } from './status'

/** Options of {@link createGenerateStoryHandler}; all optional, for tests and other runtimes. */
export interface GenerateStoryHandlerOptions {
  /** Reads configuration; default: `Deno.env` on Supabase, `process.env` on Node. */
  env?: EnvReader
  /**
   * Chooses the provider for each start, possibly after a read (the provider connected in /apps:
   * `preferConnectedProvider` of `@fabula/integrations-api/server`); default: {@link providerFromEnv}.
   */
  provider?: (env: EnvReader) => StoryProvider | Promise<StoryProvider>
  /** Keeps background work alive after the response; default `EdgeRuntime.waitUntil` if present. */
  waitUntil?: (work: Promise<unknown>) => void
  /** Clock (ms since the epoch). */
  now?: () => number
  /** fetch for PostgREST calls. */
  fetch?: typeof fetch
}

/** Supabase's `EdgeRuntime.waitUntil` when the function runs there; elsewhere the process lives on. */
function edgeWaitUntil(work: Promise<unknown>): void {
  const edge = (globalThis as { EdgeRuntime?: { waitUntil(p: Promise<unknown>): void } })
    .EdgeRuntime
  edge?.waitUntil(work)
}

/**
 * Builds the function's handler:
 *
 * - `POST {genre, length, …}` starts a generation (`start.ts`): 202 with the request.
 * - `GET ?request=<id>` → the request's status, stage, progress, partial text, error, story id.
 * - `POST {action: 'cancel', request_id}` → cancels a queued or running request.
 *
 * Refusals carry a catalogue `code`, a stable `reason` and its parameters.
 */
export function createGenerateStoryHandler(options: GenerateStoryHandlerOptions = {}) {
  const env = options.env ?? readEnv
  const now = options.now ?? (() => Date.now())
  const provider = options.provider ?? providerFromEnv
  const waitUntil = options.waitUntil ?? edgeWaitUntil

  async function route(context: ActionContext, req: Request): Promise<Response> {
    if (req.method === 'GET') return status(context, new URL(req.url))
    if (req.method !== 'POST') {
      return errorResponse(405, { code: 'OPERATION_NOT_ALLOWED', reason: 'method_not_allowed' })
    }
    let body: unknown
    try {
      body = await req.json()
    } catch {
      return errorResponse(400, { code: 'INVALID_FORMAT', reason: 'body_not_json' })
    }
    const action = (body as { action?: unknown } | null)?.action
    return action === 'cancel' ? cancel(context, body) : start(context, body)
  }

  return async function handler(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') return preflight()
    const authorization = req.headers.get('authorization')
    const userId = callerId(authorization)
    if (!userId || !authorization) {
      return errorResponse(401, { code: 'TOKEN_INVALID', reason: 'not_signed_in' })
    }
    const url = env('SUPABASE_URL')
    const anonKey = env('SUPABASE_ANON_KEY')
    if (!url || !anonKey) {
      return errorResponse(500, { code: 'CONFIGURATION_ERROR', reason: 'not_configured' })
    }
    const rest = createRest({
      url,
      anonKey,
      authorization,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    })
    try {
      return await route({ rest, userId, env, now, provider, waitUntil }, req)
    } catch (error) {
      console.error('[generate-story] request failed', error)
      if (error instanceof RestError) {
        return errorResponse(error.status, {
          code: codeFromHttpStatus(error.status),
          reason: 'database_error',
        })
      }
      return errorResponse(500, { code: 'SERVER_ERROR', reason: 'internal_error' })
    }
  }
}
