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

/**
 * Asks for the toast region at the first idle moment after the first page has been painted: an
 * idle period can come between React's commit and the browser's paint, and sonner's request
 * must not be one the first paint waits behind. The frame callback runs before that paint; a
 * task queued from it runs after.
 */
export function wantToasterWhenIdle(): void {
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(wantToaster, { timeout: IDLE_TIMEOUT_MS })
    } else {
      window.setTimeout(wantToaster, 1)
    }
  }
  if (typeof window.requestAnimationFrame === 'function') {
    window.requestAnimationFrame(() => window.setTimeout(whenIdle, 0))
  } else {
    whenIdle()
  }
}

/** Calls `listener` when the toast region is first asked for; returns the unsubscribe. */
export function onToasterWanted(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
