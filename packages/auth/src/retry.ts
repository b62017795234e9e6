import { normalizeError } from '@fabula/errors'
import type { AuthSession, AuthSessionResult } from './client.js'
import { sleep, type Clock } from './clock.js'
import { SESSION_RETRY_DELAYS_MS } from './constants.js'

/**
 * Default transient test: whatever the error catalogue calls retryable (network, time-out, server
 * and service errors, sync failures).
 */
export function isTransientAuthError(error: unknown): boolean {
  return normalizeError(error).isRetryable
}

/**
 * Calls a session-returning client method with the seed's retry rule: a transient failure is
 * retried after 1 s, 3 s and 5 s (at most four calls in all).
 *
 * A non-transient error the client *returns* (e.g. an invalid refresh token) means "no session"
 * and resolves `null`; a non-transient error it *throws* is unexpected and propagates, as does the
 * last transient failure once the retries are spent.
 */
export async function callWithRetry(
  call: () => Promise<AuthSessionResult>,
  clock: Clock,
  isTransient: (error: unknown) => boolean,
): Promise<AuthSession | null> {
  for (let attempt = 0; ; attempt += 1) {
    let failure: unknown
    let returned = false
    try {
      const result = await call()
      if (result.error == null) return result.data.session
      failure = result.error
      returned = true
    } catch (thrown) {
      failure = thrown
    }
    if (!isTransient(failure)) {
      if (returned) return null
      throw failure
    }
    const delay = SESSION_RETRY_DELAYS_MS[attempt]
    if (delay === undefined) throw failure
    await sleep(clock, delay)
  }
}
