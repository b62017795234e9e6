import { AppError, getUserMessage, type ErrorCode } from '@fabula/errors'
import {
  WordMeaningBodySchema,
  type WordMeaningBody,
  type WordMeaningReply,
} from '@fabula/reading-api/contract'
import { RestError, createRest, readEnv, type Rest } from '@fabula/story-engine/server'
import * as v from 'valibot'
import { MEANING_JSON_SCHEMA, meaningMessages, parseMeaningReply } from './prompt.js'
import { meaningProviderFromEnv, type MeaningProvider, type ReadConfig } from './provider.js'

/** Provider calls per learner per rolling hour, unless `WORD_MEANING_RATE_LIMIT_PER_HOUR` says. */
export const DEFAULT_MEANING_RATE_LIMIT_PER_HOUR = 60
const HOUR_MS = 60 * 60_000

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
}

/** Options of {@link createWordMeaningHandler}; all optional, for tests and other runtimes. */
export interface WordMeaningHandlerOptions {
  /** Reads configuration; default: `Deno.env` on Supabase, `process.env` on Node. */
  env?: ReadConfig
  /** Chooses the provider; default {@link meaningProviderFromEnv}. */
  provider?: (env: ReadConfig) => Promise<MeaningProvider | null>
  /** Clock (ms since the epoch). */
  now?: () => number
  /** fetch for PostgREST calls. */
  fetch?: typeof fetch
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...CORS_HEADERS, ...headers } })
}

function errorResponse(
  status: number,
  code: ErrorCode,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return json({ error: { code, message: getUserMessage(code), ...extra } }, status, headers)
}

/** The caller's user id from the JWT payload (the gateway has verified the signature). */
function callerId(authorization: string | null): string | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]
  const payload = token?.split('.')[1]
  if (!payload) return undefined
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as { sub?: unknown; role?: unknown }
    return claims.role === 'authenticated' && typeof claims.sub === 'string'
      ? claims.sub
      : undefined
  } catch {
    return undefined
  }
}

const CachedRowSchema = v.object({
  meaning: v.string(),
  lemma: v.nullable(v.string()),
  provider: v.string(),
  model: v.nullable(v.string()),
})

async function cached(rest: Rest, body: WordMeaningBody) {
  const rows = await rest.select('word_meaning_cache', {
    select: 'meaning,lemma,provider,model',
    language: `eq.${body.language}`,
    native_language: `eq.${body.native_language}`,
    word: `eq.${body.word}`,
    sentence: `eq.${body.sentence ?? ''}`,
    limit: '1',
  })
  const row = v.safeParse(CachedRowSchema, rows[0])
  return row.success ? row.output : undefined
}

/**
 * The `word-meaning` edge function (Supabase Edge Functions and the local backend):
 * `POST {language, native_language, word, text?, sentence?}` → `{meaning, reason}`.
 *
 * A cached answer for the same word in the same sentence is served to any learner without a
 * provider call. Otherwise the connected provider ({@link meaningProviderFromEnv}) is asked,
 * at most `WORD_MEANING_RATE_LIMIT_PER_HOUR` times per learner per rolling hour (429 with
 * `retry_after` beyond), and its answer is cached. No provider: `{meaning: null, reason:
 * 'no-provider'}`; a provider with no answer: `reason: 'no-answer'`; a failing provider: 502.
 *
 * The cache and the call log are written with the service role (learners may not write a
 * shared cache); the caller is identified by their verified JWT. The provider's key is read
 * from server configuration and appears in no reply. Errors are `{error: {code, message}}` with
 * catalogue codes.
 */
