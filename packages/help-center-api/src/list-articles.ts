import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import type { HelpCategory } from './contract/categories.js'
import { failed, parseWith } from './parse.js'
import { HELP_SUMMARY_COLUMNS, HelpArticleSummarySchema, type HelpArticleSummary } from './rows.js'

/** More articles than the help center will ever list on one page; the list is one page. */
export const MAX_LISTED_ARTICLES = 500

/** One page of a server-side list and the number of rows matching its filters. */
export interface Page<T> {
  rows: T[]
  total: number
}

/** What the article list asks for. */
export interface HelpArticleListQuery {
  /** Only this category. */
  category?: HelpCategory | undefined
  /** Language of the help center (English today). */
  language?: string
}

/**
 * The articles the caller may read, by category and position: published ones for everyone (staff
 * guides for staff only), drafts too for editors — row-level security decides.
 *
 * @throws AppError carrying the HTTP status of a failed call, or `DATA_CORRUPTION` for bad rows
 */
export async function listHelpArticles(
  client: SupabaseClient,
  query: HelpArticleListQuery = {},
): Promise<Page<HelpArticleSummary>> {
  let request = client
    .from('help_articles')
    .select(HELP_SUMMARY_COLUMNS, { count: 'exact' })
    .eq('language', query.language ?? 'en')
  if (query.category) request = request.eq('category', query.category)
  const { data, error, status, count } = await request
    .order('category', { ascending: true })
    .order('position', { ascending: true })
    .order('slug', { ascending: true })
    .range(0, MAX_LISTED_ARTICLES - 1)
  if (error) throw failed(error, status, 'helpArticles.list')
  return {
    rows: parseWith(v.array(HelpArticleSummarySchema), data, 'helpArticles.list'),
    total: count ?? 0,
  }
}
