import { toast, type ExternalToast } from 'sonner'
import {
  createErrorNotifier,
  type ErrorNotifier,
  type ErrorNotifierOptions,
  type ToastRequest,
} from '../error-notifier.js'

/**
 * Shows a toast request through sonner's `toast` (loading, success, error, warning, info).
 *
 * @returns sonner's toast id, usable with `notify.dismiss(id)`
 */
export function showSonnerToast(request: ToastRequest): string | number {
  const data: ExternalToast = {}
  if (request.description !== undefined) data.description = request.description
  if (request.duration !== undefined) data.duration = request.duration
  if (request.action) data.action = { label: request.action.label, onClick: request.action.onClick }
  return toast[request.kind](request.title, data)
}

/** Options of one `notify.*` call. */
export type NotifyToastOptions = Omit<ToastRequest, 'kind' | 'title'>

function kindShortcut(kind: ToastRequest['kind']) {
  return (title: string, options: NotifyToastOptions = {}): string | number =>
    showSonnerToast({ ...options, kind, title })
}

/**
 * Plain toasts through sonner, for messages that are not errors (e.g. "Profile saved"). Works
 * outside React; a sonner `<Toaster />` must be mounted to see them.
 *
 * @example
 * notify.success('Profile saved')
 */
export const notify = Object.freeze({
  loading: kindShortcut('loading'),
  success: kindShortcut('success'),
  error: kindShortcut('error'),
  warning: kindShortcut('warning'),
  info: kindShortcut('info'),
  /** Closes one toast, or all when no id is given. */
  dismiss: (id?: string | number): void => {
    toast.dismiss(id)
  },
})

/**
 * An error notifier (see `createErrorNotifier`) that shows its toasts through sonner.
 *
 * @param options - everything but `show`: reporter, preferences, clock, retry, messages
 */
export function createSonnerNotifier(
  options: Omit<ErrorNotifierOptions, 'show'> = {},
): ErrorNotifier {
  return createErrorNotifier({ ...options, show: showSonnerToast })
}
