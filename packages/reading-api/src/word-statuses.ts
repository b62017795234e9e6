import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { failed, parseWith } from './parse.js'
import { WordStatusRowSchema, type WordStatusValue } from './rows.js'

/** PostgREST serves at most this many rows a page. */
const PAGE = 1000

/**
 * The learner's word statuses in one language (normalised word → status), read page by page.
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
      .from('word_statuses')
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

/** One word and the status the learner gave it. */
export interface WordStatusEntry {
  word: string
  status: WordStatusValue
}

/**
 * Saves word statuses (upsert on user, language and word).
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function setWordStatuses(
  client: SupabaseClient,
  userId: string,
  language: string,
  entries: readonly WordStatusEntry[],
): Promise<void> {
  if (entries.length === 0) return
  const { error, status } = await client.from('word_statuses').upsert(
    entries.map((entry) => ({
      user_id: userId,
      language,
      word: entry.word,
      status: entry.status,
    })),
    { onConflict: 'user_id,language,word' },
  )
  if (error) throw failed(error, status, 'wordStatuses.set')
}
