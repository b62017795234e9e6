/**
 * The `help-center` edge function (Supabase Edge Functions and the local backend): editors
 * (`help-center:edit`: admin, superadmin) write, publish and unpublish help articles.
 *
 * - `POST {action: 'save', id?, article}` → a new draft (no `id`) or the changed article, keeping
 *   its status. The article is checked against the format — the lesson Markdown subset with the
 *   same `parseLessonMarkdown` the browser runs — before anything is written.
 * - `POST {action: 'publish' | 'unpublish', id}` → the article, published or back to a draft.
 *
 * Learners cannot write articles at all: the table grants clients only `select`, so the function
 * writes with the service role once it has checked the caller's role from the verified JWT.
 */
import { callerFromAuthorization, can } from '@fabula/auth'
import { codeFromHttpStatus } from '@fabula/errors'
import { RestError, createRest, readEnv, type EnvReader } from '@fabula/story-engine/server'
import * as v from 'valibot'
import {
  HELP_ARTICLE_COLUMNS,
  HelpArticleRowSchema,
  PublishArticleBodySchema,
  SaveArticleBodySchema,
} from '../contract/help-center.js'
import { json, preflight, refuse } from './http.js'

/** Options of {@link createHelpCenterHandler}; all optional, for tests and other runtimes. */
export interface HelpCenterHandlerOptions {
  /** Reads configuration; default: `Deno.env` on Supabase, `process.env` on Node. */
  env?: EnvReader
  /** fetch for PostgREST calls. */
  fetch?: typeof fetch
}

function invalid(issues: readonly v.BaseIssue<unknown>[]): Response {
  return refuse(400, 'INVALID_FORMAT', 'invalid_body', {
    issues: issues.map((issue) => ({ path: v.getDotPath(issue), message: issue.message })),
  })
}

/** Builds the function's handler. */
export function createHelpCenterHandler(options: HelpCenterHandlerOptions = {}) {
  const env = options.env ?? readEnv

  return async function handler(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') return preflight()
    const caller = callerFromAuthorization(req.headers.get('authorization'))
    if (!caller) return refuse(401, 'TOKEN_INVALID', 'not_signed_in')
    if (!can(caller.role, 'help-center:edit')) {
      return refuse(403, 'INSUFFICIENT_PERMISSIONS', 'not_allowed')
    }
    if (req.method !== 'POST') return refuse(405, 'OPERATION_NOT_ALLOWED', 'method_not_allowed')
    const url = env('SUPABASE_URL')
    const key = env('SUPABASE_SERVICE_ROLE_KEY')
    if (!url || !key) return refuse(500, 'CONFIGURATION_ERROR', 'not_configured')
    const rest = createRest({
      url,
      anonKey: key,
      authorization: `Bearer ${key}`,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    })
    let body: unknown
    try {
      body = await req.json()
    } catch {
      return refuse(400, 'INVALID_FORMAT', 'body_not_json')
    }
    const reply = (rows: unknown[]) => {
      const row = rows[0]
      return row === undefined
        ? refuse(404, 'DATA_NOT_FOUND', 'not_found')
        : json({ article: v.parse(HelpArticleRowSchema, row) })
    }
    try {
      const action = (body as { action?: unknown } | null)?.action
      if (action === 'save') {
        const parsed = v.safeParse(SaveArticleBodySchema, body)
        if (!parsed.success) return invalid(parsed.issues)
        const { id, article } = parsed.output
        const fields = { ...article, updated_by: caller.id }
        if (id) {
          return reply(
            await rest.update(
              'help_articles',
              { id: `eq.${id}`, select: HELP_ARTICLE_COLUMNS },
              fields,
            ),
          )
        }
        const inserted = await rest.insert('help_articles', {
          ...fields,
          language: 'en',
          status: 'draft',
        })
        return reply([inserted])
      }
      if (action === 'publish' || action === 'unpublish') {
        const parsed = v.safeParse(PublishArticleBodySchema, body)
        if (!parsed.success) return invalid(parsed.issues)
        const publish = parsed.output.action === 'publish'
        return reply(
          await rest.update(
            'help_articles',
            { id: `eq.${parsed.output.id}`, select: HELP_ARTICLE_COLUMNS },
            {
              status: publish ? 'published' : 'draft',
              published_at: publish ? new Date().toISOString() : null,
              updated_by: caller.id,
            },
          ),
        )
      }
      return refuse(400, 'INVALID_FORMAT', 'invalid_body', {
        issues: [{ path: 'action', message: 'must be save, publish or unpublish' }],
      })
    } catch (error) {
      if (error instanceof RestError && error.status === 409) {
        return refuse(409, 'DUPLICATE_VALUE', 'slug_taken')
      }
      console.error('[help-center] request failed', error)
      if (error instanceof RestError) {
        return refuse(error.status, codeFromHttpStatus(error.status), 'database_error')
      }
      return refuse(500, 'SERVER_ERROR', 'internal_error')
    }
  }
}
