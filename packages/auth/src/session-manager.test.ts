// @vitest-environment node
import { AppError } from '@fabula/errors'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { vi } from 'vitest'
import { createFakeAuthClient, deferred, makeSession, ok, track } from '../test/fake-auth-client.js'
import {
  createSessionManager,
  type AuthSessionResult,
  type FingerprintEnvironment,
} from './index.js'

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0)
const MINUTE = 60_000
const HOUR = 60 * MINUTE

function setup() {
  const client = createFakeAuthClient()
  const environment: FingerprintEnvironment = {
    userAgent: 'TestBrowser/1.0',
    language: 'en-GB',
    timeZone: 'Europe/London',
    screen: { width: 1440, height: 900, colorDepth: 24 },
  }
  const manager = createSessionManager({ client, environment: () => environment })
  return { client, manager, environment }
}

const networkFailure = () => new TypeError('fetch failed')

beforeEach(() => {
  vi.useFakeTimers({ now: T0 })
})

afterEach(() => {
  vi.useRealTimers()
})

describe('session cache (5 minutes)', () => {
  it('serves the cache at 4:59 and validates again at 5:01', async () => {
    const { client, manager } = setup()
    client.getSession.mockResolvedValue(ok(makeSession({ expiresInMs: HOUR })))

    expect(await manager.getSession()).not.toBeNull()
    expect(client.getSession).toHaveBeenCalledTimes(1)

    await vi.advanceTimersByTimeAsync(4 * MINUTE + 59_000)
    expect(await manager.getSession()).not.toBeNull()
    expect(client.getSession).toHaveBeenCalledTimes(1)

    await vi.advanceTimersByTimeAsync(2_000)
    expect(await manager.getSession()).not.toBeNull()
    expect(client.getSession).toHaveBeenCalledTimes(2)
  })
})

describe('proactive refresh (2 minutes left)', () => {
  it('keeps a session with 2:01 left and refreshes one with 1:59 left', async () => {
    const { client, manager } = setup()
    client.getSession.mockResolvedValue(ok(makeSession({ expiresInMs: 6 * MINUTE })))
    const refreshed = makeSession({ now: T0, expiresInMs: 2 * HOUR })
    client.refreshSession.mockResolvedValue(ok(refreshed))
    const first = await manager.getSession()

    await vi.advanceTimersByTimeAsync(3 * MINUTE + 59_000) // 2:01 left
    expect(await manager.getSession()).toBe(first)
    expect(client.refreshSession).not.toHaveBeenCalled()

    await vi.advanceTimersByTimeAsync(2_000) // 1:59 left
    expect(await manager.getSession()).toBe(refreshed)
    expect(client.refreshSession).toHaveBeenCalledTimes(1)
    expect(client.getSession).toHaveBeenCalledTimes(1)
  })

  it('clears the cache when the refresh fails, so the old session is not served again', async () => {
    const { client, manager } = setup()
    client.getSession.mockResolvedValue(ok(makeSession({ expiresInMs: 3 * MINUTE })))
    client.refreshSession.mockRejectedValue(new Error('refresh exploded'))
    await manager.getSession()

    await vi.advanceTimersByTimeAsync(61_000)
    await expect(manager.getSession()).rejects.toThrow('refresh exploded')
    expect(await manager.getSession()).toBeNull()
    expect(client.refreshSession).toHaveBeenCalledTimes(1)
  })
})

describe('validation cooldown (10 s)', () => {
  it('does not ask the client again before 10 s have passed', async () => {
    const { client, manager } = setup()
    expect(await manager.getSession()).toBeNull()

    await vi.advanceTimersByTimeAsync(9_999)
    expect(await manager.getSession()).toBeNull()
    expect(client.getSession).toHaveBeenCalledTimes(1)

    await vi.advanceTimersByTimeAsync(1)
    await manager.getSession()
    expect(client.getSession).toHaveBeenCalledTimes(2)
  })
})

