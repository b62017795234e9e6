import { createSonnerNotifier, notify as toast } from '@fabula/errors/react'

const notifier = createSonnerNotifier()

/** Plain toasts (success, info, error …) through the Toaster of @fabula/ui. */
export const notify = toast

/** Sends an error through the catalogue's notification policy (kind, title, duration, dedupe). */
export function reportError(error: unknown): void {
  notifier.notify(error)
}
