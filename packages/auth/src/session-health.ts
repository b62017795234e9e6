import type { AuthSession } from './client.js'
import { SESSION_HEALTH_MARGIN_MS } from './constants.js'

/** Why a session is unhealthy (seed spec §4). */
export type SessionHealthProblem =
  'missing-user-id' | 'missing-access-token' | 'expiring' | 'malformed-token'

/** Outcome of {@link checkSessionHealth}. */
export type SessionHealth = { healthy: true } | { healthy: false; problem: SessionHealthProblem }

/**
 * Milliseconds until the session expires, or `undefined` when it carries no expiry.
 * `expires_at` is in seconds (JWT style), `now` in milliseconds.
 */
export function msUntilExpiry(session: AuthSession, now: number): number | undefined {
  return typeof session.expires_at === 'number' ? session.expires_at * 1000 - now : undefined
}

/**
 * The seed's health rule: a session is unhealthy when it lacks a user id or access token, expires
 * within 60 s, or its token does not have 3 dot-separated parts. A session without `expires_at`
 * counts as expiring, since nothing proves it is still valid.
 */
export function checkSessionHealth(session: AuthSession, now: number): SessionHealth {
  const userId: unknown = session.user?.id
  if (typeof userId !== 'string' || userId === '')
    return { healthy: false, problem: 'missing-user-id' }
  const token: unknown = session.access_token
  if (typeof token !== 'string' || token === '') {
    return { healthy: false, problem: 'missing-access-token' }
  }
  const left = msUntilExpiry(session, now)
  if (left === undefined || left <= SESSION_HEALTH_MARGIN_MS)
    return { healthy: false, problem: 'expiring' }
  if (token.split('.').length !== 3) return { healthy: false, problem: 'malformed-token' }
  return { healthy: true }
}
