/**
 * A FIFO async mutex. PGlite has exactly one backend connection, so two interleaved transactions
 * would share one session; every unit of work on it runs under this lock instead.
 */
export class Mutex {
  #tail: Promise<void> = Promise.resolve()

  /** Runs `fn` once every earlier holder has finished; the lock is released even when it throws. */
  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(fn)
    this.#tail = result.then(
      () => undefined,
      () => undefined,
    )
    return result
  }
}
