import * as v from 'valibot'
import { HELP_LANGUAGES, HelpArticleFieldsSchema, HelpSectionSchema } from './article.js'
import { HELP_CATEGORIES } from './categories.js'

/** The function's name under `/functions/v1/`. */
export const HELP_CENTER_FUNCTION = 'help-center'

const Uuid = v.pipe(v.string(), v.uuid())

/** Article statuses: only published articles reach learners. */
export const HELP_ARTICLE_STATUSES = ['draft', 'published'] as const

/** An article as editors write it (language: the help center's, English today). */
export const HelpArticleDraftSchema = v.strictObject(HelpArticleFieldsSchema)

/** An article draft. */
export type HelpArticleDraft = v.InferOutput<typeof HelpArticleDraftSchema>

/**
 * `POST {action: 'save', id?, article}`: creates a draft (no `id`) or changes an article, keeping
 * its status (`help-center:edit`: admin, superadmin). Sections are checked against the lesson
 * Markdown subset on the server too.
 */
export const SaveArticleBodySchema = v.strictObject({
  action: v.literal('save'),
  id: v.optional(Uuid),
  article: HelpArticleDraftSchema,
})

/** `POST {action: 'publish' | 'unpublish', id}` (`help-center:edit`). */
export const PublishArticleBodySchema = v.strictObject({
  action: v.picklist(['publish', 'unpublish']),
  id: Uuid,
})

/** An article row as the help center reads it (public.help_articles). */
export const HelpArticleRowSchema = v.object({
  id: v.string(),
  slug: v.string(),
  category: v.picklist(HELP_CATEGORIES),
  language: v.picklist(HELP_LANGUAGES),
  position: v.number(),
  title: v.string(),
  summary: v.string(),
  sections: v.array(HelpSectionSchema),
  status: v.picklist(HELP_ARTICLE_STATUSES),
  published_at: v.nullable(v.string()),
  updated_at: v.string(),
})

/** A help article as stored. */
export type HelpArticleRow = v.InferOutput<typeof HelpArticleRowSchema>

/** The columns of {@link HelpArticleRowSchema}. */
export const HELP_ARTICLE_COLUMNS =
  'id,slug,category,language,position,title,summary,sections,status,published_at,updated_at'

/** The function's reply to a save, a publish or an unpublish. */
export const ArticleReplySchema = v.object({ article: HelpArticleRowSchema })

/** Stable reasons of a refusal (`{error: {code, reason, message, …}}`). */
export const HELP_CENTER_ERROR_REASONS = [
  'not_signed_in',
  'not_allowed',
  'method_not_allowed',
  'body_not_json',
  'invalid_body',
  'not_found',
  'slug_taken',
  'not_configured',
  'database_error',
  'internal_error',
] as const
/** A refusal reason. */
export type HelpCenterErrorReason = (typeof HELP_CENTER_ERROR_REASONS)[number]

/** The function's error body. */
export const HelpCenterErrorBodySchema = v.object({
  error: v.looseObject({
    code: v.string(),
    reason: v.optional(v.picklist(HELP_CENTER_ERROR_REASONS)),
    message: v.optional(v.string()),
  }),
})
