import { markAsPreload } from '@fabula/auth/router'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { appGuardLoader, requireSession } from './guard'

const getSession = vi.fn<() => Promise<unknown>>()

vi.mock('./auth', () => ({ authReady: async () => ({ sessions: { getSession } }) }))

function session(role?: string) {
  const now = Math.floor(Date.now() / 1000)
  return {
    access_token: `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}`,
    expires_at: now + 3600,
    user: {
      id: 'user-1',
      email: 'ana@example.com',
      app_metadata: role ? { role } : {},
      user_metadata: {},
    },
  }
}

function Where() {
  const location = useLocation()
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/sign-in', Component: Where },
      { path: '/403', Component: Where },
      {
        loader: appGuardLoader,
        Component: () => <Outlet />,
        children: ['/dashboard', '/users', '/tasks', '/apps', '/admin/analytics'].map((path) => ({
          path,
          Component: Where,
        })),
      },
    ],
    { initialEntries: [url] },
  )
  render(<RouterProvider router={router} />)
  return router
}

beforeEach(() => {
  getSession.mockReset()
})

describe('authenticated layout guard', () => {
  it('sends a visitor without a session to sign-in with the full address as redirect', async () => {
    getSession.mockResolvedValue(null)
    const router = renderAt('/users?page=2&status=active')
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/sign-in?redirect=%2Fusers%3Fpage%3D2%26status%3Dactive',
    )
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('sends an unexpected failure to sign-in with an error id', async () => {
    getSession.mockRejectedValue(new Error('boom'))
    renderAt('/dashboard')
    expect((await screen.findByTestId('where')).textContent).toMatch(/^\/sign-in\?error-id=[\w-]+$/)
  })

  it('lets a learner in to learner pages and /apps', async () => {
    getSession.mockResolvedValue(session())
    renderAt('/apps?type=connected')
    expect(await screen.findByTestId('where')).toHaveTextContent('/apps?type=connected')
  })

  it.each(['/users', '/tasks', '/admin/analytics'])('gives a learner /403 on %s', async (path) => {
    getSession.mockResolvedValue(session())
    renderAt(path)
    expect(await screen.findByTestId('where')).toHaveTextContent('/403')
  })

  it('lets an admin open staff areas', async () => {
    getSession.mockResolvedValue(session('admin'))
    renderAt('/users')
    expect(await screen.findByTestId('where')).toHaveTextContent('/users')
  })

  it('does nothing during a background preload without a session', async () => {
    getSession.mockResolvedValue(null)
    await expect(requireSession(markAsPreload('http://localhost/users'))).resolves.toBeNull()
  })
})
