import type { Context } from 'hono'
import { RestError } from './errors'
import {
  EXPOSED_SCHEMA,
  contentRange,
  parseJsonBody,
  readBody,
  respond,
  singularityError,
} from './http'
import { findFunction, isCallable, planWithSchema } from './lookup'
import { maxAffectedCheck } from './prefer'
import {
  DEFAULT_MAX_ROWS,
  asInt,
  execute,
  isPlainObject,
  readBasics,
  readLimits,
  readStatus,
  singleBody,
  type RequestState,
  type ResultRow,
} from './request'
import { getSchema } from './schema-cache'
import { buildRpc } from './sql-rpc'
import type { RestDeps } from './types'

/** `GET`, `HEAD` and `POST` on `/rpc/<fn>`. */
export async function handleRpc(
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
    argNames = new Set(overloads.filter(isCallable).flatMap((f) => f.params.map((p) => p.name)))
  }
  const b = await readBasics(c, deps, state, argNames)
  let body: unknown = b.query.args
  if (method === 'POST') {
    body = parseJsonBody(await readBody(c.req.raw), c.req.header('content-type'), {})
  }
  const keys = isPlainObject(body) ? Object.keys(body) : []
  const { offset, limit } = readLimits(c, b.query, deps.maxRows ?? DEFAULT_MAX_ROWS)
  const planned = await planWithSchema(deps.db, (s) => {
    const found = findFunction(s, name, keys, body, method === 'POST')
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
  const maxAffected = maxAffectedCheck(b.prefs)
  if (maxAffected && !planned.fn.returnsSet) {
    throw new RestError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    )
  }
  const checks: ((r: ResultRow) => void)[] = []
  if (single && planned.fn.returnsSet) {
    checks.push((r) => {
      if (asInt(r.page_count) !== 1) throw singularityError(asInt(r.page_count))
    })
  }
  if (maxAffected) checks.push((r) => maxAffected(asInt(r.total ?? r.page_count)))
  const row = await execute(
    deps.db,
    b.ctx,
    planned.stmt,
    checks.length === 0 ? undefined : (r) => checks.forEach((check) => check(r)),
    b.prefs.tx === 'rollback',
  )
  const headers: Record<string, string> = { ...b.profileHeaders }
  if (shape === 'void' || b.prefs.return === 'minimal') return respond(204, null, headers)
  let out: string
  let status = 200
  if (shape === 'scalar') {
    out = row.body ?? 'null'
    // A scalar result is one row, as PostgREST counts it.
    headers['Content-Range'] = b.prefs.count ? '0-0/1' : '0-0/*'
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
