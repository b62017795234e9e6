import { AppError, functionCallError } from '@fabula/errors'

/** The HTTP status of a supabase-js functions error, when a response came back. */
export function statusOf(error: unknown): number | undefined {
  // By shape, not `instanceof Response`: the fetch supabase-js used may come from another realm.
  const status = (error as { context?: { status?: unknown } } | null)?.context?.status
  return typeof status === 'number' ? status : undefined
}

/**
 * A failed function call as an AppError keeping the HTTP status, the function's own code and its
 * parameters (`reason`, `retry_after`, …) for the screen to word.
 */
export function functionFailure(error: unknown, operation: string): Promise<AppError> {
  return functionCallError(error, operation)
}

/** A function's refusal as the app words it: its catalogue code, reason and parameters. */
export interface FunctionRefusal {
  /** HTTP status of the answer. */
  status: number | undefined
  /** Catalogue code. */
  code: string
  /** Stable reason (e.g. `rate_limited`, `LIBRARY_EXHAUSTED`), when the function gave one. */
  reason: string | undefined
  /** Everything else the function said (`limit`, `retry_after`, `choices`, …). */
  params: Record<string, unknown>
}

/**
 * The function's own refusal inside an error thrown by this package (`startStory`,
 * `getStoryOptions`…), or `null` for any other error: screens word the refusal from its reason
 * and parameters instead of a generic message.
 *
 * @example
 * const refusal = functionRefusalOf(start.error)
 * if (refusal?.reason === 'rate_limited') show(refusal.params.retry_after)
 */
export function functionRefusalOf(error: unknown): FunctionRefusal | null {
  if (!(error instanceof AppError)) return null
  const context = error.record.context as
    { status?: unknown; function?: Record<string, unknown> } | undefined
  const details = context?.function
  if (!details || typeof details.code !== 'string') return null
  const { code, reason, message: _message, ...params } = details
  return {
    status: typeof context.status === 'number' ? context.status : undefined,
    code,
    reason: typeof reason === 'string' ? reason : undefined,
    params,
  }
}
