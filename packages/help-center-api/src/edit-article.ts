import { AppError, functionCallError } from '@fabula/errors'
import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import {
  ArticleReplySchema,
  HELP_CENTER_FUNCTION,
  PublishArticleBodySchema,
  SaveArticleBodySchema,
  type HelpArticleDraft,
  type HelpArticleRow,
} from './contract/help-center.js'
import { parseWith } from './parse.js'

async function callHelpCenter(
  client: SupabaseClient,
  body: Record<string, unknown>,
  operation: string,
): Promise<HelpArticleRow> {
  const { data, error } = await client.functions.invoke(HELP_CENTER_FUNCTION, { body })
  if (error) throw await functionCallError(error, operation)
  return parseWith(ArticleReplySchema, data, operation).article
}

/**
 * Saves an article through the `help-center` function (editors: admin, superadmin): a new draft
 * without `id`, else a change that keeps the article's status. The draft is checked against the
 * article format first — the lesson Markdown subset included — so a bad one never leaves the
 * browser; the function checks it again.
 *
 * @throws AppError `INVALID_FORMAT` with `context.issues` for a draft the format refuses; the
 *   function's refusal otherwise (403 not an editor, 404 no such article, 409 slug taken)
 */
export async function saveHelpArticle(
  client: SupabaseClient,
  article: HelpArticleDraft,
  id?: string,
): Promise<HelpArticleRow> {
  const body = v.safeParse(SaveArticleBodySchema, {
    action: 'save',
    ...(id ? { id } : {}),
    article,
  })
  if (!body.success) {
    throw new AppError('INVALID_FORMAT', {
      message: body.issues[0].message,
      context: {
        operation: 'helpArticles.save',
        issues: body.issues.map((issue) => ({
          path: v.getDotPath(issue),
          message: issue.message,
        })),
      },
    })
  }
  return callHelpCenter(client, body.output, 'helpArticles.save')
}

/**
 * Publishes an article (learners can read it) or unpublishes it (back to a draft only editors
 * see), through the `help-center` function.
 *
 * @throws AppError with the function's refusal (403 not an editor, 404 no such article)
 */
export async function setHelpArticlePublished(
  client: SupabaseClient,
  id: string,
  published: boolean,
): Promise<HelpArticleRow> {
  const body = v.parse(PublishArticleBodySchema, {
    action: published ? 'publish' : 'unpublish',
    id,
  })
  return callHelpCenter(client, body, 'helpArticles.publish')
}
