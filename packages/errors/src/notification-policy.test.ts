import { describe, expect, it } from 'vitest'
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  ERROR_CODE_LIST,
  createDuplicateGate,
  createErrorRecord,
  isDuplicateNotification,
  notificationDuration,
  notificationKind,
  notificationTitle,
  offersRetry,
  planNotification,
  type ErrorCategory,
  type ErrorCode,
  type NotificationPreferences,
} from './index.js'

const defaults: NotificationPreferences = { ...DEFAULT_NOTIFICATION_PREFERENCES }
const withDetails: NotificationPreferences = { ...defaults, showDetails: true }

describe('notification rules per severity', () => {
  it.each([
    ['critical', 'error', true, { duration: Infinity, persistent: true }],
    ['critical', 'error', false, { duration: 10_000, persistent: false }],
    ['high', 'error', true, { duration: 8_000, persistent: false }],
    ['medium', 'warning', true, { duration: 6_000, persistent: false }],
    ['low', 'info', true, { duration: 4_000, persistent: false }],
  ] as const)(
    '%s → %s toast (persistCritical %s) %j',
    (severity, kind, persistCritical, timing) => {
      expect(notificationKind(severity)).toBe(kind)
      expect(notificationDuration(severity, { persistCritical })).toEqual(timing)
    },
  )
})

describe('notification rules per category', () => {
  it.each([
    ['network', 'Connection Problem', true],
    ['authentication', 'Authentication Issue', false],
    ['authorization', 'Access Denied', false],
    ['validation', 'Validation Error', false],
    ['business', 'Operation Failed', false],
    ['system', 'System Error', true],
    ['data', 'Data Error', false],
  ] as const)('%s → title %j, Retry offered: %s', (category, title, retry) => {
    expect(notificationTitle(category)).toBe(title)
    expect(offersRetry(category)).toBe(retry)
  })

  it('translates titles per category', () => {
    expect(notificationTitle('network', { network: 'Verbindungsproblem' })).toBe(
      'Verbindungsproblem',
    )
    expect(notificationTitle('data', { network: 'Verbindungsproblem' })).toBe('Data Error')
  })
})

// Expected outcome per code with default preferences and with details on:
// validation and ui never toast; low toasts only with details; everything else toasts.
const SHOWN_BY_DEFAULT: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'NETWORK_UNAVAILABLE',
  'SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
  'INVALID_CREDENTIALS',
  'SESSION_EXPIRED',
  'TOKEN_INVALID',
  'MFA_REQUIRED',
  'INSUFFICIENT_PERMISSIONS',
  'RESOURCE_FORBIDDEN',
  'ROLE_REQUIRED',
  'BUSINESS_RULE_VIOLATION',
  'OPERATION_NOT_ALLOWED',
  'RESOURCE_CONFLICT',
  'UNKNOWN_ERROR',
  'CONFIGURATION_ERROR',
  'DEPENDENCY_ERROR',
  'DATA_CORRUPTION',
  'SYNC_FAILURE',
])
const SHOWN_ONLY_WITH_DETAILS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'REQUEST_TIMEOUT',
  'DATA_NOT_FOUND',
])

describe('planNotification', () => {
  it.each(ERROR_CODE_LIST)('%s follows the toast rules', (code) => {
    const record = createErrorRecord({ code })
    const plain = planNotification(record, defaults)
    const detailed = planNotification(record, withDetails)
    expect(plain !== undefined).toBe(SHOWN_BY_DEFAULT.has(code))
    expect(detailed !== undefined).toBe(
      SHOWN_BY_DEFAULT.has(code) || SHOWN_ONLY_WITH_DETAILS.has(code),
    )
    if (plain) {
      expect(plain).toMatchObject({
        title: notificationTitle(record.category),
        message: record.userMessage,
        kind: notificationKind(record.severity),
        retry: offersRetry(record.category),
        errorId: record.id,
      })
      expect(plain.details).toBeUndefined()
    }
    if (detailed) expect(detailed.details).toBe(`Error ID: ${record.id} (${code})`)
  })

  it.each<ErrorCategory>(['validation', 'ui'])(
    'never toasts %s errors, even with details on',
    (category) => {
      const codes = ERROR_CODE_LIST.filter(
        (code) => createErrorRecord({ code }).category === category,
      )
      expect(codes.length).toBeGreaterThan(0)
      for (const code of codes)
        expect(planNotification(createErrorRecord({ code }), withDetails)).toBeUndefined()
    },
  )

  it('shows nothing when toasts are off', () => {
    const record = createErrorRecord({ code: 'CONFIGURATION_ERROR' })
    expect(planNotification(record, { ...defaults, showToasts: false })).toBeUndefined()
  })

  it('persists critical toasts unless the user turned that off', () => {
    const record = createErrorRecord({ code: 'DATA_CORRUPTION' })
    expect(planNotification(record, defaults)).toMatchObject({
      kind: 'error',
      persistent: true,
      duration: Infinity,
    })
    expect(planNotification(record, { ...defaults, persistCritical: false })).toMatchObject({
      persistent: false,
      duration: 10_000,
    })
  })

  it('uses translated messages and labels', () => {
    const record = createErrorRecord({ code: 'SERVER_ERROR' })
    const plan = planNotification(record, withDetails, {
      titles: { network: 'Verbindungsproblem' },
      userMessages: { SERVER_ERROR: 'Serverfehler.' },
      errorIdLabel: 'Fehler-ID',
    })
    expect(plan).toMatchObject({
      title: 'Verbindungsproblem',
      message: 'Serverfehler.',
      details: `Fehler-ID: ${record.id} (SERVER_ERROR)`,
    })
  })
})

describe('isDuplicateNotification', () => {
  it.each([
    [undefined, 0, false],
    [0, 0, true],
    [0, 29_900, true],
    [0, 29_999, true],
    [0, 30_000, false],
    [0, 45_000, false],
  ] as const)('last shown %s, now %s → duplicate %s', (lastShownAt, now, duplicate) => {
    expect(isDuplicateNotification(lastShownAt, now)).toBe(duplicate)
  })
})

describe('createDuplicateGate', () => {
  it('passes a key once per 30 s and again at exactly 30 s', () => {
    let now = 1_000
    const pass = createDuplicateGate(() => now)
    expect(pass('success:Saved')).toBe(true)
    now += 29_999
    expect(pass('success:Saved')).toBe(false)
    expect(pass('error:Saved')).toBe(true)
    now += 1
    expect(pass('success:Saved')).toBe(true)
  })
})
