import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  AppError,
  DEFAULT_NOTIFICATION_PREFERENCES,
  createErrorNotifier,
  type ErrorRecord,
  type ErrorReporter,
  type NotificationPreferences,
  type ToastRequest,
} from './index.js'

const prefs: NotificationPreferences = { ...DEFAULT_NOTIFICATION_PREFERENCES }

function setup(overrides: Partial<Parameters<typeof createErrorNotifier>[0]> = {}) {
  const shown: ToastRequest[] = []
  const reported: ErrorRecord[] = []
  const reporter: ErrorReporter = { report: (record) => void reported.push(record) }
  const notifier = createErrorNotifier({
    show: (toast) => void shown.push(toast),
    reporter,
    preferences: prefs,
    ...overrides,
  })
  return { notifier, shown, reported }
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 })
})

afterEach(() => {
  vi.useRealTimers()
})

describe('createErrorNotifier', () => {
  it('shows a toast built from the policy', () => {
    const { notifier, shown } = setup()
    const result = notifier.notify(new AppError('SERVICE_UNAVAILABLE'))
    expect(shown).toEqual([
      {
        kind: 'error',
        title: 'Connection Problem',
        description: 'The service is temporarily unavailable.',
        duration: 8_000,
        action: { label: 'Retry', onClick: expect.any(Function) },
      },
    ])
    expect(result.notification?.title).toBe('Connection Problem')
    expect(result.suppressed).toBeUndefined()
  })

  it('offers no Retry outside network and system errors', () => {
    const { notifier, shown } = setup()
    notifier.notify(new AppError('RESOURCE_CONFLICT'))
    expect(shown[0]).toMatchObject({ kind: 'warning', title: 'Operation Failed', duration: 6_000 })
    expect(shown[0]?.action).toBeUndefined()
  })

  it('records but does not show policy-silenced errors', () => {
    const { notifier, shown } = setup()
    const result = notifier.notify(new AppError('REQUIRED_FIELD'))
    expect(result.suppressed).toBe('policy')
    expect(shown).toHaveLength(0)
    expect(notifier.getErrorHistory().map((record) => record.code)).toEqual(['REQUIRED_FIELD'])
  })

  it('adds the Error ID to the description when details are on', () => {
    const { notifier, shown } = setup({ preferences: { ...prefs, showDetails: true } })
    const { record } = notifier.notify(new AppError('DATA_NOT_FOUND'))
    expect(shown[0]).toMatchObject({
      kind: 'info',
      duration: 4_000,
      description: `The requested data was not found.\nError ID: ${record.id} (DATA_NOT_FOUND)`,
    })
  })

  it('reads preferences through a getter on every error', () => {
    let current: NotificationPreferences = { ...prefs, showToasts: false }
    const { notifier, shown } = setup({ preferences: () => current })
    notifier.notify(new AppError('SERVER_ERROR'))
    current = { ...prefs }
    notifier.notify(new AppError('SERVER_ERROR'))
    expect(shown).toHaveLength(1)
  })

  it('reads preferences from localStorage by default', () => {
    localStorage.setItem(
      'fabula:error-notification-preferences',
      JSON.stringify({ ...prefs, showToasts: false }),
    )
    try {
      const { notifier, shown } = setup({ preferences: undefined })
      expect(notifier.notify(new AppError('SERVER_ERROR')).suppressed).toBe('policy')
      expect(shown).toHaveLength(0)
    } finally {
      localStorage.clear()
    }
  })

  it('plays a sound only when enabled', () => {
    const playSound = vi.fn()
    setup({ playSound }).notifier.notify(new AppError('SERVER_ERROR'))
    expect(playSound).not.toHaveBeenCalled()
    setup({ playSound, preferences: { ...prefs, soundEnabled: true } }).notifier.notify(
      new AppError('SERVER_ERROR'),
    )
    expect(playSound).toHaveBeenCalledTimes(1)
  })

  it('uses translated texts', () => {
    const { notifier, shown } = setup({
      messages: { titles: { network: 'Verbindungsproblem' }, retryLabel: 'Erneut versuchen' },
    })
    notifier.notify(new AppError('SERVER_ERROR'))
    expect(shown[0]).toMatchObject({
      title: 'Verbindungsproblem',
      action: { label: 'Erneut versuchen' },
    })
  })
})

