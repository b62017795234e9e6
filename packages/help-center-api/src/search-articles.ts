import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { failed, parseWith } from './parse.js'
import { HelpSearchHitSchema, type HelpSearchHit } from './rows.js'

/** Longest search text sent; the database reads at most the first 200 characters and 8 words. */
export const MAX_SEARCH_CHARS = 200
/** Most results one search returns. */
export const SEARCH_LIMIT = 20

/** What a search asks for. */
export interface HelpSearchQuery {
  /** The learner's words; web-search syntax works ("quoted phrase", or, -word). */
  text: string
  /** Language of the articles searched, and of its text-search configuration. */
  language?: string
  limit?: number
}

/**
 * Searches the articles the caller may read with PostgreSQL full-text search in their language
 * (`search_help_articles`): best first by `ts_rank`, title words weighing most, a half-typed last
 * word matched as a prefix. Blank text finds nothing without a round trip.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function searchHelpArticles(
  client: SupabaseClient,
  query: HelpSearchQuery,
): Promise<HelpSearchHit[]> {
  const text = query.text.trim().slice(0, MAX_SEARCH_CHARS)
  if (text === '') return []
  const { data, error, status } = await client.rpc('search_help_articles', {
    p_query: text,
    p_language: query.language ?? 'en',
    p_limit: query.limit ?? SEARCH_LIMIT,
  })
  if (error) throw failed(error, status, 'helpArticles.search')
  return parseWith(v.array(HelpSearchHitSchema), data, 'helpArticles.search')
}
