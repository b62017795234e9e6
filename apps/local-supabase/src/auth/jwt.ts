import { SignJWT, errors as joseErrors, jwtVerify } from 'jose'
import type { JWTPayload } from 'jose'

/** PostgREST tolerates 30 s of clock skew on exp/nbf/iat (sheet §3.7). */
const CLOCK_TOLERANCE_SECONDS = 30
/** Verified tokens remembered so a client's repeated requests skip the HMAC (time is rechecked). */
const CACHE_SIZE = 1000

/** Claims of a verified token; `role` falls back to `anon` when the token has none. */
export interface JwtClaims {
  role: string
  sub?: string
  [claim: string]: unknown
}

/** Outcome of {@link JwtVerifier}: the claims, or why the token was refused. */
export type JwtVerifyResult =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'expired' | 'invalid' }

/** Checks an HS256 token's signature and time claims. Never throws. */
export type JwtVerifier = (token: string) => Promise<JwtVerifyResult>

function timeCheck(claims: JwtClaims, nowSeconds: number): JwtVerifyResult {
  const exp = typeof claims.exp === 'number' ? claims.exp : undefined
  const nbf = typeof claims.nbf === 'number' ? claims.nbf : undefined
  if (exp !== undefined && nowSeconds - CLOCK_TOLERANCE_SECONDS >= exp) {
    return { ok: false, reason: 'expired' }
  }
  if (nbf !== undefined && nowSeconds + CLOCK_TOLERANCE_SECONDS < nbf) {
    return { ok: false, reason: 'invalid' }
  }
  return { ok: true, claims }
}

/** Builds a verifier bound to the server's secret and clock. */
export function createJwtVerifier(jwtSecret: string, now: () => number = Date.now): JwtVerifier {
  const key = new TextEncoder().encode(jwtSecret)
  const verified = new Map<string, JwtClaims>()
  return async (token) => {
    const cached = verified.get(token)
    if (cached) return timeCheck(cached, Math.floor(now() / 1000))
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: new Date(now()),
      })
      const role = typeof payload.role === 'string' && payload.role ? payload.role : 'anon'
      const claims = { ...payload, role } as JwtClaims
      if (verified.size >= CACHE_SIZE) verified.delete(verified.keys().next().value as string)
      verified.set(token, claims)
      return { ok: true, claims }
    } catch (error) {
      return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' }
    }
  }
}

/** Signs claims with HS256 and the `typ: JWT` header GoTrue uses. */
export function signJwt(jwtSecret: string, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(jwtSecret))
}
