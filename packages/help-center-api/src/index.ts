/**
 * Fabula's help center over supabase-js, shaped like `@fabula/reading-api`: one file per
 * operation, a repository interface with the supabase-js implementation as the seam, rows parsed
 * with valibot at the edge. The article format and the `help-center` function's contract are in
 * `./contract`, its handler in `./server`, query options and hooks in `./react`. The shipped
 * articles are data files in `content/help`.
 *
 * @packageDocumentation
 */
export {
  HelpArticleSummarySchema,
  HelpSearchHitSchema,
  HELP_SUMMARY_COLUMNS,
  SNIPPET_MARK,
  snippetParts,
  type HelpArticleSummary,
  type HelpFeedback,
  type HelpSearchHit,
  type SnippetPart,
} from './rows.js'
export {
  MAX_LISTED_ARTICLES,
  listHelpArticles,
  type HelpArticleListQuery,
  type Page,
} from './list-articles.js'
export {
  MAX_SEARCH_CHARS,
  SEARCH_LIMIT,
  searchHelpArticles,
  type HelpSearchQuery,
} from './search-articles.js'
export { getHelpArticle } from './get-article.js'
export { getHelpFeedback, getMyHelpVote, voteOnHelpArticle } from './votes.js'
export { saveHelpArticle, setHelpArticlePublished } from './edit-article.js'
export {
  createSupabaseHelpCenterRepository,
  type HelpCenterRepository,
} from './help-center-repository.js'
