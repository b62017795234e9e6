/**
 * The seed's session and cookie constants (seed spec §9), in milliseconds unless the name says
 * otherwise. They are exported so the web app, tests and docs quote one source.
 */

/** How long a validated session is served from the cache: 5 minutes. */
export const SESSION_CACHE_MS = 5 * 60 * 1000

/** A cached session with less than this left is refreshed before it is served: 2 minutes. */
export const REFRESH_BUFFER_MS = 2 * 60 * 1000

/** After a validation, no new validation starts for this long: 10 s. */
export const VALIDATION_COOLDOWN_MS = 10 * 1000

/** Callers arriving during a validation wait for it at most this long: 5 s. */
export const VALIDATION_WAIT_MS = 5 * 1000

/** How often a waiting caller looks at the in-flight validation: 100 ms. */
export const VALIDATION_POLL_MS = 100

/** Delays before the retries of a transient failure: 1 s, 3 s, 5 s (three retries). */
export const SESSION_RETRY_DELAYS_MS: readonly number[] = [1000, 3000, 5000]

/** A session expiring within this margin is unhealthy: 60 s. */
export const SESSION_HEALTH_MARGIN_MS = 60 * 1000

/** The client-side auth user's `exp` lies this far ahead: 24 h. */
export const AUTH_USER_TTL_MS = 24 * 60 * 60 * 1000

/** A session expiring further ahead than this is flagged suspicious: 24 h. */
export const MAX_SESSION_EXPIRY_MS = 24 * 60 * 60 * 1000

/** Access tokens shorter than this are flagged as insufficient. */
export const MIN_TOKEN_LENGTH = 100

/** The security event log keeps at most this many events (oldest dropped first). */
export const SECURITY_LOG_LIMIT = 100

/** Default cookie lifetime, in seconds: 7 days. */
export const COOKIE_DEFAULT_MAX_AGE_S = 7 * 24 * 60 * 60

/** Lifetime of the UI preference cookies `dir`, `font` and `theme`, in seconds: 1 year. */
export const COOKIE_PREFERENCE_MAX_AGE_S = 365 * 24 * 60 * 60

/** PBKDF2 iterations for the cookie encryption key. */
export const COOKIE_KEY_ITERATIONS = 100_000
