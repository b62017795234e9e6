import type { RouteObject } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  isUnderRoute,
  PRELOAD_DELAY_MS,
  PRELOAD_STALE_MS,
  preloadHref,
  resetPreloads,
} from './preload'

const preload = vi.fn(async () => undefined)
const load = vi.fn(async () => ({ Component: () => null, preload }))
const routes: RouteObject[] = [{ path: '/', children: [{ path: 'users', handle: { load } }] }]

beforeEach(() => {
  resetPreloads()
  preload.mockClear()
  load.mockClear()
})

describe('preloadHref', () => {
  it('loads the chunk and warms data when a session exists', async () => {
    await preloadHref(routes, '/users?page=2', async () => true, 0)
    expect(load).toHaveBeenCalledOnce()
    expect(preload).toHaveBeenCalledWith(
      expect.objectContaining({ pathname: '/users', search: '?page=2' }),
    )
  })

  it('loads the chunk but no data without a session', async () => {
    await preloadHref(routes, '/users', async () => false, 0)
    expect(load).toHaveBeenCalledOnce()
    expect(preload).not.toHaveBeenCalled()
  })

  it('skips a second preload of the same link within 10 s', async () => {
    await preloadHref(routes, '/users', async () => true, 0)
    await preloadHref(routes, '/users', async () => true, PRELOAD_STALE_MS - 1)
    expect(load).toHaveBeenCalledTimes(1)
    await preloadHref(routes, '/users', async () => true, PRELOAD_STALE_MS)
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
