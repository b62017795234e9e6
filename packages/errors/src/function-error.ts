import { AppError } from './app-error.js'
import { codeFromHttpStatus } from './http-status.js'

/** The error fields an edge function's `{ error: { … } }` body may carry. */
interface FunctionErrorDetails {
  code?: unknown
  reason?: unknown
  message?: unknown
  [param: string]: unknown
}

/**
 * Whether a value is a fetch `Response`, by shape: `instanceof` fails across realms and where a
 * server library replaces the global `Response` class (Hono's Node adapter does, in tests).
 */
function isResponse(value: unknown): value is Response {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Response).status === 'number' &&
    typeof (value as Response).clone === 'function'
  )
}

function detailsOf(body: unknown): FunctionErrorDetails | undefined {
  const error = (body as { error?: unknown } | null)?.error
  return error !== null && typeof error === 'object' ? (error as FunctionErrorDetails) : undefined
}

/**
 * A failed edge-function call (`supabase.functions.invoke`) as an `AppError` that keeps the HTTP
 * status, so the seed §8 rules apply (401 signs out, 403 goes to /403, 5xx retries), and the
 * function's own `{ error: { code, reason, …params } }` in `context.function` for the screen to
 * word. An error without a response (fetch failed, CORS, offline) is `NETWORK_UNAVAILABLE`.
 *
 * @param error - The `error` supabase-js returned; its `context` is the `Response` when there was one.
 * @param operation - Names the call in the record, e.g. `integrations.list`.
 */
export async function functionCallError(error: unknown, operation: string): Promise<AppError> {
  const response = (error as { context?: unknown } | null)?.context
  if (!isResponse(response)) {
    return new AppError('NETWORK_UNAVAILABLE', {
      message: error instanceof Error ? error.message : String(error),
      context: { operation },
      cause: error,
    })
  }
  const details = detailsOf(
    await response
      .clone()
      .json()
      .catch(() => null),
  )
  return new AppError(codeFromHttpStatus(response.status), {
    message: typeof details?.message === 'string' ? details.message : response.statusText,
    context: { operation, status: response.status, ...(details ? { function: details } : {}) },
    cause: error,
  })
}
