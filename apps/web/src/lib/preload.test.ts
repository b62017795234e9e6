import { QueryClient } from '@tanstack/react-query'
import type { RouteObject } from 'react-router'
import type { AppContext } from '@/app/app-context'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  isUnderRoute,
  PRELOAD_DELAY_MS,
  PRELOAD_STALE_MS,
  preloadHref,
  resetPreloads,
} from './preload'

const listUsers = vi.fn(async () => ['ana'])
const queries = vi.fn(({ url, userId }: { url: URL; userId: string }) => [
  { queryKey: ['users', userId, url.search], queryFn: listUsers },
])
const load = vi.fn(async () => ({ Component: () => null, queries }))
const routes: RouteObject[] = [{ path: '/', children: [{ path: 'users', handle: { load } }] }]

/** The app as preloading sees it: a guard answering `session`, and a real query client. */
function appWith(session: { user: { id: string } } | null) {
  const queryClient = new QueryClient()
  const guard = vi.fn(async () => session)
  const app = {
    auth: { guard },
    services: async () => ({ queryClient }),
  } as unknown as AppContext
  return { app, queryClient, guard }
}

beforeEach(() => {
  resetPreloads()
  listUsers.mockClear()
  queries.mockClear()
  load.mockClear()
})

describe('preloadHref', () => {
  it("loads the chunk and prefetches the page's queries when the guard lets it", async () => {
    const { app, queryClient, guard } = appWith({ user: { id: 'u-1' } })
    await preloadHref(routes, '/users?page=2', app, 0)
    expect(load).toHaveBeenCalledOnce()
    const [request] = guard.mock.calls[0] as unknown as [Request]
    expect(request.headers.get('Purpose')).toBe('prefetch')
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['users', 'u-1', '?page=2'])).toEqual(['ana']),
    )
  })

  it('loads the chunk but no data without a session', async () => {
    const { app } = appWith(null)
    await preloadHref(routes, '/users', app, 0)
    expect(load).toHaveBeenCalledOnce()
    expect(queries).not.toHaveBeenCalled()
    expect(listUsers).not.toHaveBeenCalled()
  })

  it('skips a second preload of the same link within 10 s', async () => {
    const { app } = appWith({ user: { id: 'u-1' } })
    await preloadHref(routes, '/users', app, 0)
    await preloadHref(routes, '/users', app, PRELOAD_STALE_MS - 1)
    expect(load).toHaveBeenCalledTimes(1)
    await preloadHref(routes, '/users', app, PRELOAD_STALE_MS)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('uses the seed timings', () => {
    expect(PRELOAD_DELAY_MS).toBe(300)
    expect(PRELOAD_STALE_MS).toBe(10_000)
  })
})

describe('isUnderRoute', () => {
  const tree: RouteObject[] = [
    {
      path: '/',
      children: [
        { path: 'sign-in' },
        { id: 'app', children: [{ path: 'dashboard' }, { path: 'story/:id' }] },
      ],
    },
  ]

  it('is true for a page under the layout with that id', () => {
    expect(isUnderRoute(tree, '/dashboard', 'app')).toBe(true)
    expect(isUnderRoute(tree, '/story/42', 'app')).toBe(true)
  })

  it('is false for a page outside it and for an unknown path', () => {
    expect(isUnderRoute(tree, '/sign-in', 'app')).toBe(false)
    expect(isUnderRoute(tree, '/nowhere', 'app')).toBe(false)
  })
})
