import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { failed, parseWith } from './parse.js'
import {
  WORD_ENTRY_COLUMNS,
  WordEntryRowSchema,
  WordLinkRowSchema,
  type WordEntry,
  type WordLink,
} from './rows.js'

/** PostgREST serves at most this many rows a page. */
const PAGE = 1000

/** A learner's words in one language: entries by dictionary form and links by form. */
export interface WordBook {
  /** Dictionary form → entry (status, own meaning, note). */
  entries: Map<string, WordEntry>
  /** Form → its dictionary form, as recorded or set by the learner. */
  links: Map<string, WordLink>
}

async function readAll<S extends v.GenericSchema>(
  read: (
    from: number,
    to: number,
  ) => PromiseLike<{ data: unknown; error: unknown; status: number }>,
  schema: S,
  operation: string,
): Promise<v.InferOutput<S>[]> {
  const rows: v.InferOutput<S>[] = []
  for (let from = 0; ; from += PAGE) {
    const { data, error, status } = await read(from, from + PAGE - 1)
    if (error) throw failed(error as { message: string }, status, operation)
    const page = parseWith(v.array(schema), data, operation)
    rows.push(...page)
    if (page.length < PAGE) return rows
  }
}

/**
 * The learner's words in one language: every entry by dictionary form (status, own meaning and
 * note, where it was met) and every form → dictionary form link. The reader keeps both, so a
 * tap shows an own meaning without a round trip. Both lists are read in parallel, page by page.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function listWordEntries(
  client: SupabaseClient,
  userId: string,
  language: string,
): Promise<WordBook> {
  const [entryRows, linkRows] = await Promise.all([
    readAll(
      (from, to) =>
        client
          .from('word_statuses')
          .select(WORD_ENTRY_COLUMNS)
          .eq('user_id', userId)
          .eq('language', language)
          .order('word')
          .range(from, to),
      WordEntryRowSchema,
      'wordEntries.list',
    ),
    readAll(
      (from, to) =>
        client
          .from('word_forms')
          .select('form,lemma,linked_by')
          .eq('user_id', userId)
          .eq('language', language)
          .order('form')
          .range(from, to),
      WordLinkRowSchema,
      'wordEntries.links',
    ),
  ])
  return {
    entries: new Map(
      entryRows.map((row) => [
        row.word,
        {
          lemma: row.word,
          status: row.status,
          meaning: row.meaning,
          note: row.note,
          form: row.form,
          sentence: row.sentence,
          storyId: row.story_id,
          lemmaChecked: row.lemma_checked,
        },
      ]),
    ),
    links: new Map(
      linkRows.map((row) => [
        row.form,
        { form: row.form, lemma: row.lemma, linkedBy: row.linked_by },
      ]),
    ),
  }
}
