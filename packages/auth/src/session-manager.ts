import { AppError } from '@fabula/errors'
import type { AuthClientLike, AuthEventName, AuthSession } from './client.js'
import { sleep, systemClock, type Clock } from './clock.js'
import {
  REFRESH_BUFFER_MS,
  SESSION_CACHE_MS,
  VALIDATION_COOLDOWN_MS,
  VALIDATION_POLL_MS,
  VALIDATION_WAIT_MS,
} from './constants.js'
import {
  computeFingerprint,
  readBrowserEnvironment,
  type FingerprintEnvironment,
} from './fingerprint.js'
import { callWithRetry, isTransientAuthError } from './retry.js'
import {
  assessSessionSecurity,
  riskOf,
  SECURITY_ISSUE_SEVERITY,
  type SecurityIssue,
} from './security-checks.js'
import { createSecurityLog, type SecurityLog } from './security-log.js'
import { checkSessionHealth, msUntilExpiry } from './session-health.js'

/** Options of {@link createSessionManager}. */
export interface SessionManagerOptions {
  /** `supabase.auth`, or a fake with the same shape. */
  client: AuthClientLike
  /** Time source; defaults to the real clock (fake timers drive it too). */
  clock?: Clock
  /** Reads the fingerprint inputs; defaults to {@link readBrowserEnvironment}. */
  environment?: () => FingerprintEnvironment
  /** Where security events go; defaults to a fresh log capped at 100 events. */
  securityLog?: SecurityLog
  /** Which failures are worth retrying; defaults to the error catalogue's retryable codes. */
  isTransient?: (error: unknown) => boolean
  /**
   * Refresh an accepted session by itself once 2 minutes remain, instead of waiting for the next
   * `getSession()` (use with a client that does not refresh on its own, such as
   * {@link createStoredSessionClient}). A refresh that still fails after the retries signs the
   * browser out locally. Default `false`.
   */
  autoRefresh?: boolean
}

/** Caches, validates and refreshes the Supabase session by the seed's rules (§4, §5, §9). */
export interface SessionManager {
  /**
   * The current valid session, or `null` when there is none. Serves the cache for 5 minutes,
   * refreshes when under 2 minutes remain, joins a validation already in flight (waiting up to
   * 5 s), and holds back new validations for 10 s after the last one.
   *
   * @throws the client's error when validation fails unexpectedly or transient retries run out
   * @throws AppError `REQUEST_TIMEOUT` when the in-flight validation takes longer than 5 s
   */
  getSession(): Promise<AuthSession | null>
  /**
   * Applies an auth event to the cache and returns the session the store should keep (`null` when
   * the event carries none or the session was rejected). Called by {@link bindAuthEvents}.
   */
  handleAuthEvent(event: AuthEventName, session: AuthSession | null): AuthSession | null
  /** Forgets the cached session, the cooldown and the remembered fingerprint (e.g. on HTTP 401). */
  clear(): void
  /**
   * Signs out through the client and clears the cache, even when the client call fails. When the
   * server sign-out reports an error, the session is still forgotten locally (`scope: 'local'`).
   */
  signOut(): Promise<void>
  /** The security event log. */
  readonly securityLog: SecurityLog
}

interface CacheEntry {
  session: AuthSession
  cachedAt: number
}

type Outcome = { ok: true; session: AuthSession | null } | { ok: false; error: unknown }

/** How far inside the refresh buffer the automatic refresh fires. */
const AUTO_REFRESH_INSIDE_BUFFER_MS = 1000
/** Least time before an automatic refresh. */
const AUTO_REFRESH_MIN_DELAY_MS = 5000

const STORING_EVENTS: ReadonlySet<string> = new Set([
  'INITIAL_SESSION',
  'SIGNED_IN',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
])

/**
 * Creates a {@link SessionManager} over an auth client.
 *
 * @example
 * const sessions = createSessionManager({ client: supabase.auth })
 * const session = await sessions.getSession()
 */
