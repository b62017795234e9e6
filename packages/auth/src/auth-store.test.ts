// @vitest-environment node
import { createStore } from 'jotai/vanilla'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeAuthClient, makeSession, VALID_TOKEN } from '../test/fake-auth-client.js'
import {
  accessTokenAtom,
  AUTH_USER_TTL_MS,
  authEventAtom,
  authStateAtom,
  authUserAtom,
  bindAuthEvents,
  createSessionManager,
  INITIAL_AUTH_STATE,
  isAuthenticatedAtom,
  reduceAuthEvent,
  resetAuthAtom,
  staffRoleAtom,
  type AuthState,
} from './index.js'

const T0 = Date.UTC(2026, 0, 1, 8, 0, 0)

const signedIn = (): AuthState =>
  reduceAuthEvent(INITIAL_AUTH_STATE, 'SIGNED_IN', makeSession(), T0)

describe('reduceAuthEvent (seed spec §4)', () => {
  it.each(['SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'INITIAL_SESSION'])(
    '%s stores the session as the client-side user',
    (event) => {
      const state = reduceAuthEvent(INITIAL_AUTH_STATE, event, makeSession(), T0)
      expect(state).toEqual({
        user: {
          accountNo: 'user-1',
          email: 'ada@example.com',
          role: ['user'],
          exp: T0 + AUTH_USER_TTL_MS,
        },
        accessToken: VALID_TOKEN,
        staffRole: null,
      })
    },
  )

  it('sets exp exactly 24 h ahead', () => {
    expect(signedIn().user?.exp).toBe(T0 + 24 * 60 * 60 * 1000)
  })

  it('keeps the staff role apart from the client role', () => {
    const session = makeSession({ user: { app_metadata: { role: 'manager' } } })
    const state = reduceAuthEvent(INITIAL_AUTH_STATE, 'SIGNED_IN', session, T0)
    expect(state.staffRole).toBe('manager')
    expect(state.user?.role).toEqual(['user'])
  })

  it('SIGNED_OUT clears the token and resets', () => {
    expect(reduceAuthEvent(signedIn(), 'SIGNED_OUT', null, T0)).toEqual(INITIAL_AUTH_STATE)
  })

  it('a failed refresh (TOKEN_REFRESHED without a session) resets', () => {
    expect(reduceAuthEvent(signedIn(), 'TOKEN_REFRESHED', null, T0)).toEqual(INITIAL_AUTH_STATE)
  })

  it('leaves the state alone for other events', () => {
    const state = signedIn()
    expect(reduceAuthEvent(state, 'PASSWORD_RECOVERY', makeSession(), T0 + 1)).toBe(state)
  })
})

describe('auth atoms in a vanilla store (no React)', () => {
  it('derives user, token, staff role and signed-in flag', () => {
    const store = createStore()
    expect(store.get(isAuthenticatedAtom)).toBe(false)
    store.set(authEventAtom, {
      event: 'SIGNED_IN',
      session: makeSession({ user: { app_metadata: { role: 'cashier' } } }),
      now: T0,
    })
    expect(store.get(isAuthenticatedAtom)).toBe(true)
    expect(store.get(authUserAtom)?.accountNo).toBe('user-1')
    expect(store.get(accessTokenAtom)).toBe(VALID_TOKEN)
    expect(store.get(staffRoleAtom)).toBe('cashier')
    store.set(resetAuthAtom)
    expect(store.get(authStateAtom)).toEqual(INITIAL_AUTH_STATE)
  })
})

describe('bindAuthEvents', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('feeds client events into the store until unsubscribed', () => {
    const client = createFakeAuthClient()
    const store = createStore()
    const unbind = bindAuthEvents(client, store)
    expect(client.listenerCount()).toBe(1)

    client.emit('SIGNED_IN', makeSession())
    expect(store.get(authUserAtom)?.exp).toBe(T0 + AUTH_USER_TTL_MS)
    client.emit('SIGNED_OUT', null)
    expect(store.get(authStateAtom)).toEqual(INITIAL_AUTH_STATE)

    unbind()
    expect(client.listenerCount()).toBe(0)
    client.emit('SIGNED_IN', makeSession())
    expect(store.get(isAuthenticatedAtom)).toBe(false)
  })

  it('stores only sessions the session manager accepts', async () => {
    const client = createFakeAuthClient()
    const store = createStore()
    const sessionManager = createSessionManager({ client })
    bindAuthEvents(client, store, { sessionManager })

    client.emit('SIGNED_IN', makeSession({ user: { email: 'javascript:alert(1)@x.io' } }))
    expect(store.get(isAuthenticatedAtom)).toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(client.signOut).toHaveBeenCalledWith({ scope: 'local' })

    const session = makeSession()
    client.emit('SIGNED_IN', session)
    expect(store.get(isAuthenticatedAtom)).toBe(true)
    expect(await sessionManager.getSession()).toBe(session)
    expect(client.getSession).not.toHaveBeenCalled()
  })
})
