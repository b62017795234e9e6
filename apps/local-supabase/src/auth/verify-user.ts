import type { Context } from 'hono'
import type { Queryable } from '../db/types'
import type { AuthDeps } from './context'
import { AuthError, errors } from './errors'
import type { JwtClaims } from './jwt'
import { bearerToken } from './request'
import { findUserById } from './users'
import type { UserRow } from './users'

/** The signed-in caller of /user and /logout. */
export interface Caller {
  user: UserRow
  claims: JwtClaims
  sessionId: string | undefined
}

/** Verifies the Bearer token and returns its claims, with GoTrue's 401/403 errors. */
async function requireClaims(c: Context, deps: AuthDeps): Promise<JwtClaims> {
  const token = bearerToken(c)
  if (!token) throw errors.noAuthorization()
  const result = await deps.verifyJwt(token)
  if (!result.ok) {
    const detail =
      result.reason === 'expired'
        ? 'token has invalid claims: token is expired'
        : 'signature is invalid'
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${detail}`,
    )
  }
  return result.claims
}

/** Resolves the user and session behind the access token (GoTrue's requireAuthentication). */
export async function requireUser(c: Context, deps: AuthDeps, q: Queryable): Promise<Caller> {
  const claims = await requireClaims(c, deps)
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim')
  }
  if (claims.aud !== undefined && claims.aud !== 'authenticated') {
    throw errors.validation("Token audience doesn't match request audience")
  }
  if (!/^[0-9a-f-]{36}$/i.test(claims.sub)) {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: sub claim must be a UUID')
  }
  const user = await findUserById(q, claims.sub)
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined
  if (sessionId) {
    const session = /^[0-9a-f-]{36}$/i.test(sessionId)
      ? await q.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
          sessionId,
          user.id,
        ])
      : { rows: [] }
    if (session.rows.length === 0) {
      throw new AuthError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      )
    }
  }
  return { user, claims, sessionId }
}

/** Only the service role (or supabase_admin) may call the admin endpoints. */
export async function requireAdmin(c: Context, deps: AuthDeps): Promise<JwtClaims> {
  const claims = await requireClaims(c, deps)
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') throw errors.notAdmin()
  return claims
}
