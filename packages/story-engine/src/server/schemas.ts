import { NativeLanguageSchema, TargetLanguageSchema } from '@fabula/profile-api'
import { CEFR_LEVELS } from '@fabula/reading'
import * as v from 'valibot'

// The request contract is written once, in @fabula/reading-api/contract, and shared with the
// browser; re-exported here for the handler and its tests.
export {
  CancelStoryBodySchema,
  StartStoryBodySchema,
  StatusQuerySchema,
  StoryRequestParametersSchema,
  type StartStoryBody,
  type StoryRequestParameters,
} from '@fabula/reading-api/contract'

const Uuid = v.pipe(v.string(), v.uuid())

/** The learner's profile fields the function reads. */
export const ProfileRowSchema = v.object({
  nl: v.nullable(NativeLanguageSchema),
  tl: v.nullable(TargetLanguageSchema),
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
