/** Windows are swept for expired entries once this many keys are held (keys can be emails). */
const SWEEP_AT = 10_000

/**
 * Fixed-window counters keyed by bucket and client, like GoTrue's per-IP limiter. In memory:
 * a restart forgets them, which is what a dev server wants.
 */
export class RateLimiter {
  #windows = new Map<string, { start: number; count: number; ms: number }>()

  constructor(private readonly now: () => number) {}

  /**
   * Counts one hit. Returns 0 when it is allowed, otherwise the whole seconds until the window
   * that refused it ends (at least 1): the value of a `Retry-After` header.
   */
  take(key: string, limit: number, windowSeconds: number): number {
    const now = this.now()
    const ms = windowSeconds * 1000
    const current = this.#windows.get(key)
    if (!current || now - current.start >= current.ms) {
      if (this.#windows.size >= SWEEP_AT) this.#sweep(now)
      this.#windows.set(key, { start: now, count: 1, ms })
      return limit > 0 ? 0 : Math.max(1, Math.ceil(ms / 1000))
    }
    if (current.count >= limit) {
      return Math.max(1, Math.ceil((current.start + current.ms - now) / 1000))
    }
    current.count += 1
    return 0
  }

  /** Counts one hit; false when `limit` hits already happened in the current window. */
  hit(key: string, limit: number, windowSeconds: number): boolean {
    return this.take(key, limit, windowSeconds) === 0
  }

  #sweep(now: number): void {
    for (const [key, w] of this.#windows) if (now - w.start >= w.ms) this.#windows.delete(key)
  }
}
