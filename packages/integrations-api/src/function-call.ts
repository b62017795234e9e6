import { AppError, codeFromHttpStatus } from '@fabula/errors'
import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { INTEGRATIONS_FUNCTION, IntegrationsErrorBodySchema } from './contract/integrations.js'
import { parseWith } from './parse.js'

/**
 * A failed call of the function as an AppError keeping the HTTP status (seed §8 rules: 401 signs
 * out, 403 goes to /403) and the function's own code, reason and parameters for the screen to
 * word.
 */
async function failure(error: unknown, operation: string): Promise<AppError> {
  const context = (error as { context?: unknown }).context
  if (!(context instanceof Response)) {
    // No response at all: the request never got through (fetch failure, CORS, offline).
    return new AppError('NETWORK_UNAVAILABLE', {
      message: error instanceof Error ? error.message : String(error),
      context: { operation },
      cause: error,
    })
  }
  const body = v.safeParse(
    IntegrationsErrorBodySchema,
    await context
      .clone()
      .json()
      .catch(() => null),
  )
  const details = body.success ? body.output.error : undefined
  return new AppError(codeFromHttpStatus(context.status), {
    message: details?.message ?? context.statusText,
    context: { operation, status: context.status, ...(details ? { function: details } : {}) },
    cause: error,
  })
}

/**
 * Calls the `integrations` function and parses its reply with `schema`.
 *
 * @throws AppError with the HTTP status of a refusal, or `DATA_CORRUPTION` for a bad reply
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
  if (error) throw await failure(error, operation)
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
