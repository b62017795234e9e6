import type { Queryable, Statement } from '../db/types'
import { RestError, jwtError } from './errors'
import type { JwtVerifyResult } from './types'

/** The only roles a request may switch to. `SET ROLE` cannot take a bound value, so this list is the guard. */
const API_ROLES = ['anon', 'authenticated', 'service_role'] as const

/** A role a request may run as. */
export type ApiRole = (typeof API_ROLES)[number]

/** Who a request runs as. */
export interface RequestIdentity {
  role: ApiRole
  /** The JWT claims with `role` filled in, as PostgREST puts them in `request.jwt.claims`. */
  claims: Record<string, unknown>
}

function isApiRole(role: string): role is ApiRole {
  return (API_ROLES as readonly string[]).includes(role)
}

/** Picks the token: `Authorization: Bearer …`, else the `apikey` header, else the anon key. */
export function requestToken(
  authorization: string | undefined,
  apikey: string | undefined,
  anonKey: string | undefined,
): string | null {
  if (authorization !== undefined) {
    const match = /^bearer(?:\s+(.*))?$/i.exec(authorization.trim())
    if (!match) throw jwtError('PGRST301', 'Authorization header is not a Bearer token')
    return (match[1] ?? '').trim()
  }
  if (apikey !== undefined && apikey !== '') return apikey
  return anonKey ?? null
}

/**
 * Verifies the token and decides the role. A role outside {@link API_ROLES} is refused the way
 * PostgREST's `SET ROLE` would fail: 403 when the role exists, 401 when it does not.
 */
export async function identify(
  token: string | null,
  verify: (token: string) => Promise<JwtVerifyResult>,
  db: Queryable,
): Promise<RequestIdentity> {
  if (token === null) return { role: 'anon', claims: { role: 'anon' } }
  if (token === '') throw jwtError('PGRST301', 'Empty JWT is sent in Authorization header')
  const parts = token.split('.').length
  if (parts !== 3) throw jwtError('PGRST301', `Expected 3 parts in JWT; got ${parts}`)
  let result: JwtVerifyResult
  try {
    result = await verify(token)
  } catch {
    result = { ok: false, reason: 'invalid' }
  }
  if (!result.ok) {
    throw result.reason === 'expired'
      ? jwtError('PGRST303', 'JWT expired')
      : jwtError('PGRST301', 'JWT cryptographic operation failed')
  }
  const claimed: unknown = result.claims.role ?? 'anon'
  if (typeof claimed !== 'string') throw jwtError('PGRST301', 'JWT role claim is not a string')
  if (!isApiRole(claimed)) {
    const found = await db.query('select 1 from pg_roles where rolname = $1', [claimed])
    if (found.rows.length > 0) {
      throw new RestError(403, '42501', `permission denied to set role "${claimed}"`)
    }
    throw new RestError(401, '22023', `role "${claimed}" does not exist`, {
      headers: { 'WWW-Authenticate': 'Bearer' },
    })
  }
  return { role: claimed, claims: { ...result.claims, role: claimed } }
}

/** Per-request settings PostgREST applies before the main query (sheet §3.7). */
export interface RequestContext {
  identity: RequestIdentity
  method: string
  path: string
  headers: Record<string, string>
  readOnly: boolean
  /** `statement_timeout` for the role in milliseconds, 0 for none. */
  statementTimeoutMs: number
  /** The database lane the request queues in (one per user). */
  lane: string
}

/**
 * The statement that applies role, claims, search path and the role's statement timeout for the
 * current transaction only (`set_config(…, true)` is `SET LOCAL`; PostgREST applies a role's
 * settings such as Supabase's `statement_timeout` the same way). The role was checked against {@link API_ROLES} before it
 * gets here; the text never changes, so drivers prepare it once.
 */
export function requestContextStatement(ctx: RequestContext): Statement {
  const { role, claims } = ctx.identity
  if (!isApiRole(role)) throw new RestError(401, '22023', `role "${String(role)}" does not exist`)
  const sub = typeof claims.sub === 'string' ? claims.sub : ''
  return {
    // num_nonnulls evaluates every argument and returns one small number instead of echoing the
    // claims and headers back.
    sql: `select num_nonnulls(
            set_config('search_path', '"public", "extensions"', true),
            set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.jwt.claim.sub', $3, true),
            set_config('request.jwt.claim.role', $1, true),
            set_config('request.method', $4, true),
            set_config('request.path', $5, true),
            set_config('request.headers', $6, true),
            set_config('transaction_read_only', $7, true),
            set_config('statement_timeout', $8, true))`,
    params: [
      role,
      JSON.stringify(claims),
      sub,
      ctx.method,
      ctx.path,
      JSON.stringify(ctx.headers),
      ctx.readOnly ? 'on' : 'off',
      String(ctx.statementTimeoutMs),
    ],
  }
}

/** Applies {@link requestContextStatement} inside an open transaction. */
export async function applyRequestContext(tx: Queryable, ctx: RequestContext): Promise<void> {
  const { sql, params } = requestContextStatement(ctx)
  await tx.query(sql, params ? [...params] : [])
}