describe('duplicate window', () => {
  it('suppresses the same error within 30 s and shows it again at 30 s', () => {
    const { notifier, shown } = setup()
    notifier.notify(new TypeError('Failed to fetch'))
    vi.advanceTimersByTime(29_900)
    expect(notifier.notify(new TypeError('Failed to fetch')).suppressed).toBe('duplicate')
    expect(shown).toHaveLength(1)
    vi.advanceTimersByTime(100)
    expect(notifier.notify(new TypeError('Failed to fetch')).suppressed).toBeUndefined()
    expect(shown).toHaveLength(2)
  })

  it('measures the window from the last shown toast, not the last suppressed one', () => {
    const { notifier, shown } = setup()
    notifier.notify(new AppError('SERVER_ERROR'))
    vi.advanceTimersByTime(20_000)
    notifier.notify(new AppError('SERVER_ERROR'))
    vi.advanceTimersByTime(10_000)
    notifier.notify(new AppError('SERVER_ERROR'))
    expect(shown).toHaveLength(2)
  })

  it('does not treat different errors as duplicates', () => {
    const { notifier, shown } = setup()
    notifier.notify(new AppError('SERVER_ERROR'))
    notifier.notify(new AppError('SERVICE_UNAVAILABLE'))
    expect(shown).toHaveLength(2)
  })

  it('uses the injected clock when given', () => {
    let clock = 1_000
    const { notifier, shown } = setup({ now: () => clock })
    notifier.notify(new AppError('SERVER_ERROR'))
    clock += 29_999
    notifier.notify(new AppError('SERVER_ERROR'))
    clock += 1
    notifier.notify(new AppError('SERVER_ERROR'))
    expect(shown).toHaveLength(2)
  })

  it('still records and reports suppressed duplicates', () => {
    const { notifier, reported } = setup()
    notifier.notify(new AppError('SERVER_ERROR'))
    notifier.notify(new AppError('SERVER_ERROR'))
    expect(notifier.getErrorHistory()).toHaveLength(2)
    expect(reported).toHaveLength(2)
  })
})

describe('history caps', () => {
  it('keeps the newest 1000 error records', () => {
    const { notifier } = setup()
    const ids: string[] = []
    for (let i = 0; i < 1001; i++)
      ids.push(notifier.notify(new AppError('REQUIRED_FIELD')).record.id)
    const history = notifier.getErrorHistory()
    expect(history).toHaveLength(1000)
    expect(history[0]?.id).toBe(ids[1])
    expect(history.at(-1)?.id).toBe(ids[1000])
  })

  it('keeps the newest 100 notifications', () => {
    const { notifier, shown } = setup()
    for (let i = 0; i < 101; i++) {
      notifier.notify(new AppError('SERVER_ERROR'))
      vi.advanceTimersByTime(30_000)
    }
    expect(shown).toHaveLength(101)
    const history = notifier.getNotificationHistory()
    expect(history).toHaveLength(100)
    expect(history[0]?.shownAt).toBe(30_000)
    expect(history.at(-1)).toMatchObject({
      shownAt: 3_000_000,
      code: 'SERVER_ERROR',
      kind: 'error',
    })
  })

  it('forgets everything on clear', () => {
    const { notifier, shown } = setup()
    notifier.notify(new AppError('SERVER_ERROR'))
    notifier.clear()
    expect(notifier.getErrorHistory()).toHaveLength(0)
    expect(notifier.getNotificationHistory()).toHaveLength(0)
    notifier.notify(new AppError('SERVER_ERROR'))
    expect(shown).toHaveLength(2)
  })
})

describe('reporting', () => {
  it.each([
    ['REQUIRED_FIELD', false],
    ['RESOURCE_CONFLICT', false],
    ['SERVER_ERROR', true],
    ['DATA_CORRUPTION', true],
  ] as const)('%s reported: %s', (code, expected) => {
    const { notifier, reported } = setup()
    expect(notifier.notify(new AppError(code)).reported).toBe(expected)
    expect(reported).toHaveLength(expected ? 1 : 0)
  })

  it('survives a reporter that throws or rejects', async () => {
    const throwing = setup({
      reporter: {
        report: () => {
          throw new Error('down')
        },
      },
    })
    expect(() => throwing.notifier.notify(new AppError('SERVER_ERROR'))).not.toThrow()
    expect(throwing.shown).toHaveLength(1)
    const rejecting = setup({ reporter: { report: () => Promise.reject(new Error('down')) } })
    expect(rejecting.notifier.notify(new AppError('SERVER_ERROR')).reported).toBe(true)
    await vi.runAllTimersAsync()
  })
})

describe('Retry action', () => {
  it('runs the retry and reports success', async () => {
    const retry = vi.fn()
    const { notifier, shown } = setup({ retry })
    notifier.notify(new AppError('SERVER_ERROR'))
    shown[0]?.action?.onClick()
    await vi.runAllTimersAsync()
    expect(retry).toHaveBeenCalledTimes(1)
    expect(shown[1]).toEqual({ kind: 'success', title: 'Operation retried successfully' })
  })

  it('reports a failed retry', async () => {
    const { notifier, shown } = setup()
    notifier.notify(new AppError('UNKNOWN_ERROR'), {
      retry: () => Promise.reject(new Error('still down')),
    })
    shown[0]?.action?.onClick()
    await vi.runAllTimersAsync()
    expect(shown[1]).toEqual({ kind: 'error', title: 'Retry failed. Please try again manually.' })
  })

  it('reloads the page by default', async () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { reload })
    const { notifier, shown } = setup()
    notifier.notify(new TypeError('Failed to fetch'))
    shown[0]?.action?.onClick()
    await vi.runAllTimersAsync()
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
