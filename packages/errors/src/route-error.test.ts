import { describe, expect, it } from 'vitest'
import {
  createErrorRecord,
  routeErrorActions,
  routeErrorTitle,
  type ErrorCode,
  type RouteErrorAction,
} from './index.js'

// Derived by hand from seed spec §2 and the §8 catalogue for every code.
const ROWS: readonly [ErrorCode, string, RouteErrorAction[]][] = [
  ['NETWORK_UNAVAILABLE', 'Network Connection Error', ['try-again', 'go-back', 'home']],
  ['REQUEST_TIMEOUT', 'Network Connection Error', ['try-again', 'go-back', 'home']],
  ['SERVER_ERROR', 'Network Connection Error', ['try-again', 'go-back', 'home']],
  ['SERVICE_UNAVAILABLE', 'Network Connection Error', ['try-again', 'go-back', 'home']],
  ['INVALID_CREDENTIALS', 'Authentication Required', ['sign-in']],
  ['SESSION_EXPIRED', 'Authentication Required', ['sign-in']],
  ['TOKEN_INVALID', 'Authentication Required', ['sign-in']],
  ['MFA_REQUIRED', 'Authentication Required', ['sign-in']],
  ['INSUFFICIENT_PERMISSIONS', 'Access Denied', []],
  ['RESOURCE_FORBIDDEN', 'Access Denied', []],
  ['ROLE_REQUIRED', 'Access Denied', []],
  ['REQUIRED_FIELD', 'Operation Failed', ['go-back', 'home']],
  ['INVALID_FORMAT', 'Operation Failed', ['go-back', 'home']],
  ['VALUE_OUT_OF_RANGE', 'Operation Failed', ['go-back', 'home']],
  ['DUPLICATE_VALUE', 'Operation Failed', ['go-back', 'home']],
  ['BUSINESS_RULE_VIOLATION', 'Operation Failed', ['go-back', 'home']],
  ['OPERATION_NOT_ALLOWED', 'Operation Failed', ['go-back', 'home']],
  ['RESOURCE_CONFLICT', 'Operation Failed', ['go-back', 'home']],
  ['UNKNOWN_ERROR', 'Unexpected Error', ['go-back', 'home']],
  ['CONFIGURATION_ERROR', 'System Error', ['go-back', 'home', 'reload']],
  ['DEPENDENCY_ERROR', 'System Error', ['go-back', 'home']],
  ['COMPONENT_RENDER_ERROR', 'Unexpected Error', ['go-back', 'home']],
  ['INVALID_PROPS', 'Unexpected Error', ['go-back', 'home']],
  ['DATA_NOT_FOUND', 'Data Loading Error', ['go-back', 'home']],
  ['DATA_CORRUPTION', 'Data Loading Error', ['go-back', 'home', 'reload']],
  ['SYNC_FAILURE', 'Data Loading Error', ['try-again', 'go-back', 'home']],
]

describe('route error screen rules', () => {
  it.each(ROWS)('%s → %j with %j', (code, title, actions) => {
    const record = createErrorRecord({ code })
    expect(routeErrorTitle(record)).toBe(title)
    expect(routeErrorActions(record)).toEqual(actions)
  })

  it.each([
    [{ category: 'system', severity: 'high', isRetryable: true }, ['try-again', 'go-back', 'home']],
    [{ category: 'data', severity: 'medium', isRetryable: false }, ['go-back', 'home']],
    [{ category: 'business', severity: 'medium', isRetryable: true }, ['go-back', 'home']],
    [
      { category: 'network', severity: 'critical', isRetryable: true },
      ['try-again', 'go-back', 'home', 'reload'],
    ],
    [
      { category: 'authentication', severity: 'critical', isRetryable: false },
      ['sign-in', 'reload'],
    ],
    [{ category: 'authorization', severity: 'critical', isRetryable: true }, ['reload']],
  ] as const)('applies each rule on its own: %j → %j', (record, actions) => {
    expect(routeErrorActions(record)).toEqual(actions)
  })

  it('translates titles by key', () => {
    const record = createErrorRecord({ code: 'UNKNOWN_ERROR' })
    expect(routeErrorTitle(record, { unexpected: 'Unerwarteter Fehler' })).toBe(
      'Unerwarteter Fehler',
    )
    expect(routeErrorTitle(record, { system: 'Systemfehler' })).toBe('Unexpected Error')
  })
})
