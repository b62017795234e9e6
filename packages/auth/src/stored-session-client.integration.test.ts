// @vitest-environment node
import { startTestServer, type TestServer } from '@fabula/local-supabase/testing'
import { createClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSessionManager, createStoredSessionClient, type AuthEventName } from './index.js'

const STORAGE_KEY = 'stored-session-test'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

// supabase-js writes the session; the stored-session client reads and refreshes the very same
// storage entry over HTTP, and supabase-js goes on with the token it wrote.
describe('stored-session client over the local backend', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer()
    await server.createUser({ email: 'stored@example.test', password: 'correct horse 9' })
  }, 60_000)

  afterAll(async () => {
    await server?.stop()
  })

  function pair() {
    const storage = memoryStorage()
    const supabase = createClient(server.url, server.anonKey, {
      auth: { storage, storageKey: STORAGE_KEY, autoRefreshToken: false, persistSession: true },
      realtime: { transport: WebSocket as never },
    })
    const stored = createStoredSessionClient({
      url: server.url,
      apiKey: server.anonKey,
      storageKey: STORAGE_KEY,
      storage,
    })
    return { storage, supabase, stored }
  }

  it('reads what supabase-js stored, refreshes it once, and supabase-js uses the new token', async () => {
    const { supabase, stored } = pair()
    const signIn = await supabase.auth.signInWithPassword({
      email: 'stored@example.test',
      password: 'correct horse 9',
    })
    expect(signIn.error).toBeNull()
    const read = await stored.getSession()
    expect(read.data.session?.access_token).toBe(signIn.data.session?.access_token)
    expect(read.data.session?.user.email).toBe('stored@example.test')

    const events: AuthEventName[] = []
    stored.onAuthStateChange((event) => events.push(event))
    await new Promise((done) => setTimeout(done, 1_100))
    const refreshed = await stored.refreshSession()
    expect(refreshed.error).toBeNull()
    const token = refreshed.data.session?.access_token
    expect(token).toBeTruthy()
    expect(token).not.toBe(signIn.data.session?.access_token)
    expect(events).toEqual(['TOKEN_REFRESHED'])
    const { data } = await supabase.auth.getSession()
    expect(data.session?.access_token).toBe(token)
    // The refreshed token works for data calls made by supabase-js.
    const { error, status } = await supabase.from('profiles').select('user_id').limit(1)
    expect({ error, status }).toEqual({ error: null, status: 200 })
  }, 30_000)

  it('forgets a session whose refresh token the server refuses, and says so', async () => {
    const { storage, supabase, stored } = pair()
    await supabase.auth.signInWithPassword({
      email: 'stored@example.test',
      password: 'correct horse 9',
    })
    const raw = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>
    storage.setItem(STORAGE_KEY, JSON.stringify({ ...raw, refresh_token: 'not-a-real-token' }))
    const events: AuthEventName[] = []
    stored.onAuthStateChange((event) => events.push(event))
    const result = await stored.refreshSession()
    expect(result.data.session).toBeNull()
    expect((result.error as { status: number }).status).toBeGreaterThanOrEqual(400)
    expect(storage.getItem(STORAGE_KEY)).toBeNull()
    expect(events).toEqual(['SIGNED_OUT'])
  }, 30_000)

  it('drives the session manager: a stored session near expiry is refreshed before use', async () => {
    const { storage, supabase, stored } = pair()
    await supabase.auth.signInWithPassword({
      email: 'stored@example.test',
      password: 'correct horse 9',
    })
    const raw = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>
    const soon = Math.floor(Date.now() / 1000) + 90
    storage.setItem(STORAGE_KEY, JSON.stringify({ ...raw, expires_at: soon }))
    const manager = createSessionManager({ client: stored })
    await new Promise((done) => setTimeout(done, 1_100))
    const session = await manager.getSession()
    expect(session?.expires_at).toBeGreaterThan(soon + 60)
    expect(session?.access_token).not.toBe(raw.access_token)
  }, 30_000)

  it('signs out on the server and removes the stored session', async () => {
    const { storage, supabase, stored } = pair()
    await supabase.auth.signInWithPassword({
      email: 'stored@example.test',
      password: 'correct horse 9',
    })
    const refreshToken = (
      JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as { refresh_token: string }
    ).refresh_token
    expect((await stored.signOut()).error).toBeNull()
    expect(storage.getItem(STORAGE_KEY)).toBeNull()
    // The refresh token died with the session on the server.
    const again = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    })
    expect(again.status).toBe(400)
  }, 30_000)
})
