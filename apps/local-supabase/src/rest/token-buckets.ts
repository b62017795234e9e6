/** Buckets are swept of full (idle) ones once this many users have one. */
const SWEEP_AT = 10_000

/**
 * One token bucket per key (per user): `burst` requests at once, then `perSecond` on average.
 * Unlike a fixed window it throttles a flood within seconds instead of after a whole window's
 * allowance, and it never refuses a user who stays under the rate.
 */
export class TokenBuckets {
  #buckets = new Map<string, { tokens: number; at: number }>()

  constructor(private readonly now: () => number) {}

  /**
   * Takes one token for `key`. Returns 0 when there was one, otherwise the whole seconds until
   * there will be (at least 1): the value of a `Retry-After` header.
   */
  take(key: string, perSecond: number, burst: number): number {
    const now = this.now()
    let bucket = this.#buckets.get(key)
    if (!bucket) {
      if (this.#buckets.size >= SWEEP_AT) this.#sweep(now, perSecond, burst)
      bucket = { tokens: burst, at: now }
      this.#buckets.set(key, bucket)
    }
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond)
    bucket.at = now
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1
      return 0
    }
    if (perSecond <= 0) return 60
    return Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond))
  }

  #sweep(now: number, perSecond: number, burst: number): void {
    for (const [key, b] of this.#buckets) {
      if (b.tokens + ((now - b.at) / 1000) * perSecond >= burst) this.#buckets.delete(key)
    }
  }
}
