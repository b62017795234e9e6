import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppError, ERROR_ID_PATTERN, createErrorRecord, type ErrorCode } from '../index.js'
import { RouteErrorScreen } from './index.js'

afterEach(() => {
  vi.useRealTimers()
})

function buttonNames(): string[] {
  return screen.getAllByRole('button').map((button) => button.textContent ?? '')
}

const COPY = 'Copy Error ID'

describe('RouteErrorScreen', () => {
  it.each<[string, ErrorCode, string, string[]]>([
    [
      'retryable network',
      'NETWORK_UNAVAILABLE',
      'Network Connection Error',
      ['Try Again', 'Go Back', 'Home'],
    ],
    ['authentication', 'SESSION_EXPIRED', 'Authentication Required', ['Sign In']],
    ['authorization', 'INSUFFICIENT_PERMISSIONS', 'Access Denied', []],
    ['data, not retryable', 'DATA_NOT_FOUND', 'Data Loading Error', ['Go Back', 'Home']],
    ['data, retryable', 'SYNC_FAILURE', 'Data Loading Error', ['Try Again', 'Go Back', 'Home']],
    ['data, critical', 'DATA_CORRUPTION', 'Data Loading Error', ['Go Back', 'Home', 'Reload Page']],
    ['business', 'RESOURCE_CONFLICT', 'Operation Failed', ['Go Back', 'Home']],
    ['validation', 'INVALID_FORMAT', 'Operation Failed', ['Go Back', 'Home']],
    ['system, critical', 'CONFIGURATION_ERROR', 'System Error', ['Go Back', 'Home', 'Reload Page']],
    ['unknown', 'UNKNOWN_ERROR', 'Unexpected Error', ['Go Back', 'Home']],
    ['ui', 'COMPONENT_RENDER_ERROR', 'Unexpected Error', ['Go Back', 'Home']],
  ])('%s error: title and actions', (_label, code, title, actions) => {
    render(<RouteErrorScreen error={new AppError(code)} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title)
    expect(screen.getByRole('region', { name: title })).toBeInTheDocument()
    expect(buttonNames()).toEqual([...actions, COPY])
  })

  it('shows the user message and the Error ID of a record', () => {
    const record = createErrorRecord({ code: 'SERVICE_UNAVAILABLE' })
    render(<RouteErrorScreen error={record} />)
    expect(screen.getByRole('alert')).toHaveTextContent('The service is temporarily unavailable.')
    expect(screen.getByText(record.id)).toBeInTheDocument()
  })

  it('normalises anything thrown, e.g. a fetch failure', () => {
    render(<RouteErrorScreen error={new TypeError('Failed to fetch')} />)
    expect(screen.getByRole('heading')).toHaveTextContent('Network Connection Error')
    expect(screen.getByText(ERROR_ID_PATTERN)).toBeInTheDocument()
  })

  it('keeps the same Error ID across re-renders', () => {
    const error = new Error('boom')
    const { rerender } = render(<RouteErrorScreen error={error} />)
    const id = screen.getByText(ERROR_ID_PATTERN).textContent
    rerender(<RouteErrorScreen error={error} />)
    expect(screen.getByText(ERROR_ID_PATTERN).textContent).toBe(id)
  })

  it('wires every action to its callback', () => {
    const onRetry = vi.fn()
    const onNavigate = vi.fn()
    const onBack = vi.fn()
    const onReload = vi.fn()
    const props = { onRetry, onNavigate, onBack, onReload }

    const network = render(<RouteErrorScreen error={new AppError('SERVER_ERROR')} {...props} />)
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }))
    fireEvent.click(screen.getByRole('button', { name: 'Home' }))
    network.unmount()

    const auth = render(<RouteErrorScreen error={new AppError('TOKEN_INVALID')} {...props} />)
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    auth.unmount()

    render(<RouteErrorScreen error={new AppError('DATA_CORRUPTION')} {...props} />)
    fireEvent.click(screen.getByRole('button', { name: 'Reload Page' }))

    expect(onRetry).toHaveBeenCalledTimes(1)
    expect(onBack).toHaveBeenCalledTimes(1)
    expect(onReload).toHaveBeenCalledTimes(1)
    expect(onNavigate.mock.calls).toEqual([['/'], ['/sign-in']])
  })

  it("navigates to the app's own sign-in and home pages", () => {
    const onNavigate = vi.fn()
    const paths = { signIn: '/login', home: '/start' }
    const auth = render(
      <RouteErrorScreen
        error={new AppError('TOKEN_INVALID')}
        onNavigate={onNavigate}
        paths={paths}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    auth.unmount()
    render(
      <RouteErrorScreen
        error={new AppError('SERVER_ERROR')}
        onNavigate={onNavigate}
        paths={paths}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Home' }))
    expect(onNavigate.mock.calls).toEqual([['/login'], ['/start']])
  })

  it('falls back to reloading for Try Again and to a page load for navigation', () => {
    const reload = vi.fn()
    const assign = vi.fn()
    vi.stubGlobal('location', { reload, assign })
    render(<RouteErrorScreen error={new AppError('NETWORK_UNAVAILABLE')} />)
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    fireEvent.click(screen.getByRole('button', { name: 'Home' }))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(assign).toHaveBeenCalledWith('/')
  })

  it('copies the Error ID and confirms it briefly', async () => {
    vi.useFakeTimers()
    const writeText = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { clipboard: { writeText } })
    const record = createErrorRecord({ code: 'UNKNOWN_ERROR' })
    render(<RouteErrorScreen error={record} />)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: COPY }))
    })
    expect(writeText).toHaveBeenCalledWith(record.id)
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Copied')
    act(() => vi.advanceTimersByTime(2_000))
    expect(screen.getByRole('button', { name: COPY })).toBeInTheDocument()
  })

  it('does not break when the clipboard is unavailable or refuses', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    })
    render(<RouteErrorScreen error={new Error('x')} />)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: COPY }))
    })
    expect(screen.getByRole('button', { name: COPY })).toBeInTheDocument()
    vi.stubGlobal('navigator', {})
    fireEvent.click(screen.getByRole('button', { name: COPY }))
    expect(screen.getByRole('button', { name: COPY })).toBeInTheDocument()
  })

  it('uses translated texts', () => {
    render(
      <RouteErrorScreen
        error={new AppError('SESSION_EXPIRED')}
        messages={{
          titles: { authentication: 'Anmeldung erforderlich' },
          signIn: 'Anmelden',
          userMessage: 'Bitte erneut anmelden.',
          errorId: 'Fehler-ID',
          copyErrorId: 'Fehler-ID kopieren',
        }}
      />,
    )
    const region = screen.getByRole('region', { name: 'Anmeldung erforderlich' })
    expect(within(region).getByRole('button', { name: 'Anmelden' })).toBeInTheDocument()
    expect(region).toHaveTextContent('Bitte erneut anmelden.')
    expect(region).toHaveTextContent('Fehler-ID:')
    expect(within(region).getByRole('button', { name: 'Fehler-ID kopieren' })).toBeInTheDocument()
  })

  it('words the record by its code from translated user messages', () => {
    const { rerender } = render(
      <RouteErrorScreen
        error={new AppError('SESSION_EXPIRED')}
        messages={{ userMessages: { SESSION_EXPIRED: 'انتهت جلستك.', default: 'حدث خطأ.' } }}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('انتهت جلستك.')
    rerender(
      <RouteErrorScreen
        error={new AppError('REQUEST_TIMEOUT')}
        messages={{ userMessages: { default: 'حدث خطأ.' } }}
      />,
    )
    // A code without a translation keeps the seed's English rather than a generic message.
    expect(screen.getByRole('alert')).toHaveTextContent('The request took too long.')
  })
})
