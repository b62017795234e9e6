/**
 * The contract of the `word-meaning` edge function: the meaning of one word in its sentence,
 * asked of the connected AI provider on the server, cached and rate-limited per learner. The
 * browser (this package's repository), the function's handler (@fabula/word-meaning) and their
 * tests import these schemas.
 *
 * @packageDocumentation
 */
import { NATIVE_LANGUAGES, TARGET_LANGUAGES } from '@fabula/profile-api'
import * as v from 'valibot'
import { NormalizedWordSchema, PlainTextSchema, SENTENCE_MAX_LENGTH } from '../vocabulary-rules.js'

/** The function's name under `/functions/v1/`. */
export const WORD_MEANING_FUNCTION = 'word-meaning'

/** `POST word-meaning` body. Unknown keys are rejected. */
export const WordMeaningBodySchema = v.strictObject({
  /** The story's language. */
  language: v.picklist(TARGET_LANGUAGES),
  /** The language the meaning is wanted in (the learner's native language). */
  native_language: v.picklist(NATIVE_LANGUAGES),
  /** The word, normalised like @fabula/reading's normalizeWord. */
  word: NormalizedWordSchema,
  /** The word as it appears (case, accents), when it differs. */
  text: v.optional(PlainTextSchema(100)),
  /** The sentence it appears in; the provider is asked for the meaning there. */
  sentence: v.optional(PlainTextSchema(SENTENCE_MAX_LENGTH)),
})

/** A body as the browser writes it. */
export type WordMeaningInput = v.InferInput<typeof WordMeaningBodySchema>
/** A validated body. */
export type WordMeaningBody = v.InferOutput<typeof WordMeaningBodySchema>

/** Why no meaning came back: no provider is connected, or it had no answer for this word. */
export const WORD_MEANING_SILENCES = ['no-provider', 'no-answer'] as const

/** What the provider said about the word. */
export const ProviderMeaningSchema = v.object({
  /** The meaning in the native language, plain text. */
  text: v.string(),
  /** The word's dictionary form, when the provider named one. */
  lemma: v.nullable(v.string()),
  /** Provider id (e.g. `openai-compatible`). */
  provider: v.string(),
  model: v.nullable(v.string()),
  /** True when the answer came from the cache (no provider call was made). */
  cached: v.boolean(),
})

/** A provider meaning. */
export type ProviderMeaning = v.InferOutput<typeof ProviderMeaningSchema>

/** The function's reply: a meaning, or `null` and why. */
export const WordMeaningReplySchema = v.object({
  meaning: v.nullable(ProviderMeaningSchema),
  reason: v.nullable(v.picklist(WORD_MEANING_SILENCES)),
})

/** The function's reply. */
export type WordMeaningReply = v.InferOutput<typeof WordMeaningReplySchema>
