import { describe, expect, it } from 'vitest'
import { AppError, functionCallError, getHttpStatus } from './index.js'

/** What supabase-js returns for a function that answered with an error status. */
function httpError(status: number, body: unknown): Error {
  return Object.assign(new Error('Edge Function returned a non-2xx status code'), {
    context: new Response(JSON.stringify(body), { status, statusText: 'Refused' }),
  })
}

describe('functionCallError', () => {
  it('keeps the status and the function’s own code, reason and parameters', async () => {
    const error = await functionCallError(
      httpError(403, { error: { code: 'INSUFFICIENT_PERMISSIONS', reason: 'not_allowed' } }),
      'things.change',
    )
    expect(error).toBeInstanceOf(AppError)
    expect(error.code).toBe('INSUFFICIENT_PERMISSIONS')
    expect(getHttpStatus(error)).toBe(403)
    expect(error.record.context).toMatchObject({
      operation: 'things.change',
      function: { reason: 'not_allowed' },
    })
  })

  it('maps the status even when the body is not the function’s JSON', async () => {
    const error = await functionCallError(
      Object.assign(new Error('x'), { context: new Response('<html>', { status: 502 }) }),
      'things.list',
    )
    expect(error.code).toBe('SERVER_ERROR')
    expect(getHttpStatus(error)).toBe(502)
  })

  it('recognises a response from another realm by its shape', async () => {
    const foreign = {
      status: 404,
      statusText: 'Not Found',
      clone: () => ({ json: () => Promise.resolve({ error: { reason: 'not_found' } }) }),
    }
    const error = await functionCallError(Object.assign(new Error('x'), { context: foreign }), 'a')
    expect(error.code).toBe('DATA_NOT_FOUND')
    expect(error.record.context).toMatchObject({ status: 404, function: { reason: 'not_found' } })
  })

  it('calls a failure without a response a network problem', async () => {
    const error = await functionCallError(new TypeError('Failed to fetch'), 'things.list')
    expect(error.code).toBe('NETWORK_UNAVAILABLE')
    expect(getHttpStatus(error)).toBeUndefined()
  })
})
