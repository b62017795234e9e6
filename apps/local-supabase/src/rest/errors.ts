/** The PostgREST error body: every REST error answers with exactly these four keys. */
export interface RestErrorBody {
  code: string
  message: string
  /** Text, or (ambiguous embeds) the list of candidate relationships. */
  details: string | null | readonly Record<string, string>[]
  hint: string | null
}

/**
 * A REST error that already knows its HTTP status. Thrown anywhere in parsing, planning or
 * execution and turned into a response in one place, so a bad request can never become a 500.
 */
export class RestError extends Error {
  readonly status: number
  readonly code: string
  readonly details: RestErrorBody['details']
  readonly hint: string | null
  readonly headers: Record<string, string>

  constructor(
    status: number,
    code: string,
    message: string,
    opts: {
      details?: RestErrorBody['details']
      hint?: string | null
      headers?: Record<string, string>
    } = {},
  ) {
    super(message)
    this.name = 'RestError'
    this.status = status
    this.code = code
    this.details = opts.details ?? null
    this.hint = opts.hint ?? null
    this.headers = opts.headers ?? {}
  }

  /** The JSON body PostgREST sends for this error. */
  toBody(): RestErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint }
  }
}

/** A malformed query string (PostgREST's PGRST100). The only error the parser throws. */
export class RestParseError extends RestError {
  constructor(message: string, details: string | null = null) {
    super(400, 'PGRST100', message, { details })
    this.name = 'RestParseError'
  }
}

/** Shape of errors thrown by both PGlite and node-postgres. */
interface PgLikeError {
  code: string
  message: string
  detail?: string
  hint?: string
}

function isPgError(e: unknown): e is PgLikeError {
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof (e as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((e as { code: string }).code) &&
    typeof (e as { message?: unknown }).message === 'string'
  )
}

/**
 * HTTP status for a SQLSTATE, following PostgREST's `mapSQLtoHTTP` (sheet §3.6). `anon` decides
 * between 401 and 403 for permission errors, as PostgREST does.
 */
export function statusForSqlState(code: string, message: string, anon: boolean): number {
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2))
  switch (code) {
    case '23505':
    case '23503':
      return 409
    case '42501':
      return anon ? 401 : 403
    case '42P01':
    case '42883':
      return 404
    case '42P17':
      return 500
    case 'P0001':
      return 400
    case '21000':
      return /requires a WHERE clause/.test(message) ? 400 : 500
    case '22023':
      return /role .* does not exist/.test(message) ? 401 : 400
    case '25006':
      return 405
    case '57P01':
      return 503
  }
  const cls = code.slice(0, 2)
  if (cls === '08' || cls === '53') return code === '53400' ? 500 : 503
  // Program limits (a statement too complex or too deep, an index row too big) are reached by
  // what a request asked for; PostgREST answers 500, this server treats them as bad input.
  if (cls === '54') return 400
  if (['40', '55', '57', '58', 'XX', '2D', '25'].includes(cls)) return 500
  if (cls === 'P0') return 500
  if (['0L', '0P', '28'].includes(cls)) return 403
  return 400
}

/**
 * Converts anything thrown while serving a request into a RestError. Database errors keep their
 * SQLSTATE, message, detail and hint; anything else is an internal error (500) whose text is not
 * leaked to the client.
 */
export function toRestError(e: unknown, anon: boolean): RestError {
  if (e instanceof RestError) return e
  if (isPgError(e)) {
    if (e.code === '26000') {
      // Only the server's own prepared statements exist; their names are not the client's business.
      return new RestError(400, '54001', 'statement is too complex for the database to prepare')
    }
    const status = statusForSqlState(e.code, e.message, anon)
    const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}
    return new RestError(status, e.code, e.message, {
      details: e.detail ?? null,
      hint: e.hint ?? null,
      headers,
    })
  }
  return new RestError(500, 'PGRST000', 'Internal server error')
}

/** A 401 for a token problem, with the `WWW-Authenticate` header PostgREST adds. */
export function jwtError(code: 'PGRST301' | 'PGRST303', message: string): RestError {
  return new RestError(401, code, message, {
    headers: {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
    },
  })
}
