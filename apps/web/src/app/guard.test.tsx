import { markAsPreload } from '@fabula/auth/router'
import { render, screen } from '@testing-library/react'
import {
  createMemoryRouter,
  Outlet,
  RouterContextProvider,
  RouterProvider,
  useLocation,
} from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { appContext } from './app-context'
import { AUTH_STORAGE_KEY, createApp } from './create-app'
import { ERROR_PATHS, SCREENS } from './route-table'
import { guardMiddleware } from './routes'

// The guard of the signed-in layout as the router runs it: the real app auth over the stored
// session, the route table's access rules, React Router's matching.

function storeSession(role?: string) {
  const now = Math.floor(Date.now() / 1000)
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({
      access_token: `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}`,
      refresh_token: 'refresh-1',
      expires_at: now + 3600,
      user: {
        id: 'user-1',
        email: 'ana@example.com',
        app_metadata: role ? { role } : {},
        user_metadata: {},
      },
    }),
  )
}

function makeApp() {
  return createApp(
    { supabaseUrl: 'http://backend.invalid', supabaseAnonKey: 'anon-key-for-the-guard-test' },
    {
      toast: () => undefined,
      onUnauthorized: () => undefined,
      navigate: () => undefined,
      reportError: () => undefined,
      messages: {},
      paths: ERROR_PATHS,
    },
  )
}

function Where() {
  const location = useLocation()
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>
}

function renderAt(url: string) {
  const app = makeApp()
  const router = createMemoryRouter(
    [
      { path: '/sign-in', Component: Where },
      { path: '/403', Component: Where },
      {
        middleware: [guardMiddleware],
        loader: () => null,
        Component: () => <Outlet />,
        children: SCREENS.filter((s) => s.layout !== 'root').map((s) => ({
          path: s.pattern,
          Component: Where,
        })),
      },
    ],
    {
      initialEntries: [url],
      getContext: () => {
        const context = new RouterContextProvider()
        context.set(appContext, app)
        return context
      },
    },
  )
  render(<RouterProvider router={router} />)
  return { router, app }
}

afterEach(() => localStorage.clear())

describe('signed-in layout guard', () => {
  it('sends a visitor without a session to sign-in with the full address, replacing', async () => {
    const { router } = renderAt('/users?page=2&status=active')
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/sign-in?redirect=%2Fusers%3Fpage%3D2%26status%3Dactive',
    )
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('lets a learner into learner pages and tells the auth store who is in', async () => {
    storeSession()
    renderAt('/read/stories?sort=title')
    expect(await screen.findByTestId('where')).toHaveTextContent('/read/stories?sort=title')
  })

  it.each(['/users', '/Users', '/users/', '/tasks', '/apps', '/admin/analytics'])(
    'gives a learner /403 on %s',
    async (path) => {
      storeSession()
      renderAt(path)
      expect(await screen.findByTestId('where')).toHaveTextContent('/403')
    },
  )

  it.each([
    ['cashier', '/users', '/users'],
    ['cashier', '/tasks', '/403'],
    ['manager', '/admin/progress', '/admin/progress'],
    ['manager', '/users', '/403'],
    ['manager', '/apps', '/403'],
    ['admin', '/apps', '/apps'],
    ['admin', '/users', '/users'],
    ['superadmin', '/admin/lessons', '/admin/lessons'],
  ])('a %s opening %s lands on %s', async (role, path, landed) => {
    storeSession(role)
    renderAt(path)
    expect(await screen.findByTestId('where')).toHaveTextContent(landed)
  })

  it('does nothing during a background preload without a session', async () => {
    const app = makeApp()
    await expect(
      app.auth.guard(markAsPreload('http://localhost/users'), 'users:read'),
    ).resolves.toBeNull()
  })
})
