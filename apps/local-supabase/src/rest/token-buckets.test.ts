import { describe, expect, it } from 'vitest'
import { TokenBuckets } from './token-buckets'

describe('TokenBuckets', () => {
  it('allows a burst, then the rate, per key, and says how long to wait', () => {
    let now = 0
    const buckets = new TokenBuckets(() => now)
    for (let i = 0; i < 3; i++) expect(buckets.take('a', 0.5, 3)).toBe(0)
    expect(buckets.take('a', 0.5, 3)).toBe(2)
    expect(buckets.take('b', 0.5, 3)).toBe(0)
    now += 1000
    expect(buckets.take('a', 0.5, 3)).toBe(1)
    now += 1000
    expect(buckets.take('a', 0.5, 3)).toBe(0)
    // Idle time refills up to the burst and no further.
    now += 3_600_000
    for (let i = 0; i < 3; i++) expect(buckets.take('a', 0.5, 3)).toBe(0)
    expect(buckets.take('a', 0.5, 3)).toBeGreaterThan(0)
  })

  it('refuses everything when the burst is zero', () => {
    const buckets = new TokenBuckets(() => 0)
    expect(buckets.take('a', 10, 0)).toBe(1)
  })
})
