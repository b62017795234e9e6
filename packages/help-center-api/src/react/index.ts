/**
 * Query options and hooks of the help center (TanStack Query), each over a
 * `HelpCenterRepository` so tests can pass an in-memory one.
 *
 * @packageDocumentation
 */
export { helpKeys } from './keys.js'
export {
  helpArticleQueryOptions,
  helpArticlesQueryOptions,
  helpSearchQueryOptions,
  useHelpArticle,
  useHelpArticles,
  useHelpSearch,
} from './articles.js'
export {
  helpFeedbackQueryOptions,
  helpVoteQueryOptions,
  useHelpFeedback,
  useHelpVote,
  useVoteOnHelpArticle,
} from './votes.js'
export { useSaveHelpArticle, useSetHelpArticlePublished } from './edit-article.js'
