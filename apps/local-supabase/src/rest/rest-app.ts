import { Hono } from 'hono'
import type { Context } from 'hono'
import type { Database, Queryable } from '../db/types'
import { RestError, toRestError } from './errors'
import {
  EXPOSED_SCHEMA,
  checkProfile,
  contentRange,
  errorResponse,
  negotiate,
  parseJsonBody,
  parseRangeHeader,
  readBody,
  respond,
  singularityError,
  type ResponseForm,
} from './http'
import { parsePrefer, preferenceApplied, type Preferences } from './prefer'
import type { ParsedQuery } from './query-ast'
import { parseQuery } from './query-parser'
import {
  applyRequestContext,
  identify,
  requestToken,
  type RequestContext,
  type RequestIdentity,
} from './request-auth'
import { getSchema, type FunctionInfo, type SchemaSnapshot, type TableInfo } from './schema-cache'
import {
  buildDelete,
  buildInsert,
  buildRead,
  buildRpc,
  buildUpdate,
  type RpcArguments,
  type SqlStatement,
} from './sql-builder'
import type { RestDeps } from './types'

/** Supabase's `db-max-rows`. */
const DEFAULT_MAX_ROWS = 1000
/** Codes that may come from a stale schema snapshot; the request re-reads the catalog once. */
const SCHEMA_MISS_CODES = new Set(['PGRST205', 'PGRST202', 'PGRST204', '42703'])

interface ResultRow {
  page_count?: number
  total?: number | null
  body?: string | null
  inserted?: number
}

/** Thrown to roll back a transaction on purpose while keeping its result (`Prefer: tx=rollback`). */
class Rollback {
  constructor(readonly row: ResultRow) {}
}

function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0] as number
    prev[0] = i
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j] as number
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      prev[j] = Math.min((prev[j] as number) + 1, (prev[j - 1] as number) + 1, diag + cost)
      diag = tmp
    }
  }
  return prev[b.length] as number
}

function closest(name: string, candidates: Iterable<string>): string | null {
  let best: string | null = null
  let bestScore = Infinity
  for (const c of candidates) {
    const d = editDistance(name.toLowerCase(), c.toLowerCase())
    if (d < bestScore) {
      best = c
      bestScore = d
    }
  }
  return bestScore <= Math.max(2, Math.floor(name.length / 3)) ? best : null
}

function findTable(snapshot: SchemaSnapshot, name: string): TableInfo {
  const table = snapshot.tables.get(name)
  if (table) return table
  const suggestion = closest(name, snapshot.tables.keys())
  throw new RestError(
    404,
    'PGRST205',
    `Could not find the table '${snapshot.schema}.${name}' in the schema cache`,
    {
      hint:
        suggestion === null
          ? null
          : `Perhaps you meant the table '${snapshot.schema}.${suggestion}'`,
    },
  )
}

