/**
 * The contract of the `generate-story` edge function, written once: the browser (this package's
 * repository), the function (`@fabula/story-engine/server`) and their tests import these schemas.
 * The database keeps its own check of stored parameters (`story_request_parameters_valid()`); a
 * test proves it accepts and refuses what {@link StoryRequestParametersSchema} does.
 *
 * @packageDocumentation
 */
import { GENRES, NATIVE_LANGUAGES, TARGET_LANGUAGES } from '@fabula/profile-api'
import { CEFR_LEVELS } from '@fabula/reading'
import * as v from 'valibot'

/** The function's name under `/functions/v1/`. */
export const GENERATE_STORY_FUNCTION = 'generate-story'

/** Story lengths (PRODUCT.md §3: short ≈150, medium ≈400, long ≈900 words). */
export const STORY_LENGTHS = ['short', 'medium', 'long'] as const
/** A story length. */
export type StoryLength = (typeof STORY_LENGTHS)[number]

/** Level bands inside a CEFR level: 1 low, 2 mid, 3 high. */
export const SUB_LEVELS = [1, 2, 3] as const

/** Longest "in the style of" author name (PRODUCT.md §2: favourite authors are 1–80 characters). */
export const STYLE_AUTHOR_MAX_LENGTH = 80
/** Longest optional topic. */
export const TOPIC_MAX_LENGTH = 200

const Uuid = v.pipe(v.string(), v.uuid())
const OptionalText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max)))

/** `POST generate-story` body that starts a generation. Unknown keys are rejected. */
export const StartStoryBodySchema = v.strictObject({
  action: v.optional(v.literal('start')),
  /** Client-chosen id: repeating a start with the same id returns the same request. */
  request_id: v.optional(Uuid),
  genre: v.picklist(GENRES),
  /** "In the style of" one favourite author (style only). */
  style_author: OptionalText(STYLE_AUTHOR_MAX_LENGTH),
  topic: OptionalText(TOPIC_MAX_LENGTH),
  length: v.picklist(STORY_LENGTHS),
  level: v.optional(v.picklist(CEFR_LEVELS)),
  sub_level: v.optional(v.picklist(SUB_LEVELS)),
})

/** A start body as the browser writes it. */
export type StartStoryInput = v.InferInput<typeof StartStoryBodySchema>
/** A validated start body. */
export type StartStoryBody = v.InferOutput<typeof StartStoryBodySchema>

/** `POST generate-story` body that cancels a generation. */
export const CancelStoryBodySchema = v.strictObject({
  action: v.literal('cancel'),
  request_id: Uuid,
})

/** `GET generate-story?request=<id>` query. */
export const StatusQuerySchema = v.object({ request: Uuid })

/**
 * `story_requests.parameters` as stored: the start body with level and languages resolved from
 * the learner's profile.
 */
export const StoryRequestParametersSchema = v.strictObject({
  genre: v.picklist(GENRES),
  style_author: OptionalText(STYLE_AUTHOR_MAX_LENGTH),
  topic: OptionalText(TOPIC_MAX_LENGTH),
  length: v.picklist(STORY_LENGTHS),
  level: v.picklist(CEFR_LEVELS),
  sub_level: v.picklist(SUB_LEVELS),
  language: v.picklist(TARGET_LANGUAGES),
  native_language: v.picklist(NATIVE_LANGUAGES),
})

/** Stored request parameters. */
export type StoryRequestParameters = v.InferOutput<typeof StoryRequestParametersSchema>

/** Statuses of a generation request. */
export const STORY_REQUEST_STATUSES = [
  'queued',
  'running',
  'succeeded',
  'failed',
  'canceled',
] as const
/** Stages of a generation request (the last two are the server's own bookkeeping). */
export const STORY_REQUEST_STAGES = [
  'planning',
  'writing',
  'levelling',
  'questions',
  'glossary',
  'done',
] as const

