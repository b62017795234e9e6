/** The lane of work that names no user: start-up, auth, schema reads. */
export const SYSTEM_LANE = 'system'

interface Lane {
  jobs: (() => void)[]
  /** Sequence number of the last job this lane started; -1 when it never ran. */
  lastServed: number
}

/**
 * Runs one job at a time (PGlite has one session) but, unlike a FIFO mutex, keeps a queue per
 * lane (per user) and always starts the next job of the waiting lane served least recently. A user
 * with many requests queued then delays another user by at most the one job already running,
 * instead of by the whole backlog. Jobs of one lane keep their order.
 */
export class FairQueue {
  #lanes = new Map<string, Lane>()
  #busy = false
  #served = 0

  /** Runs `fn` when its turn comes; the next job starts when it settles, whether or not it throws. */
  run<T>(lane: string, fn: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let entry = this.#lanes.get(lane)
      if (!entry) {
        entry = { jobs: [], lastServed: -1 }
        this.#lanes.set(lane, entry)
      }
      entry.jobs.push(() => {
        fn()
          .then(resolve, reject)
          .finally(() => {
            // The next job starts after a turn of the event loop, not in this microtask: PGlite
            // runs on this thread, so starting it at once would keep the server from reading
            // the requests that arrived meanwhile, and a lane with a backlog would go on and on.
            setImmediate(() => {
              this.#busy = false
              this.#next()
            })
          })
      })
      this.#next()
    })
  }

  /** How many jobs wait (not counting the running one). */
  get waiting(): number {
    let n = 0
    for (const lane of this.#lanes.values()) n += lane.jobs.length
    return n
  }

  #next(): void {
    if (this.#busy) return
    let pick: Lane | undefined
    for (const [name, lane] of this.#lanes) {
      if (lane.jobs.length === 0) {
        // Idle lanes are forgotten: a user who comes back starts as "least recently served".
        this.#lanes.delete(name)
        continue
      }
      if (!pick || lane.lastServed < pick.lastServed) pick = lane
    }
    const job = pick?.jobs.shift()
    if (!pick || !job) return
    this.#busy = true
    pick.lastServed = this.#served++
    job()
  }
}
