import * as v from 'valibot'
import { AppError, normalizeError } from '@fabula/errors'

/** The profile operations, named in error contexts as `profile.<operation>`. */
export type ProfileOperation = 'get' | 'create' | 'update'

/** The parts of a PostgREST error body that supabase-js hands back (`{ code, message, … }`). */
export interface PostgrestErrorLike {
  code: string
  message: string
  details?: string | null
  hint?: string | null
}

// Seed spec §5 "Profile fetch": a profiles table that does not exist yet (SQLSTATE 42P01 from SQL,
// PGRST205 from PostgREST 13+) reads as "no profile", so a fresh project still renders onboarding.
const MISSING_TABLE_CODES: ReadonlySet<string> = new Set(['42P01', 'PGRST205'])
const NOT_ACCEPTABLE = 406

/** Whether a failed profile read means "no profile yet" rather than an error (seed spec §5). */
export function readsAsEmptyProfile(error: PostgrestErrorLike, status: number): boolean {
  return MISSING_TABLE_CODES.has(error.code) || status === NOT_ACCEPTABLE
}

/**
 * Turns a PostgREST failure into an `AppError` carrying the catalogue record from
 * `normalizeError` (SQLSTATE first, then the HTTP status), with the operation in its context.
 */
export function toProfileError(
  error: PostgrestErrorLike,
  status: number,
  operation: ProfileOperation,
): AppError {
  // PostgrestError is an Error subclass whose `message` is not enumerable: copy fields by name.
  const record = normalizeError(
    {
      name: 'PostgrestError',
      code: error.code,
      message: error.message,
      details: error.details ?? null,
      hint: error.hint ?? null,
      status,
    },
    { operation: `profile.${operation}` },
  )
  return new AppError(record.code, {
    message: record.message,
    context: record.context,
    cause: error,
  })
}

/** Input that failed {@link ProfileInputSchema}: a validation error listing each field's messages. */
export function invalidProfileInput(
  issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]],
  operation: ProfileOperation,
): AppError {
  const flat = v.flatten(issues)
  return new AppError('INVALID_FORMAT', {
    message: issues[0].message,
    context: {
      operation: `profile.${operation}`,
      fieldErrors: flat.nested ?? {},
      formErrors: flat.root ?? [],
    },
  })
}

/** A row the database returned that does not match {@link ProfileSchema}: schema drift. */
export function corruptProfileRow(
  issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]],
  operation: ProfileOperation,
): AppError {
  return new AppError('DATA_CORRUPTION', {
    message: `Profile row does not match ProfileSchema: ${issues[0].message}`,
    context: { operation: `profile.${operation}`, fieldErrors: v.flatten(issues).nested ?? {} },
  })
}

/** An update that matched no row: the profile does not exist or belongs to someone else. */
export function profileNotFound(userId: string, operation: ProfileOperation): AppError {
  return new AppError('DATA_NOT_FOUND', {
    message: `No profile for user ${userId} that the caller may change.`,
    context: { operation: `profile.${operation}`, userId },
  })
}

/** Input with none of the seven fields, which an update cannot apply. */
export function emptyProfileInput(operation: ProfileOperation): AppError {
  return new AppError('REQUIRED_FIELD', {
    message: 'Change at least one profile field.',
    context: { operation: `profile.${operation}` },
  })
}
