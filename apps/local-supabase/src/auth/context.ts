import type { Context } from 'hono'
import type { Database } from '../db/types'
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

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } }
}

/** The caller's address: the socket peer under @hono/node-server, a constant otherwise. */
function clientIp(c: Context): string {
  const env = c.env as NodeBindings | undefined
  return env?.incoming?.socket?.remoteAddress ?? 'local'
}

type Bucket = 'signInSignUps' | 'tokenRefresh' | 'verify'

/** Counts one request of `bucket` for the caller; 429 over_request_rate_limit past the limit. */
export function enforceRateLimit(c: Context, deps: AuthDeps, bucket: Bucket): void {
  const limits = deps.config.rateLimits
  if (!deps.limiter.hit(`${bucket}:${clientIp(c)}`, limits[bucket], limits.windowSeconds)) {
    throw errors.rateLimited()
  }
}
