import { shouldReport } from './classify.js'
import type { ErrorRecord } from './error-record.js'
import { normalizeError } from './normalize-error.js'
import {
  ERROR_HISTORY_LIMIT,
  NOTIFICATION_HISTORY_LIMIT,
  RETRY_MESSAGES,
  createDuplicateGate,
  notificationKey,
  planNotification,
  type ErrorNotification,
  type NotificationMessages,
  type ToastKind,
} from './notification-policy.js'
import {
  readNotificationPreferences,
  type NotificationPreferences,
} from './notification-preferences.js'

/** A toast to show; the shape every toast library adapter (e.g. sonner) receives. */
export interface ToastRequest {
  kind: ToastKind
  title: string
  description?: string
  /** Milliseconds before auto-close; `Infinity` keeps it open until dismissed. */
  duration?: number
  action?: { label: string; onClick: () => void }
}

/** Receives high and critical errors, e.g. to send them to a monitoring service. */
export interface ErrorReporter {
  report(record: ErrorRecord): void | Promise<void>
}

/** One shown notification, as kept in the notification history. */
export interface NotificationEntry {
  errorId: string
  code: ErrorRecord['code']
  kind: ErrorNotification['kind']
  title: string
  message: string
  /** When it was shown (ms, from the notifier's clock). */
  shownAt: number
}

/** Why an error produced no toast. */
export type SuppressionReason = 'policy' | 'duplicate'

/** The outcome of {@link ErrorNotifier.notify}. */
export interface NotifyResult {
  record: ErrorRecord
  /** The notification shown, if any. */
  notification?: ErrorNotification
  /** Why nothing was shown: the policy (toasts off, validation/ui, low without details) or a duplicate. */
  suppressed?: SuppressionReason
  /** Whether the record went to the reporter. */
  reported: boolean
}

/** Options of one {@link ErrorNotifier.notify} call. */
export interface NotifyOptions {
  /** Extra diagnosis facts for the record. */
  context?: Record<string, unknown>
  /** What the Retry action does for this error; defaults to the notifier's `retry`. */
  retry?: () => unknown
}

/** Turns errors into records, toasts and reports, applying the §8 policy. */
export interface ErrorNotifier {
  /** Records the error, reports it when high or critical, and shows a toast when the policy says so. */
  notify(error: unknown, options?: NotifyOptions): NotifyResult
  /** Recorded errors, oldest first, at most 1000. */
  getErrorHistory(): readonly ErrorRecord[]
  /** Shown notifications, oldest first, at most 100. */
  getNotificationHistory(): readonly NotificationEntry[]
  /** Forgets both histories and the duplicate window. */
  clear(): void
}

/** Options of {@link createErrorNotifier}. */
export interface ErrorNotifierOptions {
  /** Shows a toast, e.g. through sonner. */
  show: (toast: ToastRequest) => void
  /** Receives high and critical errors. Failures inside it are swallowed. */
  reporter?: ErrorReporter
  /** Fixed preferences or a getter; defaults to reading localStorage on every error. */
  preferences?: NotificationPreferences | (() => NotificationPreferences)
  /** Clock in ms; defaults to `Date.now`. */
  now?: () => number
  /** Default Retry action; defaults to reloading the page (seed spec §8). */
  retry?: () => unknown
  /** Called when a toast is shown and the user enabled sound. */
  playSound?: () => void
  /** Translations for titles, messages and the Retry texts. */
  messages?: NotificationMessages
}

function reloadPage(): void {
  // Typed structurally so the core also compiles for Node-only consumers (no DOM lib).
  ;(globalThis as { location?: { reload(): void } }).location?.reload()
}

function pushCapped<T>(list: T[], item: T, limit: number): void {
  list.push(item)
  if (list.length > limit) list.splice(0, list.length - limit)
}

/**
 * Creates a stateful error notifier: histories capped at 1000 records and 100 notifications,
 * duplicates (same code and message) within 30 s suppressed, high and critical errors reported,
 * and a Retry action on network and system toasts that reports 'Operation retried successfully' or
 * 'Retry failed. Please try again manually.'.
 *
 * @example
 * const notifier = createErrorNotifier({ show: (t) => console.info(t.title), reporter })
 * notifier.notify(new TypeError('Failed to fetch'))
 */
export function createErrorNotifier(options: ErrorNotifierOptions): ErrorNotifier {
  const now = options.now ?? (() => Date.now())
  const messages = options.messages ?? {}
  const errorHistory: ErrorRecord[] = []
  const notificationHistory: NotificationEntry[] = []
  let pass = createDuplicateGate(now)

  const preferences = (): NotificationPreferences => {
    const source = options.preferences
    if (typeof source === 'function') return source()
    return source ?? readNotificationPreferences()
  }

  const report = (record: ErrorRecord): boolean => {
    if (!options.reporter || !shouldReport(record.severity)) return false
    // A broken reporter must never turn one error into two, so its failures are dropped.
    try {
      void Promise.resolve(options.reporter.report(record)).catch(() => undefined)
    } catch {
      // see above
    }
    return true
  }

  const runRetry = async (retry: () => unknown): Promise<void> => {
    try {
      await retry()
      options.show({ kind: 'success', title: messages.retrySuccess ?? RETRY_MESSAGES.success })
    } catch {
      options.show({ kind: 'error', title: messages.retryFailure ?? RETRY_MESSAGES.failure })
    }
  }

  return {
    notify(error, notifyOptions = {}) {
      const record = normalizeError(error, notifyOptions.context)
      pushCapped(errorHistory, record, ERROR_HISTORY_LIMIT)
      const reported = report(record)
      const prefs = preferences()
      const notification = planNotification(record, prefs, messages)
      if (!notification) return { record, suppressed: 'policy', reported }

      const at = now()
      if (!pass(notificationKey(record))) return { record, suppressed: 'duplicate', reported }

      const retry = notifyOptions.retry ?? options.retry ?? reloadPage
      const description = notification.details
        ? `${notification.message}\n${notification.details}`
        : notification.message
      options.show({
        kind: notification.kind,
        title: notification.title,
        description,
        duration: notification.duration,
        ...(notification.retry
          ? {
              action: {
                label: messages.retryLabel ?? RETRY_MESSAGES.label,
                onClick: () => void runRetry(retry),
              },
            }
          : {}),
      })
      if (prefs.soundEnabled) options.playSound?.()
      pushCapped(
        notificationHistory,
        {
          errorId: record.id,
          code: record.code,
          kind: notification.kind,
          title: notification.title,
          message: notification.message,
          shownAt: at,
        },
        NOTIFICATION_HISTORY_LIMIT,
      )
      return { record, notification, reported }
    },
    getErrorHistory: () => [...errorHistory],
    getNotificationHistory: () => [...notificationHistory],
    clear() {
      errorHistory.length = 0
      notificationHistory.length = 0
      pass = createDuplicateGate(now)
    },
  }
}
