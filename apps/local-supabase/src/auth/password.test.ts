import bcrypt from 'bcryptjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hashPassword, verifyPassword } from './password'

describe('verifyPassword', () => {
  afterEach(() => vi.restoreAllMocks())

  it('matches the right password only', async () => {
    const hash = await hashPassword('secret-1', 4)
    expect(await verifyPassword('secret-1', hash, 4)).toBe(true)
    expect(await verifyPassword('secret-2', hash, 4)).toBe(false)
  })

  it('still runs one bcrypt comparison, at the configured cost, when there is no hash', async () => {
    const compare = vi.spyOn(bcrypt, 'compare')
    for (const missing of [null, undefined, '']) {
      expect(await verifyPassword('anything', missing, 4)).toBe(false)
    }
    expect(compare).toHaveBeenCalledTimes(3)
    const dummy = compare.mock.calls[0]?.[1] as string
    expect(dummy).toMatch(/^\$2[aby]\$04\$/)
  })
})
