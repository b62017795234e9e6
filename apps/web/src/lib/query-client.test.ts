import { QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { applyErrorAction, createQueryClient, QUERY_STALE_TIME_MS } from './query-client'
import type { QueryErrorEffects } from './query-client'
import { HttpError } from './http-client'

function effects() {
  return {
    toast: vi.fn<(message: string) => void>(),
    onUnauthorized: vi.fn<() => void>(),
    navigate: vi.fn<(href: string) => void>(),
    reportError: vi.fn<(error: unknown) => void>(),
    messages: {
      sessionExpired: 'Session expired!',
      internalServerError: 'Internal Server Error!',
      contentNotModified: 'Content not modified!',
    },
    paths: { signIn: '/sign-in', forbidden: '/403', serverError: '/500' },
  } satisfies QueryErrorEffects
}

/** A query a screen shows (it has an observer) that fails with `status`. */
async function failQuery(status: number, fx = effects(), meta?: Record<string, unknown>) {
  const client = createQueryClient(fx)
  const observer = new QueryObserver(client, {
    queryKey: ['x', status],
    queryFn: () => Promise.reject(new HttpError(status, null)),
    retry: false,
    ...(meta ? { meta } : {}),
  })
  // Subscribed like a mounted screen, and still subscribed when the cache reports the failure.
  const unsubscribe = observer.subscribe(() => undefined)
  await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true))
  await Promise.resolve()
  unsubscribe()
  return fx
}

async function failMutation(status: number, fx = effects()) {
  const client = createQueryClient(fx)
  await client
    .getMutationCache()
    .build(client, { mutationFn: () => Promise.reject(new HttpError(status, null)) })
    .execute(undefined)
    .catch(() => undefined)
  return fx
}

describe('retry rule', () => {
  const retry = createQueryClient(effects()).getDefaultOptions().queries?.retry as (
    count: number,
    error: unknown,
  ) => boolean

  it('never retries a 401 or a 403', () => {
    expect(retry(0, new HttpError(401, null))).toBe(false)
    expect(retry(0, new HttpError(403, null))).toBe(false)
  })

  it('retries other failures at most three times', () => {
    const error = new HttpError(503, null)
    expect([0, 1, 2, 3].map((count) => retry(count, error))).toEqual([true, true, true, false])
    expect(retry(2, new TypeError('Failed to fetch'))).toBe(true)
  })

  it('keeps data fresh for 10 s and refetches on window focus', () => {
    const queries = createQueryClient(effects()).getDefaultOptions().queries
    expect(queries?.staleTime).toBe(QUERY_STALE_TIME_MS)
    expect(QUERY_STALE_TIME_MS).toBe(10_000)
    expect(queries?.refetchOnWindowFocus).toBe(true)
  })
})

describe('query errors', () => {
  it('a 401 shows "Session expired!" and resets auth with a sign-in redirect', async () => {
    const fx = await failQuery(401)
    expect(fx.toast).toHaveBeenCalledWith('Session expired!')
    expect(fx.onUnauthorized).toHaveBeenCalledOnce()
    expect(fx.navigate).not.toHaveBeenCalled()
  })

  it('a 500 shows "Internal Server Error!" and goes to /500', async () => {
    const fx = await failQuery(500)
    expect(fx.toast).toHaveBeenCalledWith('Internal Server Error!')
    expect(fx.navigate).toHaveBeenCalledWith('/500')
    expect(fx.onUnauthorized).not.toHaveBeenCalled()
  })

  it('a 403 goes to the forbidden page', async () => {
    const fx = await failQuery(403)
    expect(fx.navigate).toHaveBeenCalledWith('/403')
    expect(fx.toast).not.toHaveBeenCalled()
  })

  it('leaves a fetch nobody shows (a loader or a preload) to its caller', async () => {
    const fx = effects()
    const client = createQueryClient(fx)
    await client
      .fetchQuery({
        queryKey: ['loader'],
        queryFn: () => Promise.reject(new HttpError(401, null)),
        retry: false,
      })
      .catch(() => undefined)
    expect(fx.toast).not.toHaveBeenCalled()
    expect(fx.onUnauthorized).not.toHaveBeenCalled()
    expect(fx.reportError).not.toHaveBeenCalled()
  })

  it('leaves a query that shows its own failure to its screen, but not a 401', async () => {
    const quiet = await failQuery(502, effects(), { silentErrors: true })
    expect(quiet.navigate).not.toHaveBeenCalled()
    expect(quiet.toast).not.toHaveBeenCalled()
    expect(quiet.reportError).not.toHaveBeenCalled()
    const expired = await failQuery(401, effects(), { silentErrors: true })
    expect(expired.onUnauthorized).toHaveBeenCalledOnce()
  })

  it('other query errors go to the catalogue notifier', async () => {
    const fx = await failQuery(404)
    expect(fx.toast).not.toHaveBeenCalled()
    expect(fx.reportError).toHaveBeenCalledOnce()
  })
})

describe('mutation errors', () => {
  it('a 304 shows "Content not modified!"', async () => {
    const fx = await failMutation(304)
    expect(fx.toast).toHaveBeenCalledWith('Content not modified!')
    expect(fx.reportError).not.toHaveBeenCalled()
  })

  it('other mutation errors are reported through the notifier', async () => {
    const fx = await failMutation(422)
    expect(fx.reportError).toHaveBeenCalledOnce()
    expect(fx.toast).not.toHaveBeenCalled()
  })
})

describe('applyErrorAction', () => {
  it('only carries out what the action says', () => {
    const fx = effects()
    applyErrorAction({ record: {} as never, resetSession: false, notify: false, message: 'Hi' }, fx)
    expect(fx.toast).toHaveBeenCalledWith('Hi')
    expect(fx.onUnauthorized).not.toHaveBeenCalled()
    expect(fx.navigate).not.toHaveBeenCalled()
    expect(fx.reportError).not.toHaveBeenCalled()
  })
})
