// @vitest-environment node
import { isErrorId, type ErrorRecord } from '@fabula/errors'
import { createMemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { makeSession } from '../../test/fake-auth-client.js'
import type { AuthSession } from '../index.js'
import { createAuthGuard, isPreloadRequest, markAsPreload } from './index.js'

function routerWith(
  getSession: () => Promise<AuthSession | null>,
  onError?: (r: ErrorRecord) => void,
) {
  const guard = createAuthGuard({ getSession, onError })
  return createMemoryRouter(
    [
      { path: '/', Component: null },
      { path: '/sign-in', Component: null },
      { path: '/403', Component: null },
      {
        path: '/users',
        loader: async ({ request }) => ({
          session: await guard(request, { permission: 'users:read' }),
        }),
        Component: null,
      },
      {
        id: 'dashboard',
        path: '/dashboard',
        loader: async ({ request }) => ({ session: await guard(request) }),
        Component: null,
      },
    ],
    { initialEntries: ['/'] },
  )
}

describe('createAuthGuard in a React Router data router', () => {
  it('sends a visitor without a session to /sign-in?redirect=<path+search>, replacing history', async () => {
    const router = routerWith(async () => null)
    await router.navigate('/dashboard?tab=streak')
    expect(router.state.location.pathname).toBe('/sign-in')
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/dashboard?tab=streak',
    )
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('sends an unexpected failure to /sign-in?error-id=<id> and reports the record', async () => {
    const onError = vi.fn<(record: ErrorRecord) => void>()
    const router = routerWith(async () => {
      throw new Error('auth service exploded')
    }, onError)
    await router.navigate('/dashboard')
    expect(router.state.location.pathname).toBe('/sign-in')
    const errorId = new URLSearchParams(router.state.location.search).get('error-id')
    expect(errorId !== null && isErrorId(errorId)).toBe(true)
    expect(onError.mock.calls[0]?.[0].id).toBe(errorId)
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('lets a session through and hands it to the loader', async () => {
    const session = makeSession()
    const router = routerWith(async () => session)
    await router.navigate('/dashboard')
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(router.state.loaderData['dashboard']).toEqual({ session })
  })

  it('uses the paths the app passes', async () => {
    const guard = createAuthGuard({
      getSession: async () => null,
      signInPath: '/login',
      forbiddenPath: '/denied',
    })
    const thrown = (await guard(new Request('https://app.example/x?y=1')).catch(
      (e: unknown) => e,
    )) as Response
    expect(thrown.headers.get('Location')).toBe('/login?redirect=%2Fx%3Fy%3D1')
    const learner = createAuthGuard({
      getSession: async () => makeSession(),
      forbiddenPath: '/denied',
    })
    const refused = (await learner(new Request('https://app.example/users'), {
      permission: 'users:read',
    }).catch((e: unknown) => e)) as Response
    expect(refused.headers.get('Location')).toBe('/denied')
  })

  it('sends a learner to /403 on a staff route and lets a cashier into /users', async () => {
    const learner = routerWith(async () => makeSession())
    await learner.navigate('/users')
    expect(learner.state.location.pathname).toBe('/403')

    const cashier = routerWith(async () =>
      makeSession({ user: { app_metadata: { role: 'cashier' } } }),
    )
    await cashier.navigate('/users')
    expect(cashier.state.location.pathname).toBe('/users')
  })
})

describe('background preloads', () => {
  it('does nothing when there is no session', async () => {
    const guard = createAuthGuard({ getSession: async () => null })
    await expect(guard(markAsPreload('https://app.example/dashboard'))).resolves.toBeNull()
  })

  it('does nothing on a failure or a forbidden staff route either', async () => {
    const failing = createAuthGuard({
      getSession: async () => {
        throw new Error('down')
      },
    })
    await expect(failing(markAsPreload('https://app.example/dashboard'))).resolves.toBeNull()
    const learner = createAuthGuard({ getSession: async () => makeSession() })
    const request = markAsPreload('https://app.example/users')
    await expect(learner(request, { permission: 'users:read' })).resolves.toBeNull()
  })

  it('still redirects a real navigation', async () => {
    const guard = createAuthGuard({ getSession: async () => null })
    const thrown: unknown = await guard(new Request('https://app.example/dashboard')).catch(
      (e: unknown) => e,
    )
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).headers.get('Location')).toBe('/sign-in?redirect=%2Fdashboard')
  })

  it('recognises Purpose and Sec-Purpose prefetch headers', () => {
    const url = 'https://app.example/x'
    expect(isPreloadRequest(new Request(url))).toBe(false)
    expect(isPreloadRequest(new Request(url, { headers: { Purpose: 'prefetch' } }))).toBe(true)
    expect(
      isPreloadRequest(new Request(url, { headers: { 'Sec-Purpose': 'prefetch;prerender' } })),
    ).toBe(true)
  })

  it('accepts a custom preload detector', async () => {
    const guard = createAuthGuard({ getSession: async () => null, isPreload: () => true })
    await expect(guard(new Request('https://app.example/dashboard'))).resolves.toBeNull()
  })
})
