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

/** Asks for the toast region at the next idle moment (after the first page has rendered). */
export function wantToasterWhenIdle(): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(wantToaster, { timeout: IDLE_TIMEOUT_MS })
  } else {
    window.setTimeout(wantToaster, 1)
  }
}

/** Calls `listener` when the toast region is first asked for; returns the unsubscribe. */
export function onToasterWanted(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