describe('waiting for a validation in flight (5 s, polling every 100 ms)', () => {
  it('lets a second caller share the first validation, seen at the next 100 ms poll', async () => {
    const { client, manager } = setup()
    const pending = deferred<AuthSessionResult>()
    client.getSession.mockReturnValueOnce(pending.promise)
    const first = track(manager.getSession())
    const second = track(manager.getSession())

    await vi.advanceTimersByTimeAsync(250)
    const session = makeSession()
    pending.resolve(ok(session))
    await vi.advanceTimersByTimeAsync(49) // t = 299 ms
    expect(first.value).toBe(session)
    expect(second.settled).toBe(false)

    await vi.advanceTimersByTimeAsync(1) // t = 300 ms, a poll
    expect(second.value).toBe(session)
    expect(client.getSession).toHaveBeenCalledTimes(1)
  })

  it('returns the result when the validation ends just inside 5 s', async () => {
    const { client, manager } = setup()
    const pending = deferred<AuthSessionResult>()
    client.getSession.mockReturnValueOnce(pending.promise)
    void manager.getSession()
    const waiter = track(manager.getSession())

    await vi.advanceTimersByTimeAsync(4_950)
    const session = makeSession()
    pending.resolve(ok(session))
    await vi.advanceTimersByTimeAsync(50)
    expect(waiter.value).toBe(session)
  })

  it('gives up with REQUEST_TIMEOUT at 5 s when the validation is still running', async () => {
    const { client, manager } = setup()
    const pending = deferred<AuthSessionResult>()
    client.getSession.mockReturnValueOnce(pending.promise)
    void manager.getSession()
    const waiter = track(manager.getSession())

    await vi.advanceTimersByTimeAsync(4_999)
    expect(waiter.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(waiter.error).toBeInstanceOf(AppError)
    expect((waiter.error as AppError).code).toBe('REQUEST_TIMEOUT')
    pending.resolve(ok(null))
  })

  it('passes the validation error on to the waiting callers', async () => {
    const { client, manager } = setup()
    const pending = deferred<AuthSessionResult>()
    client.getSession.mockReturnValueOnce(pending.promise)
    const first = track(manager.getSession())
    const second = track(manager.getSession())
    pending.reject(new Error('broken client'))
    await vi.advanceTimersByTimeAsync(100)
    expect((first.error as Error).message).toBe('broken client')
    expect((second.error as Error).message).toBe('broken client')
  })
})

describe('retries of transient failures (1 s, 3 s, 5 s)', () => {
  it('retries after 1 s, 3 s and 5 s and then succeeds', async () => {
    const { client, manager } = setup()
    const session = makeSession({ expiresInMs: HOUR })
    client.getSession
      .mockRejectedValueOnce(networkFailure())
      .mockRejectedValueOnce(networkFailure())
      .mockRejectedValueOnce(networkFailure())
      .mockResolvedValueOnce(ok(session))
    const result = track(manager.getSession())

    await vi.advanceTimersByTimeAsync(0)
    expect(client.getSession).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(client.getSession).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1) // t = 1 s
    expect(client.getSession).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2_999)
    expect(client.getSession).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1) // t = 4 s
    expect(client.getSession).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(4_999)
    expect(client.getSession).toHaveBeenCalledTimes(3)
    expect(result.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1) // t = 9 s
    expect(client.getSession).toHaveBeenCalledTimes(4)
    expect(result.value).toBe(session)
  })

  it('retries errors the client returns when they are transient', async () => {
    const { client, manager } = setup()
    const session = makeSession()
    const unavailable = { name: 'AuthRetryableFetchError', status: 503, message: 'unavailable' }
    client.getSession
      .mockResolvedValueOnce({ data: { session: null }, error: unavailable })
      .mockResolvedValueOnce(ok(session))
    const result = track(manager.getSession())
    await vi.advanceTimersByTimeAsync(1_000)
    expect(result.value).toBe(session)
    expect(client.getSession).toHaveBeenCalledTimes(2)
  })

  it('gives up after the third retry and clears the cache', async () => {
    const { client, manager } = setup()
    client.getSession.mockRejectedValue(networkFailure())
    const result = track(manager.getSession())
    await vi.advanceTimersByTimeAsync(9_000)
    expect(client.getSession).toHaveBeenCalledTimes(4)
    expect((result.error as Error).message).toBe('fetch failed')
    expect(await manager.getSession()).toBeNull()
  })

  it('does not retry an error that is not transient', async () => {
    const { client, manager } = setup()
    client.getSession.mockRejectedValue(new Error('programming error'))
    await expect(manager.getSession()).rejects.toThrow('programming error')
    expect(client.getSession).toHaveBeenCalledTimes(1)
  })

  it('reads a returned auth error (invalid refresh token) as no session', async () => {
    const { client, manager } = setup()
    client.getSession.mockResolvedValue({
      data: { session: null },
      error: { name: 'AuthApiError', status: 400, code: 'refresh_token_not_found', message: 'x' },
    })
    expect(await manager.getSession()).toBeNull()
    expect(client.getSession).toHaveBeenCalledTimes(1)
  })
})

