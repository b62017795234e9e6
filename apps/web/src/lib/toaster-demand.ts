type Listener = () => void

let wanted = false
const listeners = new Set<Listener>()

/** Whether a toast has asked for the toast region yet. */
export function isToasterWanted(): boolean {
  return wanted
}

/** A toast is on its way: the toast region should mount now rather than once the page is idle. */
export function wantToaster(): void {
  if (wanted) return
  wanted = true
  for (const listener of listeners) listener()
}

/** Calls `listener` when the first toast asks for the region; returns the unsubscribe. */
export function onToasterWanted(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
