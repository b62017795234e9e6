import { describe, expect, it } from 'vitest'
import { RateLimiter } from './rate-limit'

describe('RateLimiter', () => {
  it('allows `limit` hits per window and key, then refuses until the window rolls over', () => {
    let now = 1_000_000
    const limiter = new RateLimiter(() => now)
    expect(limiter.hit('a', 2, 60)).toBe(true)
    expect(limiter.hit('a', 2, 60)).toBe(true)
    expect(limiter.hit('a', 2, 60)).toBe(false)
    expect(limiter.hit('b', 2, 60)).toBe(true)
    now += 59_999
    expect(limiter.hit('a', 2, 60)).toBe(false)
    now += 1
    expect(limiter.hit('a', 2, 60)).toBe(true)
  })

  it('refuses everything when the limit is zero', () => {
    const limiter = new RateLimiter(() => 0)
    expect(limiter.hit('a', 0, 60)).toBe(false)
  })
})

describe('RateLimiter.take', () => {
  it('answers the seconds left in the refusing window', () => {
    let now = 5_000
    const limiter = new RateLimiter(() => now)
    expect(limiter.take('k', 1, 300)).toBe(0)
    now += 100_500
    expect(limiter.take('k', 1, 300)).toBe(200)
    now += 200_000
    expect(limiter.take('k', 1, 300)).toBe(0)
    expect(limiter.take('zero', 0, 60)).toBe(60)
  })
})
