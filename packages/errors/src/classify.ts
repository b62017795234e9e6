import type { ErrorCategory, ErrorCode, ErrorSeverity, RecoveryStrategy } from './codes.js'

const CATEGORY_BY_CODE: Readonly<Record<ErrorCode, ErrorCategory>> = {
  NETWORK_UNAVAILABLE: 'network',
  REQUEST_TIMEOUT: 'network',
  SERVER_ERROR: 'network',
  SERVICE_UNAVAILABLE: 'network',
  INVALID_CREDENTIALS: 'authentication',
  SESSION_EXPIRED: 'authentication',
  TOKEN_INVALID: 'authentication',
  MFA_REQUIRED: 'authentication',
  INSUFFICIENT_PERMISSIONS: 'authorization',
  RESOURCE_FORBIDDEN: 'authorization',
  ROLE_REQUIRED: 'authorization',
  REQUIRED_FIELD: 'validation',
  INVALID_FORMAT: 'validation',
  VALUE_OUT_OF_RANGE: 'validation',
  DUPLICATE_VALUE: 'validation',
  BUSINESS_RULE_VIOLATION: 'business',
  OPERATION_NOT_ALLOWED: 'business',
  RESOURCE_CONFLICT: 'business',
  UNKNOWN_ERROR: 'system',
  CONFIGURATION_ERROR: 'system',
  DEPENDENCY_ERROR: 'system',
  COMPONENT_RENDER_ERROR: 'ui',
  INVALID_PROPS: 'ui',
  DATA_NOT_FOUND: 'data',
  DATA_CORRUPTION: 'data',
  SYNC_FAILURE: 'data',
}

/**
 * The category of a code: network codes → network, auth codes → authentication, permission codes →
 * authorization, field codes → validation, business codes → business, unknown/configuration/
 * dependency → system, component codes → ui, data codes → data.
 */
export function categoryOf(code: ErrorCode): ErrorCategory {
  return CATEGORY_BY_CODE[code]
}

const CRITICAL_CODES: ReadonlySet<ErrorCode> = new Set(['CONFIGURATION_ERROR', 'DATA_CORRUPTION'])
const HIGH_CODES: ReadonlySet<ErrorCode> = new Set([
  'SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
  'TOKEN_INVALID',
  'UNKNOWN_ERROR',
  'DEPENDENCY_ERROR',
])
const LOW_CODES: ReadonlySet<ErrorCode> = new Set([
  'REQUEST_TIMEOUT',
  'DATA_NOT_FOUND',
  'INVALID_PROPS',
])

/**
 * The severity of a code (seed spec §8): critical for configuration error and data corruption;
 * high for server error, service unavailable, token invalid, unknown and dependency errors; low for
 * timeout, every validation-category code, data not found and invalid props; medium otherwise.
 */
export function severityOf(code: ErrorCode): ErrorSeverity {
  if (CRITICAL_CODES.has(code)) return 'critical'
  if (HIGH_CODES.has(code)) return 'high'
  if (LOW_CODES.has(code) || categoryOf(code) === 'validation') return 'low'
  return 'medium'
}

/** The codes worth retrying automatically (seed spec §8). */
export const RETRYABLE_CODES: ReadonlySet<ErrorCode> = new Set([
  'NETWORK_UNAVAILABLE',
  'REQUEST_TIMEOUT',
  'SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
  'SYNC_FAILURE',
])

/** Whether an error with this code may be retried. */
export function isRetryableCode(code: ErrorCode): boolean {
  return RETRYABLE_CODES.has(code)
}

/** A recovery plan: the strategy and, for redirects, where to go. */
export interface Recovery {
  /** What to do. */
  strategy: RecoveryStrategy
  /** Target path for `redirect`, e.g. `/sign-in`. */
  redirectTo?: string
}

const RECOVERY_BY_CATEGORY: Readonly<Record<ErrorCategory, Recovery>> = {
  network: { strategy: 'retry' },
  authentication: { strategy: 'redirect', redirectTo: '/sign-in' },
  authorization: { strategy: 'redirect', redirectTo: '/403' },
  validation: { strategy: 'none' },
  business: { strategy: 'fallback' },
  system: { strategy: 'refresh' },
  ui: { strategy: 'fallback' },
  data: { strategy: 'retry' },
}

/**
 * How to recover from errors of a category (seed spec §8): network retry; authentication redirect
 * to /sign-in; authorization redirect to /403; validation none; business fallback; system refresh;
 * ui fallback; data retry.
 *
 * @returns a fresh object, safe to mutate
 */
export function recoveryFor(category: ErrorCategory): Recovery {
  return { ...RECOVERY_BY_CATEGORY[category] }
}

/** Whether errors of this severity go to the error reporter (high and critical do). */
export function shouldReport(severity: ErrorSeverity): boolean {
  return severity === 'high' || severity === 'critical'
}
