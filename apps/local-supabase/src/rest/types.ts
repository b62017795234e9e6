import type { Database } from '../db/types'
import type { RestConfig } from './config'
import type { TokenBuckets } from './token-buckets'

/**
 * Outcome of verifying a bearer token. The core server's verifier returns this shape so the REST
 * layer can map failures to PostgREST's 401 codes without knowing how tokens are signed.
 */
export type JwtVerifyResult =
  | { ok: true; claims: { role: string; sub?: string; [k: string]: unknown } }
  | { ok: false; reason: 'expired' | 'invalid' }

/** What the REST app needs from the rest of the server. */
export interface RestDeps {
  /** Live limits (rate, write size, statement timeouts); defaults when omitted. */
  config?: RestConfig
  /** Counts requests per user for {@link RestConfig.requestsPerSecond}; no limit when omitted. */
  limiter?: TokenBuckets
  /** The database the API queries run on (never as the table owner: see `SET ROLE`). */
  db: Database
  /** Verifies a JWT (signature, `exp`/`nbf`/`iat` with skew) and returns its claims. */
  verifyJwt: (token: string) => Promise<JwtVerifyResult>
  /** Used as the token when a request carries neither `Authorization` nor `apikey`. */
  anonKey?: string
  /** Row cap like PostgREST's `db-max-rows` (Supabase uses 1000). */
  maxRows?: number
}
