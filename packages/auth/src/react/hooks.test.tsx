import { act, cleanup, render, screen } from '@testing-library/react'
import { createStore } from 'jotai/vanilla'
import { Provider } from 'jotai/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createFakeAuthClient, makeSession } from '../../test/fake-auth-client.js'
import {
  useAccessToken,
  useAuthEvents,
  useAuthUser,
  useCan,
  useIsAuthenticated,
  useStaffRole,
} from './index.js'
import type { AuthClientLike } from '../index.js'

afterEach(() => {
  cleanup()
})

function Probe({ client }: { client: AuthClientLike }) {
  useAuthEvents(client)
  const user = useAuthUser()
  const signedIn = useIsAuthenticated()
  const token = useAccessToken()
  const role = useStaffRole()
  const canManageUsers = useCan('users:manage')
  return (
    <dl>
      <dt>email</dt>
      <dd data-testid="email">{user?.email ?? 'none'}</dd>
      <dd data-testid="signed-in">{String(signedIn)}</dd>
      <dd data-testid="token-length">{token.length}</dd>
      <dd data-testid="role">{role ?? 'learner'}</dd>
      <dd data-testid="can-manage-users">{String(canManageUsers)}</dd>
    </dl>
  )
}

describe('React hooks', () => {
  it('follow auth events while mounted and unsubscribe on unmount', () => {
    const client = createFakeAuthClient()
    const store = createStore()
    const view = render(
      <Provider store={store}>
        <Probe client={client} />
      </Provider>,
    )
    expect(screen.getByTestId('signed-in').textContent).toBe('false')

    act(() => {
      client.emit('SIGNED_IN', makeSession({ user: { app_metadata: { role: 'admin' } } }))
    })
    expect(screen.getByTestId('email').textContent).toBe('ada@example.com')
    expect(screen.getByTestId('signed-in').textContent).toBe('true')
    expect(Number(screen.getByTestId('token-length').textContent)).toBeGreaterThan(100)
    expect(screen.getByTestId('role').textContent).toBe('admin')
    expect(screen.getByTestId('can-manage-users').textContent).toBe('true')

    act(() => {
      client.emit('SIGNED_OUT', null)
    })
    expect(screen.getByTestId('email').textContent).toBe('none')
    expect(screen.getByTestId('can-manage-users').textContent).toBe('false')

    view.unmount()
    expect(client.listenerCount()).toBe(0)
  })
})
