import type { SupabaseClient } from '@supabase/supabase-js'
import { failed } from './parse.js'

/**
 * Links a form to a dictionary form of the learner's choosing; `lemma === form` unlinks it (the
 * form becomes a word of its own). The learner's link wins over the dictionaries' from then on.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function linkWordForm(
  client: SupabaseClient,
  userId: string,
  language: string,
  form: string,
  lemma: string,
): Promise<void> {
  const { error, status } = await client
    .from('word_forms')
    .upsert(
      { user_id: userId, language, form, lemma, linked_by: 'learner' },
      { onConflict: 'user_id,language,form' },
    )
  if (error) throw failed(error, status, 'wordForms.link')
}

/**
 * Forgets the learner's own link of a form, so the dictionaries decide its dictionary form again.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function removeWordLink(
  client: SupabaseClient,
  userId: string,
  language: string,
  form: string,
): Promise<void> {
  const { error, status } = await client
    .from('word_forms')
    .delete()
    .eq('user_id', userId)
    .eq('language', language)
    .eq('form', form)
    .eq('linked_by', 'learner')
  if (error) throw failed(error, status, 'wordForms.unlink')
}

/** A pre-lemma word and the dictionary form the browser found for it. */
export interface WordRelink {
  word: string
  /** Its dictionary form; the word itself when it is one (or none is known). */
  lemma: string
}

/**
 * Folds words saved before statuses moved to dictionary forms into their dictionary forms
 * (`relink_words()`): a word whose lemma differs is merged into the lemma's entry (the newer
 * status wins, own meanings and notes are kept); the others are marked checked.
 *
 * @returns How many words were folded into another entry.
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function relinkWords(
  client: SupabaseClient,
  language: string,
  links: readonly WordRelink[],
): Promise<number> {
  if (links.length === 0) return 0
  const { data, error, status } = await client.rpc('relink_words', {
    p_language: language,
    p_links: links,
  })
  if (error) throw failed(error, status, 'wordForms.relink')
  return typeof data === 'number' ? data : 0
}
