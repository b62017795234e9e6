import { randomInt, randomUUID } from 'node:crypto'
import type { Queryable } from '../db/types'
import type { AuthConfig } from './config'
import { AuthError, errors } from './errors'
import { signJwt } from './jwt'
import { findUserById, isBanned, userJson } from './users'
import type { UserRow } from './users'

/** How the session was obtained; becomes the `amr` claim. */
export type AuthMethod =
  | 'password'
  | 'otp'
  | 'magiclink'
  | 'email/signup'
  | 'recovery'
  | 'invite'
  | 'email_change'
  | 'anonymous'

interface AmrEntry {
  method: string
  timestamp: number
}

interface RefreshTokenRow {
  id: number
  token: string
  user_id: string
  revoked: boolean
  updated_at: Date
  parent: string | null
  session_id: string | null
}

const RT_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'
/** GoTrue's opaque refresh tokens are 12 characters of [a-z0-9]. */
const RT_LENGTH = 12

function newRefreshToken(): string {
  let out = ''
  for (let i = 0; i < RT_LENGTH; i++) out += RT_ALPHABET[randomInt(RT_ALPHABET.length)]
  return out
}

/**
 * A revoked refresh token replayed outside the reuse interval. Thrown out of the refresh
 * transaction; {@link revokeSessionFamily} then ends the session in a transaction of its own
 * (revoking inside the failing one would be rolled back with it).
 */
