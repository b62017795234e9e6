import type { ErrorCode } from './codes.js'

// Order matters: "Invalid JWT" must not be read as an expiry, and auth servers phrase the same
// failure with different capitalisation ("invalid JWT: unable to parse…"), hence the lower-casing.
const AUTH_MESSAGE_RULES: readonly (readonly [needle: string, code: ErrorCode])[] = [
  ['invalid login credentials', 'INVALID_CREDENTIALS'],
  ['jwt expired', 'SESSION_EXPIRED'],
  ['token expired', 'SESSION_EXPIRED'],
  ['invalid jwt', 'TOKEN_INVALID'],
]

/**
 * The catalogue code for an authentication error message (seed spec §8): 'Invalid login
 * credentials' → `INVALID_CREDENTIALS`; 'JWT expired' or 'token expired' → `SESSION_EXPIRED`;
 * 'Invalid JWT' → `TOKEN_INVALID`. Matching ignores case and finds the phrase anywhere in the message.
 *
 * @returns the code, or `undefined` when the message is not one of these
 */
export function codeFromAuthMessage(message: string): ErrorCode | undefined {
  const haystack = message.toLowerCase()
  return AUTH_MESSAGE_RULES.find(([needle]) => haystack.includes(needle))?.[1]
}
