/**
 * @fabula/errors — the error catalogue (seed spec §8): codes, categories, severities, recovery,
 * user messages, error records, normalisation of anything thrown, and the notification policy.
 * Framework-free; React components live in `@fabula/errors/react`.
 *
 * @packageDocumentation
 */
export {
  ERROR_CATEGORIES,
  ERROR_CODES,
  ERROR_CODE_LIST,
  ERROR_SEVERITIES,
  RECOVERY_STRATEGIES,
  isErrorCode,
  type ErrorCategory,
  type ErrorCode,
  type ErrorSeverity,
  type RecoveryStrategy,
} from './codes.js'
export { DEFAULT_USER_MESSAGE, USER_MESSAGES, getUserMessage } from './user-messages.js'
export {
  RETRYABLE_CODES,
  categoryOf,
  isRetryableCode,
  recoveryFor,
  severityOf,
  shouldReport,
  type Recovery,
} from './classify.js'
export { codeFromHttpStatus, getHttpStatus } from './http-status.js'
export { functionCallError } from './function-error.js'
export { codeFromAuthMessage } from './auth-messages.js'
export { ERROR_ID_PATTERN, createErrorId, isErrorId } from './error-id.js'
export {
  ErrorRecordSchema,
  MAX_RETRIES,
  canRetry,
  createErrorRecord,
  isErrorRecord,
  withRetry,
  type CreateErrorRecordInput,
  type ErrorRecord,
} from './error-record.js'
export { AppError, type AppErrorOptions } from './app-error.js'
export { normalizeError } from './normalize-error.js'
export {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PREFERENCES_STORAGE_KEY,
  NotificationPreferencesSchema,
  TOAST_POSITIONS,
  readNotificationPreferences,
  writeNotificationPreferences,
  type NotificationPreferences,
  type PreferencesStorage,
} from './notification-preferences.js'
export {
  DUPLICATE_WINDOW_MS,
  ERROR_HISTORY_LIMIT,
  NOTIFICATION_DURATIONS,
  NOTIFICATION_HISTORY_LIMIT,
  NOTIFICATION_TITLES,
  RETRY_MESSAGES,
  createDuplicateGate,
  isDuplicateNotification,
  notificationDuration,
  notificationKey,
  notificationKind,
  notificationTitle,
  offersRetry,
  planNotification,
  type ErrorNotification,
  type ErrorToastKind,
  type NotificationMessages,
  type ToastKind,
} from './notification-policy.js'
export {
  createErrorNotifier,
  type ErrorNotifier,
  type ErrorNotifierOptions,
  type ErrorReporter,
  type NotificationEntry,
  type NotifyOptions,
  type NotifyResult,
  type SuppressionReason,
  type ToastRequest,
} from './error-notifier.js'
export {
  ROUTE_ERROR_TITLES,
  routeErrorActions,
  routeErrorTitle,
  routeErrorTitleKey,
  type RouteErrorAction,
  type RouteErrorTitleKey,
} from './route-error.js'
export {
  DEFAULT_SERVER_ERROR_PATHS,
  MAX_QUERY_RETRIES,
  SERVER_ERROR_MESSAGES,
  mutationErrorAction,
  queryErrorAction,
  shouldRetryQuery,
  type ServerErrorAction,
  type ServerErrorMessages,
  type ServerErrorPaths,
} from './server-error-policy.js'
export { responseError, type ResponseErrorLike } from './response-error.js'