export class TokenReusedError extends AuthError {
  constructor(readonly sessionId: string) {
    super(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
  }
}

/** Revokes every refresh token of a session and deletes it. */
export async function revokeSessionFamily(
  q: Queryable,
  sessionId: string,
  now: Date,
): Promise<void> {
  await q.query(
    'update auth.refresh_tokens set revoked = true, updated_at = $2 where session_id = $1',
    [sessionId, now],
  )
  await q.query('delete from auth.sessions where id = $1', [sessionId])
}

/**
 * Ends every session of a user but `keep` (GoTrue does this when the password or the email
 * changes, so a stolen session does not outlive the change). Their refresh tokens are revoked and
 * their access tokens stop working at the next check of the session.
 */
export async function endOtherSessions(
  q: Queryable,
  userId: string,
  keep: string | undefined,
  now: Date,
): Promise<void> {
  await q.query(
    `update auth.refresh_tokens set revoked = true, updated_at = $3
     where user_id = $1 and ($2::uuid is null or session_id is distinct from $2::uuid)`,
    [userId, keep ?? null, now],
  )
  await q.query(
    'delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid)',
    [userId, keep ?? null],
  )
}

/** What every token-issuing endpoint needs. */
export interface TokenContext {
  config: AuthConfig
  jwtSecret: string
}

/** The session body of `/token`, `/verify` and `/signup` (sheet §2.2). */
export interface SessionResponse {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: Record<string, unknown>
  weak_password?: { message: string; reasons: string[] }
}

async function accessToken(
  ctx: TokenContext,
  user: UserRow,
  sessionId: string,
  amr: AmrEntry[],
  aal: string,
): Promise<{ token: string; iat: number; exp: number }> {
  const iat = Math.floor(ctx.config.now() / 1000)
  const exp = iat + ctx.config.jwtExpirySeconds
  const token = await signJwt(ctx.jwtSecret, {
    iss: `${ctx.config.externalUrl}/auth/v1`,
    sub: user.id,
    aud: user.aud,
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: user.role,
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  })
  return { token, iat, exp }
}

async function respond(
  q: Queryable,
  ctx: TokenContext,
  user: UserRow,
  sessionId: string,
  amr: AmrEntry[],
  aal: string,
  refreshToken: string,
): Promise<SessionResponse> {
  const at = await accessToken(ctx, user, sessionId, amr, aal)
  return {
    access_token: at.token,
    token_type: 'bearer',
    expires_in: at.exp - at.iat,
    expires_at: at.exp,
    refresh_token: refreshToken,
    user: await userJson(q, user),
  }
}

/** Starts a session: session row, first refresh token, last_sign_in_at, signed access token. */
export async function issueSession(
  q: Queryable,
  ctx: TokenContext,
  user: UserRow,
  method: AuthMethod,
): Promise<SessionResponse> {
  const now = new Date(ctx.config.now())
  const sessionId = randomUUID()
  const amr: AmrEntry[] = [{ method, timestamp: Math.floor(now.getTime() / 1000) }]
  await q.query(
    `insert into auth.sessions (id, user_id, aal, amr, created_at, updated_at)
     values ($1, $2, 'aal1', $3, $4, $4)`,
    [sessionId, user.id, JSON.stringify(amr), now],
  )
  const token = newRefreshToken()
  await q.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, created_at, updated_at)
     values ($1, $2, $3, $4, $4)`,
    [token, user.id, sessionId, now],
  )
  await q.query('update auth.users set last_sign_in_at = $2 where id = $1', [user.id, now])
  const fresh = (await findUserById(q, user.id)) ?? user
  return respond(q, ctx, fresh, sessionId, amr, 'aal1', token)
}

/**
 * The refresh_token grant with rotation and reuse detection (sheet §2.2 "Refresh tokens"):
 * an active token is revoked and replaced; replaying the parent of the active token, or any
 * revoked token inside the reuse interval, returns the active one; any other replay revokes the
 * whole session family.
 */
export async function refreshSession(
  q: Queryable,
  ctx: TokenContext,
  presented: string,
): Promise<SessionResponse> {
  if (presented.length !== RT_LENGTH) throw errors.validation('Refresh token is not valid')
  const found = await q.query<RefreshTokenRow>(
    `select id, token, user_id, revoked, updated_at, parent, session_id
     from auth.refresh_tokens where token = $1 for update`,
    [presented],
  )
  const rt = found.rows[0]
  if (!rt) {
    throw new AuthError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    )
  }
  const session = rt.session_id
    ? (
        await q.query<{ id: string; amr: AmrEntry[]; aal: string }>(
          'select id, amr, aal from auth.sessions where id = $1',
          [rt.session_id],
        )
      ).rows[0]
    : undefined
  if (!session) {
    throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found')
  }
  const user = await findUserById(q, rt.user_id)
  if (!user) throw errors.userNotFound()
  const now = new Date(ctx.config.now())
  if (isBanned(user, now.getTime())) throw errors.banned()

  if (rt.revoked) {
    const active = (
      await q.query<RefreshTokenRow>(
        `select id, token, user_id, revoked, updated_at, parent, session_id
         from auth.refresh_tokens where session_id = $1 and not revoked
         order by id desc limit 1`,
        [session.id],
      )
    ).rows[0]
    // The parent of the active token: the client lost the answer of its last refresh, so it
    // gets that answer's token again, at any time.
    if (active && active.parent === rt.token) {
      return respond(q, ctx, user, session.id, session.amr, session.aal, active.token)
    }
    // Any other revoked token only inside the reuse interval (concurrent refreshes), and then it
    // is swapped for a new token like an active one; outside it the session ends.
    const revokedAt = new Date(rt.updated_at).getTime()
    if (now.getTime() - revokedAt >= ctx.config.refreshTokenReuseIntervalSeconds * 1000) {
      throw new TokenReusedError(session.id)
    }
  }

  // A token reused inside the interval keeps its first revocation time, so reuse cannot stretch it.
  await q.query(
    'update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1 and not revoked',
    [rt.id, now],
  )
  const next = newRefreshToken()
  await q.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, parent, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5)`,
    [next, user.id, session.id, rt.token, now],
  )
  await q.query('update auth.sessions set refreshed_at = $2, updated_at = $2 where id = $1', [
    session.id,
    now,
  ])
  return respond(q, ctx, user, session.id, session.amr, session.aal, next)
}
