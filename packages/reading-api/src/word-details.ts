import type { SupabaseClient } from '@supabase/supabase-js'
import { failed } from './parse.js'
import type { WordStatusValue } from './constants.js'

/** The learner's own meaning and note of a word, saved on its dictionary form. */
export interface WordDetailsInput {
  language: string
  /** The form as tapped (normalised). */
  form: string
  /** Its dictionary form; the form itself when omitted. */
  lemma?: string | undefined
  /** Own meaning; empty or `null` clears it. */
  meaning: string | null
  /** Note; empty or `null` clears it. */
  note: string | null
  /** The status a new entry starts with (an existing entry keeps its own). */
  status?: WordStatusValue | undefined
  sentence?: string | undefined
  storyId?: string | undefined
}

/**
 * Saves an own meaning and note (`save_word_details()`): on the dictionary form, creating the
 * entry if needed. The database refuses text that is not plain text of at most 500 characters
 * (400).
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function saveWordDetails(
  client: SupabaseClient,
  input: WordDetailsInput,
): Promise<void> {
  const { error, status } = await client.rpc('save_word_details', {
    p_language: input.language,
    p_form: input.form,
    p_lemma: input.lemma ?? input.form,
    p_meaning: input.meaning ?? '',
    p_note: input.note ?? '',
    p_status: input.status ?? 'learning',
    p_sentence: input.sentence ?? null,
    p_story_id: input.storyId ?? null,
  })
  if (error) throw failed(error, status, 'wordDetails.save')
}