/** What the function answers for a request: `{ request: StoryRequestView }`. */
export const StoryRequestViewSchema = v.object({
  id: Uuid,
  status: v.picklist(STORY_REQUEST_STATUSES),
  stage: v.picklist(STORY_REQUEST_STAGES),
  /** 0–100. */
  progress: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  /** Catalogue code (and parameters) when `status` is `failed`. */
  error: v.nullable(
    v.object({
      code: v.string(),
      message: v.nullable(v.string()),
    }),
  ),
  /** Sentences written so far while the provider streams. */
  partial_text: v.nullable(v.string()),
  /** The stored story once `status` is `succeeded`. */
  story_id: v.nullable(v.string()),
  /** `builtin` or `openai-compatible`. */
  provider: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
})

/** A generation request as the function reports it. */
export type StoryRequestView = v.InferOutput<typeof StoryRequestViewSchema>

/** The function's reply to a start, a cancel or a status query. */
export const StoryRequestReplySchema = v.object({ request: StoryRequestViewSchema })

/**
 * Why the function refused, beside the catalogue `code`: stable values the app words in the
 * learner's language (the reply's `message` is only the catalogue's English default). Parameters
 * travel beside the reason in the error object:
 *
 * - `not_signed_in` (401 `TOKEN_INVALID`) — no user in the JWT (e.g. the anon key).
 * - `not_configured` (500 `CONFIGURATION_ERROR`) — the function lacks `SUPABASE_URL`/anon key.
 * - `method_not_allowed` (405 `OPERATION_NOT_ALLOWED`).
 * - `body_not_json` (400 `INVALID_FORMAT`).
 * - `invalid_body`, `invalid_query` (400 `INVALID_FORMAT`) — `issues: {path, message}[]`.
 * - `profile_incomplete` (422 `BUSINESS_RULE_VIOLATION`) — native or target language not set.
 * - `rate_limited` (429 `BUSINESS_RULE_VIOLATION`) — `limit` starts per hour, `retry_after`
 *   seconds (also the `Retry-After` header).
 * - `LIBRARY_LANGUAGE_MISSING` (422 `DATA_NOT_FOUND`) — `language`, `languages` the library has.
 * - `LIBRARY_EXHAUSTED` (422 `DATA_NOT_FOUND`) — `language`, `level`, `choices` (nearest levels
 *   with unread stories: `{level, unread, genres, lengths}`).
 * - `generation_active` (409 `RESOURCE_CONFLICT`) — `request_id` of the learner's active request.
 * - `request_not_found` (404 `DATA_NOT_FOUND`) — unknown id, or another learner's request.
 * - `request_finished` (409 `RESOURCE_CONFLICT`) — cancel too late: `request_id`, `status`.
 * - `database_error` (the database's status) and `internal_error` (500 `SERVER_ERROR`).
 */
export const GENERATE_STORY_ERROR_REASONS = [
  'not_signed_in',
  'not_configured',
  'method_not_allowed',
  'body_not_json',
  'invalid_body',
  'invalid_query',
  'profile_incomplete',
  'rate_limited',
  'LIBRARY_LANGUAGE_MISSING',
  'LIBRARY_EXHAUSTED',
  'generation_active',
  'request_not_found',
  'request_finished',
  'database_error',
  'internal_error',
] as const
/** A reason the generate-story function gives for a refusal. */
export type GenerateStoryErrorReason = (typeof GENERATE_STORY_ERROR_REASONS)[number]

/**
 * The function's error body: `{ error: { code, reason?, message?, …parameters } }`. `reason` is
 * read as any string, so a reason added to a newer function still parses in an older browser;
 * {@link GENERATE_STORY_ERROR_REASONS} lists the known ones.
 */
export const FunctionErrorBodySchema = v.object({
  error: v.looseObject({
    code: v.string(),
    reason: v.optional(v.string()),
    message: v.optional(v.string()),
  }),
})
