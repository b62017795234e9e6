import type { ErrorRecord } from './error-record.js'
import { getHttpStatus } from './http-status.js'
import { normalizeError } from './normalize-error.js'

/** Queries are retried at most this many times (seed spec §8 and §9). */
export const MAX_QUERY_RETRIES = 3

/** The seed's texts for the query and mutation handlers (seed spec §8). */
export const SERVER_ERROR_MESSAGES = Object.freeze({
  sessionExpired: 'Session expired!',
  internalServerError: 'Internal Server Error!',
  contentNotModified: 'Content not modified!',
})

/** Optional translations of {@link SERVER_ERROR_MESSAGES}. */
export type ServerErrorMessages = Partial<Record<keyof typeof SERVER_ERROR_MESSAGES, string>>

/** Where the handlers send the user; the app passes its own route table's paths. */
export interface ServerErrorPaths {
  /** Sign-in page (a 401); the app adds the current address as `redirect`. */
  signIn: string
  /** Server-error page (a 500). */
  serverError: string
  /** Forbidden page (a 403: authorization failures, seed spec §6). */
  forbidden: string
}

/** The seed's paths, used when the app passes none (seed spec §2). */
export const DEFAULT_SERVER_ERROR_PATHS: Readonly<ServerErrorPaths> = Object.freeze({
  signIn: '/sign-in',
  serverError: '/500',
  forbidden: '/403',
})

/**
 * Whether a failed query should be retried, in TanStack Query's `retry(failureCount, error)` form:
 * at most 3 retries, and never after a 401 or 403.
 *
 * @param failureCount - failures so far before this decision (TanStack passes 0 after the first)
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = getHttpStatus(error)
  if (status === 401 || status === 403) return false
  return failureCount < MAX_QUERY_RETRIES
}

/** What a query or mutation error handler should do. */
export interface ServerErrorAction {
  record: ErrorRecord
  /** A fixed error toast text that replaces the catalogue notification. */
  message?: string
  /** Clear the session and auth store (401 on a query). */
  resetSession: boolean
  /**
   * Where to navigate: the sign-in page (the app adds the current address as `redirect`), the
   * server-error page or the forbidden page ({@link ServerErrorPaths}).
   */
  redirectTo?: string
  /** Hand the error to the error notifier (catalogue toast, history, reporting) instead. */
  notify: boolean
}

/**
 * The seed's query error handling (§8, §6): a 401 shows 'Session expired!', resets the session and
 * goes to sign in; a 500 shows 'Internal Server Error!' and goes to the server-error page; a 403
 * (an authorization failure) goes to the forbidden page; anything else goes to the error notifier.
 */
export function queryErrorAction(
  error: unknown,
  messages: ServerErrorMessages = {},
  paths: ServerErrorPaths = DEFAULT_SERVER_ERROR_PATHS,
): ServerErrorAction {
  const record = normalizeError(error, { source: 'query' })
  const status = getHttpStatus(error)
  if (status === 401) {
    return {
      record,
      message: messages.sessionExpired ?? SERVER_ERROR_MESSAGES.sessionExpired,
      resetSession: true,
      redirectTo: paths.signIn,
      notify: false,
    }
  }
  if (status === 500) {
    return {
      record,
      message: messages.internalServerError ?? SERVER_ERROR_MESSAGES.internalServerError,
      resetSession: false,
      redirectTo: paths.serverError,
      notify: false,
    }
  }
  if (status === 403) {
    return { record, resetSession: false, redirectTo: paths.forbidden, notify: false }
  }
  return { record, resetSession: false, notify: true }
}

/**
 * The seed's mutation error handling (§8): every mutation error is reported through the error
 * notifier, except a 304, which shows 'Content not modified!'.
 */
export function mutationErrorAction(
  error: unknown,
  messages: ServerErrorMessages = {},
): ServerErrorAction {
  const record = normalizeError(error, { source: 'mutation' })
  if (getHttpStatus(error) === 304) {
    return {
      record,
      message: messages.contentNotModified ?? SERVER_ERROR_MESSAGES.contentNotModified,
      resetSession: false,
      notify: false,
    }
  }
  return { record, resetSession: false, notify: true }
}
