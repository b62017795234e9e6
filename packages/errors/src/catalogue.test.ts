import { describe, expect, it } from 'vitest'
import {
  DEFAULT_USER_MESSAGE,
  ERROR_CATEGORIES,
  ERROR_CODES,
  ERROR_CODE_LIST,
  ERROR_SEVERITIES,
  RECOVERY_STRATEGIES,
  categoryOf,
  getUserMessage,
  isErrorCode,
  isRetryableCode,
  recoveryFor,
  severityOf,
  shouldReport,
  type ErrorCategory,
  type ErrorCode,
  type ErrorSeverity,
} from './index.js'

const OTHER = 'An error occurred. Please try again.'

// [code, user message (§8), category, severity (§8), retryable (§8)]
const CATALOGUE: readonly [ErrorCode, string, ErrorCategory, ErrorSeverity, boolean][] = [
  [
    'NETWORK_UNAVAILABLE',
    'Please check your internet connection and try again.',
    'network',
    'medium',
    true,
  ],
  ['REQUEST_TIMEOUT', 'The request took too long. Please try again.', 'network', 'low', true],
  ['SERVER_ERROR', 'A server error occurred. Please try again later.', 'network', 'high', true],
  ['SERVICE_UNAVAILABLE', 'The service is temporarily unavailable.', 'network', 'high', true],
  ['INVALID_CREDENTIALS', 'Invalid username or password.', 'authentication', 'medium', false],
  [
    'SESSION_EXPIRED',
    'Your session has expired. Please sign in again.',
    'authentication',
    'medium',
    false,
  ],
  [
    'TOKEN_INVALID',
    'Your session is invalid. Please sign in again.',
    'authentication',
    'high',
    false,
  ],
  ['MFA_REQUIRED', 'Multi-factor authentication is required.', 'authentication', 'medium', false],
  [
    'INSUFFICIENT_PERMISSIONS',
    "You don't have permission to perform this action.",
    'authorization',
    'medium',
    false,
  ],
  ['RESOURCE_FORBIDDEN', 'Access to this resource is forbidden.', 'authorization', 'medium', false],
  ['ROLE_REQUIRED', OTHER, 'authorization', 'medium', false],
  ['REQUIRED_FIELD', 'Please fill in all required fields.', 'validation', 'low', false],
  ['INVALID_FORMAT', 'Please check the format of your input.', 'validation', 'low', false],
  ['VALUE_OUT_OF_RANGE', 'The value is outside the allowed range.', 'validation', 'low', false],
  ['DUPLICATE_VALUE', 'This value already exists.', 'validation', 'low', false],
  ['BUSINESS_RULE_VIOLATION', OTHER, 'business', 'medium', false],
  ['OPERATION_NOT_ALLOWED', OTHER, 'business', 'medium', false],
  ['RESOURCE_CONFLICT', OTHER, 'business', 'medium', false],
  ['UNKNOWN_ERROR', OTHER, 'system', 'high', false],
  ['CONFIGURATION_ERROR', OTHER, 'system', 'critical', false],
  ['DEPENDENCY_ERROR', OTHER, 'system', 'high', false],
  ['COMPONENT_RENDER_ERROR', OTHER, 'ui', 'medium', false],
  ['INVALID_PROPS', OTHER, 'ui', 'low', false],
  ['DATA_NOT_FOUND', 'The requested data was not found.', 'data', 'low', false],
  ['DATA_CORRUPTION', OTHER, 'data', 'critical', false],
  ['SYNC_FAILURE', OTHER, 'data', 'medium', true],
]

