import type { SupabaseClient } from '@supabase/supabase-js'
import {
  WORD_MEANING_FUNCTION,
  WordMeaningBodySchema,
  WordMeaningReplySchema,
  type WordMeaningInput,
  type WordMeaningReply,
} from './contract/word-meaning.js'
import { checkInput, parseWith } from './parse.js'
import { functionFailure } from './function-errors.js'

/**
 * Asks the connected AI provider, through the `word-meaning` function, for a word's meaning in
 * its sentence. The server caches answers and limits calls per learner; the provider's key never
 * leaves it. `{ meaning: null, reason: 'no-provider' }` when none is connected.
 *
 * @throws AppError `INVALID_FORMAT` for a body the contract refuses; otherwise the function's
 *   failure with its HTTP status (429 with `retry_after` past the hourly limit, 502 when the
 *   provider failed)
 */
export async function askWordMeaning(
  client: SupabaseClient,
  input: WordMeaningInput,
): Promise<WordMeaningReply> {
  const body = checkInput(WordMeaningBodySchema, input, 'wordMeaning.ask')
  const { data, error } = await client.functions.invoke(WORD_MEANING_FUNCTION, { body })
  if (error) throw await functionFailure(error, 'wordMeaning.ask')
  return parseWith(WordMeaningReplySchema, data, 'wordMeaning.ask')
}
