import { CEFR_LEVELS } from '@fabula/reading'
import * as v from 'valibot'
import { GENRES } from '../bank/types'

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
  style_author: OptionalText(80),
  topic: OptionalText(200),
  length: v.picklist(['short', 'medium', 'long']),
  level: v.optional(v.picklist(CEFR_LEVELS)),
  sub_level: v.optional(v.picklist([1, 2, 3])),
})

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
 * `story_requests.parameters` as stored (the SQL twin is `story_request_parameters_valid()`):
 * the request body with level and languages resolved from the learner's profile.
 */
export const StoryRequestParametersSchema = v.strictObject({
  genre: v.picklist(GENRES),
  style_author: OptionalText(80),
  topic: OptionalText(200),
  length: v.picklist(['short', 'medium', 'long']),
  level: v.picklist(CEFR_LEVELS),
  sub_level: v.picklist([1, 2, 3]),
  language: v.pipe(v.string(), v.regex(/^[a-z]{2}$/)),
  native_language: v.pipe(v.string(), v.regex(/^[a-z]{2}$/)),
})

/** Stored request parameters. */
export type StoryRequestParameters = v.InferOutput<typeof StoryRequestParametersSchema>

/** The learner's profile fields the function reads. */
export const ProfileRowSchema = v.object({
  nl: v.nullable(v.string()),
  tl: v.nullable(v.string()),
  lang_lvl: v.nullable(v.picklist(CEFR_LEVELS)),
  lang_sub_lvl: v.nullable(v.picklist([1, 2, 3])),
})

/** A `story_requests` row as the function reads it. */
export const StoryRequestRowSchema = v.object({
  id: Uuid,
  status: v.picklist(['queued', 'running', 'succeeded', 'failed', 'canceled']),
  stage: v.picklist(['planning', 'writing', 'levelling', 'questions', 'glossary', 'done']),
  progress: v.number(),
  error_code: v.nullable(v.string()),
  error_message: v.nullable(v.string()),
  parameters: v.unknown(),
  partial_text: v.nullable(v.string()),
  story_id: v.nullable(v.string()),
  provider: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
})

/** A `story_requests` row. */
export type StoryRequestRow = v.InferOutput<typeof StoryRequestRowSchema>

/** Columns selected for {@link StoryRequestRow}. */
export const STORY_REQUEST_COLUMNS =
  'id,status,stage,progress,error_code,error_message,parameters,partial_text,story_id,provider,created_at,updated_at'
