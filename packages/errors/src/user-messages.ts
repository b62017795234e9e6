import type { ErrorCode } from './codes.js'

/** The message shown for any code without its own entry (seed spec §8). */
export const DEFAULT_USER_MESSAGE = 'An error occurred. Please try again.'

/** The seed's user-facing messages, word for word. Codes not listed use the default message. */
export const USER_MESSAGES: Readonly<Partial<Record<ErrorCode, string>>> = Object.freeze({
  NETWORK_UNAVAILABLE: 'Please check your internet connection and try again.',
  REQUEST_TIMEOUT: 'The request took too long. Please try again.',
  SERVER_ERROR: 'A server error occurred. Please try again later.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable.',
  INVALID_CREDENTIALS: 'Invalid username or password.',
  SESSION_EXPIRED: 'Your session has expired. Please sign in again.',
  TOKEN_INVALID: 'Your session is invalid. Please sign in again.',
  MFA_REQUIRED: 'Multi-factor authentication is required.',
  INSUFFICIENT_PERMISSIONS: "You don't have permission to perform this action.",
  RESOURCE_FORBIDDEN: 'Access to this resource is forbidden.',
  REQUIRED_FIELD: 'Please fill in all required fields.',
  INVALID_FORMAT: 'Please check the format of your input.',
  VALUE_OUT_OF_RANGE: 'The value is outside the allowed range.',
  DUPLICATE_VALUE: 'This value already exists.',
  DATA_NOT_FOUND: 'The requested data was not found.',
})

/**
 * The message to show a user for a code.
 *
 * @param code - a catalogue code
 * @param overrides - translated messages by code; a missing entry falls back to the English table
 * @returns the override, else the seed's message, else `DEFAULT_USER_MESSAGE`
 */
export function getUserMessage(
  code: ErrorCode,
  overrides?: Partial<Record<ErrorCode | 'default', string>>,
): string {
  return overrides?.[code] ?? USER_MESSAGES[code] ?? overrides?.default ?? DEFAULT_USER_MESSAGE
}
