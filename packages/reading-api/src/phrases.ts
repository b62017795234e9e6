import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { failed, parseWith } from './parse.js'
import type { WordStatusValue } from './constants.js'
import { PHRASE_COLUMNS, PhraseSchema, type Phrase } from './rows.js'

/** PostgREST serves at most this many rows a page. */
const PAGE = 1000

/**
 * The learner's saved phrases in one language, read page by page (the reader highlights them
 * wherever they recur).
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function listPhrases(
  client: SupabaseClient,
  userId: string,
  language: string,
): Promise<Phrase[]> {
  const phrases: Phrase[] = []
  for (let from = 0; ; from += PAGE) {
    const { data, error, status } = await client
      .from('phrases')
      .select(PHRASE_COLUMNS)
      .eq('user_id', userId)
      .eq('language', language)
      .order('phrase')
      .range(from, from + PAGE - 1)
    if (error) throw failed(error, status, 'phrases.list')
    const rows = parseWith(v.array(PhraseSchema), data, 'phrases.list')
    phrases.push(...rows)
    if (rows.length < PAGE) return phrases
  }
}

/** A phrase to save (insert, or update the one with the same words). */
export interface PhraseInput {
  language: string
  /** Normalised words joined by one space. */
  phrase: string
  /** As written. */
  text: string
  status: WordStatusValue
  meaning?: string | null
  note?: string | null
  sentence?: string | null
  storyId?: string | null
}

/**
 * Saves a phrase: upsert on the learner, language and words. The database refuses a phrase of
 * fewer than 2 or more than 10 words and text that is not plain text of at most 500 characters.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function savePhrase(
  client: SupabaseClient,
  userId: string,
  input: PhraseInput,
): Promise<Phrase> {
  const { data, error, status } = await client
    .from('phrases')
    .upsert(
      {
        user_id: userId,
        language: input.language,
        phrase: input.phrase,
        text: input.text,
        status: input.status,
        meaning: input.meaning?.trim() || null,
        note: input.note?.trim() || null,
        ...(input.sentence ? { sentence: input.sentence } : {}),
        ...(input.storyId ? { story_id: input.storyId } : {}),
      },
      { onConflict: 'user_id,language,phrase' },
    )
    .select(PHRASE_COLUMNS)
    .single()
  if (error) throw failed(error, status, 'phrases.save')
  return parseWith(PhraseSchema, data, 'phrases.save')
}

/**
 * Deletes one of the learner's phrases (nothing happens for someone else's).
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function deletePhrase(client: SupabaseClient, id: string): Promise<void> {
  const { error, status } = await client.from('phrases').delete().eq('id', id)
  if (error) throw failed(error, status, 'phrases.delete')
}
