import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppError, type ErrorRecord } from '../index.js'
import { ComponentErrorBoundary } from './index.js'

// Throws while `state.broken` is true; counts render attempts.
function makeWidget(initiallyBroken = true) {
  const state = {
    broken: initiallyBroken,
    renders: 0,
    error: new Error('widget exploded') as unknown,
  }
  function Widget() {
    state.renders += 1
    if (state.broken) throw state.error
    return <p>widget ok</p>
  }
  return { state, Widget }
}

const retryButton = () => screen.queryByRole('button', { name: 'Retry' })

beforeEach(() => {
  vi.useFakeTimers()
  // React logs every caught render error; the boundary is the thing under test.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.useRealTimers()
})

describe('ComponentErrorBoundary', () => {
  it('renders its children when nothing throws', () => {
    const { Widget } = makeWidget(false)
    render(
      <ComponentErrorBoundary>
        <Widget />
      </ComponentErrorBoundary>,
    )
    expect(screen.getByText('widget ok')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the fallback with the user message and Error ID, and reports the error once', () => {
    const { Widget } = makeWidget()
    const onError = vi.fn<(record: ErrorRecord) => void>()
    render(
      <ComponentErrorBoundary onError={onError}>
        <Widget />
      </ComponentErrorBoundary>,
    )
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Something went wrong')
    expect(alert).toHaveTextContent('An error occurred. Please try again.')
    expect(onError).toHaveBeenCalledTimes(1)
    const record = onError.mock.calls[0]![0]
    expect(record).toMatchObject({
      code: 'COMPONENT_RENDER_ERROR',
      category: 'ui',
      message: 'widget exploded',
    })
    expect(alert).toHaveTextContent(`Error ID: ${record.id}`)
  })

  it('keeps the code of an AppError thrown while rendering', () => {
    const { state, Widget } = makeWidget()
    state.error = new AppError('DATA_NOT_FOUND')
    const onError = vi.fn<(record: ErrorRecord) => void>()
    render(
      <ComponentErrorBoundary onError={onError}>
        <Widget />
      </ComponentErrorBoundary>,
    )
    expect(onError.mock.calls[0]![0].code).toBe('DATA_NOT_FOUND')
    expect(screen.getByRole('alert')).toHaveTextContent('The requested data was not found.')
  })

  it('re-renders the children only after the 2 s retry delay', () => {
    const { state, Widget } = makeWidget()
    render(
      <ComponentErrorBoundary>
        <Widget />
      </ComponentErrorBoundary>,
    )
    const rendersBefore = state.renders
    state.broken = false
    fireEvent.click(retryButton()!)
    expect(screen.getByRole('button', { name: 'Retrying…' })).toBeDisabled()
    act(() => vi.advanceTimersByTime(1_999))
    expect(state.renders).toBe(rendersBefore)
    expect(screen.queryByText('widget ok')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText('widget ok')).toBeInTheDocument()
  })

  it('allows at most 3 retries, then offers only Reset', () => {
    const { state, Widget } = makeWidget()
    const onError = vi.fn()
    render(
      <ComponentErrorBoundary onError={onError}>
        <Widget />
      </ComponentErrorBoundary>,
    )
    for (let attempt = 1; attempt <= 3; attempt++) {
      fireEvent.click(retryButton()!)
      act(() => vi.advanceTimersByTime(2_000))
      expect(onError).toHaveBeenCalledTimes(attempt + 1)
    }
    expect(retryButton()).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument()
    expect(state.broken).toBe(true)
  })

  it('ignores extra clicks while a retry is pending', () => {
    const { Widget } = makeWidget()
    const onError = vi.fn()
    render(
      <ComponentErrorBoundary onError={onError}>
        <Widget />
      </ComponentErrorBoundary>,
    )
    fireEvent.click(retryButton()!)
    fireEvent.click(screen.getByRole('button', { name: 'Retrying…' }))
    act(() => vi.advanceTimersByTime(4_000))
    expect(onError).toHaveBeenCalledTimes(2)
    expect(retryButton()).toBeInTheDocument()
  })

  it('resets the error and the retry count, and calls onReset', () => {
    const { state, Widget } = makeWidget()
    const onReset = vi.fn(() => {
      state.broken = false
    })
    render(
      <ComponentErrorBoundary onReset={onReset}>
        <Widget />
      </ComponentErrorBoundary>,
    )
    for (let attempt = 0; attempt < 3; attempt++) {
      fireEvent.click(retryButton()!)
      act(() => vi.advanceTimersByTime(2_000))
    }
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(onReset).toHaveBeenCalledTimes(1)
    expect(screen.getByText('widget ok')).toBeInTheDocument()
  })

  it('cancels a pending retry on Reset', () => {
    const { state, Widget } = makeWidget()
    render(
      <ComponentErrorBoundary>
        <Widget />
      </ComponentErrorBoundary>,
    )
    fireEvent.click(retryButton()!)
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
    const rendersAfterReset = state.renders
    act(() => vi.advanceTimersByTime(2_000))
    expect(state.renders).toBe(rendersAfterReset)
    expect(retryButton()).toBeInTheDocument()
  })

  it('renders a fallback element instead of the default one', () => {
    const { Widget } = makeWidget()
    render(
      <ComponentErrorBoundary fallback={<p>custom fallback</p>}>
        <Widget />
      </ComponentErrorBoundary>,
    )
    expect(screen.getByText('custom fallback')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('passes retry state to a fallback function', () => {
    const { Widget } = makeWidget()
    render(
      <ComponentErrorBoundary
        fallback={({ record, retry, retryCount, canRetry }) => (
          <button type="button" onClick={retry}>
            {`${record.code} ${retryCount} ${String(canRetry)}`}
          </button>
        )}
      >
        <Widget />
      </ComponentErrorBoundary>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'COMPONENT_RENDER_ERROR 0 true' }))
    act(() => vi.advanceTimersByTime(2_000))
    expect(
      screen.getByRole('button', { name: 'COMPONENT_RENDER_ERROR 1 true' }),
    ).toBeInTheDocument()
  })

  it('uses translated texts', () => {
    const { Widget } = makeWidget()
    render(
      <ComponentErrorBoundary
        messages={{ title: 'Etwas ist schiefgelaufen', retry: 'Erneut', reset: 'Zurücksetzen' }}
      >
        <Widget />
      </ComponentErrorBoundary>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Etwas ist schiefgelaufen')
    expect(screen.getByRole('button', { name: 'Erneut' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Zurücksetzen' })).toBeInTheDocument()
  })
})
