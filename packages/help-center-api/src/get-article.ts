import type { SupabaseClient } from '@supabase/supabase-js'
import { SLUG_PATTERN } from './contract/article.js'
import {
  HELP_ARTICLE_COLUMNS,
  HelpArticleRowSchema,
  type HelpArticleRow,
} from './contract/help-center.js'
import { failed, parseWith } from './parse.js'

/**
 * One article by its slug, or `null` when there is none the caller may read (a draft for a
 * learner, a staff guide for a learner, a slug that never existed).
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function getHelpArticle(
  client: SupabaseClient,
  slug: string,
): Promise<HelpArticleRow | null> {
  if (!SLUG_PATTERN.test(slug) || slug.length > 80) return null
  const { data, error, status } = await client
    .from('help_articles')
    .select(HELP_ARTICLE_COLUMNS)
    .eq('slug', slug)
    .maybeSingle()
  if (error) throw failed(error, status, 'helpArticles.get')
  return data === null ? null : parseWith(HelpArticleRowSchema, data, 'helpArticles.get')
}
