/**
 * Every error code the application knows (seed spec §8), keyed by itself so callers can write
 * `ERROR_CODES.DATA_NOT_FOUND` and still get the literal type.
 */
export const ERROR_CODES = {
  NETWORK_UNAVAILABLE: 'NETWORK_UNAVAILABLE',
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  SERVER_ERROR: 'SERVER_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  TOKEN_INVALID: 'TOKEN_INVALID',
  MFA_REQUIRED: 'MFA_REQUIRED',
  INSUFFICIENT_PERMISSIONS: 'INSUFFICIENT_PERMISSIONS',
  RESOURCE_FORBIDDEN: 'RESOURCE_FORBIDDEN',
  ROLE_REQUIRED: 'ROLE_REQUIRED',
  REQUIRED_FIELD: 'REQUIRED_FIELD',
  INVALID_FORMAT: 'INVALID_FORMAT',
  VALUE_OUT_OF_RANGE: 'VALUE_OUT_OF_RANGE',
  DUPLICATE_VALUE: 'DUPLICATE_VALUE',
  BUSINESS_RULE_VIOLATION: 'BUSINESS_RULE_VIOLATION',
  OPERATION_NOT_ALLOWED: 'OPERATION_NOT_ALLOWED',
  RESOURCE_CONFLICT: 'RESOURCE_CONFLICT',
  UNKNOWN_ERROR: 'UNKNOWN_ERROR',
  CONFIGURATION_ERROR: 'CONFIGURATION_ERROR',
  DEPENDENCY_ERROR: 'DEPENDENCY_ERROR',
  COMPONENT_RENDER_ERROR: 'COMPONENT_RENDER_ERROR',
  INVALID_PROPS: 'INVALID_PROPS',
  DATA_NOT_FOUND: 'DATA_NOT_FOUND',
  DATA_CORRUPTION: 'DATA_CORRUPTION',
  SYNC_FAILURE: 'SYNC_FAILURE',
} as const

/** One of the 26 catalogue codes, e.g. `'SESSION_EXPIRED'`. */
export type ErrorCode = keyof typeof ERROR_CODES

/** The 26 codes as a list, in catalogue order. */
export const ERROR_CODE_LIST: readonly ErrorCode[] = Object.freeze(
  Object.keys(ERROR_CODES) as ErrorCode[],
)

/** The eight error categories of the error record (seed spec §3). */
export const ERROR_CATEGORIES = [
  'network',
  'authentication',
  'authorization',
  'validation',
  'business',
  'system',
  'ui',
  'data',
] as const

/** Where an error comes from; drives recovery, notification titles and screen titles. */
export type ErrorCategory = (typeof ERROR_CATEGORIES)[number]

/** The four severities, mildest first. */
export const ERROR_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const

/** How bad an error is; drives toast kind, duration and reporting. */
export type ErrorSeverity = (typeof ERROR_SEVERITIES)[number]

/** The six recovery strategies of the error record (seed spec §3). */
export const RECOVERY_STRATEGIES = [
  'retry',
  'redirect',
  'fallback',
  'refresh',
  'logout',
  'none',
] as const

/** What the application should do to recover from an error. */
export type RecoveryStrategy = (typeof RECOVERY_STRATEGIES)[number]

/**
 * Whether a value is one of the 26 catalogue codes.
 *
 * @param value - anything, e.g. a `code` read from an untrusted object
 */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value)
}
