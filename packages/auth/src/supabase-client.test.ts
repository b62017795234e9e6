// @vitest-environment node
import { createClient, type SupportedStorage } from '@supabase/supabase-js'
import { createStore } from 'jotai/vanilla'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { makeSession } from '../test/fake-auth-client.js'
import { authUserAtom, bindAuthEvents, createSessionManager, isAuthenticatedAtom } from './index.js'

// The real supabase-js client behind the seam, with no server: a session restored from storage
// needs no network, and a failed server sign-out must still sign the browser out.
const STORAGE_KEY = 'fabula-test-auth-token'
const UNREACHABLE = 'http://127.0.0.1:9'

function memoryStorage(initial: Record<string, string> = {}): SupportedStorage {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value)
    },
    removeItem: (key) => {
      values.delete(key)
    },
  }
}

const clients: { auth: { stopAutoRefresh(): Promise<void> } }[] = []

function realClient(storage: SupportedStorage) {
  const client = createClient(UNREACHABLE, 'anon-key', {
    auth: { storage, storageKey: STORAGE_KEY, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  })
  clients.push(client)
  return client
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.auth.stopAutoRefresh()))
})

function storedSession() {
  const session = makeSession()
  return {
    ...session,
    token_type: 'bearer',
    expires_in: 3600,
    user: { ...session.user, aud: 'authenticated', created_at: new Date().toISOString() },
  }
}

describe('with the real supabase-js auth client', () => {
  it('reads no session when nothing is stored', async () => {
    const supabase = realClient(memoryStorage())
    const sessions = createSessionManager({ client: supabase.auth })
    expect(await sessions.getSession()).toBeNull()
  })

  it('restores a stored session into the manager and the store, and signs out', async () => {
    const stored = storedSession()
    const supabase = realClient(memoryStorage({ [STORAGE_KEY]: JSON.stringify(stored) }))
    const store = createStore()
    const sessions = createSessionManager({ client: supabase.auth })
    const unbind = bindAuthEvents(supabase.auth, store, { sessionManager: sessions })

    const session = await sessions.getSession()
    expect(session?.user.id).toBe(stored.user.id)
    await expect.poll(() => store.get(authUserAtom)?.accountNo).toBe(stored.user.id)

    // The server is unreachable, so the global sign-out fails and the local fallback runs.
    await sessions.signOut()
    await expect.poll(() => store.get(isAuthenticatedAtom)).toBe(false)
    expect((await supabase.auth.getSession()).data.session).toBeNull()
    unbind()
  })
})
