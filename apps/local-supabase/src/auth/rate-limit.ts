/**
 * Fixed-window counters keyed by bucket and client, like GoTrue's per-IP limiter. In memory:
 * a restart forgets them, which is what a dev server wants.
 */
export class RateLimiter {
  #windows = new Map<string, { start: number; count: number }>()

  constructor(private readonly now: () => number) {}

  /** Counts one hit; false when `limit` hits already happened in the current window. */
  hit(key: string, limit: number, windowSeconds: number): boolean {
    const now = this.now()
    const current = this.#windows.get(key)
    if (!current || now - current.start >= windowSeconds * 1000) {
      this.#windows.set(key, { start: now, count: 1 })
      return limit > 0
    }
    if (current.count >= limit) return false
    current.count += 1
    return true
  }
}