export function createSessionManager(options: SessionManagerOptions): SessionManager {
  const { client } = options
  const clock = options.clock ?? systemClock
  const environment = options.environment ?? readBrowserEnvironment
  const securityLog = options.securityLog ?? createSecurityLog()
  const isTransient = options.isTransient ?? isTransientAuthError

  let cache: CacheEntry | null = null
  // The fingerprint seen when this user's session was first accepted; outlives cache expiry so a
  // revalidation after 5 minutes still compares against it.
  let known: { userId: string; fingerprint: string } | null = null
  let inFlight = false
  let started = 0
  let finished = 0
  let lastOutcome: Outcome = { ok: true, session: null }
  let lastValidationEnd: number | null = null
  let refreshTimer: unknown

  function cancelRefresh(): void {
    if (refreshTimer !== undefined) clock.clearTimeout(refreshTimer)
    refreshTimer = undefined
  }

  // Fires just inside the refresh buffer, so getSession() then refreshes; never sooner than 5 s, so
  // a server that hands out short-lived tokens cannot make it spin.
  function scheduleRefresh(session: AuthSession): void {
    cancelRefresh()
    const left = msUntilExpiry(session, clock.now())
    if (!options.autoRefresh || left === undefined) return
    refreshTimer = clock.setTimeout(
      () => {
        refreshTimer = undefined
        getSession().catch(() => {
          clear()
          client.signOut({ scope: 'local' }).catch(() => undefined)
        })
      },
      Math.max(AUTO_REFRESH_MIN_DELAY_MS, left - REFRESH_BUFFER_MS + AUTO_REFRESH_INSIDE_BUFFER_MS),
    )
  }

  function clear(): void {
    cancelRefresh()
    cache = null
    known = null
    lastValidationEnd = null
  }

  function log(issues: readonly SecurityIssue[], userId: unknown): void {
    const at = clock.now()
    for (const issue of issues) {
      securityLog.record({
        issue,
        severity: SECURITY_ISSUE_SEVERITY[issue],
        at,
        ...(typeof userId === 'string' && userId !== '' ? { userId } : {}),
      })
    }
  }

  function drop(): void {
    cancelRefresh()
    cache = null
    known = null
    // Deferred: supabase-js runs auth listeners inside its lock, and calling back into the
    // client from there can dead-lock (its docs advise a setTimeout for that reason).
    clock.setTimeout(() => {
      client.signOut({ scope: 'local' }).catch(() => undefined)
    }, 0)
  }

  function fingerprintChanged(userId: string): boolean {
    const fingerprint = computeFingerprint(environment())
    if (known === null || known.userId !== userId) {
      known = { userId, fingerprint }
      return false
    }
    return known.fingerprint !== fingerprint
  }

  /** Runs the checks on a session from the client; caches and returns it only when it passes. */
  function accept(session: AuthSession | null, trustEnvironment = false): AuthSession | null {
    if (session === null) {
      cache = null
      return null
    }
    const now = clock.now()
    const issues = assessSessionSecurity(session, now).issues
    if (trustEnvironment) known = null
    const userId: unknown = session.user?.id
    if (typeof userId === 'string' && userId !== '' && fingerprintChanged(userId)) {
      issues.push('fingerprint-changed')
    }
    log(issues, userId)
    if (riskOf(issues) === 'high') {
      drop()
      return null
    }
    if (!checkSessionHealth(session, now).healthy) {
      cache = null
      return null
    }
    cache = { session, cachedAt: now }
    scheduleRefresh(session)
    return session
  }

  async function run(operation: () => Promise<AuthSession | null>): Promise<AuthSession | null> {
    inFlight = true
    started += 1
    try {
      const session = accept(await operation())
      lastOutcome = { ok: true, session }
      return session
    } catch (error) {
      cache = null
      lastOutcome = { ok: false, error }
      throw error
    } finally {
      inFlight = false
      finished = started
      lastValidationEnd = clock.now()
    }
  }

  async function waitForInFlight(): Promise<AuthSession | null> {
    const target = started
    const waitStart = clock.now()
    for (;;) {
      await sleep(clock, VALIDATION_POLL_MS)
      if (finished >= target) {
        if (lastOutcome.ok) return lastOutcome.session
        throw lastOutcome.error
      }
      if (clock.now() - waitStart >= VALIDATION_WAIT_MS) {
        throw new AppError('REQUEST_TIMEOUT', {
          message: 'Timed out waiting for the session validation in progress',
          context: { waitedMs: clock.now() - waitStart },
        })
      }
    }
  }

  async function getSession(): Promise<AuthSession | null> {
    if (inFlight) return waitForInFlight()
    const now = clock.now()
    if (cache !== null && now - cache.cachedAt < SESSION_CACHE_MS) {
      const { session } = cache
      if (fingerprintChanged(session.user.id)) {
        log(['fingerprint-changed'], session.user.id)
        drop()
        return null
      }
      const left = msUntilExpiry(session, now) ?? 0
      if (left >= REFRESH_BUFFER_MS) return session
      return run(() => callWithRetry(() => client.refreshSession(), clock, isTransient))
    }
    // Inside the cooldown the last validation found no usable session (a usable one would be
    // cached), so the answer is still "none" and the client is spared another round trip.
    if (lastValidationEnd !== null && now - lastValidationEnd < VALIDATION_COOLDOWN_MS) return null
    return run(async () => {
      const stored = await callWithRetry(() => client.getSession(), clock, isTransient)
      // A stored session inside the refresh buffer is refreshed before anyone uses it.
      const left = stored === null ? undefined : msUntilExpiry(stored, clock.now())
      if (left !== undefined && left < REFRESH_BUFFER_MS) {
        return callWithRetry(() => client.refreshSession(), clock, isTransient)
      }
      return stored
    })
  }

  function handleAuthEvent(event: AuthEventName, session: AuthSession | null): AuthSession | null {
    if (event === 'SIGNED_OUT') {
      clear()
      return null
    }
    if (!STORING_EVENTS.has(event)) return cache?.session ?? null
    // A fresh sign-in is the moment the current browser becomes the trusted one.
    return accept(session, event === 'SIGNED_IN')
  }

  async function signOut(): Promise<void> {
    try {
      const { error } = await client.signOut()
      // supabase-js keeps the stored session when the server call fails (offline, 5xx); the user
      // asked to leave, so at least this browser forgets it.
      if (error != null) await client.signOut({ scope: 'local' })
    } finally {
      clear()
    }
  }

  return { getSession, handleAuthEvent, clear, signOut, securityLog }
}
