import type { Context } from 'hono'
import type { Database, Queryable } from '../db/types'
import { peerAddress } from '../gateway/loopback'
import { defaultRestConfig, type RestConfig } from './config'
import { RestError } from './errors'
import {
  EXPOSED_SCHEMA,
  checkProfile,
  negotiate,
  parseRangeHeader,
  type ResponseForm,
} from './http'
import { parsePrefer, type Preferences } from './prefer'
import type { ParsedQuery } from './query-ast'
import { parseQuery } from './query-parser'
import {
  applyRequestContext,
  identify,
  requestContextStatement,
  requestToken,
  type RequestContext,
  type RequestIdentity,
} from './request-auth'
import type { SqlStatement } from './sql-fragments'
import type { RestDeps } from './types'

/* The parts of a request shared by the table and RPC handlers: reading it, and running it. */

/** Supabase's `db-max-rows`. */
export const DEFAULT_MAX_ROWS = 1000

/** The one row every statement returns. */
export interface ResultRow {
  page_count?: number
  total?: number | null
  body?: string | null
  inserted?: number
}

/** Thrown to roll back a transaction on purpose while keeping its result (`Prefer: tx=rollback`). */
class Rollback {
  constructor(readonly row: ResultRow) {}
}

function lowerHeaders(c: Context): Record<string, string> {
  const out: Record<string, string> = {}
  c.req.raw.headers.forEach((value, key) => {
    out[key.toLowerCase()] = value
  })
  return out
}

/** Everything read from the request before touching the database. */
export interface RequestBasics {
  method: string
  form: ResponseForm
  prefs: Preferences
  identity: RequestIdentity
  ctx: RequestContext
  query: ParsedQuery
  profileHeaders: Record<string, string>
}

/** What the error handler needs to know about a request that failed. */
export interface RequestState {
  role?: RequestIdentity['role']
}

/** Checks profile, media type and token, and parses the query string. */
export async function readBasics(
  c: Context,
  deps: RestDeps,
  state: RequestState,
  argNames?: ReadonlySet<string>,
): Promise<RequestBasics> {
  const method = c.req.method.toUpperCase()
  const reading = method === 'GET' || method === 'HEAD'
  const profile = reading ? c.req.header('accept-profile') : c.req.header('content-profile')
  checkProfile(profile)
  const form = negotiate(c.req.header('accept'))
  const prefs = parsePrefer(c.req.header('prefer'))
  const { identity, lane, config } = await authorize(c, deps, state)
  const url = new URL(c.req.url)
  const query = parseQuery(url.searchParams.entries(), argNames ? { argNames } : {})
  return {
    method,
    form,
    prefs,
    identity,
    query,
    profileHeaders: profile === undefined ? {} : { 'Content-Profile': EXPOSED_SCHEMA },
    ctx: {
      identity,
      method,
      path: url.pathname,
      headers: lowerHeaders(c),
      readOnly: reading,
      statementTimeoutMs: config.statementTimeoutMs[identity.role],
      lane,
    },
  }
}

const DEFAULT_CONFIG = defaultRestConfig()

/** Who the request runs as, its lane and the limits in force. */
export interface Authorization {
  identity: RequestIdentity
  lane: string
  config: RestConfig
}

/**
 * Verifies the token, decides the role and lane, and counts the request against the user's
 * rate limit (before any body is read, so a refused request costs next to nothing).
 */
export async function authorize(
  c: Context,
  deps: RestDeps,
  state: RequestState,
): Promise<Authorization> {
  const token = requestToken(c.req.header('authorization'), c.req.header('apikey'), deps.anonKey)
  const identity = await identify(token, deps.verifyJwt, deps.db)
  state.role = identity.role
  const config = deps.config ?? DEFAULT_CONFIG
  const lane = laneOf(identity, peerAddress(c) ?? 'local')
  enforceRequestLimit(deps, config, identity, lane)
  return { identity, lane, config }
}

/** One lane per signed-in user; anon and key-only callers share one per role and address. */
function laneOf(identity: RequestIdentity, address: string): string {
  const sub = identity.claims.sub
  return typeof sub === 'string' && sub !== '' ? `user:${sub}` : `${identity.role}:${address}`
}

/**
 * Counts the request against its user's window; 429 with `Retry-After` past the limit. The
 * service role is trusted server code (edge functions, scripts) and is not counted.
 */
function enforceRequestLimit(
  deps: RestDeps,
  config: RestConfig,
  identity: RequestIdentity,
  lane: string,
): void {
  if (!deps.limiter || identity.role === 'service_role') return
  const wait = deps.limiter.take(lane, config.requestsPerSecond, config.requestBurst)
  if (wait > 0) {
    throw new RestError(429, 'over_request_rate_limit', 'Request rate limit reached', {
      details: `Too many requests for this user; try again in ${wait} seconds`,
      headers: { 'Retry-After': String(wait) },
    })
  }
}

/**
 * Runs the statement in one transaction with the request's role and claims. `check` may condemn
 * the result: a read just fails, a write is rolled back. Reads, and writes nothing can condemn,
 * go out as one pipeline; the rest need a transaction held open while `check` looks at the row.
 */
export async function execute(
  db: Database,
  ctx: RequestContext,
  stmt: SqlStatement,
  check: ((row: ResultRow) => void) | undefined,
  rollback: boolean,
): Promise<ResultRow> {
  const lane = { lane: ctx.lane }
  if (!rollback && (ctx.readOnly || !check)) {
    const results = await db.pipeline([requestContextStatement(ctx), stmt], lane)
    const row = (results[1]?.rows[0] ?? {}) as ResultRow
    check?.(row)
    return row
  }
  try {
    return await db.transaction(async (tx: Queryable) => {
      await applyRequestContext(tx, ctx)
      const result = await tx.query<ResultRow>(stmt.sql, stmt.params)
      const row = result.rows[0] ?? {}
      check?.(row)
      if (rollback) throw new Rollback(row)
      return row
    }, lane)
  } catch (e) {
    if (e instanceof Rollback) return e.row
    throw e
  }
}

/** Counts come back as numbers or numeric strings depending on the driver. */
export function asInt(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0)
}

/** Unwraps a one-element JSON array for `.single()`. */
export function singleBody(body: string): string {
  const rows = JSON.parse(body) as unknown[]
  return JSON.stringify(rows[0] ?? null)
}

/** Offset and limit from the query string or the Range header, capped at max rows. */
export function readLimits(
  c: Context,
  query: ParsedQuery,
  maxRows: number,
): { offset: number; limit: number } {
  const range = parseRangeHeader(c.req.header('range'))
  const offset = query.offset ?? range?.offset ?? 0
  const limit = Math.min(query.limit ?? range?.limit ?? maxRows, maxRows)
  return { offset, limit }
}

/** Status of a read: 206 for a partial page of a counted result, 416 past the end. */
export function readStatus(offset: number, rows: number, total: number | null): number {
  if (total === null) return 200
  if (offset > total && !(offset === 0 && total === 0)) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', {
      details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
    })
  }
  return rows < total ? 206 : 200
}

/** A JSON object (not an array, not null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