export function createWordMeaningHandler(options: WordMeaningHandlerOptions = {}) {
  const env = options.env ?? readEnv
  const now = options.now ?? (() => Date.now())
  const resolveProvider = options.provider ?? meaningProviderFromEnv

  async function answer(rest: Rest, userId: string, body: WordMeaningBody): Promise<Response> {
    const hit = await cached(rest, body)
    if (hit) {
      const reply: WordMeaningReply = {
        meaning: {
          text: hit.meaning,
          lemma: hit.lemma,
          provider: hit.provider,
          model: hit.model,
          cached: true,
        },
        reason: null,
      }
      return json(reply)
    }
    const provider = await resolveProvider(env)
    if (!provider) return json({ meaning: null, reason: 'no-provider' } satisfies WordMeaningReply)

    const limit = Number(
      env('WORD_MEANING_RATE_LIMIT_PER_HOUR') ?? DEFAULT_MEANING_RATE_LIMIT_PER_HOUR,
    )
    const recent = await rest.select<{ created_at: string }>('word_meaning_requests', {
      select: 'created_at',
      user_id: `eq.${userId}`,
      created_at: `gte.${new Date(now() - HOUR_MS).toISOString()}`,
      order: 'created_at.asc',
      limit: String(Math.max(1, limit)),
    })
    if (recent.length >= limit) {
      const oldest = Date.parse(recent[0]?.created_at ?? '') || now()
      const retryAfter = Math.max(1, Math.ceil((oldest + HOUR_MS - now()) / 1000))
      return errorResponse(
        429,
        'BUSINESS_RULE_VIOLATION',
        { reason: 'rate-limited', retry_after: retryAfter },
        { 'retry-after': String(retryAfter) },
      )
    }

    let parsed: ReturnType<typeof parseMeaningReply>
    try {
      const completion = await provider.chat.complete(meaningMessages(body), {
        jsonSchema: MEANING_JSON_SCHEMA,
      })
      parsed = parseMeaningReply(completion.content, body.language)
    } catch (error) {
      await rest.insert('word_meaning_requests', { user_id: userId, outcome: 'failed' })
      const code = error instanceof AppError ? error.code : 'DEPENDENCY_ERROR'
      console.error('[word-meaning] provider failed', code)
      return errorResponse(502, code === 'REQUEST_TIMEOUT' ? 'REQUEST_TIMEOUT' : 'DEPENDENCY_ERROR')
    }
    await rest.insert('word_meaning_requests', { user_id: userId, outcome: 'answered' })
    if (!parsed) return json({ meaning: null, reason: 'no-answer' } satisfies WordMeaningReply)
    try {
      await rest.insert('word_meaning_cache', {
        language: body.language,
        native_language: body.native_language,
        word: body.word,
        sentence: body.sentence ?? '',
        meaning: parsed.meaning,
        lemma: parsed.lemma,
        provider: provider.id,
        model: provider.model,
      })
    } catch (error) {
      // Another learner's request cached the same answer first: theirs is as good as ours.
      if (!(error instanceof RestError) || error.status !== 409) throw error
    }
    const reply: WordMeaningReply = {
      meaning: {
        text: parsed.meaning,
        lemma: parsed.lemma,
        provider: provider.id,
        model: provider.model,
        cached: false,
      },
      reason: null,
    }
    return json(reply)
  }

  return async function handler(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS })
    const authorization = req.headers.get('authorization')
    const userId = callerId(authorization)
    if (!userId) return errorResponse(401, 'TOKEN_INVALID')
    if (req.method !== 'POST') return errorResponse(405, 'OPERATION_NOT_ALLOWED')
    const url = env('SUPABASE_URL')
    const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY')
    if (!url || !serviceKey) return errorResponse(500, 'CONFIGURATION_ERROR')
    let raw: unknown
    try {
      raw = await req.json()
    } catch {
      return errorResponse(400, 'INVALID_FORMAT')
    }
    const body = v.safeParse(WordMeaningBodySchema, raw)
    if (!body.success) {
      return errorResponse(400, 'INVALID_FORMAT', {
        issues: body.issues.map((issue) => ({ path: v.getDotPath(issue), message: issue.message })),
      })
    }
    const rest = createRest({
      url,
      anonKey: serviceKey,
      authorization: `Bearer ${serviceKey}`,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    })
    try {
      return await answer(rest, userId, body.output)
    } catch (error) {
      console.error('[word-meaning] request failed', error instanceof Error ? error.message : error)
      return errorResponse(500, 'SERVER_ERROR')
    }
  }
}
