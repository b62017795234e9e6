import { AppError, codeFromHttpStatus } from '@fabula/errors'
import * as v from 'valibot'
import { AdminUsersErrorBodySchema, type AdminUsersReason } from './contract/admin-users.js'

/**
 * The response behind a supabase-js functions error. Read by shape: functions-js may hand over a
 * Response of another fetch implementation than the global one, so `instanceof` can fail.
 */
function responseOf(error: unknown): Response | undefined {
  const context = (error as { context?: unknown } | null)?.context as Partial<Response> | undefined
  return typeof context?.status === 'number' && typeof context.clone === 'function'
    ? (context as Response)
    : undefined
}

/**
 * A failed function call as an AppError keeping the HTTP status and the function's own code,
 * reason and parameters (`context.function`), for the screen to word.
 */
export async function functionFailure(error: unknown, operation: string): Promise<AppError> {
  const context = responseOf(error)
  if (!context) {
    // No response at all: the request never got through (fetch failure, CORS, offline).
    return new AppError('NETWORK_UNAVAILABLE', {
      message: error instanceof Error ? error.message : String(error),
      context: { operation },
      cause: error,
    })
  }
  const body = v.safeParse(
    AdminUsersErrorBodySchema,
    await context
      .clone()
      .json()
      .catch(() => null),
  )
  const details = body.success ? body.output.error : undefined
  return new AppError(codeFromHttpStatus(context.status), {
    message: details?.reason ?? context.statusText,
    context: { operation, status: context.status, ...(details ? { function: details } : {}) },
    cause: error,
  })
}

/**
 * Why the admin-users function refused (`self`, `protected_role`, …), when the error came from
 * it; screens word the refusal by it.
 */
export function adminUsersReason(error: unknown): AdminUsersReason | undefined {
  if (!(error instanceof AppError)) return undefined
  const fn = error.record.context?.['function'] as { reason?: unknown } | undefined
  return typeof fn?.reason === 'string' ? (fn.reason as AdminUsersReason) : undefined
}
