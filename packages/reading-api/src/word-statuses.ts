import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { failed, parseWith } from './parse.js'
import type { WordStatusValue } from './constants.js'
import { WordStatusRowSchema } from './rows.js'

/** PostgREST serves at most this many rows a page. */
const PAGE = 1000

/**
 * The learner's statuses in one language by word form (normalised form → status): every
 * dictionary form they marked, and every form linked to one (`public.word_form_statuses`), so a
 * reader of forms (coverage, the library) sees "zapatos" known once "zapato" is. Read page by
 * page.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function listWordStatuses(
  client: SupabaseClient,
  userId: string,
  language: string,
): Promise<Map<string, WordStatusValue>> {
  const statuses = new Map<string, WordStatusValue>()
  for (let from = 0; ; from += PAGE) {
    const { data, error, status } = await client
      .from('word_form_statuses')
      .select('word,status')
      .eq('user_id', userId)
      .eq('language', language)
      .order('word')
      .range(from, from + PAGE - 1)
    if (error) throw failed(error, status, 'wordStatuses.list')
    const rows = parseWith(v.array(WordStatusRowSchema), data, 'wordStatuses.list')
    for (const row of rows) statuses.set(row.word, row.status)
    if (rows.length < PAGE) return statuses
  }
}

/** A status the learner gave a word form, and where it was met. */
export interface WordStatusEntry {
  /** The form as tapped (normalised). */
  word: string
  /** Its dictionary form; the form itself when omitted or unknown. */
  lemma?: string | undefined
  status: WordStatusValue
  /** The sentence it was met in (kept the first time). */
  sentence?: string | undefined
  /** The story it was met in (kept the first time). */
  storyId?: string | undefined
}

/**
 * Saves statuses by dictionary form (`set_word_statuses()`): each status belongs to the entry's
 * lemma, the link form → lemma is recorded, and the learner's own link (or unlink) of a form
 * wins over the `lemma` given. One transaction for all entries; the caller's own rows only.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function setWordStatuses(
  client: SupabaseClient,
  language: string,
  entries: readonly WordStatusEntry[],
): Promise<void> {
  if (entries.length === 0) return
  const { error, status } = await client.rpc('set_word_statuses', {
    p_language: language,
    p_entries: entries.map((entry) => ({
      form: entry.word,
      lemma: entry.lemma ?? entry.word,
      status: entry.status,
      ...(entry.sentence ? { sentence: entry.sentence } : {}),
      ...(entry.storyId ? { story_id: entry.storyId } : {}),
    })),
  })
  if (error) throw failed(error, status, 'wordStatuses.set')
}
