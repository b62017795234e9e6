import { RestError } from './errors'
import type { ParsedQuery } from './query-ast'
import type { FunctionInfo, SchemaSnapshot } from './schema-cache'
import { RESULT_SQL, type ReadOptions } from './sql-builder'
import {
  computedFields,
  orderSql,
  quoteIdent,
  whereSql,
  type RowSource,
  type SqlStatement,
} from './sql-fragments'
import { newContext, selectFrom, selectList } from './sql-select'

/* `/rpc/fn` calls, with arguments read through json_to_record and typed from the catalog. */

/** What an RPC statement's single result row means. */
export type RpcShape = 'void' | 'scalar' | 'rows' | 'scalar-set'

/** The arguments of an RPC call: named values, or the whole body for a single unnamed json param. */
export type RpcArguments =
  { kind: 'named'; values: Record<string, unknown> } | { kind: 'json'; body: unknown }

/** Chooses the RPC result shape from the function's signature. */
function rpcShape(fn: FunctionInfo): RpcShape {
  if (fn.returnsVoid) return 'void'
  if (fn.returnColumns !== null) return 'rows'
  return fn.returnsSet ? 'scalar-set' : 'scalar'
}

/**
 * `/rpc/fn`: named arguments are read with `json_to_record`, typed from the catalog, so JSON
 * arrays and objects reach array and json parameters intact.
 */
export function buildRpc(
  fn: FunctionInfo,
  args: RpcArguments,
  query: ParsedQuery,
  opts: ReadOptions,
  snapshot?: SchemaSnapshot,
): SqlStatement & { shape: RpcShape } {
  const ctx = newContext(snapshot)
  const params = ctx.params
  const name = `${quoteIdent(fn.schema)}.${quoteIdent(fn.name)}`
  let from = ''
  let call: string
  if (args.kind === 'json') {
    const param = fn.params[0]
    call = `${name}(${params.add(JSON.stringify(args.body))}::${param?.type === 'jsonb' ? 'jsonb' : 'json'})`
  } else {
    const used = fn.params.filter((p) => Object.hasOwn(args.values, p.name))
    // Record columns get positional names: a parameter may be unnamed (`{"": …}`).
    const values = Object.fromEntries(used.map((p, i) => [`pgrst_p${i}`, args.values[p.name]]))
    if (used.length > 0) {
      const defs = used.map((p, i) => `${quoteIdent(`pgrst_p${i}`)} ${p.type}`).join(', ')
      from = `json_to_record(${params.add(JSON.stringify(values))}::json) AS pgrst_args(${defs})`
    }
    const argSql = used.map((p, i) => {
      const value = `pgrst_args.${quoteIdent(`pgrst_p${i}`)}`
      return p.name === '' ? value : `${quoteIdent(p.name)} := ${value}`
    })
    call = `${name}(${argSql.join(', ')})`
  }
  const shape = rpcShape(fn)
  const fromArgs = from === '' ? '' : ` FROM ${from}`
  if (shape === 'void' || shape === 'scalar') {
    if (query.where.length > 0 || query.order.length > 0) {
      throw new RestError(400, '42703', `column ${fn.name}.${firstField(query)} does not exist`)
    }
    const value = shape === 'void' ? call : `to_json(${call})::text`
    return { sql: `SELECT ${value} AS body${fromArgs}`, params: params.values, shape }
  }
  const lateral = from === '' ? '' : `${from}, `
  const limit = opts.limit === undefined ? '' : ` LIMIT ${params.add(opts.limit)}`
  const offset = opts.offset > 0 ? ` OFFSET ${params.add(opts.offset)}` : ''
  if (shape === 'scalar-set') {
    if (query.where.length > 0 || query.order.length > 0) {
      throw new RestError(400, '42703', `column ${fn.name}.${firstField(query)} does not exist`)
    }
    const sql =
      `WITH pgrst_all AS MATERIALIZED (SELECT pgrst_call.pgrst_scalar FROM ${lateral}${call} AS pgrst_call(pgrst_scalar)), ` +
      `pgrst_source AS (SELECT * FROM pgrst_all${limit}${offset}) ` +
      `SELECT (SELECT count(*)::int FROM pgrst_all) AS total, count(*)::int AS page_count, ` +
      `coalesce(json_agg(pgrst_source.pgrst_scalar), '[]')::text AS body FROM pgrst_source`
    return { sql, params: params.values, shape }
  }
  // A function returning a table's row type can embed that table's relations.
  const rowTable =
    fn.returnRelation !== null && snapshot ? snapshot.tables.get(fn.returnRelation) : undefined
  const src: RowSource = {
    label: fn.name,
    qualifier: 'pgrst_call',
    columns: new Set(fn.returnColumns ?? []),
    ...(rowTable
      ? {
          table: rowTable,
          // The CTE's rows are records; rebuilt as the relation's type they fit its functions.
          rowRef: `ROW(pgrst_call.*)::${quoteIdent(rowTable.schema)}.${quoteIdent(rowTable.name)}`,
          computed: computedFields(snapshot, rowTable),
        }
      : {}),
  }
  // Filters go into pgrst_all, which is counted; select, order and paging apply after.
  const where = whereSql(src, query.where, params)
  const list = selectList(ctx, src, query.select, query.embedded)
  const order = list.grouped ? '' : orderSql(src, query.order, params)
  const sql =
    `WITH pgrst_all AS MATERIALIZED (SELECT pgrst_call.* FROM ${lateral}${call} AS pgrst_call${where}), ` +
    `pgrst_source AS (${selectFrom(list, 'pgrst_all AS pgrst_call', '', `${order}${limit}${offset}`)}) ` +
    `SELECT (SELECT count(*)::int FROM pgrst_all) AS total, ${RESULT_SQL} FROM pgrst_source`
  return { sql, params: params.values, shape }
}

function firstField(query: ParsedQuery): string {
  const cond = query.where[0]
  if (cond?.kind === 'filter') return cond.field.column
  return query.order[0]?.field.column ?? '?'
}
