import { afterEach, describe, expect, it, vi } from 'vitest'
import { CSRF_COOKIE, CSRF_HEADER, createHttpClient, HttpError } from './http-client'

function fakeFetch(status: number, body: unknown) {
  return vi.fn<typeof fetch>(
    async () => new Response(body === undefined ? null : JSON.stringify(body), { status }),
  )
}

afterEach(() => {
  document.cookie = `${CSRF_COOKIE}=; max-age=0`
})

describe('http client', () => {
  it('sends JSON bodies and parses JSON answers', async () => {
    const fetcher = fakeFetch(200, { ok: true })
    const request = createHttpClient('/api', fetcher)
    await expect(request('/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    })
    const [url, init] = fetcher.mock.calls[0]!
    expect(url).toBe('/api/things')
    expect(init?.body).toBe('{"a":1}')
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json')
    expect(init?.signal).toBeUndefined()
  })

  it('mirrors the anti-forgery cookie into the header on unsafe methods only', async () => {
    document.cookie = `${CSRF_COOKIE}=token-123`
    const fetcher = fakeFetch(200, {})
    const request = createHttpClient('', fetcher)
    await request('/a', { method: 'DELETE' })
    await request('/b')
    const headers = fetcher.mock.calls.map(([, init]) => init?.headers as Record<string, string>)
    expect(headers[0]![CSRF_HEADER]).toBe('token-123')
    expect(headers[1]![CSRF_HEADER]).toBeUndefined()
  })

  it('throws an HttpError carrying the status for the shared error rules', async () => {
    const request = createHttpClient('', fakeFetch(401, { message: 'nope' }))
    const error = await request('/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 401, body: { message: 'nope' } })
  })
})
