import type { ErrorCode } from '@fabula/errors'
import { AppError, codeFromHttpStatus, getUserMessage, normalizeError } from '@fabula/errors'
import type { WordStatus } from '@fabula/reading'
import * as v from 'valibot'
import { createBuiltinProvider } from '../builtin/provider'
import { createOpenAiCompatibleProvider } from '../openai/provider'
import { generateStory } from '../pipeline'
import type { GeneratedStory, StoryProgress, StoryProvider, StoryRequestView } from '../types'
import { precheckRequest } from './library'
import type { Rest } from './rest'
import { RestError, createRest } from './rest'
import type { StoryRequestParameters, StoryRequestRow } from './schemas'
import {
  CancelStoryBodySchema,
  ProfileRowSchema,
  STORY_REQUEST_COLUMNS,
  StartStoryBodySchema,
  StatusQuerySchema,
  StoryRequestRowSchema,
} from './schemas'

/** Starts per user per rolling hour, unless `STORY_RATE_LIMIT_PER_HOUR` says otherwise. */
export const DEFAULT_RATE_LIMIT_PER_HOUR = 10
/** A queued or running request untouched this long is treated as dead (its worker is gone). */
export const STALE_REQUEST_MS = 10 * 60_000
/** Least time between two progress writes of one request. */
export const PROGRESS_WRITE_INTERVAL_MS = 250
/**
 * While a provider call is silent (a non-streamed revision, a slow first token) the last progress
 * is re-written this often: it keeps `updated_at` fresh for the staleness rule and notices a
 * cancel made in another isolate.
 */
export const HEARTBEAT_MS = 5_000
const HOUR_MS = 60 * 60_000
const WORD_STATUS_PAGE = 1000
/** PostgREST caps a page at 1,000 rows; a learner's statuses beyond this are not read. */
const MAX_WORD_STATUSES = 50_000

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
}

/** Options of {@link createGenerateStoryHandler}; all optional, for tests and other runtimes. */
export interface GenerateStoryHandlerOptions {
  /** Reads configuration; default: `Deno.env` on Supabase, `process.env` on Node. */
  env?: (name: string) => string | undefined
  /** Chooses the provider; default: {@link providerFromEnv}. */
  provider?: (env: (name: string) => string | undefined) => StoryProvider
  /** Keeps background work alive after the response; default `EdgeRuntime.waitUntil` if present. */
  waitUntil?: (work: Promise<unknown>) => void
  /** Clock (ms since the epoch). */
  now?: () => number
  /** fetch for PostgREST calls. */
  fetch?: typeof fetch
}

/** Reads an env var on Deno (Supabase Edge Functions) or Node (the local backend). */
export function readEnv(name: string): string | undefined {
  const deno = (globalThis as { Deno?: { env: { get(key: string): string | undefined } } }).Deno
  if (deno) return deno.env.get(name)
  return (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env[
    name
  ]
}

/**
 * The provider the server is configured for: OpenAI-compatible when `STORY_PROVIDER_BASE_URL`
 * and `STORY_PROVIDER_MODEL` are set (`STORY_PROVIDER_API_KEY` optional, e.g. for Ollama;
 * `STORY_PROVIDER_TIMEOUT_MS` and `STORY_PROVIDER_MAX_RETRIES` optional), otherwise the built-in library. Keys are read here on
 * the server and never sent to any client.
 */
export function providerFromEnv(env: (name: string) => string | undefined): StoryProvider {
  const baseUrl = env('STORY_PROVIDER_BASE_URL')
  const model = env('STORY_PROVIDER_MODEL')
  if (!baseUrl || !model) return createBuiltinProvider()
  const apiKey = env('STORY_PROVIDER_API_KEY')
  const timeout = Number(env('STORY_PROVIDER_TIMEOUT_MS') ?? Number.NaN)
  const retries = Number(env('STORY_PROVIDER_MAX_RETRIES') ?? Number.NaN)
  return createOpenAiCompatibleProvider({
    baseUrl,
    model,
    ...(apiKey ? { apiKey } : {}),
    ...(Number.isFinite(timeout) && timeout > 0 ? { timeoutMs: timeout } : {}),
    ...(Number.isInteger(retries) && retries >= 0 ? { maxRetries: retries } : {}),
  })
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...CORS_HEADERS, ...headers } })
}

