import { describe, expect, it } from 'vitest'
import { createErrorRecord, normalizeError, type ErrorCode } from './index.js'

// Shapes as supabase-js 2.x produces them (auth-js lib/errors, postgrest-js PostgrestError).
function authApiError(message: string, status: number, code?: string) {
  return Object.assign(new Error(message), {
    name: 'AuthApiError',
    status,
    code,
    __isAuthError: true,
  })
}

function postgrestError(code: string, message: string, extra: Record<string, unknown> = {}) {
  return Object.assign(new Error(message), {
    name: 'PostgrestError',
    code,
    details: null,
    hint: null,
    ...extra,
  })
}

function domException(name: string) {
  return Object.assign(new Error('The operation was aborted.'), { name })
}

describe('normalizeError', () => {
  it.each<[string, unknown, ErrorCode]>([
    ['a plain Error', new Error('boom'), 'UNKNOWN_ERROR'],
    ['a fetch TypeError (Chrome)', new TypeError('Failed to fetch'), 'NETWORK_UNAVAILABLE'],
    ['a fetch TypeError (Node)', new TypeError('fetch failed'), 'NETWORK_UNAVAILABLE'],
    [
      'a fetch TypeError (Firefox)',
      new TypeError('NetworkError when attempting to fetch resource.'),
      'NETWORK_UNAVAILABLE',
    ],
    ['a fetch TypeError (Safari)', new TypeError('Load failed'), 'NETWORK_UNAVAILABLE'],
    [
      'an unrelated TypeError',
      new TypeError("Cannot read properties of undefined (reading 'x')"),
      'UNKNOWN_ERROR',
    ],
    ['an AbortError', domException('AbortError'), 'REQUEST_TIMEOUT'],
    ['a TimeoutError', domException('TimeoutError'), 'REQUEST_TIMEOUT'],
    [
      'AuthApiError invalid_credentials',
      authApiError('Invalid login credentials', 400, 'invalid_credentials'),
      'INVALID_CREDENTIALS',
    ],
    [
      'AuthApiError without code, by message',
      authApiError('Invalid login credentials', 400),
      'INVALID_CREDENTIALS',
    ],
    ['AuthApiError JWT expired', authApiError('JWT expired', 401), 'SESSION_EXPIRED'],
    [
      'AuthApiError bad_jwt',
      authApiError('invalid JWT: unable to parse or verify signature', 403, 'bad_jwt'),
      'TOKEN_INVALID',
    ],
    [
      'AuthApiError session_not_found',
      authApiError('Session from session_id claim in JWT does not exist', 403, 'session_not_found'),
      'SESSION_EXPIRED',
    ],
    [
      'AuthApiError user_already_exists',
      authApiError('User already registered', 422, 'user_already_exists'),
      'DUPLICATE_VALUE',
    ],
    [
      'AuthApiError rate limit',
      authApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
      'OPERATION_NOT_ALLOWED',
    ],
    [
      'AuthApiError unknown code, by status',
      authApiError('Something', 403, 'new_code'),
      'INSUFFICIENT_PERMISSIONS',
    ],
    [
      'AuthRetryableFetchError status 0',
      { name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' },
      'NETWORK_UNAVAILABLE',
    ],
    [
      'AuthRetryableFetchError status 503',
      { name: 'AuthRetryableFetchError', status: 503, message: 'down' },
      'SERVICE_UNAVAILABLE',
    ],
    [
      'AuthSessionMissingError',
      { name: 'AuthSessionMissingError', status: 400, message: 'Auth session missing!' },
      'SESSION_EXPIRED',
    ],
    [
      'PostgrestError 23505',
      postgrestError('23505', 'duplicate key value violates unique constraint "profiles_pkey"'),
      'DUPLICATE_VALUE',
    ],
    [
      'PostgrestError 42501',
      postgrestError('42501', 'new row violates row-level security policy'),
      'INSUFFICIENT_PERMISSIONS',
    ],
    [
      'PostgrestError PGRST116',
      postgrestError('PGRST116', 'Cannot coerce the result to a single JSON object', {
        status: 406,
      }),
      'DATA_NOT_FOUND',
    ],
    [
      'PostgrestError PGRST301',
      postgrestError('PGRST301', 'JWSError JWSInvalidSignature', { status: 401 }),
      'TOKEN_INVALID',
    ],
    [
      'PostgrestError PGRST303',
      postgrestError('PGRST303', 'JWT expired', { status: 401 }),
      'SESSION_EXPIRED',
    ],
    [
      'PostgrestError 23502',
      postgrestError('23502', 'null value in column "tl"'),
      'REQUIRED_FIELD',
    ],
    [
      'PostgrestError unknown code with status',
      postgrestError('PGRST205', "Could not find the table 'public.x'", { status: 404 }),
      'DATA_NOT_FOUND',
    ],
    [
      'PostgrestError unknown code, no status',
      postgrestError('XX000', 'internal'),
      'UNKNOWN_ERROR',
    ],
    [
      'a plain PostgREST body',
      { code: '23505', message: 'dup', details: 'Key exists', hint: null },
      'DUPLICATE_VALUE',
    ],
    ['an object with status', { status: 409, message: 'Conflict' }, 'RESOURCE_CONFLICT'],
    ['an object with statusCode', { statusCode: 503 }, 'SERVICE_UNAVAILABLE'],
    [
      'an axios-style error',
      Object.assign(new Error('Request failed'), { response: { status: 500 } }),
      'SERVER_ERROR',
    ],
    ['an object with a catalogue code', { code: 'SYNC_FAILURE', message: 'queue' }, 'SYNC_FAILURE'],
    [
      'a Node ECONNREFUSED error',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      'NETWORK_UNAVAILABLE',
    ],
    [
      'a Node ETIMEDOUT error',
      Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' }),
      'REQUEST_TIMEOUT',
    ],
    ['an Error with an auth message', new Error('JWT expired'), 'SESSION_EXPIRED'],
    ['a string', 'something broke', 'UNKNOWN_ERROR'],
    ['a string that is a code', 'DATA_NOT_FOUND', 'DATA_NOT_FOUND'],
    ['a string auth message', 'Invalid login credentials', 'INVALID_CREDENTIALS'],
    ['a number', 42, 'UNKNOWN_ERROR'],
    ['null', null, 'UNKNOWN_ERROR'],
    ['undefined', undefined, 'UNKNOWN_ERROR'],
    ['an empty object', {}, 'UNKNOWN_ERROR'],
  ])('%s → %s', (_label, error, code) => {
    const record = normalizeError(error)
    expect(record.code).toBe(code)
    expect(record.maxRetries).toBe(3)
    expect(record.retryCount).toBe(0)
  })

  it('keeps the technical message and the source facts in the record', () => {
    const error = postgrestError('23505', 'duplicate key', {
      status: 409,
      details: 'Key (user_id) exists.',
    })
    const record = normalizeError(error, { table: 'profiles' })
    expect(record.message).toBe('duplicate key')
    expect(record.userMessage).toBe('This value already exists.')
    expect(record.context).toEqual({
      status: 409,
      name: 'PostgrestError',
      sourceCode: '23505',
      details: 'Key (user_id) exists.',
      table: 'profiles',
    })
  })

  it('lets the caller context win over extracted facts', () => {
    expect(normalizeError({ status: 404 }, { status: 'caller' }).context.status).toBe('caller')
  })

  it('uses strings and primitives as the technical message', () => {
    expect(normalizeError('plain').message).toBe('plain')
    expect(normalizeError(42).message).toBe('42')
    expect(normalizeError(null).message).toBe('An error occurred. Please try again.')
  })

  it('returns an existing record unchanged, or with context merged', () => {
    const record = createErrorRecord({ code: 'SYNC_FAILURE', context: { a: 1 } })
    expect(normalizeError(record)).toBe(record)
    const merged = normalizeError(record, { b: 2 })
    expect(merged).toEqual({ ...record, context: { a: 1, b: 2 } })
    expect(record.context).toEqual({ a: 1 })
  })

  it('survives hostile values', () => {
    const getterThrows = Object.defineProperty({}, 'message', {
      get() {
        throw new Error('no')
      },
    })
    const revoked = Proxy.revocable({}, {})
    revoked.revoke()
    expect(() => normalizeError(Object.create(null))).not.toThrow()
    expect(normalizeError(Symbol('s')).code).toBe('UNKNOWN_ERROR')
    expect(normalizeError(getterThrows).code).toBe('UNKNOWN_ERROR')
    expect(normalizeError(revoked.proxy).code).toBe('UNKNOWN_ERROR')
  })
})
