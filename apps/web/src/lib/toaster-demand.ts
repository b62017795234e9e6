type Listener = () => void

/** Longest wait for an idle moment before the toast region is asked for anyway. */
const IDLE_TIMEOUT_MS = 2000

let wanted = false
const listeners = new Set<Listener>()

/** Whether the toast region has been asked for yet. */
export function isToasterWanted(): boolean {
  return wanted
}

/** A toast is on its way (or the first page is up): the toast region should mount now. */
export function wantToaster(): void {
  if (wanted) return
  wanted = true
  for (const listener of listeners) listener()
}

/** Longest wait for the first paint to be reported before going on without it. */
const PAINT_TIMEOUT_MS = 3000

/**
 * Runs `run` once the browser reports the page's first contentful paint (or after
 * {@link PAINT_TIMEOUT_MS} if it never does). Where paint timing is missing, after the next
 * frame: a frame callback runs before that frame's paint, a task queued from it after.
 */
function afterFirstPaint(run: () => void): void {
  const supported =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint')
  if (!supported) {
    if (typeof window.requestAnimationFrame === 'function') {
      window.requestAnimationFrame(() => window.setTimeout(run, 0))
    } else {
      run()
    }
    return
  }
  let done = false
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) finish()
  })
  const timer = window.setTimeout(() => finish(), PAINT_TIMEOUT_MS)
  function finish() {
    if (done) return
    done = true
    observer.disconnect()
    window.clearTimeout(timer)
    run()
  }
  observer.observe({ type: 'paint', buffered: true })
}

/**
 * Asks for the toast region at the first idle moment after the first page has been painted:
 * sonner's request must not be one the first paint waits behind, and an idle period can come
 * between React's commit and the paint the user sees.
 */
export function wantToasterWhenIdle(): void {
  afterFirstPaint(() => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(wantToaster, { timeout: IDLE_TIMEOUT_MS })
    } else {
      window.setTimeout(wantToaster, 1)
    }
  })
}

/** Calls `listener` when the toast region is first asked for; returns the unsubscribe. */
export function onToasterWanted(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
