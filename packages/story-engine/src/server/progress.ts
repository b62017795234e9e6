/**
 * Progress of a run: throttled, conditional writes to its row, and the runs of this isolate, so
 * a cancel reaching the same isolate stops the provider at once.
 */
import type { StoryProgress } from '../types'
import type { Rest } from './rest'

/** Least time between two progress writes of one request. */
export const PROGRESS_WRITE_INTERVAL_MS = 250
/**
 * While a provider call is silent (a non-streamed revision, a slow first token) the last progress
 * is re-written this often: it keeps `updated_at` fresh for the staleness rule and notices a
 * cancel made in another isolate.
 */
export const HEARTBEAT_MS = 5_000
/** Longest partial text stored while the provider streams. */
const MAX_PARTIAL_TEXT = 20_000

/** Thrown into the pipeline's signal when the learner cancels. */
class CanceledError extends Error {
  constructor() {
    super('Story request canceled')
    this.name = 'CanceledError'
  }
}

const running = new Map<string, AbortController>()

/** Registers a run of this isolate; {@link cancelRun} can then stop it. */
export function trackRun(id: string, controller: AbortController): void {
  running.set(id, controller)
}

/** Forgets a finished run. */
export function untrackRun(id: string): void {
  running.delete(id)
}

/** Stops the run of this request if this isolate is running it; elsewhere its writer notices. */
export function cancelRun(id: string): void {
  running.get(id)?.abort(new CanceledError())
}

/** What {@link progressWriter} returns. */
interface ProgressWriter {
  /** Queues the latest progress; only the newest unsent one is written. */
  report(progress: StoryProgress): void
  /** Drops unsent progress (the final save supersedes it) and waits for a write in flight. */
  stop(): Promise<void>
}

/**
 * Writes progress at most every {@link PROGRESS_WRITE_INTERVAL_MS}, one write at a time, always
 * the latest state. Every write is conditional on `status = running`: when it matches no row the
 * request was canceled (possibly from another isolate) and the run is aborted.
 */
export function progressWriter(
  rest: Rest,
  id: string,
  controller: AbortController,
  now: () => number,
): ProgressWriter {
  let pending: StoryProgress | undefined
  let inFlight: Promise<void> | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  // The first write waits one interval too: a fast provider (the built-in library) finishes
  // before that, and its final save is the only write it needs.
  let lastWrite = now()
  let stopped = false
  let last: StoryProgress | undefined

  const write = async (progress: StoryProgress) => {
    lastWrite = now()
    try {
      const rows = await rest.update(
        'story_requests',
        { id: `eq.${id}`, status: 'eq.running', select: 'id' },
        {
          stage: progress.stage,
          progress: progress.progress,
          ...(progress.partialText === undefined
            ? {}
            : { partial_text: progress.partialText.slice(0, MAX_PARTIAL_TEXT) }),
        },
      )
      if (rows.length === 0) controller.abort(new CanceledError())
    } catch (error) {
      console.error('[generate-story] progress write failed', error)
    }
  }
  const pump = () => {
    if (stopped || inFlight || timer || !pending || controller.signal.aborted) return
    const wait = lastWrite + PROGRESS_WRITE_INTERVAL_MS - now()
    if (wait > 0) {
      timer = setTimeout(() => {
        timer = undefined
        pump()
      }, wait)
      return
    }
    const progress = pending
    pending = undefined
    inFlight = write(progress).finally(() => {
      inFlight = undefined
      pump()
    })
  }
  const heartbeat = setInterval(() => {
    if (last && !pending) {
      pending = last
      pump()
    }
  }, HEARTBEAT_MS)
  return {
    report(progress) {
      last = progress
      pending = progress
      pump()
    },
    async stop() {
      stopped = true
      clearInterval(heartbeat)
      pending = undefined
      if (timer) clearTimeout(timer)
      timer = undefined
      while (inFlight) await inFlight
    },
  }
}
