import { AppError } from './app-error.js'
import { normalizeError } from './normalize-error.js'

/**
 * What supabase-js hands back for a failed call: PostgrestError, FunctionsHttpError or AuthError
 * fields. Only `message` is required.
 */
export interface ResponseErrorLike {
  message: string
  code?: string | undefined
  details?: string | null | undefined
  hint?: string | null | undefined
}

/**
 * Turns a failed supabase-js result (`{ error, status }` — it returns errors, it does not throw)
 * into an {@link AppError} whose record keeps the HTTP status. Every handler downstream (query
 * retries, the 401/403/500 rules, route error screens) reads the status from the record, so a
 * data layer that throws anything else loses those rules.
 *
 * @param error - The returned error (PostgrestError's fields are copied by name: its `message`
 *   is not enumerable).
 * @param status - The HTTP status of the response (`0` or `undefined` when none arrived).
 * @param context - Diagnosis facts for the record, e.g. `{ operation: 'stories.list' }`.
 * @returns An AppError with the catalogue code for the status and the error's own code.
 *
 * @example
 * const { data, error, status } = await client.from('stories').select('*')
 * if (error) throw responseError(error, status, { operation: 'stories.list' })
 */
export function responseError(
  error: ResponseErrorLike,
  status: number | undefined,
  context: Record<string, unknown> = {},
): AppError {
  const record = normalizeError(
    {
      name: 'PostgrestError',
      code: error.code,
      message: error.message,
      details: error.details ?? null,
      hint: error.hint ?? null,
      ...(status ? { status } : {}),
    },
    context,
  )
  return new AppError(record.code, {
    message: record.message,
    context: record.context,
    cause: error,
  })
}
