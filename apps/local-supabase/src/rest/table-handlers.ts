import type { Context } from 'hono'
import { defaultRestConfig } from './config'
import { RestError } from './errors'
import {
  contentRange,
  parseJsonBody,
  readBody,
  respond,
  singularityError,
  tooManyRows,
} from './http'
import { findTable, planWithSchema } from './lookup'
import { maxAffectedCheck, preferenceApplied } from './prefer'
import type { ParsedQuery } from './query-ast'
import {
  DEFAULT_MAX_ROWS,
  asInt,
  execute,
  isPlainObject,
  readLimits,
  readStatus,
  singleBody,
  type RequestBasics,
  type ResultRow,
} from './request'
import { requestContextStatement } from './request-auth'
import {
  buildDelete,
  buildInsert,
  buildPlannedCount,
  buildRead,
  buildUpdate,
  planRows,
} from './sql-builder'
import type { SqlStatement } from './sql-fragments'
import type { RestDeps } from './types'

const DEFAULT_CONFIG = defaultRestConfig()

/** `.single()`: anything but exactly one row is an error. */
function condemnUnlessOne(r: ResultRow): void {
  if (asInt(r.page_count) !== 1) throw singularityError(asInt(r.page_count))
}

/** `GET`/`HEAD` on a table or view. */
export async function handleRead(
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
  const row = await execute(deps.db, b.ctx, stmt, single ? condemnUnlessOne : undefined, false)
  const rows = asInt(row.page_count)
  let total = row.total === null || row.total === undefined ? null : asInt(row.total)
  const maxRows = deps.maxRows ?? DEFAULT_MAX_ROWS
  let estimate: number | null = null
  // planned: the planner's estimate; estimated: exact up to max rows, the estimate beyond.
  if (b.prefs.count === 'planned' || (b.prefs.count === 'estimated' && (total ?? 0) > maxRows)) {
    const explain = await planWithSchema(deps.db, (s) =>
      buildPlannedCount(findTable(s, table), b.query, s),
    )
    const results = await deps.db.pipeline([requestContextStatement(b.ctx), explain], {
      lane: b.ctx.lane,
    })
    estimate = planRows((results[1]?.rows ?? []) as Record<string, unknown>[])
    if (estimate !== null) total = estimate
  }
  // An estimate is no bound on the offset, so it never makes a 416.
  const status = single
    ? 200
    : estimate !== null
      ? rows < estimate
        ? 206
        : 200
      : readStatus(offset, rows, total)
  const headers: Record<string, string> = {
    ...b.profileHeaders,
    'Content-Range': contentRange(offset, rows, total),
  }
  const applied = preferenceApplied(b.prefs, ['count'])
  if (applied) headers['Preference-Applied'] = applied
  const body = single ? singleBody(row.body ?? '[]') : (row.body ?? '[]')
  return respond(status, b.method === 'HEAD' ? null : body, headers, b.form)
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

/** `POST`, `PATCH` and `DELETE` on a table. */
export async function handleWrite(
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
    const maxRows = (deps.config ?? DEFAULT_CONFIG).maxWriteRows
    const body = parseJsonBody(
      await readBody(c.req.raw),
      c.req.header('content-type'),
      undefined,
      b.method === 'POST' ? maxRows : undefined,
    )
    if (b.method === 'POST') {
      const { rows, columns } = payloadRows(body, b.query)
      // Counted on the raw text already; the same rule on what was parsed.
      if (rows.length > maxRows) throw tooManyRows(rows.length, maxRows)
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
  // A mutation that cannot be answered as one object, or that affects more rows than
  // `max-affected` allows (PATCH and DELETE), is rolled back (PostgREST "condemns" it).
  const maxAffected = b.method === 'POST' ? undefined : maxAffectedCheck(b.prefs)
  const checks = [
    ...(single ? [condemnUnlessOne] : []),
    ...(maxAffected ? [(r: ResultRow) => maxAffected(asInt(r.page_count))] : []),
  ]
  const row = await execute(
    deps.db,
    b.ctx,
    stmt,
    checks.length === 0 ? undefined : (r) => checks.forEach((check) => check(r)),
    b.prefs.tx === 'rollback',
  )
  const count = asInt(row.page_count)
  const total = b.prefs.count !== undefined ? count : null
  const headers: Record<string, string> = { ...b.profileHeaders }
  const applied = preferenceApplied(b.prefs, [
    'return',
    'count',
    'resolution',
    'missing',
    'handling',
    'tx',
  ])
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
