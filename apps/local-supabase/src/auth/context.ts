import type { Context } from 'hono'
import type { Database } from '../db/types'
import { peerAddress } from '../gateway/loopback'
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

/** The caller's address: the socket peer under @hono/node-server, a constant otherwise. */
function clientIp(c: Context): string {
  return peerAddress(c) ?? 'local'
}

type Bucket = 'signInSignUps' | 'tokenRefresh' | 'verify'

/** Counts one request of `bucket` for the caller; 429 over_request_rate_limit past the limit. */
export function enforceRateLimit(c: Context, deps: AuthDeps, bucket: Bucket): void {
  const limits = deps.config.rateLimits
  const wait = deps.limiter.take(`${bucket}:${clientIp(c)}`, limits[bucket], limits.windowSeconds)
  if (wait > 0) throw errors.rateLimited(wait)
}

/**
 * Counts one password sign-in for `email` (normalised, known or not, so the limit itself tells
 * nothing about which accounts exist); 429 past the limit. Returns the key to refund on success.
 */
export function enforceEmailRateLimit(deps: AuthDeps, email: string): string {
  const limits = deps.config.rateLimits
  const key = `signInEmail:${email.trim().toLowerCase()}`
  const wait = deps.limiter.take(key, limits.signInsPerEmail, limits.windowSeconds)
  if (wait > 0) throw errors.rateLimited(wait)
  return key
}
