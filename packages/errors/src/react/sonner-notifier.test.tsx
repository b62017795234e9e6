import { render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppError, DEFAULT_NOTIFICATION_PREFERENCES, createErrorNotifier } from '../index.js'
import {
  ErrorNotifierProvider,
  createSonnerNotifier,
  notify,
  showSonnerToast,
  useErrorNotifier,
} from './index.js'

const sonner = vi.hoisted(() => {
  const toast = Object.assign(vi.fn(), {
    loading: vi.fn(() => 'id-loading'),
    success: vi.fn(() => 'id-success'),
    error: vi.fn(() => 'id-error'),
    warning: vi.fn(() => 'id-warning'),
    info: vi.fn(() => 'id-info'),
    dismiss: vi.fn(),
  })
  return { toast }
})

vi.mock('sonner', () => sonner)

beforeEach(() => {
  vi.useFakeTimers({ now: 0 })
  // `restoreMocks` only restores spies; these module mocks keep their calls unless cleared.
  vi.clearAllMocks()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('showSonnerToast', () => {
  it.each(['loading', 'success', 'error', 'warning', 'info'] as const)(
    'shows a %s toast through sonner',
    (kind) => {
      const onClick = vi.fn()
      const id = showSonnerToast({
        kind,
        title: 'Title',
        description: 'Details',
        duration: 6_000,
        action: { label: 'Retry', onClick },
      })
      expect(id).toBe(`id-${kind}`)
      expect(sonner.toast[kind]).toHaveBeenCalledWith('Title', {
        description: 'Details',
        duration: 6_000,
        action: { label: 'Retry', onClick },
      })
    },
  )

  it('passes no empty options', () => {
    showSonnerToast({ kind: 'info', title: 'Only a title' })
    expect(sonner.toast.info).toHaveBeenCalledWith('Only a title', {})
  })
})

describe('notify', () => {
  it.each(['loading', 'success', 'error', 'warning', 'info'] as const)('notify.%s', (kind) => {
    notify[kind]('Profile saved', { duration: 3_000 })
    expect(sonner.toast[kind]).toHaveBeenCalledWith('Profile saved', { duration: 3_000 })
  })

  it('dismisses through sonner', () => {
    notify.dismiss('id-1')
    expect(sonner.toast.dismiss).toHaveBeenCalledWith('id-1')
  })
})

describe('createSonnerNotifier', () => {
  it('shows catalogue errors as sonner toasts and suppresses duplicates', () => {
    const notifier = createSonnerNotifier({ preferences: { ...DEFAULT_NOTIFICATION_PREFERENCES } })
    notifier.notify(new AppError('CONFIGURATION_ERROR'))
    notifier.notify(new AppError('CONFIGURATION_ERROR'))
    expect(sonner.toast.error).toHaveBeenCalledTimes(1)
    expect(sonner.toast.error).toHaveBeenCalledWith('System Error', {
      description: 'An error occurred. Please try again.',
      duration: Infinity,
      action: { label: 'Retry', onClick: expect.any(Function) },
    })
  })
})

describe('useErrorNotifier', () => {
  it('returns the provided notifier', () => {
    const notifier = createErrorNotifier({ show: vi.fn() })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ErrorNotifierProvider notifier={notifier}>{children}</ErrorNotifierProvider>
    )
    const { result } = renderHook(() => useErrorNotifier(), { wrapper })
    expect(result.current).toBe(notifier)
  })

  it('falls back to one shared sonner notifier without a provider', () => {
    const first = renderHook(() => useErrorNotifier()).result.current
    const second = renderHook(() => useErrorNotifier()).result.current
    expect(second).toBe(first)
    first.notify(new AppError('SERVICE_UNAVAILABLE'))
    expect(sonner.toast.error).toHaveBeenCalledWith(
      'Connection Problem',
      expect.objectContaining({ duration: 8_000 }),
    )
  })

  it('lets components report errors', () => {
    const show = vi.fn()
    const notifier = createErrorNotifier({
      show,
      preferences: { ...DEFAULT_NOTIFICATION_PREFERENCES },
    })
    function SaveButton() {
      const errors = useErrorNotifier()
      return (
        <button type="button" onClick={() => errors.notify(new AppError('RESOURCE_CONFLICT'))}>
          Save
        </button>
      )
    }
    render(
      <ErrorNotifierProvider notifier={notifier}>
        <SaveButton />
      </ErrorNotifierProvider>,
    )
    screen.getByRole('button', { name: 'Save' }).click()
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'warning', title: 'Operation Failed' }),
    )
  })
})
