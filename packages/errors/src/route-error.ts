import type { ErrorCategory } from './codes.js'
import type { ErrorRecord } from './error-record.js'

/** Screen titles of the route-level error screen (seed spec §2), plus the fallback. */
export const ROUTE_ERROR_TITLES = Object.freeze({
  network: 'Network Connection Error',
  authentication: 'Authentication Required',
  authorization: 'Access Denied',
  data: 'Data Loading Error',
  business: 'Operation Failed',
  validation: 'Operation Failed',
  system: 'System Error',
  unexpected: 'Unexpected Error',
} satisfies Record<Exclude<ErrorCategory, 'ui'> | 'unexpected', string>)

/** Keys of {@link ROUTE_ERROR_TITLES}; `unexpected` covers ui errors and `UNKNOWN_ERROR`. */
export type RouteErrorTitleKey = keyof typeof ROUTE_ERROR_TITLES

/** The buttons the route-level error screen can offer. */
export type RouteErrorAction = 'try-again' | 'sign-in' | 'go-back' | 'home' | 'reload'

/**
 * Which title a record gets: by category, with ui errors and `UNKNOWN_ERROR` (nothing is known
 * about them, so "System Error" would claim too much) under 'unexpected'.
 */
export function routeErrorTitleKey(
  record: Pick<ErrorRecord, 'code' | 'category'>,
): RouteErrorTitleKey {
  if (record.category === 'ui' || record.code === 'UNKNOWN_ERROR') return 'unexpected'
  return record.category
}

/**
 * The title of the route-level error screen for a record.
 *
 * @param titles - translations by title key; missing entries use English
 */
export function routeErrorTitle(
  record: Pick<ErrorRecord, 'code' | 'category'>,
  titles?: Partial<Record<RouteErrorTitleKey, string>>,
): string {
  const key = routeErrorTitleKey(record)
  return titles?.[key] ?? ROUTE_ERROR_TITLES[key]
}

const RETRY_CATEGORIES: ReadonlySet<ErrorCategory> = new Set(['network', 'data', 'system'])

/**
 * The actions of the route-level error screen (seed spec §2), in display order:
 * Try Again for retryable network, data and system errors; Sign In for authentication errors;
 * Go Back and Home except for authentication and authorization errors; Reload Page when critical.
 */
export function routeErrorActions(
  record: Pick<ErrorRecord, 'category' | 'severity' | 'isRetryable'>,
): RouteErrorAction[] {
  const actions: RouteErrorAction[] = []
  if (record.isRetryable && RETRY_CATEGORIES.has(record.category)) actions.push('try-again')
  if (record.category === 'authentication') actions.push('sign-in')
  if (record.category !== 'authentication' && record.category !== 'authorization') {
    actions.push('go-back', 'home')
  }
  if (record.severity === 'critical') actions.push('reload')
  return actions
}
