import { vi } from 'vitest'
import type {
  AuthClientLike,
  AuthEventName,
  AuthSession,
  AuthSessionResult,
  AuthStateListener,
} from '../src/index.js'

/** A JWT-shaped token: three dot-separated parts, well over 100 characters. */
export const VALID_TOKEN = `${'h'.repeat(36)}.${'p'.repeat(80)}.${'s'.repeat(43)}`

/** A session for `user-1` expiring `expiresInMs` after `now`. */
export function makeSession(
  options: { now?: number; expiresInMs?: number; token?: string } & {
    user?: Partial<AuthSession['user']>
  } = {},
): AuthSession {
  const now = options.now ?? Date.now()
  const expiresInMs = options.expiresInMs ?? 60 * 60 * 1000
  return {
    access_token: options.token ?? VALID_TOKEN,
    refresh_token: 'refresh-1',
    expires_at: Math.floor((now + expiresInMs) / 1000),
    user: {
      id: 'user-1',
      email: 'ada@example.com',
      user_metadata: { name: 'Ada' },
      app_metadata: {},
      ...options.user,
    },
  }
}

/** `{ data: { session }, error: null }` as supabase-js returns it. */
export function ok(session: AuthSession | null): AuthSessionResult {
  return { data: { session }, error: null }
}

/** A fake at the structural seam: spies for the calls plus `emit` to fire auth events. */
export function createFakeAuthClient() {
  const listeners = new Set<AuthStateListener>()
  const emit = (event: AuthEventName, session: AuthSession | null): void => {
    for (const listener of [...listeners]) listener(event, session)
  }
  const client = {
    getSession: vi.fn<() => Promise<AuthSessionResult>>(async () => ok(null)),
    refreshSession: vi.fn<() => Promise<AuthSessionResult>>(async () => ok(null)),
    signOut: vi.fn<AuthClientLike['signOut']>(async () => {
      emit('SIGNED_OUT', null)
      return { error: null }
    }),
    onAuthStateChange: vi.fn((callback: AuthStateListener) => {
      listeners.add(callback)
      return {
        data: {
          subscription: {
            unsubscribe: () => {
              listeners.delete(callback)
            },
          },
        },
      }
    }),
    emit,
    listenerCount: () => listeners.size,
  }
  return client satisfies AuthClientLike
}

/** A promise with its resolve/reject exposed. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Tracks whether a promise has settled, for asserting "not yet" under fake timers. */
export function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false }
  promise.then(
    (value) => {
      state.settled = true
      state.value = value
    },
    (error: unknown) => {
      state.settled = true
      state.error = error
    },
  )
  return state
}
