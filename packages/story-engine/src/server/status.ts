import * as v from 'valibot'
import type { ActionContext } from './context'
import { errorResponse, json } from './http'
import { issuesOf } from './issues'
import { StatusQuerySchema } from './schemas'
import { findRequest, view } from './story-requests'

/** `GET ?request=<id>` → the caller's request; 404 for an unknown id or another learner's. */
export async function status(context: Pick<ActionContext, 'rest'>, url: URL): Promise<Response> {
  const parsed = v.safeParse(StatusQuerySchema, {
    request: url.searchParams.get('request') ?? '',
  })
  if (!parsed.success) {
    return errorResponse(400, {
      code: 'INVALID_FORMAT',
      reason: 'invalid_query',
      params: { issues: issuesOf(parsed.issues) },
    })
  }
  const row = await findRequest(context.rest, parsed.output.request)
  return row
    ? json({ request: view(row) })
    : errorResponse(404, { code: 'DATA_NOT_FOUND', reason: 'request_not_found' })
}
