import type { Context } from 'hono'

/** The API version auth-js sends and GoTrue echoes; error `code` is read only when it comes back. */
const API_VERSION = '2024-01-01'
const VERSION_HEADER = 'X-Supabase-Api-Version'

/** A GoTrue-shaped error: HTTP status, string error code and message (sheet §2.1). */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers, e.g. `Retry-After` on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

/** `Retry-After` for a refusal that lasts `seconds`. */
export function retryAfter(seconds: number): Record<string, string> {
  return { 'Retry-After': String(Math.max(1, Math.ceil(seconds))) }
}

/** Whether the caller asked for the 2024-01-01 error shape (supabase-js always does). */
function wantsVersionedErrors(c: Context): boolean {
  const requested = c.req.header(VERSION_HEADER)
  return requested !== undefined && requested >= API_VERSION
}

/** Echoes the API version header so auth-js trusts `body.code`. */
export function echoApiVersion(c: Context): void {
  if (c.req.header(VERSION_HEADER) !== undefined) c.header(VERSION_HEADER, API_VERSION)
}

/**
 * Renders an AuthError: `{code, message}` for versioned callers, GoTrue's legacy
 * `{code: <status>, error_code, msg}` otherwise, plus `x-sb-error-code` either way.
 */
export function authErrorResponse(c: Context, error: AuthError): Response {
  echoApiVersion(c)
  c.header('x-sb-error-code', error.code)
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
  const body = wantsVersionedErrors(c)
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra }
  return c.json(body, error.status as 400)
}

/** Shorthands for the errors every endpoint can raise. */
export const errors = {
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  badJson: (detail: string) =>
    new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
  rateLimited: (retryAfterSeconds: number) =>
    new AuthError(
      429,
      'over_request_rate_limit',
      'Request rate limit reached',
      {},
      retryAfter(retryAfterSeconds),
    ),
  emailRateLimited: (retryAfterSeconds: number) =>
    new AuthError(
      429,
      'over_email_send_rate_limit',
      'email rate limit exceeded',
      {},
      retryAfter(retryAfterSeconds),
    ),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  linkExpired: () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired'),
  banned: () => new AuthError(400, 'user_banned', 'User is banned'),
}
