import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AppProvider, type AppContext } from '@/app/app-context'
import { Component as SignIn } from './route'
import { LocaleProvider } from '@/i18n/locale-state'

const signInWithPassword = vi.fn()
const resend = vi.fn()

/** The app as the sign-in page sees it: supabase-js's auth, faked at its seam. */
const app = {
  supabaseAuth: async () => ({ signInWithPassword, resend }),
} as unknown as AppContext

function Where() {
  const location = useLocation()
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>
}

function renderSignIn(url = '/sign-in') {
  const router = createMemoryRouter(
    [
      { path: '/sign-in', Component: SignIn },
      { path: '*', Component: Where },
    ],
    { initialEntries: [url] },
  )
  render(
    <AppProvider value={app}>
      <LocaleProvider>
        <RouterProvider router={router} />
      </LocaleProvider>
    </AppProvider>,
  )
}

beforeEach(() => {
  signInWithPassword.mockReset()
  resend.mockReset()
})

describe('sign-in form', () => {
  it('shows field-level messages and does not call the server for invalid input', async () => {
    renderSignIn()
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument()
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(signInWithPassword).not.toHaveBeenCalled()
  })

  it('shows the catalogue message for wrong credentials', async () => {
    signInWithPassword.mockResolvedValue({
      data: { session: null, user: null },
      error: Object.assign(new Error('Invalid login credentials'), {
        name: 'AuthApiError',
        status: 400,
        code: 'invalid_credentials',
        __isAuthError: true,
      }),
    })
    renderSignIn()
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.')
  })

  it('says an unconfirmed email is not confirmed and sends a new link on request', async () => {
    signInWithPassword.mockResolvedValue({
      data: { session: null, user: null },
      error: Object.assign(new Error('Email not confirmed'), {
        name: 'AuthApiError',
        status: 400,
        code: 'email_not_confirmed',
        __isAuthError: true,
      }),
    })
    resend.mockResolvedValue({ data: {}, error: null })
    renderSignIn()
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'right-password')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your email address is not confirmed yet. Open the link we emailed you, or get a new one.',
    )
    expect(screen.queryByText(/An error occurred/)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Send a new confirmation link' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new confirmation link is on its way to new@example.com.',
    )
    expect(resend).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'signup', email: 'new@example.com' }),
    )
  })

  it('goes back to the exact redirect address after signing in', async () => {
    signInWithPassword.mockResolvedValue({ data: {}, error: null })
    renderSignIn(`/sign-in?redirect=${encodeURIComponent('/users?page=2&status=active')}`)
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'right-password')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/users?page=2&status=active')
  })

  it('ignores a redirect to another origin', async () => {
    signInWithPassword.mockResolvedValue({ data: {}, error: null })
    renderSignIn(`/sign-in?redirect=${encodeURIComponent('//evil.example/x')}`)
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'right-password')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard')
  })
})
