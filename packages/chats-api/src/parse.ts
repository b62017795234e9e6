import { AppError, responseError, type ResponseErrorLike } from '@fabula/errors'
import * as v from 'valibot'

/**
 * Parses what the server returned at the edge; a mismatch is a `DATA_CORRUPTION` AppError naming
 * the operation, never a half-typed value that fails later in a screen.
 */
export function parseWith<S extends v.GenericSchema>(
  schema: S,
  data: unknown,
  operation: string,
): v.InferOutput<S> {
  const result = v.safeParse(schema, data)
  if (!result.success) {
    throw new AppError('DATA_CORRUPTION', {
      message: `${operation}: ${result.issues[0].message}`,
      context: { operation, path: v.getDotPath(result.issues[0]) },
    })
  }
  return result.output
}

/** A failed supabase-js result as an AppError that keeps its HTTP status (seed §8 rules). */
export function failed(
  error: ResponseErrorLike,
  status: number | undefined,
  operation: string,
): AppError {
  return responseError(error, status, { operation })
}
