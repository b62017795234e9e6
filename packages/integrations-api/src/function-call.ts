import { AppError, functionCallError } from '@fabula/errors'
import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { INTEGRATIONS_FUNCTION } from './contract/integrations.js'
import { parseWith } from './parse.js'

/**
 * Calls the `integrations` function and parses its reply with `schema`.
 *
 * @throws AppError with the HTTP status of a refusal (401 signs out, 403 goes to /403) and the
 *   function's code, reason and parameters in `context.function`; `DATA_CORRUPTION` for a bad
 *   reply
 */
export async function callIntegrations<S extends v.GenericSchema>(
  client: SupabaseClient,
  request: { method: 'GET' } | { method: 'POST'; body: Record<string, unknown> },
  schema: S,
  operation: string,
): Promise<v.InferOutput<S>> {
  const { data, error } = await client.functions.invoke(
    INTEGRATIONS_FUNCTION,
    request.method === 'GET' ? { method: 'GET' } : { body: request.body },
  )
  if (error) throw await functionCallError(error, operation)
  return parseWith(schema, data, operation)
}

/**
 * A body the contract refuses, as the `INVALID_FORMAT` AppError the function would answer, so a
 * bad value never leaves the browser.
 */
export function invalidInput(issues: readonly v.BaseIssue<unknown>[], operation: string): AppError {
  return new AppError('INVALID_FORMAT', {
    message: issues[0]?.message ?? 'invalid input',
    context: {
      operation,
      issues: issues.map((issue) => ({ path: v.getDotPath(issue), message: issue.message })),
    },
  })
}
