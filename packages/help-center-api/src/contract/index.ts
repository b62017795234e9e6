/**
 * The help article format and the contract of the `help-center` edge function
 * (`@fabula/help-center-api/contract`): valibot schemas only, shared by the browser, the Deno
 * function, the content test and the seed script.
 *
 * @packageDocumentation
 */
export { HELP_CATEGORIES, type HelpCategory } from './categories.js'
export {
  HELP_LANGUAGES,
  HELP_LIMITS,
  HelpArticleFieldsSchema,
  HelpArticleSchema,
  HelpSectionSchema,
  HelpSlugSchema,
  SLUG_PATTERN,
  type HelpArticle,
  type HelpLanguage,
  type HelpSection,
} from './article.js'
export {
  ArticleReplySchema,
  HELP_ARTICLE_COLUMNS,
  HELP_ARTICLE_STATUSES,
  HELP_CENTER_ERROR_REASONS,
  HELP_CENTER_FUNCTION,
  HelpArticleDraftSchema,
  HelpArticleRowSchema,
  HelpCenterErrorBodySchema,
  PublishArticleBodySchema,
  SaveArticleBodySchema,
  type HelpArticleDraft,
  type HelpArticleRow,
  type HelpCenterErrorReason,
} from './help-center.js'