/** Picks the overload whose parameter names fit the given keys (PostgREST matches by name set). */
function findFunction(
  snapshot: SchemaSnapshot,
  name: string,
  keys: string[],
  body: unknown,
): { fn: FunctionInfo; args: RpcArguments } {
  const overloads = snapshot.functions.get(name) ?? []
  const given = new Set(keys)
  for (const fn of overloads) {
    const names = new Set(fn.params.map((p) => p.name))
    const fits =
      keys.every((k) => names.has(k)) && fn.params.every((p) => p.hasDefault || given.has(p.name))
    if (fits && fn.params.every((p) => p.name !== '')) {
      return { fn, args: { kind: 'named', values: (body ?? {}) as Record<string, unknown> } }
    }
  }
  const jsonFn = overloads.find(
    (fn) =>
      fn.params.length === 1 && fn.params[0]?.name === '' && /^jsonb?$/.test(fn.params[0].type),
  )
  if (jsonFn) return { fn: jsonFn, args: { kind: 'json', body: body ?? {} } }
  const list = [...keys].sort().join(', ')
  const searched =
    keys.length === 0
      ? `Searched for the function ${snapshot.schema}.${name} without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`
      : `Searched for the function ${snapshot.schema}.${name} with parameters ${list} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`
  const suggestion = overloads.length > 0 ? null : closest(name, snapshot.functions.keys())
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function ${snapshot.schema}.${name}(${list}) in the schema cache`,
    {
      details: searched,
      hint:
        suggestion === null
          ? null
          : `Perhaps you meant to call the function ${snapshot.schema}.${suggestion}`,
    },
  )
}

/** Plans against the cached schema; on a miss re-reads the catalog once (a migration may have run). */
async function planWithSchema<T>(db: Database, plan: (s: SchemaSnapshot) => T): Promise<T> {
  try {
    return plan(await getSchema(db, EXPOSED_SCHEMA))
  } catch (e) {
    if (e instanceof RestError && SCHEMA_MISS_CODES.has(e.code)) {
      return plan(await getSchema(db, EXPOSED_SCHEMA, true))
    }
    throw e
  }
}

function lowerHeaders(c: Context): Record<string, string> {
  const out: Record<string, string> = {}
  c.req.raw.headers.forEach((value, key) => {
    out[key.toLowerCase()] = value
  })
  return out
}

/** Everything read from the request before touching the database. */
interface RequestBasics {
  method: string
  form: ResponseForm
  prefs: Preferences
  identity: RequestIdentity
  ctx: RequestContext
  query: ParsedQuery
  profileHeaders: Record<string, string>
}

/** What the error handler needs to know about a request that failed. */
interface RequestState {
  role?: RequestIdentity['role']
}

async function readBasics(
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
  const token = requestToken(c.req.header('authorization'), c.req.header('apikey'), deps.anonKey)
  const identity = await identify(token, deps.verifyJwt, deps.db)
  state.role = identity.role
  const url = new URL(c.req.url)
  const query = parseQuery(url.searchParams.entries(), argNames ? { argNames } : {})
  return {
    method,
    form,
    prefs,
    identity,
    query,
    profileHeaders: profile === undefined ? {} : { 'Content-Profile': EXPOSED_SCHEMA },
    ctx: { identity, method, path: url.pathname, headers: lowerHeaders(c), readOnly: reading },
  }
}

/** Runs the statement in one transaction with the request's role and claims. */
async function execute(
  db: Database,
  ctx: RequestContext,
  stmt: SqlStatement,
  check: (row: ResultRow) => void,
  rollback: boolean,
): Promise<ResultRow> {
  try {
    return await db.transaction(async (tx: Queryable) => {
      await applyRequestContext(tx, ctx)
      const result = await tx.query<ResultRow>(stmt.sql, stmt.params)
      const row = result.rows[0] ?? {}
      check(row)
      if (rollback) throw new Rollback(row)
      return row
    })
  } catch (e) {
    if (e instanceof Rollback) return e.row
    throw e
  }
}

function asInt(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0)
}

/** Unwraps a one-element JSON array for `.single()`. */
function singleBody(body: string): string {
  const rows = JSON.parse(body) as unknown[]
  return JSON.stringify(rows[0] ?? null)
}

function readLimits(
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
function readStatus(offset: number, rows: number, total: number | null): number {
  if (total === null) return 200
  if (offset > total && !(offset === 0 && total === 0)) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', {
      details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
    })
  }
  return rows < total ? 206 : 200
}

async function handleRead(
  c: Context,
  deps: RestDeps,
  b: RequestBasics,
  table: string,
): Promise<Response> {
  const { offset, limit } = readLimits(c, b.query, deps.maxRows ?? DEFAULT_MAX_ROWS)
  const count = b.prefs.count !== undefined
  const stmt = await planWithSchema(deps.db, (s) =>
    buildRead(findTable(s, table), b.query, { offset, limit, count }, s),
  )
  const single = b.form === 'object'
  const row = await execute(
    deps.db,
    b.ctx,
    stmt,
    (r) => {
      if (single && asInt(r.page_count) !== 1) throw singularityError(asInt(r.page_count))
    },
    false,
  )
  const rows = asInt(row.page_count)
  const total = row.total === null || row.total === undefined ? null : asInt(row.total)
  const status = single ? 200 : readStatus(offset, rows, total)
  const headers: Record<string, string> = {
    ...b.profileHeaders,
    'Content-Range': contentRange(offset, rows, total),
  }
  const applied = preferenceApplied(b.prefs, ['count'])
  if (applied) headers['Preference-Applied'] = applied
  const body = single ? singleBody(row.body ?? '[]') : (row.body ?? '[]')
  return respond(status, b.method === 'HEAD' ? null : body, headers, b.form)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Validates the payload shape and picks the column list (`columns=` or the keys). */
function payloadRows(
  body: unknown,
  query: ParsedQuery,
): { rows: Record<string, unknown>[]; columns: string[] } {
  const rows = Array.isArray(body) ? body : [body]
  if (!rows.every(isPlainObject)) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', {
      details: 'Expected a JSON object or an array of JSON objects',
    })
  }
  if (query.columns) return { rows, columns: query.columns }
  const first = rows[0] ? Object.keys(rows[0]) : []
  const key = [...first].sort().join('\u0000')
  for (const row of rows) {
    if (Object.keys(row).sort().join('\u0000') !== key) {
      throw new RestError(400, 'PGRST102', 'All object keys must match')
    }
  }
  return { rows, columns: first }
}

async function handleWrite(
  c: Context,
  deps: RestDeps,
  b: RequestBasics,
  table: string,
): Promise<Response> {
  const representation = b.prefs.return === 'representation'
  const single = b.form === 'object'
  let stmt: SqlStatement
  let upsert: 'merge' | 'ignore' | undefined
  if (b.method === 'DELETE') {
    await readBody(c.req.raw)
    stmt = await planWithSchema(deps.db, (s) =>
      buildDelete(findTable(s, table), b.query, { representation }, s),
    )
  } else {
    const body = parseJsonBody(await readBody(c.req.raw), c.req.header('content-type'))
    if (b.method === 'POST') {
      const { rows, columns } = payloadRows(body, b.query)
      if (rows.length === 0) {
        await planWithSchema(deps.db, (s) => findTable(s, table))
        return respond(201, representation ? '[]' : null, {
          ...b.profileHeaders,
          'Content-Range': '*/*',
        })
      }
      if (b.prefs.resolution)
        upsert = b.prefs.resolution === 'merge-duplicates' ? 'merge' : 'ignore'
      const missingDefault = b.prefs.missing === 'default'
      stmt = await planWithSchema(deps.db, (s) =>
        buildInsert(
          findTable(s, table),
          b.query,
          rows,
          columns,
          {
            representation,
            missingDefault,
            ...(upsert ? { upsert } : {}),
          },
          s,
        ),
      )
    } else {
      if (!isPlainObject(body)) {
        throw new RestError(400, 'PGRST102', 'Empty or invalid json', {
          details: 'PATCH expects a single JSON object',
        })
      }
      const columns = b.query.columns ?? Object.keys(body)
      stmt = await planWithSchema(deps.db, (s) =>
        buildUpdate(findTable(s, table), b.query, body, columns, { representation }, s),
      )
    }
  }
  const row = await execute(
    deps.db,
    b.ctx,
    stmt,
    (r) => {
      // A mutation that cannot be answered as one object is rolled back (PostgREST "condemns" it).
      if (single && asInt(r.page_count) !== 1) throw singularityError(asInt(r.page_count))
    },
    b.prefs.tx === 'rollback',
  )
  const count = asInt(row.page_count)
  const total = b.prefs.count !== undefined ? count : null
  const headers: Record<string, string> = { ...b.profileHeaders }
  const applied = preferenceApplied(b.prefs, ['return', 'count', 'resolution', 'missing', 'tx'])
  if (applied) headers['Preference-Applied'] = applied
  let status: number
  if (b.method === 'POST') {
    status = upsert === 'merge' && asInt(row.inserted) === 0 ? 200 : 201
    headers['Content-Range'] = `*/${total ?? '*'}`
  } else {
    status = representation ? 200 : 204
    headers['Content-Range'] =
      b.method === 'PATCH' ? contentRange(0, count, total) : `*/${total ?? '*'}`
  }
  if (!representation) return respond(status, null, headers)
  const body = single ? singleBody(row.body ?? '[]') : (row.body ?? '[]')
  return respond(status, body, headers, b.form)
}

async function handleRpc(
  c: Context,
  deps: RestDeps,
  state: RequestState,
  name: string,
): Promise<Response> {
  const method = c.req.method.toUpperCase()
  if (!['GET', 'HEAD', 'POST'].includes(method)) {
    throw new RestError(405, 'PGRST101', 'For functions, only GET and POST verbs are allowed')
  }
  // On GET the query keys that name a parameter are arguments, the rest are filters.
  let argNames: Set<string> | undefined
  if (method !== 'POST') {
    let overloads = (await getSchema(deps.db, EXPOSED_SCHEMA)).functions.get(name)
    overloads ??= (await getSchema(deps.db, EXPOSED_SCHEMA, true)).functions.get(name) ?? []
    argNames = new Set(overloads.flatMap((f) => f.params.map((p) => p.name)))
  }
  const b = await readBasics(c, deps, state, argNames)
  let body: unknown = b.query.args
  if (method === 'POST') {
    body = parseJsonBody(await readBody(c.req.raw), c.req.header('content-type'), {})
  }
  const keys = isPlainObject(body) ? Object.keys(body) : []
  const { offset, limit } = readLimits(c, b.query, deps.maxRows ?? DEFAULT_MAX_ROWS)
  const planned = await planWithSchema(deps.db, (s) => {
    const found = findFunction(s, name, keys, body)
    if (found.args.kind === 'named' && !isPlainObject(body)) {
      throw new RestError(400, 'PGRST102', 'Empty or invalid json', {
        details: 'Expected a JSON object of named arguments',
      })
    }
    return {
      ...found,
      stmt: buildRpc(found.fn, found.args, b.query, { offset, limit, count: true }, s),
    }
  })
  if (method !== 'POST' && planned.fn.volatility === 'volatile') {
    throw new RestError(405, '25006', `cannot call the volatile function ${name} with ${method}`, {
      hint: 'Use POST, or declare the function STABLE or IMMUTABLE',
    })
  }
  const shape = planned.stmt.shape
  const single = b.form === 'object'
  const row = await execute(
    deps.db,
    b.ctx,
    planned.stmt,
    (r) => {
      if (single && planned.fn.returnsSet && asInt(r.page_count) !== 1) {
        throw singularityError(asInt(r.page_count))
      }
    },
    b.prefs.tx === 'rollback',
  )
  const headers: Record<string, string> = { ...b.profileHeaders }
  if (shape === 'void' || b.prefs.return === 'minimal') return respond(204, null, headers)
  let out: string
  let status = 200
  if (shape === 'scalar') {
    out = row.body ?? 'null'
  } else {
    const rows = asInt(row.page_count)
    const total = row.total === null || row.total === undefined ? null : asInt(row.total)
    if (planned.fn.returnsSet) {
      headers['Content-Range'] = contentRange(offset, rows, b.prefs.count ? total : null)
      if (b.prefs.count && !single) status = readStatus(offset, rows, total)
      out = single ? singleBody(row.body ?? '[]') : (row.body ?? '[]')
    } else {
      out = singleBody(row.body ?? '[]')
    }
  }
  return respond(status, method === 'HEAD' ? null : out, headers, b.form)
}

/**
 * The PostgREST-compatible API, to be mounted at `/rest/v1`: `/:table` for GET, HEAD, POST,
 * PATCH and DELETE, and `/rpc/:fn` for GET, HEAD and POST. Every failure answers with
 * PostgREST's `{code, message, details, hint}` body.
 */
export function createRestApp(deps: RestDeps): Hono {
  const app = new Hono()
  const guard =
    (fn: (c: Context, state: RequestState) => Promise<Response>) =>
    async (c: Context): Promise<Response> => {
      const state: RequestState = {}
      try {
        return await fn(c, state)
      } catch (e) {
        const error = toRestError(e, state.role === undefined || state.role === 'anon')
        if (error.status >= 500) console.error('[rest]', e)
        return errorResponse(error)
      }
    }
  app.all(
    '/rpc/:fn',
    guard((c, state) => handleRpc(c, deps, state, c.req.param('fn') ?? '')),
  )
  app.all(
    '/:table',
    guard(async (c, state) => {
      const method = c.req.method.toUpperCase()
      if (!['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(method)) {
        throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
      }
      const b = await readBasics(c, deps, state)
      const table = c.req.param('table') ?? ''
      return method === 'GET' || method === 'HEAD'
        ? handleRead(c, deps, b, table)
        : handleWrite(c, deps, b, table)
    }),
  )
  // A catch-all route, because a mounted app's notFound handler is not consulted by the parent.
  app.all('*', () =>
    errorResponse(new RestError(404, 'PGRST125', 'Invalid path specified in request URL')),
  )
  return app
}
