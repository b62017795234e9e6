import type { SupabaseClient } from '@supabase/supabase-js'
import type { HelpArticleDraft, HelpArticleRow } from './contract/help-center.js'
import { saveHelpArticle, setHelpArticlePublished } from './edit-article.js'
import { getHelpArticle } from './get-article.js'
import { listHelpArticles, type HelpArticleListQuery, type Page } from './list-articles.js'
import type { HelpArticleSummary, HelpFeedback, HelpSearchHit } from './rows.js'
import { searchHelpArticles, type HelpSearchQuery } from './search-articles.js'
import { getHelpFeedback, getMyHelpVote, voteOnHelpArticle } from './votes.js'

/**
 * Where the help center reads and writes. Screens and hooks depend on this interface, so tests
 * can pass an in-memory one; {@link createSupabaseHelpCenterRepository} is the real one. Every
 * method rejects with an `AppError` that keeps the HTTP status of a failed call.
 */
export interface HelpCenterRepository {
  listArticles(query?: HelpArticleListQuery): Promise<Page<HelpArticleSummary>>
  searchArticles(query: HelpSearchQuery): Promise<HelpSearchHit[]>
  getArticle(slug: string): Promise<HelpArticleRow | null>
  getMyVote(userId: string, articleId: string): Promise<boolean | null>
  vote(userId: string, articleId: string, helpful: boolean): Promise<void>
  getFeedback(): Promise<Map<string, HelpFeedback>>
  saveArticle(article: HelpArticleDraft, id?: string): Promise<HelpArticleRow>
  setPublished(id: string, published: boolean): Promise<HelpArticleRow>
}

/**
 * The supabase-js implementation of {@link HelpCenterRepository}. Reads and votes go through
 * PostgREST under row-level security; edits through the `help-center` function.
 *
 * @example
 * const help = createSupabaseHelpCenterRepository(supabase)
 * const [best] = await help.searchArticles({ text: 'coverage' })
 */
export function createSupabaseHelpCenterRepository(client: SupabaseClient): HelpCenterRepository {
  return {
    listArticles: (query) => listHelpArticles(client, query),
    searchArticles: (query) => searchHelpArticles(client, query),
    getArticle: (slug) => getHelpArticle(client, slug),
    getMyVote: (userId, articleId) => getMyHelpVote(client, userId, articleId),
    vote: (userId, articleId, helpful) => voteOnHelpArticle(client, userId, articleId, helpful),
    getFeedback: () => getHelpFeedback(client),
    saveArticle: (article, id) => saveHelpArticle(client, article, id),
    setPublished: (id, published) => setHelpArticlePublished(client, id, published),
  }
}