describe('catalogue', () => {
  it('has exactly the 26 codes, 8 categories, 4 severities and 6 recovery strategies of the spec', () => {
    expect([...ERROR_CODE_LIST].sort()).toEqual(CATALOGUE.map(([code]) => code).sort())
    expect(Object.keys(ERROR_CODES)).toHaveLength(26)
    expect(ERROR_CATEGORIES).toHaveLength(8)
    expect(ERROR_SEVERITIES).toEqual(['low', 'medium', 'high', 'critical'])
    expect([...RECOVERY_STRATEGIES].sort()).toEqual([
      'fallback',
      'logout',
      'none',
      'redirect',
      'refresh',
      'retry',
    ])
  })

  it.each(CATALOGUE)(
    '%s: message, category, severity, retryable',
    (code, message, category, severity, retryable) => {
      expect(ERROR_CODES[code]).toBe(code)
      expect(getUserMessage(code)).toBe(message)
      expect(categoryOf(code)).toBe(category)
      expect(severityOf(code)).toBe(severity)
      expect(isRetryableCode(code)).toBe(retryable)
    },
  )

  it('uses the seed default message for codes without their own', () => {
    expect(DEFAULT_USER_MESSAGE).toBe(OTHER)
  })

  it('prefers translated messages, falling back to English per code', () => {
    const overrides = {
      DATA_NOT_FOUND: 'Daten nicht gefunden.',
      default: 'Ein Fehler ist aufgetreten.',
    }
    expect(getUserMessage('DATA_NOT_FOUND', overrides)).toBe('Daten nicht gefunden.')
    expect(getUserMessage('REQUEST_TIMEOUT', overrides)).toBe(
      'The request took too long. Please try again.',
    )
    expect(getUserMessage('SYNC_FAILURE', overrides)).toBe('Ein Fehler ist aufgetreten.')
  })

  it('recognises catalogue codes only', () => {
    expect(isErrorCode('SYNC_FAILURE')).toBe(true)
    for (const value of ['sync_failure', 'toString', '', 42, undefined]) {
      expect(isErrorCode(value)).toBe(false)
    }
  })
})

describe('severity rules', () => {
  it.each([
    ['critical', ['CONFIGURATION_ERROR', 'DATA_CORRUPTION']],
    [
      'high',
      ['SERVER_ERROR', 'SERVICE_UNAVAILABLE', 'TOKEN_INVALID', 'UNKNOWN_ERROR', 'DEPENDENCY_ERROR'],
    ],
    [
      'low',
      [
        'REQUEST_TIMEOUT',
        'REQUIRED_FIELD',
        'INVALID_FORMAT',
        'VALUE_OUT_OF_RANGE',
        'DUPLICATE_VALUE',
        'DATA_NOT_FOUND',
        'INVALID_PROPS',
      ],
    ],
  ] as const)('%s is exactly %j', (severity, codes) => {
    expect(ERROR_CODE_LIST.filter((code) => severityOf(code) === severity).sort()).toEqual(
      [...codes].sort(),
    )
  })

  it('makes every other code medium', () => {
    const special = new Set(ERROR_CODE_LIST.filter((code) => severityOf(code) !== 'medium'))
    expect(special.size).toBe(2 + 5 + 7)
  })

  it('gives every validation-category code low severity', () => {
    const validation = ERROR_CODE_LIST.filter((code) => categoryOf(code) === 'validation')
    expect(validation).toHaveLength(4)
    for (const code of validation) expect(severityOf(code)).toBe('low')
  })

  it.each([
    ['low', false],
    ['medium', false],
    ['high', true],
    ['critical', true],
  ] as const)('reports %s errors: %s', (severity, reported) => {
    expect(shouldReport(severity)).toBe(reported)
  })
})

describe('recovery by category', () => {
  it.each([
    ['network', { strategy: 'retry' }],
    ['authentication', { strategy: 'redirect', redirectTo: '/sign-in' }],
    ['authorization', { strategy: 'redirect', redirectTo: '/403' }],
    ['validation', { strategy: 'none' }],
    ['business', { strategy: 'fallback' }],
    ['system', { strategy: 'refresh' }],
    ['ui', { strategy: 'fallback' }],
    ['data', { strategy: 'retry' }],
  ] as const)('%s → %j', (category, recovery) => {
    expect(recoveryFor(category)).toEqual(recovery)
  })

  it('returns a fresh object each time', () => {
    const first = recoveryFor('authentication')
    first.redirectTo = '/elsewhere'
    expect(recoveryFor('authentication').redirectTo).toBe('/sign-in')
  })
})
