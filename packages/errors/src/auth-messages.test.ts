import { describe, expect, it } from 'vitest'
import { codeFromAuthMessage } from './index.js'

describe('codeFromAuthMessage', () => {
  it.each([
    ['Invalid login credentials', 'INVALID_CREDENTIALS'],
    ['JWT expired', 'SESSION_EXPIRED'],
    ['token expired', 'SESSION_EXPIRED'],
    ['Invalid JWT', 'TOKEN_INVALID'],
    // Real server wordings that contain the seed phrases.
    ['invalid JWT: unable to parse or verify signature, token is malformed', 'TOKEN_INVALID'],
    ['Refresh Token expired', 'SESSION_EXPIRED'],
    ['INVALID LOGIN CREDENTIALS', 'INVALID_CREDENTIALS'],
  ] as const)('%j → %s', (message, code) => {
    expect(codeFromAuthMessage(message)).toBe(code)
  })

  it.each(['', 'Email not confirmed', 'User already registered', 'JWT', 'expired'])(
    '%j maps to nothing',
    (message) => {
      expect(codeFromAuthMessage(message)).toBeUndefined()
    },
  )
})
