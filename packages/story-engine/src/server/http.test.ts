import { getUserMessage } from '@fabula/errors'
import { FunctionErrorBodySchema } from '@fabula/reading-api/contract'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CORS_HEADERS, errorResponse } from './http'

describe('errorResponse', () => {
  it('answers the code, the reason, its parameters and the catalogue message', async () => {
    const response = errorResponse(429, {
      code: 'BUSINESS_RULE_VIOLATION',
      reason: 'rate_limited',
      params: { limit: 3, retry_after: 120 },
      headers: { 'retry-after': '120' },
    })
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('120')
    expect(response.headers.get('access-control-allow-origin')).toBe(
      CORS_HEADERS['access-control-allow-origin'],
    )
    const body: unknown = await response.json()
    expect(body).toEqual({
      error: {
        code: 'BUSINESS_RULE_VIOLATION',
        reason: 'rate_limited',
        message: getUserMessage('BUSINESS_RULE_VIOLATION'),
        limit: 3,
        retry_after: 120,
      },
    })
    expect(v.is(FunctionErrorBodySchema, body)).toBe(true)
  })

  it('never lets a parameter replace the code, the reason or the message', async () => {
    const response = errorResponse(404, {
      code: 'DATA_NOT_FOUND',
      reason: 'request_not_found',
      params: { code: 'X', reason: 'y', message: 'z' },
    })
    expect(await response.json()).toEqual({
      error: {
        code: 'DATA_NOT_FOUND',
        reason: 'request_not_found',
        message: getUserMessage('DATA_NOT_FOUND'),
      },
    })
  })
})