function errorResponse(
  status: number,
  code: ErrorCode,
  message = getUserMessage(code),
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return json({ error: { code, message, ...extra } }, status, headers)
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

/** What the client polls: the request without internals. */
function view(row: StoryRequestRow): StoryRequestView {
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

function storyRow(story: GeneratedStory) {
  return {
    language: story.language,
    native_language: story.nativeLanguage,
    level: story.level,
    sub_level: story.subLevel,
    genre: story.genre,
    title: story.title,
    paragraphs: story.paragraphs,
    glossary: story.glossary,
    gloss_language: story.glossLanguage,
    sentence_translations: story.sentenceTranslations,
    coverage: Math.round(story.coverage * 10_000) / 10_000,
    new_word_count: story.newWordCount,
    word_count: story.wordCount,
    levelling_rounds: story.levellingRounds,
    provider: story.provider,
    model: story.model ?? null,
    source_id: story.sourceId ?? null,
    timings: story.timings,
    questions: story.questions.map((q) =>
      q.kind === 'multiple_choice'
        ? { kind: q.kind, prompt: q.prompt, options: q.options, answer: q.answer }
        : { kind: q.kind, prompt: q.prompt, answer: q.answer },
    ),
  }
}

/** Thrown into the pipeline's signal when the learner cancels. */
class CanceledError extends Error {
  constructor() {
    super('Story request canceled')
    this.name = 'CanceledError'
  }
}

/** Runs in this isolate, so a cancel reaching the same isolate stops the provider at once. */
const RUNNING = new Map<string, AbortController>()

/**
 * Writes progress at most every {@link PROGRESS_WRITE_INTERVAL_MS}, one write at a time, always
 * the latest state. Every write is conditional on `status = running`: when it matches no row the
 * request was canceled (possibly from another isolate) and the run is aborted.
 */
function progressWriter(rest: Rest, id: string, controller: AbortController, now: () => number) {
  let pending: StoryProgress | undefined
  let inFlight: Promise<void> | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  // The first write waits one interval too: a fast provider (the built-in library) finishes
  // before that, and its final save is the only write it needs.
  let lastWrite = now()
  let stopped = false
  let last: StoryProgress | undefined

  const write = async (progress: StoryProgress) => {
    lastWrite = now()
    try {
      const rows = await rest.update(
        'story_requests',
        { id: `eq.${id}`, status: 'eq.running', select: 'id' },
        {
          stage: progress.stage,
          progress: progress.progress,
          ...(progress.partialText === undefined
            ? {}
            : { partial_text: progress.partialText.slice(0, 20_000) }),
        },
      )
      if (rows.length === 0) controller.abort(new CanceledError())
    } catch (error) {
      console.error('[generate-story] progress write failed', error)
    }
  }
  const pump = () => {
    if (stopped || inFlight || timer || !pending || controller.signal.aborted) return
    const wait = lastWrite + PROGRESS_WRITE_INTERVAL_MS - now()
    if (wait > 0) {
      timer = setTimeout(() => {
        timer = undefined
        pump()
      }, wait)
      return
    }
    const progress = pending
    pending = undefined
    inFlight = write(progress).finally(() => {
      inFlight = undefined
      pump()
    })
  }
  const heartbeat = setInterval(() => {
    if (last && !pending) {
      pending = last
      pump()
    }
  }, HEARTBEAT_MS)
  return {
    report(progress: StoryProgress) {
      last = progress
      pending = progress
      pump()
    },
    /** Drops unsent progress (the final save supersedes it) and waits for a write in flight. */
    async stop() {
      stopped = true
      clearInterval(heartbeat)
      pending = undefined
      if (timer) clearTimeout(timer)
      timer = undefined
      while (inFlight) await inFlight
    },
  }
}

async function loadWordStatuses(
  rest: Rest,
  userId: string,
  language: string,
): Promise<Map<string, WordStatus>> {
  const statuses = new Map<string, WordStatus>()
  for (let offset = 0; offset < MAX_WORD_STATUSES; offset += WORD_STATUS_PAGE) {
    const rows = await rest.select<{ word: string; status: WordStatus }>('word_statuses', {
      select: 'word,status',
      user_id: `eq.${userId}`,
      language: `eq.${language}`,
      order: 'word.asc',
      limit: String(WORD_STATUS_PAGE),
      offset: String(offset),
    })
    for (const row of rows) statuses.set(row.word, row.status)
    if (rows.length < WORD_STATUS_PAGE) break
  }
  return statuses
}

/** The background part: the pipeline, with every write made as the learner. */
async function runGeneration(
  rest: Rest,
  userId: string,
  id: string,
  parameters: StoryRequestParameters,
  provider: StoryProvider,
  now: () => number,
  readSourceIds: string[] = [],
): Promise<void> {
  const controller = new AbortController()
  RUNNING.set(id, controller)
  const writer = progressWriter(rest, id, controller, now)
  try {
    const wordStatuses = await loadWordStatuses(rest, userId, parameters.language)
    const story = await generateStory(
      {
        genre: parameters.genre,
        length: parameters.length,
        ...(parameters.style_author ? { styleAuthor: parameters.style_author } : {}),
        ...(parameters.topic ? { topic: parameters.topic } : {}),
        seed: id,
      },
      {
        provider,
        learner: {
          nl: parameters.native_language,
          tl: parameters.language,
          level: parameters.level,
          subLevel: parameters.sub_level,
          wordStatuses,
          readSourceIds,
        },
        onProgress: (progress) => writer.report(progress),
        signal: controller.signal,
      },
    )
    await writer.stop()
    if (controller.signal.aborted) return
    await rest.rpc('save_generated_story', { p_request_id: id, p_story: storyRow(story) })
  } catch (error) {
    await writer.stop()
    if (controller.signal.aborted) return
    const code =
      error instanceof AppError
        ? error.code
        : error instanceof RestError
          ? codeFromHttpStatus(error.status)
          : normalizeError(error).code
    const message = error instanceof AppError ? error.message : getUserMessage(code)
    try {
      await rest.update(
        'story_requests',
        { id: `eq.${id}`, status: 'in.(queued,running)', select: 'id' },
        {
          status: 'failed',
          error_code: code,
          error_message: message.slice(0, 500),
          partial_text: null,
        },
      )
    } catch (writeError) {
      console.error('[generate-story] could not record the failure', writeError)
    }
  } finally {
    RUNNING.delete(id)
  }
}

/**
 * The `generate-story` edge function (Supabase Edge Functions and the local backend):
 *
 * - `POST {genre, length, request_id?, style_author?, topic?, level?, sub_level?}` validates the
 *   body, records a `story_requests` row and runs the pipeline in the background → 202 with the
 *   request (200 with the existing one when `request_id` was seen before). 429 past the hourly
 *   limit, 409 while another generation of the caller is queued or running.
 * - `GET ?request=<id>` → the request's status, stage, progress, partial text, error, story id.
 * - `POST {action: 'cancel', request_id}` → cancels a queued or running request.
 *
 * Every database call carries the caller's own JWT, so RLS decides what the function may read and
 * write; the finished story is stored through `save_generated_story()`, which checks the request
 * is the caller's and still running. Errors are `{error: {code, message}}` with catalogue codes.
 */
export function createGenerateStoryHandler(options: GenerateStoryHandlerOptions = {}) {
  const env = options.env ?? readEnv
  const now = options.now ?? (() => Date.now())
  const waitUntil =
    options.waitUntil ??
    ((work: Promise<unknown>) => {
      const edge = (globalThis as { EdgeRuntime?: { waitUntil(p: Promise<unknown>): void } })
        .EdgeRuntime
      edge?.waitUntil(work)
    })

  async function start(rest: Rest, userId: string, body: unknown): Promise<Response> {
    const parsed = v.safeParse(StartStoryBodySchema, body)
    if (!parsed.success) {
      return errorResponse(400, 'INVALID_FORMAT', undefined, {
        issues: parsed.issues.map((issue) => ({
          path: v.getDotPath(issue),
          message: issue.message,
        })),
      })
    }
    const input = parsed.output
    const byId = async (id: string) =>
      parseRows(
        await rest.select('story_requests', { id: `eq.${id}`, select: STORY_REQUEST_COLUMNS }),
      )[0]

    if (input.request_id) {
      const existing = await byId(input.request_id)
      if (existing) return json({ request: view(existing) }, 200)
    }

    const limit = Number(env('STORY_RATE_LIMIT_PER_HOUR') ?? DEFAULT_RATE_LIMIT_PER_HOUR)
    // Independent reads, sent together to save round trips.
    const [profiles, recent] = await Promise.all([
      rest.select('profiles', { user_id: `eq.${userId}`, select: 'nl,tl,lang_lvl,lang_sub_lvl' }),
      rest.select<{ created_at: string }>('story_requests', {
        select: 'created_at',
        user_id: `eq.${userId}`,
        created_at: `gte.${new Date(now() - HOUR_MS).toISOString()}`,
        order: 'created_at.asc',
        limit: String(Math.max(1, limit)),
      }),
    ])
    const learner =
      profiles[0] === undefined ? undefined : v.safeParse(ProfileRowSchema, profiles[0])
    if (!learner?.success || !learner.output.tl || !learner.output.nl) {
      return errorResponse(
        422,
        'BUSINESS_RULE_VIOLATION',
        'Set your native and target language first.',
      )
    }
    if (recent.length >= limit) {
      const oldest = Date.parse(recent[0]?.created_at ?? '') || now()
      const retryAfter = Math.max(1, Math.ceil((oldest + HOUR_MS - now()) / 1000))
      return errorResponse(
        429,
        'BUSINESS_RULE_VIOLATION',
        `You can start ${limit} stories an hour. Please try again later.`,
        { retry_after: retryAfter },
        { 'retry-after': String(retryAfter) },
      )
    }
    const provider = (options.provider ?? providerFromEnv)(env)
    const parameters: StoryRequestParameters = {
      genre: input.genre,
      length: input.length,
      ...(input.style_author ? { style_author: input.style_author } : {}),
      ...(input.topic ? { topic: input.topic } : {}),
      level: input.level ?? learner.output.lang_lvl ?? 'A1',
      sub_level: input.sub_level ?? learner.output.lang_sub_lvl ?? 2,
      language: learner.output.tl,
      native_language: learner.output.nl,
    }
    const { readSourceIds, refusal } = await precheckRequest(rest, userId, provider, parameters)
    if (refusal) {
      return errorResponse(422, refusal.code, refusal.message, {
        reason: refusal.reason,
        ...refusal.details,
      })
    }
    const insert = async () =>
      v.parse(
        StoryRequestRowSchema,
        await rest.insert('story_requests', {
          ...(input.request_id ? { id: input.request_id } : {}),
          // Inserted running: the work starts right away, and it saves a round trip.
          status: 'running',
          parameters,
          provider: provider.id,
        }),
      )
    let row: StoryRequestRow | undefined
    // The database enforces one active request per learner (a partial unique index), so the
    // common path is a single insert; a conflict is examined only when it happens.
    for (let attempt = 0; row === undefined; attempt += 1) {
      try {
        row = await insert()
      } catch (error) {
        if (!(error instanceof RestError) || error.status !== 409 || attempt > 0) throw error
        // Two starts raced with the same id: answer with the winner.
        const existing = input.request_id ? await byId(input.request_id) : undefined
        if (existing) return json({ request: view(existing) }, 200)
        const active = parseRows(
          await rest.select('story_requests', {
            select: STORY_REQUEST_COLUMNS,
            user_id: `eq.${userId}`,
            status: 'in.(queued,running)',
          }),
        )[0]
        if (active === undefined) throw error
        if (now() - Date.parse(active.updated_at) <= STALE_REQUEST_MS) {
          return errorResponse(
            409,
            'RESOURCE_CONFLICT',
            'A story is already being written for you.',
            { request_id: active.id },
          )
        }
        // Its worker is gone (no progress for STALE_REQUEST_MS): record that, then retry once.
        await rest.update(
          'story_requests',
          { id: `eq.${active.id}`, status: 'in.(queued,running)', select: 'id' },
          {
            status: 'failed',
            error_code: 'REQUEST_TIMEOUT',
            error_message: 'The generation stopped responding.',
            partial_text: null,
          },
        )
      }
    }
    const work = runGeneration(rest, userId, row.id, parameters, provider, now, readSourceIds)
    waitUntil(work)
    return json({ request: view(row) }, 202)
  }

  async function cancel(rest: Rest, body: unknown): Promise<Response> {
    const parsed = v.safeParse(CancelStoryBodySchema, body)
    if (!parsed.success) return errorResponse(400, 'INVALID_FORMAT')
    const id = parsed.output.request_id
    const rows = parseRows(
      await rest.update(
        'story_requests',
        { id: `eq.${id}`, status: 'in.(queued,running)', select: STORY_REQUEST_COLUMNS },
        { status: 'canceled', partial_text: null },
      ),
    )
    const canceled = rows[0]
    if (canceled) {
      RUNNING.get(id)?.abort(new CanceledError())
      return json({ request: view(canceled) })
    }
    const current = parseRows(
      await rest.select('story_requests', { id: `eq.${id}`, select: STORY_REQUEST_COLUMNS }),
    )[0]
    if (!current) return errorResponse(404, 'DATA_NOT_FOUND')
    if (current.status === 'canceled') return json({ request: view(current) })
    return errorResponse(409, 'RESOURCE_CONFLICT', `The request has already ${current.status}.`)
  }

  async function status(rest: Rest, url: URL): Promise<Response> {
    const parsed = v.safeParse(StatusQuerySchema, {
      request: url.searchParams.get('request') ?? '',
    })
    if (!parsed.success) return errorResponse(400, 'INVALID_FORMAT')
    const row = parseRows(
      await rest.select('story_requests', {
        id: `eq.${parsed.output.request}`,
        select: STORY_REQUEST_COLUMNS,
      }),
    )[0]
    return row ? json({ request: view(row) }) : errorResponse(404, 'DATA_NOT_FOUND')
  }

  return async function handler(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS })
    const authorization = req.headers.get('authorization')
    const userId = callerId(authorization)
    if (!userId || !authorization) return errorResponse(401, 'TOKEN_INVALID')
    const url = env('SUPABASE_URL')
    const anonKey = env('SUPABASE_ANON_KEY')
    if (!url || !anonKey) return errorResponse(500, 'CONFIGURATION_ERROR')
    const rest = createRest({
      url,
      anonKey,
      authorization,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    })
    try {
      if (req.method === 'GET') return await status(rest, new URL(req.url))
      if (req.method !== 'POST') return errorResponse(405, 'OPERATION_NOT_ALLOWED')
      let body: unknown
      try {
        body = await req.json()
      } catch {
        return errorResponse(400, 'INVALID_FORMAT', 'The body must be JSON.')
      }
      const action = (body as { action?: unknown } | null)?.action
      return action === 'cancel' ? await cancel(rest, body) : await start(rest, userId, body)
    } catch (error) {
      const code = error instanceof RestError ? codeFromHttpStatus(error.status) : 'SERVER_ERROR'
      console.error('[generate-story] request failed', error)
      return errorResponse(error instanceof RestError ? error.status : 500, code)
    }
  }
}
