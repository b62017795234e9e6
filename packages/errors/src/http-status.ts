import type { ErrorCode } from './codes.js'

const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  401: 'INVALID_CREDENTIALS',
  403: 'INSUFFICIENT_PERMISSIONS',
  404: 'DATA_NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  409: 'RESOURCE_CONFLICT',
  500: 'SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
}

/**
 * The catalogue code for an HTTP status, exactly as seed spec §8 maps it: 401, 403, 404, 408, 409,
 * 500 and 503 have their own codes; any other 4xx is `INVALID_FORMAT`, any other 5xx
 * `SERVER_ERROR`, and everything else (0, a missing status, 1xx–3xx) `NETWORK_UNAVAILABLE`.
 *
 * @param status - an HTTP status, or `undefined` when the request never got a response
 */
export function codeFromHttpStatus(status: number | undefined): ErrorCode {
  if (status === undefined || !Number.isInteger(status)) return 'NETWORK_UNAVAILABLE'
  const exact = CODE_BY_STATUS[status]
  if (exact) return exact
  if (status >= 400 && status < 500) return 'INVALID_FORMAT'
  if (status >= 500 && status < 600) return 'SERVER_ERROR'
  return 'NETWORK_UNAVAILABLE'
}

function isHttpStatus(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined
}

/**
 * The HTTP status carried by a thrown value, if any. Looks at `status` and `statusCode` (supabase-js
 * auth errors, `Response`, most HTTP clients), `response.status` (axios-style errors),
 * `context.status` (supabase-js functions errors) and, for an `AppError` or error record,
 * `context.status`. Only integers from 100 to 599 count.
 *
 * @returns the status, or `undefined` when the value carries none
 */
export function getHttpStatus(error: unknown): number | undefined {
  const candidates = [
    field(error, 'status'),
    field(error, 'statusCode'),
    field(field(error, 'response'), 'status'),
    field(field(error, 'context'), 'status'),
    field(field(field(error, 'record'), 'context'), 'status'),
  ]
  return candidates.find(isHttpStatus)
}
