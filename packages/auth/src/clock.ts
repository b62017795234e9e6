/**
 * Time as the session manager sees it. Injected so tests drive every rule with fake timers and
 * so the core never captures `setTimeout` at import time (fake timers installed later still apply).
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number
  /** Schedules `callback` after `ms` milliseconds; returns a handle for {@link Clock.clearTimeout}. */
  setTimeout(callback: () => void, ms: number): unknown
  /** Cancels a callback scheduled with {@link Clock.setTimeout}. */
  clearTimeout(handle: unknown): void
}

/**
 * The real clock. Each call looks up the global functions at call time, on purpose: Vitest's fake
 * timers replace the globals after this module has been imported.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>)
  },
}

/** Resolves after `ms` milliseconds on the given clock. */
export function sleep(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => {
    clock.setTimeout(resolve, ms)
  })
}
