import { AppError, DEFAULT_USER_MESSAGE, USER_MESSAGES } from '@fabula/errors'
import { describe, expect, it } from 'vitest'
import { userMessageOf, userMessages } from './errors'

describe('user messages', () => {
  it('are the seed’s words, word for word, in English', () => {
    expect(userMessages()).toEqual({ default: DEFAULT_USER_MESSAGE, ...USER_MESSAGES })
  })

  it('word an error by its code', () => {
    expect(userMessageOf(new AppError('INVALID_CREDENTIALS'))).toBe('Invalid username or password.')
    expect(userMessageOf(new AppError('UNKNOWN_ERROR'))).toBe(DEFAULT_USER_MESSAGE)
  })
})
