/** Limits per client IP and per fixed window, mirroring GoTrue's RATE_LIMIT_* settings. */
export interface RateLimits {
  /** Length of the request-limit window in seconds (GoTrue: 5 minutes). */
  windowSeconds: number
  /**
   * Sign-ins and sign-ups (password grant, /signup) per client address per window. Like GoTrue
   * there is no per-account limit: one would let anyone lock the owner out of their account.
   */
  signInSignUps: number
  /** Refresh-token grants per window. */
  tokenRefresh: number
  /** /verify and PKCE exchanges per window. */
  verify: number
  /** Emails sent by the whole server per hour (GoTrue RATE_LIMIT_EMAIL_SENT). */
  emailsPerHour: number
  /** Minimum seconds between two emails of one kind to one address (GoTrue SMTP max frequency). */
  emailFrequencySeconds: number
}

/** Everything that tunes the Auth emulation. Tests override fields through `startTestServer`. */
export interface AuthConfig {
  /** Public base URL of this server, e.g. `http://127.0.0.1:54321`; `iss` is `<url>/auth/v1`. */
  externalUrl: string
  /** Where email links lead when no allowed `redirect_to` is given. */
  siteUrl: string
  /** Confirm emails on sign-up without a mail round trip (GoTrue MAILER_AUTOCONFIRM). */
  autoconfirm: boolean
  /** Whether `signInAnonymously()` is allowed. */
  anonymousSignIns: boolean
  /** Access-token lifetime in seconds. */
  jwtExpirySeconds: number
  /** bcrypt cost; 10 like GoTrue, tests lower it to stay fast. */
  bcryptCost: number
  minPasswordLength: number
  /** Seconds a rotated refresh token may still be replayed (GoTrue: 10). */
  refreshTokenReuseIntervalSeconds: number
  /** Lifetime of email OTPs and links in seconds. */
  otpExpirySeconds: number
  /** Lifetime of a PKCE flow state in seconds. */
  flowStateExpirySeconds: number
  rateLimits: RateLimits
  /**
   * Addresses of reverse proxies whose `X-Forwarded-For` names the client that rate limits
   * count (`LOCAL_SUPABASE_TRUSTED_PROXIES`); empty: the socket peer is the client.
   */
  trustedProxies: string[]
  /** The clock every auth rule reads; injectable so tests can move time. */
  now: () => number
}

/** GoTrue-like defaults for the dev server (email limits are roomier than GoTrue's 2/hour). */
export function defaultAuthConfig(externalUrl: string): AuthConfig {
  return {
    externalUrl,
    siteUrl: 'http://localhost:5173',
    autoconfirm: false,
    anonymousSignIns: false,
    jwtExpirySeconds: 3600,
    bcryptCost: 10,
    minPasswordLength: 6,
    refreshTokenReuseIntervalSeconds: 10,
    otpExpirySeconds: 3600,
    flowStateExpirySeconds: 300,
    rateLimits: {
      windowSeconds: 300,
      signInSignUps: 30,
      tokenRefresh: 150,
      verify: 30,
      emailsPerHour: 60,
      emailFrequencySeconds: 60,
    },
    trustedProxies: [],
    now: () => Date.now(),
  }
}
