import { describe, expect, it } from 'vitest'
import { AppError, codeFromHttpStatus, getHttpStatus, normalizeError } from './index.js'

describe('codeFromHttpStatus', () => {
  it.each([
    [400, 'INVALID_FORMAT'],
    [401, 'INVALID_CREDENTIALS'],
    [403, 'INSUFFICIENT_PERMISSIONS'],
    [404, 'DATA_NOT_FOUND'],
    [408, 'REQUEST_TIMEOUT'],
    [409, 'RESOURCE_CONFLICT'],
    [418, 'INVALID_FORMAT'],
    [422, 'INVALID_FORMAT'],
    [499, 'INVALID_FORMAT'],
    [500, 'SERVER_ERROR'],
    [502, 'SERVER_ERROR'],
    [503, 'SERVICE_UNAVAILABLE'],
    [504, 'SERVER_ERROR'],
    [599, 'SERVER_ERROR'],
    [0, 'NETWORK_UNAVAILABLE'],
    [200, 'NETWORK_UNAVAILABLE'],
    [304, 'NETWORK_UNAVAILABLE'],
    [600, 'NETWORK_UNAVAILABLE'],
    [404.5, 'NETWORK_UNAVAILABLE'],
    [undefined, 'NETWORK_UNAVAILABLE'],
  ] as const)('%s → %s', (status, code) => {
    expect(codeFromHttpStatus(status)).toBe(code)
  })

  it('maps a thrown fetch TypeError (no status at all) to NETWORK_UNAVAILABLE', () => {
    const thrown = new TypeError('Failed to fetch')
    expect(getHttpStatus(thrown)).toBeUndefined()
    expect(codeFromHttpStatus(getHttpStatus(thrown))).toBe('NETWORK_UNAVAILABLE')
    expect(normalizeError(thrown).code).toBe('NETWORK_UNAVAILABLE')
  })
})

describe('getHttpStatus', () => {
  it.each([
    ['status', { status: 404 }, 404],
    ['statusCode', { statusCode: 503 }, 503],
    ['response.status (axios style)', { response: { status: 401 } }, 401],
    ['context.status (functions error)', { context: { status: 500 } }, 500],
    ['a Response-like object', { ok: false, status: 409, statusText: 'Conflict' }, 409],
    ['status 0', { status: 0 }, undefined],
    ['a string status', { status: '404' }, undefined],
    ['nothing', new Error('x'), undefined],
    ['null', null, undefined],
    ['a string', 'boom', undefined],
  ])('reads %s', (_label, error, status) => {
    expect(getHttpStatus(error)).toBe(status)
  })

  it('reads the status kept in a normalised record and in an AppError', () => {
    expect(getHttpStatus(normalizeError({ status: 403 }))).toBe(403)
    expect(getHttpStatus(new AppError('SERVER_ERROR', { context: { status: 502 } }))).toBe(502)
    expect(getHttpStatus(new AppError('SERVER_ERROR'))).toBeUndefined()
  })
})
