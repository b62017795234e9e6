import { AppError } from './app-error.js'
import { codeFromAuthMessage } from './auth-messages.js'
import { isErrorCode, type ErrorCode } from './codes.js'
import { createErrorRecord, isErrorRecord, type ErrorRecord } from './error-record.js'
import { codeFromHttpStatus } from './http-status.js'
import { AUTH_ERROR_CODES, AUTH_ERROR_NAMES, POSTGREST_ERROR_CODES } from './supabase-codes.js'

type Bag = Record<string, unknown>

// Browsers and Node word a failed fetch differently: Chrome "Failed to fetch", Firefox
// "NetworkError when attempting to fetch resource.", Safari "Load failed", Node/undici "fetch failed".
const FETCH_FAILURE =
  /failed to fetch|fetch failed|networkerror|network request failed|load failed/i

const NODE_NETWORK_CODES: Readonly<Record<string, ErrorCode>> = {
  ECONNREFUSED: 'NETWORK_UNAVAILABLE',
  ECONNRESET: 'NETWORK_UNAVAILABLE',
  ENOTFOUND: 'NETWORK_UNAVAILABLE',
  EAI_AGAIN: 'NETWORK_UNAVAILABLE',
  ETIMEDOUT: 'REQUEST_TIMEOUT',
}

function isBag(value: unknown): value is Bag {
  return typeof value === 'object' && value !== null
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

function rawStatus(error: Bag): number | undefined {
  for (const value of [
    error.status,
    error.statusCode,
    isBag(error.response) ? error.response.status : undefined,
  ]) {
    if (typeof value === 'number' && Number.isInteger(value)) return value
  }
  return undefined
}

function lookup(table: Readonly<Record<string, ErrorCode>>, key: unknown): ErrorCode | undefined {
  return typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : undefined
}

function isAuthErrorShape(error: Bag, name: string | undefined): boolean {
  return error.__isAuthError === true || (name !== undefined && /^Auth\w*Error$/.test(name))
}

function isPostgrestShape(error: Bag, name: string | undefined): boolean {
  return (
    name === 'PostgrestError' ||
    (typeof error.code === 'string' &&
      typeof error.message === 'string' &&
      ('details' in error || 'hint' in error))
  )
}

function codeOfObject(error: Bag): ErrorCode {
  const name = text(error.name)
  const message = text(error.message) ?? ''
  const status = rawStatus(error)
  const byStatus = status === undefined ? 'UNKNOWN_ERROR' : codeFromHttpStatus(status)

  if (name === 'AbortError' || name === 'TimeoutError') return 'REQUEST_TIMEOUT'
  if ((error instanceof TypeError || name === 'TypeError') && FETCH_FAILURE.test(message)) {
    return 'NETWORK_UNAVAILABLE'
  }
  // supabase-js reports a fetch that never got an answer as a PostgrestError or FunctionsError
  // with status 0 and the fetch error's text ("TypeError: Failed to fetch").
  if ((status === undefined || status === 0) && FETCH_FAILURE.test(message)) {
    return 'NETWORK_UNAVAILABLE'
  }
  if (isAuthErrorShape(error, name)) {
    return (
      lookup(AUTH_ERROR_CODES, error.code) ??
      codeFromAuthMessage(message) ??
      lookup(AUTH_ERROR_NAMES, name) ??
      byStatus
    )
  }
  if (isPostgrestShape(error, name)) {
    return lookup(POSTGREST_ERROR_CODES, error.code) ?? codeFromAuthMessage(message) ?? byStatus
  }
  if (isErrorCode(error.code)) return error.code
  const nodeCode = lookup(NODE_NETWORK_CODES, error.code)
  if (nodeCode) return nodeCode
  if (status !== undefined) return codeFromHttpStatus(status)
  return codeFromAuthMessage(message) ?? 'UNKNOWN_ERROR'
}

function codeOfString(error: string): ErrorCode {
  if (isErrorCode(error)) return error
  return codeFromAuthMessage(error) ?? 'UNKNOWN_ERROR'
}

// Facts worth keeping for support and reports; the caller's context wins on a clash.
function factsOf(error: Bag): Bag {
  const facts: Bag = {}
  const status = rawStatus(error)
  if (status !== undefined) facts.status = status
  const name = text(error.name)
  if (name !== undefined && name !== 'Error') facts.name = name
  if (typeof error.code === 'string' || typeof error.code === 'number')
    facts.sourceCode = error.code
  if (text(error.details) !== undefined) facts.details = error.details
  if (text(error.hint) !== undefined) facts.hint = error.hint
  return facts
}

function messageOf(error: unknown): string | undefined {
  if (isBag(error)) return text(error.message)
  if (error === undefined || error === null) return undefined
  return text(String(error))
}

/**
 * Turns anything thrown into an error record. Recognises, in this order:
 * - an `AppError` or an existing record (returned as is, with `context` merged in);
 * - `AbortError` / `TimeoutError` → `REQUEST_TIMEOUT`;
 * - a `TypeError` from a failed `fetch` → `NETWORK_UNAVAILABLE`;
 * - supabase-js auth errors (`AuthApiError` and friends: `{ name, status, code, message }`) by
 *   auth code, then the §8 auth-message rules, then the HTTP status;
 * - PostgREST errors (`{ code, message, details, hint }`, optionally with `status`) by SQLSTATE or
 *   `PGRST` code (23505 → `DUPLICATE_VALUE`, 42501 → `INSUFFICIENT_PERMISSIONS`, PGRST116 →
 *   `DATA_NOT_FOUND`, PGRST301 → `TOKEN_INVALID`, PGRST303 → `SESSION_EXPIRED`, …), then the
 *   message, then the status;
 * - objects whose `code` is a catalogue code, or that carry `status` / `statusCode` /
 *   `response.status` (mapped by {@link codeFromHttpStatus});
 * - strings that are a catalogue code or an auth message;
 * - anything else → `UNKNOWN_ERROR`.
 *
 * The original status, name, code, details and hint are kept in `context`. Never throws: a value
 * that throws while being inspected (hostile getter, revoked proxy) becomes `UNKNOWN_ERROR`.
 *
 * @param error - the thrown value
 * @param context - extra diagnosis facts, e.g. `{ route: '/lessons/1' }`
 */
export function normalizeError(error: unknown, context?: Record<string, unknown>): ErrorRecord {
  try {
    return inspect(error, context)
  } catch {
    return createErrorRecord({ code: 'UNKNOWN_ERROR', context })
  }
}

function inspect(error: unknown, context: Record<string, unknown> | undefined): ErrorRecord {
  if (error instanceof AppError) return withContext(error.record, context)
  if (isErrorRecord(error)) return withContext(error, context)

  const code =
    typeof error === 'string'
      ? codeOfString(error)
      : isBag(error)
        ? codeOfObject(error)
        : 'UNKNOWN_ERROR'
  return createErrorRecord({
    code,
    message: messageOf(error),
    context: { ...(isBag(error) ? factsOf(error) : {}), ...context },
  })
}

function withContext(
  record: ErrorRecord,
  context: Record<string, unknown> | undefined,
): ErrorRecord {
  return context === undefined ? record : { ...record, context: { ...record.context, ...context } }
}
