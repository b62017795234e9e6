import type { Context } from 'hono'
import type { Database, Queryable } from '../db/types'
import { applyRequestContext } from '../rest/request-auth'
import type { ApiRole } from '../rest/request-auth'
import type { JwtVerifyResult } from '../rest/types'
import { failures, fromDatabaseError } from './errors'

/** Who a Storage request runs as. */
export interface StorageIdentity {
  role: ApiRole
  claims: Record<string, unknown>
  /** The user's id (`sub`), when the token has one: objects they upload are theirs. */
  owner: string | undefined
}

const ROLES: readonly string[] = ['anon', 'authenticated', 'service_role']

/** What identifying and running as a caller needs. */
export interface IdentityDeps {
  db: Database
  verifyJwt: (token: string) => Promise<JwtVerifyResult>
  /** `statement_timeout` per role, in ms (0: none). */
  statementTimeoutMs: (role: ApiRole) => number
}

/**
 * Reads the caller from `Authorization: Bearer …` (supabase-js always sends it: the user's token
 * or the anon key), else the `apikey` header. Hosted Storage refuses a request without a valid
 * JWT, and so does this.
 */
export async function identify(c: Context, deps: IdentityDeps): Promise<StorageIdentity> {
  const header = c.req.header('authorization')
  const bearer = header === undefined ? undefined : /^bearer\s+(\S+)\s*$/i.exec(header)?.[1]
  const token = bearer ?? c.req.header('apikey')
  if (!token) throw failures.invalidJwt('headers must have required property authorization')
  let result: JwtVerifyResult
  try {
    result = await deps.verifyJwt(token)
  } catch {
    result = { ok: false, reason: 'invalid' }
  }
  if (!result.ok)
    throw failures.invalidJwt(result.reason === 'expired' ? 'jwt expired' : 'invalid signature')
  const role = result.claims.role
  if (!ROLES.includes(role)) throw failures.accessDenied('Access denied: Invalid role')
  const sub = result.claims.sub
  return {
    role: role as ApiRole,
    claims: { ...result.claims, role },
    owner: typeof sub === 'string' && sub !== '' ? sub : undefined,
  }
}

/**
 * Runs `fn` in one transaction as the caller: their role, claims and statement timeout, the way
 * PostgREST runs a request, so the policies on `storage.objects` and `storage.buckets` decide.
 * `before` runs first with the server's own rights (e.g. to lock a row the caller may not see).
 */
export function asCaller<T>(
  deps: IdentityDeps,
  who: StorageIdentity,
  path: string,
  fn: (tx: Queryable) => Promise<T>,
  before?: (tx: Queryable) => Promise<void>,
): Promise<T> {
  return deps.db.transaction(
    async (tx) => {
      await before?.(tx)
      await applyRequestContext(tx, {
        identity: { role: who.role, claims: who.claims },
        method: 'POST',
        path,
        headers: {},
        readOnly: false,
        statementTimeoutMs: deps.statementTimeoutMs(who.role),
        lane: who.owner ?? who.role,
      })
      return fn(tx)
    },
    { lane: who.owner ?? who.role },
  )
}

/** {@link asCaller}, with database errors turned into Storage's failures. */
export async function runAsCaller<T>(
  deps: IdentityDeps,
  who: StorageIdentity,
  path: string,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await asCaller(deps, who, path, fn)
  } catch (error) {
    throw fromDatabaseError(error)
  }
}
