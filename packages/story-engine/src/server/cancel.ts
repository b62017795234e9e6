import * as v from 'valibot'
import type { ActionContext } from './context'
import { errorResponse, json } from './http'
import { issuesOf } from './issues'
import { cancelRun } from './progress'
import { CancelStoryBodySchema } from './schemas'
import { cancelRequest, findRequest, view } from './story-requests'

/**
 * `POST {action: 'cancel', request_id}` → cancels a queued or running request (200, also when it
 * was canceled already); 409 `request_finished` once it succeeded or failed; 404 otherwise.
 */
export async function cancel(
  context: Pick<ActionContext, 'rest'>,
  body: unknown,
): Promise<Response> {
  const parsed = v.safeParse(CancelStoryBodySchema, body)
  if (!parsed.success) {
    return errorResponse(400, {
      code: 'INVALID_FORMAT',
      reason: 'invalid_body',
      params: { issues: issuesOf(parsed.issues) },
    })
  }
  const id = parsed.output.request_id
  const canceled = await cancelRequest(context.rest, id)
  if (canceled) {
    cancelRun(id)
    return json({ request: view(canceled) })
  }
  const current = await findRequest(context.rest, id)
  if (!current) return errorResponse(404, { code: 'DATA_NOT_FOUND', reason: 'request_not_found' })
  if (current.status === 'canceled') return json({ request: view(current) })
  return errorResponse(409, {
    code: 'RESOURCE_CONFLICT',
    reason: 'request_finished',
    params: { request_id: current.id, status: current.status },
  })
}
