// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { makeSession } from '../test/fake-auth-client.js'
import { createStoredSessionClient, isTransientAuthError } from './index.js'

const KEY = 'app-auth'

function setup(stored: unknown, fetchImpl: typeof fetch = vi.fn<typeof fetch>()) {
  const items = new Map<string, string>()
  if (stored !== undefined) {
    items.set(KEY, typeof stored === 'string' ? stored : JSON.stringify(stored))
  }
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
  const client = createStoredSessionClient({
    url: 'https://project.example/',
    apiKey: 'anon-key',
    storageKey: KEY,
    storage,
    fetch: fetchImpl,
  })
  return { client, items }
}

describe('createStoredSessionClient', () => {
  it('reads a stored session without any network call', async () => {
    const fetchImpl = vi.fn<typeof fetch>()
    const session = makeSession()
    const { client } = setup(session, fetchImpl)
    expect((await client.getSession()).data.session).toEqual(session)
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it.each([['not json'], [{ access_token: 'x' }], [{ user: { id: 'u' } }], [[1, 2]]])(
    'forgets unreadable storage %j',
    async (stored) => {
      const { client, items } = setup(stored)
      expect((await client.getSession()).data.session).toBeNull()
      expect(items.has(KEY)).toBe(false)
    },
  )

  it('sends one refresh with the api key and stores the answer, expires_at computed', async () => {
    const now = Date.now()
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      Response.json({
        ...makeSession(),
        access_token: 'a.b.fresh',
        expires_at: undefined,
        expires_in: 3600,
      }),
    )
    const { client, items } = setup(makeSession(), fetchImpl)
    const result = await client.refreshSession()
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    const [url, init] = fetchImpl.mock.calls[0]!
    expect(url).toBe('https://project.example/auth/v1/token?grant_type=refresh_token')
    expect((init?.headers as Record<string, string>).apikey).toBe('anon-key')
    expect(JSON.parse(String(init?.body))).toEqual({ refresh_token: 'refresh-1' })
    expect(result.data.session?.access_token).toBe('a.b.fresh')
    const saved = JSON.parse(items.get(KEY) ?? '{}') as { expires_at: number }
    expect(saved.expires_at).toBeGreaterThanOrEqual(Math.floor(now / 1000) + 3599)
  })

  it('reports a network failure as a transient error and keeps the session', async () => {
    const { client, items } = setup(
      makeSession(),
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const result = await client.refreshSession()
    expect(result.data.session).toBeNull()
    expect(isTransientAuthError(result.error)).toBe(true)
    expect(items.has(KEY)).toBe(true)
  })

  it('keeps the session on a 5xx (transient) and drops it on a 4xx', async () => {
    const five = setup(
      makeSession(),
      vi.fn<typeof fetch>(async () => new Response('{}', { status: 503 })),
    )
    const fiveResult = await five.client.refreshSession()
    expect(isTransientAuthError(fiveResult.error)).toBe(true)
    expect(five.items.has(KEY)).toBe(true)

    const four = setup(
      makeSession(),
      vi.fn<typeof fetch>(async () =>
        Response.json(
          { error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token' },
          { status: 400 },
        ),
      ),
    )
    const listener = vi.fn()
    four.client.onAuthStateChange(listener)
    const fourResult = await four.client.refreshSession()
    expect(isTransientAuthError(fourResult.error)).toBe(false)
    expect(four.items.has(KEY)).toBe(false)
    expect(listener).toHaveBeenCalledWith('SIGNED_OUT', null)
  })

  it('refuses a 200 without a session instead of storing it', async () => {
    const { client, items } = setup(
      makeSession(),
      vi.fn<typeof fetch>(async () => Response.json({ ok: 1 })),
    )
    const result = await client.refreshSession()
    expect(result.data.session).toBeNull()
    expect(result.error).not.toBeNull()
    expect(JSON.parse(items.get(KEY) ?? '{}')).toMatchObject({ refresh_token: 'refresh-1' })
  })
})
