import { describe, expect, it } from 'vitest'
import { getHttpStatus, queryErrorAction, responseError, shouldRetryQuery } from './index.js'

describe('responseError', () => {
  it('keeps the HTTP status, so the 401 and no-retry rules see it', () => {
    const error = responseError({ message: 'JWT expired', code: 'PGRST301' }, 401, {
      operation: 'stories.list',
    })
    expect(getHttpStatus(error)).toBe(401)
    expect(shouldRetryQuery(0, error)).toBe(false)
    expect(queryErrorAction(error).redirectTo).toBe('/sign-in')
    expect(error.record.context).toMatchObject({ operation: 'stories.list', status: 401 })
  })

  it.each([
    [403, 'INSUFFICIENT_PERMISSIONS'],
    [404, 'DATA_NOT_FOUND'],
    [500, 'SERVER_ERROR'],
    [503, 'SERVICE_UNAVAILABLE'],
  ] as const)('maps status %s to %s', (status, code) => {
    expect(responseError({ message: 'x' }, status).code).toBe(code)
  })

  it('prefers the database code where it says more than the status', () => {
    expect(responseError({ message: 'dup', code: '23505' }, 409).code).toBe('DUPLICATE_VALUE')
  })

  it('reads no status as a network failure', () => {
    const error = responseError({ message: 'TypeError: Failed to fetch' }, 0)
    expect(getHttpStatus(error)).toBeUndefined()
    expect(error.record.isRetryable).toBe(true)
  })
})
