import type { Context } from 'hono'
import type { Database } from '../db/types'
import { clientAddress } from '../gateway/client-address'
import type { Mailbox } from '../mailbox/mailbox'
import type { AuthConfig } from './config'
import { errors } from './errors'
import type { JwtVerifier } from './jwt'
import type { RateLimiter } from './rate-limit'

/** Everything the /auth/v1 routes need, created once per server. */
export interface AuthDeps {
  db: Database
  config: AuthConfig
  jwtSecret: string
  mailbox: Mailbox
  limiter: RateLimiter
  verifyJwt: JwtVerifier
}

/** The caller's address (behind a trusted proxy, the address it forwarded), as GoTrue counts. */
function clientIp(c: Context, deps: AuthDeps): string {
  return clientAddress(c, deps.config.trustedProxies)
}

type Bucket = 'signInSignUps' | 'tokenRefresh' | 'verify'

/** Counts one request of `bucket` for the caller; 429 over_request_rate_limit past the limit. */
export function enforceRateLimit(c: Context, deps: AuthDeps, bucket: Bucket): void {
  const limits = deps.config.rateLimits
  const wait = deps.limiter.take(
    `${bucket}:${clientIp(c, deps)}`,
    limits[bucket],
    limits.windowSeconds,
  )
  if (wait > 0) throw errors.rateLimited(wait)
}
