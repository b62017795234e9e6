// @vitest-environment node
import { startTestServer, type TestServer } from '@fabula/local-supabase/testing'
import type { SupabaseClient } from '@supabase/supabase-js'
import { createStore } from 'jotai/vanilla'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  accessTokenAtom,
  authUserAtom,
  bindAuthEvents,
  createSessionManager,
  getStaffRole,
  INITIAL_AUTH_STATE,
  staffRoleAtom,
} from './index.js'

// The real supabase-js client against the real local backend: the auth events it emits must reach
// the store through bindAuthEvents and the session manager, exactly as in the browser.
describe('auth store bound to supabase-js over the local backend', () => {
  let server: TestServer
  let client: SupabaseClient

  beforeAll(async () => {
    server = await startTestServer()
    await server.createUser({ email: 'reader@example.test', password: 'correct horse 1' })
    await server.createUser({
      email: 'boss@example.test',
      password: 'correct horse 2',
      role: 'manager',
    })
  }, 60_000)

  afterAll(async () => {
    await server?.stop()
  })

  function bind() {
    client = server.createClient()
    const store = createStore()
    const sessionManager = createSessionManager({ client: client.auth })
    const unbind = bindAuthEvents(client.auth, store, { sessionManager })
    return { store, sessionManager, unbind }
  }

  it('stores the user on sign-in, a new token on refresh, and resets on sign-out', async () => {
    const { store, sessionManager, unbind } = bind()
    expect(store.get(authUserAtom)).toBeNull()

    const signIn = await client.auth.signInWithPassword({
      email: 'reader@example.test',
      password: 'correct horse 1',
    })
    expect(signIn.error).toBeNull()
    const user = store.get(authUserAtom)
    expect(user?.accountNo).toBe(signIn.data.user?.id)
    expect(user?.email).toBe('reader@example.test')
    expect(user?.role).toEqual(['user'])
    const firstToken = store.get(accessTokenAtom)
    expect(firstToken).toBe(signIn.data.session?.access_token)
    expect(store.get(staffRoleAtom)).toBeNull()

    const cached = await sessionManager.getSession()
    expect(cached?.access_token).toBe(firstToken)

    // Token timestamps have one-second resolution; wait so the refreshed token differs.
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const refreshed = await client.auth.refreshSession()
    expect(refreshed.error).toBeNull()
    expect(store.get(accessTokenAtom)).toBe(refreshed.data.session?.access_token)
    expect(store.get(accessTokenAtom)).not.toBe(firstToken)

    await sessionManager.signOut()
    expect(store.get(authUserAtom)).toBeNull()
    expect(store.get(accessTokenAtom)).toBe(INITIAL_AUTH_STATE.accessToken)
    expect(await sessionManager.getSession()).toBeNull()
    unbind()
  }, 30_000)

  it('reads the staff role from app_metadata of a real token', async () => {
    const { store, unbind } = bind()
    const { data, error } = await client.auth.signInWithPassword({
      email: 'boss@example.test',
      password: 'correct horse 2',
    })
    expect(error).toBeNull()
    expect(getStaffRole(data.session)).toBe('manager')
    expect(store.get(staffRoleAtom)).toBe('manager')
    expect(store.get(authUserAtom)?.role).toEqual(['user'])
    await client.auth.signOut()
    expect(store.get(authUserAtom)).toBeNull()
    unbind()
  }, 30_000)

  it('keeps the store empty when sign-in is refused', async () => {
    const { store, unbind } = bind()
    const { error } = await client.auth.signInWithPassword({
      email: 'reader@example.test',
      password: 'wrong password',
    })
    expect(error?.code).toBe('invalid_credentials')
    expect(store.get(authUserAtom)).toBeNull()
    unbind()
  })
})
