import type { ErrorCategory, ErrorCode, ErrorSeverity } from './codes.js'
import type { ErrorRecord } from './error-record.js'
import type { NotificationPreferences } from './notification-preferences.js'
import { getUserMessage } from './user-messages.js'

/** The five toast kinds (seed spec §4). */
export type ToastKind = 'loading' | 'success' | 'error' | 'warning' | 'info'

/** The toast kinds used for errors. */
export type ErrorToastKind = Extract<ToastKind, 'error' | 'warning' | 'info'>

/** Duplicate notifications within this window are suppressed (seed spec §9). */
export const DUPLICATE_WINDOW_MS = 30_000

/** Error records kept for analytics (seed spec §9). */
export const ERROR_HISTORY_LIMIT = 1000

/** Notifications kept in the history (seed spec §9). */
export const NOTIFICATION_HISTORY_LIMIT = 100

/** Toast duration per severity in milliseconds; critical uses it only when not persisting. */
export const NOTIFICATION_DURATIONS: Readonly<Record<ErrorSeverity, number>> = Object.freeze({
  critical: 10_000,
  high: 8_000,
  medium: 6_000,
  low: 4_000,
})

/**
 * Toast titles per category (seed spec §8). The seed names no title for `ui` because ui errors never
 * toast; 'System Error' is used if a caller shows one anyway.
 */
export const NOTIFICATION_TITLES: Readonly<Record<ErrorCategory, string>> = Object.freeze({
  network: 'Connection Problem',
  authentication: 'Authentication Issue',
  authorization: 'Access Denied',
  validation: 'Validation Error',
  business: 'Operation Failed',
  system: 'System Error',
  ui: 'System Error',
  data: 'Data Error',
})

/** Texts of the Retry action and its two outcomes (seed spec §8). */
export const RETRY_MESSAGES = Object.freeze({
  label: 'Retry',
  success: 'Operation retried successfully',
  failure: 'Retry failed. Please try again manually.',
})

/** Optional translations for everything a notification shows. Missing entries use English. */
export interface NotificationMessages {
  titles?: Partial<Record<ErrorCategory, string>>
  userMessages?: Partial<Record<ErrorCode | 'default', string>>
  retryLabel?: string
  retrySuccess?: string
  retryFailure?: string
  /** Label before the Error ID in details, default 'Error ID'. */
  errorIdLabel?: string
}

/** What to show for one error, before any de-duplication. */
export interface ErrorNotification {
  kind: ErrorToastKind
  title: string
  /** The user message. */
  message: string
  /** Milliseconds before auto-close; `Infinity` when persistent. */
  duration: number
  persistent: boolean
  /** Whether to offer the Retry action. */
  retry: boolean
  /** Error ID and code, present only when the user turned details on. */
  details?: string
  /** The record's Error ID. */
  errorId: string
}

/** Toast kind per severity: critical and high → error, medium → warning, low → info. */
export function notificationKind(severity: ErrorSeverity): ErrorToastKind {
  if (severity === 'critical' || severity === 'high') return 'error'
  return severity === 'medium' ? 'warning' : 'info'
}

/**
 * How long a toast of this severity stays: critical persists while `persistCritical` is on
 * (otherwise 10 s); high 8 s; medium 6 s; low 4 s.
 */
export function notificationDuration(
  severity: ErrorSeverity,
  prefs: Pick<NotificationPreferences, 'persistCritical'>,
): { duration: number; persistent: boolean } {
  if (severity === 'critical' && prefs.persistCritical)
    return { duration: Infinity, persistent: true }
  return { duration: NOTIFICATION_DURATIONS[severity], persistent: false }
}

/** The toast title of a category, translated when `titles` has it. */
export function notificationTitle(
  category: ErrorCategory,
  titles?: Partial<Record<ErrorCategory, string>>,
): string {
  return titles?.[category] ?? NOTIFICATION_TITLES[category]
}

/** Whether toasts of this category offer Retry (network and system errors do). */
export function offersRetry(category: ErrorCategory): boolean {
  return category === 'network' || category === 'system'
}

/**
 * The notification for an error, or `undefined` when none is due: toasts are off, the category is
 * validation or ui (those show inline instead), or the severity is low and details are off.
 */
export function planNotification(
  record: ErrorRecord,
  prefs: NotificationPreferences,
  messages: NotificationMessages = {},
): ErrorNotification | undefined {
  if (!prefs.showToasts) return undefined
  if (record.category === 'validation' || record.category === 'ui') return undefined
  if (record.severity === 'low' && !prefs.showDetails) return undefined
  const userMessage = messages.userMessages
    ? getUserMessage(record.code, messages.userMessages)
    : record.userMessage
  return {
    kind: notificationKind(record.severity),
    title: notificationTitle(record.category, messages.titles),
    message: userMessage,
    ...notificationDuration(record.severity, prefs),
    retry: offersRetry(record.category),
    ...(prefs.showDetails
      ? { details: `${messages.errorIdLabel ?? 'Error ID'}: ${record.id} (${record.code})` }
      : {}),
    errorId: record.id,
  }
}

/** The key two notifications must share to count as duplicates: same code and same message. */
export function notificationKey(record: Pick<ErrorRecord, 'code' | 'userMessage'>): string {
  return `${record.code}\u0000${record.userMessage}`
}

/**
 * Whether a notification is a duplicate: the same key was last shown less than 30 s ago.
 * At exactly 30 s it is shown again.
 *
 * @param lastShownAt - when the same key was last shown (ms), or `undefined` if never
 * @param now - current time (ms)
 */
export function isDuplicateNotification(lastShownAt: number | undefined, now: number): boolean {
  return lastShownAt !== undefined && now - lastShownAt < DUPLICATE_WINDOW_MS
}

/**
 * Lets a notification through unless the same key passed less than 30 s ago (seed spec §4:
 * duplicate toasts within 30 s are suppressed). Keys older than the window are forgotten, so the
 * gate never holds more than the notifications of the last 30 s.
 *
 * @param now - Clock in milliseconds (tests pass a fake one).
 * @returns `pass(key)`: `true` when the notification may be shown (and records it), `false` for a
 *   duplicate.
 *
 * @example
 * const pass = createDuplicateGate()
 * if (pass(`${kind}:${title}`)) toast(title)
 */
export function createDuplicateGate(
  now: () => number = () => Date.now(),
): (key: string) => boolean {
  const lastShown = new Map<string, number>()
  return (key) => {
    const at = now()
    for (const [seen, shownAt] of lastShown) {
      if (!isDuplicateNotification(shownAt, at)) lastShown.delete(seen)
    }
    if (isDuplicateNotification(lastShown.get(key), at)) return false
    lastShown.set(key, at)
    return true
  }
}