describe('session health (60 s margin)', () => {
  it('drops a refreshed session expiring within 60 s and keeps one with 61 s left', async () => {
    const { client, manager } = setup()
    client.getSession.mockResolvedValueOnce(ok(makeSession({ expiresInMs: 59_000 })))
    client.refreshSession.mockResolvedValueOnce(ok(makeSession({ expiresInMs: 59_000 })))
    expect(await manager.getSession()).toBeNull()

    await vi.advanceTimersByTimeAsync(10_000)
    const healthy = makeSession({ now: Date.now(), expiresInMs: 61_000 })
    client.getSession.mockResolvedValueOnce(ok(makeSession({ expiresInMs: 30_000 })))
    client.refreshSession.mockResolvedValueOnce(ok(healthy))
    expect(await manager.getSession()).toBe(healthy)
  })
})

describe('a stored session inside the refresh buffer (2 minutes)', () => {
  it('is refreshed before it is handed out', async () => {
    const { client, manager } = setup()
    const refreshed = makeSession({ expiresInMs: HOUR })
    client.getSession.mockResolvedValueOnce(ok(makeSession({ expiresInMs: 90_000 })))
    client.refreshSession.mockResolvedValueOnce(ok(refreshed))
    expect(await manager.getSession()).toBe(refreshed)
    expect(client.refreshSession).toHaveBeenCalledTimes(1)
  })

  it('is used as it is with 2 minutes or more left', async () => {
    const { client, manager } = setup()
    const stored = makeSession({ expiresInMs: 2 * MINUTE })
    client.getSession.mockResolvedValueOnce(ok(stored))
    expect(await manager.getSession()).toBe(stored)
    expect(client.refreshSession).not.toHaveBeenCalled()
  })

  it('retries a failing refresh after 1 s, 3 s and 5 s, then throws', async () => {
    const { client, manager } = setup()
    client.getSession.mockResolvedValue(ok(makeSession({ expiresInMs: 60_000 })))
    const calls: number[] = []
    client.refreshSession.mockImplementation(async () => {
      calls.push(Date.now() - T0)
      throw networkFailure()
    })
    const outcome = manager.getSession().catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(9_000)
    expect(await outcome).toBeInstanceOf(TypeError)
    expect(calls).toEqual([0, 1_000, 4_000, 9_000])
  })
})

describe('autoRefresh', () => {
  function auto() {
    const client = createFakeAuthClient()
    const manager = createSessionManager({ client, autoRefresh: true })
    return { client, manager }
  }

  it('refreshes an accepted session by itself when 2 minutes remain', async () => {
    const { client, manager } = auto()
    // What the storage holds until the refresh replaces it.
    const first = makeSession({ expiresInMs: 10 * MINUTE })
    client.getSession.mockResolvedValue(ok(first))
    await manager.getSession()
    const next = makeSession({ now: T0 + 8 * MINUTE, expiresInMs: HOUR })
    client.refreshSession.mockResolvedValueOnce(ok(next))
    await vi.advanceTimersByTimeAsync(8 * MINUTE)
    expect(client.refreshSession).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000)
    expect(client.refreshSession).toHaveBeenCalledTimes(1)
    expect(await manager.getSession()).toBe(next)
  })

  it('signs the browser out locally when the background refresh keeps failing', async () => {
    const { client, manager } = auto()
    client.getSession.mockResolvedValue(ok(makeSession({ expiresInMs: 3 * MINUTE })))
    await manager.getSession()
    client.refreshSession.mockRejectedValue(networkFailure())
    await vi.advanceTimersByTimeAsync(MINUTE + 10_000)
    expect(client.refreshSession).toHaveBeenCalledTimes(4)
    expect(client.signOut).toHaveBeenCalledWith({ scope: 'local' })
  })

  it('schedules nothing without the option', async () => {
    const { client, manager } = setup()
    client.getSession.mockResolvedValueOnce(ok(makeSession({ expiresInMs: 3 * MINUTE })))
    await manager.getSession()
    await vi.advanceTimersByTimeAsync(2 * MINUTE)
    expect(client.refreshSession).not.toHaveBeenCalled()
  })
})
