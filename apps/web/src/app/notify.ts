import { createDuplicateGate, createErrorNotifier } from '@fabula/errors'
import type { ToastRequest } from '@fabula/errors'
import { wantToaster } from '@/lib/toaster-demand'

/** Options of one `notify.*` call: everything of a toast request but its kind and title. */
export type NotifyOptions = Omit<ToastRequest, 'kind' | 'title'>

// sonner (and the adapter around it) loads with the first toast or with the Toaster region, not
// with the entry chunk: no page needs it for its first paint (ADR 0011 addendum).
const importToasts = () => import('./sonner-toasts')
let toasts: ReturnType<typeof importToasts> | undefined
const loadToasts = () => (toasts ??= importToasts())

// Seed §4: the same toast twice within 30 s is shown once. Loading toasts are progress, not
// messages, and pass.
const passes = createDuplicateGate()

function show(request: ToastRequest): void {
  if (
    request.kind !== 'loading' &&
    !passes(`${request.kind}\u0000${request.title}\u0000${request.description ?? ''}`)
  ) {
    return
  }
  wantToaster()
  loadToasts()
    .then(({ showSonnerToast }) => showSonnerToast(request))
    .catch((error: unknown) => console.error(error))
}

const shortcut =
  (kind: ToastRequest['kind']) =>
  (title: string, options: NotifyOptions = {}): void =>
    show({ ...options, kind, title })

/** Plain toasts (success, info, error …) through the Toaster of @fabula/ui. */
export const notify = Object.freeze({
  loading: shortcut('loading'),
  success: shortcut('success'),
  error: shortcut('error'),
  warning: shortcut('warning'),
  info: shortcut('info'),
  /** Closes one toast, or all when no id is given. */
  dismiss: (id?: string | number): void => {
    loadToasts()
      .then((module) => module.notify.dismiss(id))
      .catch((error: unknown) => console.error(error))
  },
})

const notifier = createErrorNotifier({ show })

/** Sends an error through the catalogue's notification policy (kind, title, duration, dedupe). */
export function reportError(error: unknown): void {
  notifier.notify(error)
}
