import { RestError } from './errors'
import type {
  Condition,
  FieldRef,
  Filter,
  FilterOperator,
  OrderTerm,
  ParsedQuery,
  SelectItem,
} from './query-ast'
import type { FunctionInfo, TableInfo } from './schema-cache'

/*
 * Turns a parsed request into one SQL statement. Pure: every identifier written here was first
 * found in a schema snapshot and is double-quoted; every value goes in `params`. The property test
 * in test/rest checks both claims against random input.
 */

/** A statement and its bound values (`$1` …). */
export interface SqlStatement {
  sql: string
  params: unknown[]
}

/** Double-quotes an identifier, doubling embedded quotes. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** Something whose columns can be named: a table, or the rows of a function. */
interface RowSource {
  /** For messages: `column <label>.<col> does not exist`. */
  label: string
  /** SQL that qualifies a column, e.g. `"public"."notes"`. */
  qualifier: string
  columns: ReadonlySet<string>
}

/** The row source of a table or view. */
export function tableSource(table: TableInfo): RowSource {
  return {
    label: table.name,
    qualifier: `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`,
    columns: new Set(table.columns.keys()),
  }
}

function undefinedColumn(src: RowSource, name: string): RestError {
  return new RestError(400, '42703', `column ${src.label}.${name} does not exist`)
}

function columnSql(src: RowSource, name: string): string {
  if (!src.columns.has(name)) throw undefinedColumn(src, name)
  return `${src.qualifier}.${quoteIdent(name)}`
}

function fieldSql(src: RowSource, field: FieldRef, params: Params): string {
  let sql = columnSql(src, field.column)
  for (const step of field.jsonPath) {
    // An integer key indexes a JSON array, as in PostgREST.
    const key = /^-?\d{1,9}$/.test(step.key) ? `${params.add(step.key)}::int` : `${params.add(step.key)}::text`
    sql = `${sql}${step.arrow}${key}`
  }
  return sql
}

const BINARY_OPERATORS: Partial<Record<FilterOperator, string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'IS DISTINCT FROM',
}

const FTS_FUNCTIONS: Partial<Record<FilterOperator, string>> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
}

const IS_SQL = {
  null: 'IS NULL',
  not_null: 'IS NOT NULL',
  true: 'IS TRUE',
  false: 'IS FALSE',
  unknown: 'IS UNKNOWN',
} as const

/** `*` in like/ilike patterns is PostgREST's URL-safe alias for `%`. */
function likePattern(operator: FilterOperator, value: string): string {
  return operator === 'like' || operator === 'ilike' ? value.replaceAll('*', '%') : value
}

function filterSql(src: RowSource, filter: Filter, params: Params): string {
  const lhs = fieldSql(src, filter.field, params)
  const { value, operator } = filter
  let sql: string
  if (value.kind === 'is') {
    sql = `${lhs} ${IS_SQL[value.value]}`
  } else if (value.kind === 'fts') {
    const fn = FTS_FUNCTIONS[operator] as string
    const config = value.config === undefined ? '' : `${params.add(value.config)}::regconfig, `
    sql = `${lhs} @@ ${fn}(${config}${params.add(value.value)})`
  } else if (value.kind === 'list' && operator === 'in') {
    sql =
      value.values.length === 0
        ? 'FALSE'
        : `${lhs} IN (${value.values.map((v) => params.add(v)).join(', ')})`
  } else if (value.kind === 'list') {
    const op = BINARY_OPERATORS[operator] as string
    const joiner = filter.quantifier === 'all' ? ' AND ' : ' OR '
    sql =
      value.values.length === 0
        ? filter.quantifier === 'all'
          ? 'TRUE'
          : 'FALSE'
        : `(${value.values.map((v) => `${lhs} ${op} ${params.add(likePattern(operator, v))}`).join(joiner)})`
  } else {
    const op = BINARY_OPERATORS[operator]
    if (op === undefined) throw new RestError(400, 'PGRST100', `failed to parse filter (${operator})`)
    sql = `${lhs} ${op} ${params.add(likePattern(operator, value.value))}`
  }
  return filter.negate ? `NOT (${sql})` : sql
}

function conditionSql(src: RowSource, cond: Condition, params: Params): string {
  if (cond.kind === 'filter') return filterSql(src, cond, params)
  const parts = cond.children.map((child) => `(${conditionSql(src, child, params)})`)
  const sql = parts.join(cond.operator === 'and' ? ' AND ' : ' OR ')
  return cond.negate ? `NOT (${sql})` : sql
}

function whereSql(src: RowSource, conds: Condition[], params: Params): string {
  if (conds.length === 0) return ''
  return ` WHERE ${conds.map((c) => `(${conditionSql(src, c, params)})`).join(' AND ')}`
}

function orderSql(src: RowSource, terms: OrderTerm[], params: Params): string {
  if (terms.length === 0) return ''
  const parts = terms.map((t) => {
    let sql = fieldSql(src, t.field, params)
    if (t.direction) sql += t.direction === 'desc' ? ' DESC' : ' ASC'
    if (t.nulls) sql += t.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST'
    return sql
  })
  return ` ORDER BY ${parts.join(', ')}`
}

function noRelationship(src: RowSource, relation: string): RestError {
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${src.label}' and '${relation}' in the schema cache`,
    { hint: 'Embedding resources is not supported by the local server.' },
  )
}

function selectListSql(src: RowSource, items: SelectItem[], params: Params): string {
  return items
    .map((item) => {
      if (item.kind === 'star') return `${src.qualifier}.*`
      if (item.kind === 'embed') throw noRelationship(src, item.relation)
      let sql = fieldSql(src, item.field, params)
      // The cast's text matched /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/ in the parser.
      if (item.cast !== undefined) sql = `CAST(${sql} AS ${item.cast})`
      const last = item.field.jsonPath.at(-1)
      const name = item.alias ?? last?.key ?? item.field.column
      return `${sql} AS ${quoteIdent(name)}`
    })
    .join(', ')
}

/** Rejects the keys that address embedded resources, which this server does not implement. */
function rejectEmbedded(src: RowSource, query: ParsedQuery): void {
  const first = query.embedded[0]
  if (first) throw noRelationship(src, first.path)
}

/** Options shared by reads. */
export interface ReadOptions {
  limit?: number
  offset: number
  count: boolean
}

/** Column list of the result rows of a read or of a RETURNING clause. */
const RESULT_SQL = `count(*)::int AS page_count, coalesce(json_agg(pgrst_source), '[]')::text AS body`

/**
 * `GET`/`HEAD` on a table: one statement giving `page_count`, `body` (a JSON array as text) and
 * `total` (the exact count when asked, else null).
 */
export function buildRead(table: TableInfo, query: ParsedQuery, opts: ReadOptions): SqlStatement {
  const src = tableSource(table)
  rejectEmbedded(src, query)
  const params = new Params()
  const list = selectListSql(src, query.select, params)
  const where = whereSql(src, query.where, params)
  const order = orderSql(src, query.order, params)
  const limit = opts.limit === undefined ? '' : ` LIMIT ${params.add(opts.limit)}`
  const offset = opts.offset > 0 ? ` OFFSET ${params.add(opts.offset)}` : ''
  const total = opts.count ? `(SELECT count(*)::int FROM ${src.qualifier}${where})` : 'NULL::int'
  const sql =
    `WITH pgrst_source AS (SELECT ${list} FROM ${src.qualifier}${where}${order}${limit}${offset}) ` +
    `SELECT ${total} AS total, ${RESULT_SQL} FROM pgrst_source`
  return { sql, params: params.values }
}

/** How a mutation answers. */
export interface MutationOptions {
  /** `return=representation`: the rows, shaped by `select`. */
  representation: boolean
}

function returningSql(src: RowSource, query: ParsedQuery, opts: MutationOptions, params: Params): string {
  return opts.representation ? selectListSql(src, query.select, params) : '1 AS pgrst_one'
}

function wrapMutation(mutation: string, opts: MutationOptions, extra = ''): string {
  const body = opts.representation ? `coalesce(json_agg(pgrst_source), '[]')::text` : 'NULL::text'
  return `WITH pgrst_source AS (${mutation}) SELECT count(*)::int AS page_count, ${body} AS body${extra} FROM pgrst_source`
}

/** Checks that every payload column exists (PGRST204 otherwise). */
export function checkPayloadColumns(table: TableInfo, columns: string[]): void {
  for (const name of columns) {
    if (!table.columns.has(name)) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${name}' column of '${table.name}' in the schema cache`,
      )
    }
  }
}

/** Options of an INSERT (and upsert). */
export interface InsertOptions extends MutationOptions {
  /** `missing=default`: absent keys take the column DEFAULT instead of NULL. */
  missingDefault: boolean
  /** `resolution=…` with a conflict target (`on_conflict` or the primary key). */
  upsert?: 'merge' | 'ignore'
}

/**
 * `POST` on a table. Rows are read through `json_populate_recordset`, so JSON values take the
 * column types the way PostgREST's do; with `missing=default` each absent key becomes DEFAULT.
 */
export function buildInsert(
  table: TableInfo,
  query: ParsedQuery,
  rows: Record<string, unknown>[],
  columns: string[],
  opts: InsertOptions,
): SqlStatement {
  const src = tableSource(table)
  rejectEmbedded(src, query)
  checkPayloadColumns(table, columns)
  const params = new Params()
  const rowType = `NULL::${src.qualifier}`
  const target = columns.map(quoteIdent).join(', ')
  let source: string
  if (columns.length === 0) {
    if (rows.length !== 1) {
      throw new RestError(400, 'PGRST102', 'All object keys must match', {
        details: 'Rows without any column can only be inserted one at a time',
      })
    }
    source = 'DEFAULT VALUES'
  } else if (opts.missingDefault) {
    const tuples = rows.map((row) => {
      const p = params.add(JSON.stringify(row))
      const cells = columns.map((c) =>
        Object.hasOwn(row, c) ? `(json_populate_record(${rowType}, ${p}::json)).${quoteIdent(c)}` : 'DEFAULT',
      )
      return `(${cells.join(', ')})`
    })
    source = `(${target}) VALUES ${tuples.join(', ')}`
  } else {
    const p = params.add(JSON.stringify(rows))
    source = `(${target}) SELECT ${target} FROM json_populate_recordset(${rowType}, ${p}::json) AS pgrst_body`
  }
  let conflict = ''
  let extra = ''
  let returning = returningSql(src, query, opts, params)
  if (opts.upsert) {
    const onConflict = query.onConflict ?? table.primaryKey
    if (onConflict.length === 0) {
      throw new RestError(
        400,
        '42P10',
        'there is no unique or exclusion constraint matching the ON CONFLICT specification',
      )
    }
    const conflictCols = onConflict.map((c) => columnSql(src, c).slice(src.qualifier.length + 1))
    const updates = columns.map((c) => `${quoteIdent(c)} = EXCLUDED.${quoteIdent(c)}`)
    conflict =
      opts.upsert === 'ignore' || updates.length === 0
        ? ` ON CONFLICT (${conflictCols.join(', ')}) DO NOTHING`
        : ` ON CONFLICT (${conflictCols.join(', ')}) DO UPDATE SET ${updates.join(', ')}`
    if (opts.upsert === 'merge') {
      // xmax is 0 only on rows this statement inserted: it tells 201 from 200.
      returning += `, (${src.qualifier}.xmax = 0) AS pgrst_inserted`
      extra = ', count(*) FILTER (WHERE pgrst_inserted)::int AS inserted'
    }
  }
  const mutation = `INSERT INTO ${src.qualifier} ${source}${conflict} RETURNING ${returning}`
  let sql = wrapMutation(mutation, opts, extra)
  if (opts.upsert === 'merge' && opts.representation) {
    sql = sql.replace(
      `coalesce(json_agg(pgrst_source), '[]')::text`,
      `coalesce(json_agg(to_jsonb(pgrst_source) - 'pgrst_inserted'), '[]')::text`,
    )
  }
  return { sql, params: params.values }
}

/** PostgREST with pg-safeupdate refuses UPDATE/DELETE without a WHERE clause (sheet §3.8). */
function requireFilter(query: ParsedQuery, verb: 'UPDATE' | 'DELETE'): void {
  if (query.where.length === 0) {
    throw new RestError(400, '21000', `${verb} requires a WHERE clause`)
  }
}

/** `PATCH`: each column is set from the body, read through `json_populate_record`. */
export function buildUpdate(
  table: TableInfo,
  query: ParsedQuery,
  body: Record<string, unknown>,
  columns: string[],
  opts: MutationOptions,
): SqlStatement {
  const src = tableSource(table)
  rejectEmbedded(src, query)
  checkPayloadColumns(table, columns)
  requireFilter(query, 'UPDATE')
  const params = new Params()
  const p = params.add(JSON.stringify(body))
  const sets = columns.map(
    (c) =>
      `${quoteIdent(c)} = (SELECT ${quoteIdent(c)} FROM json_populate_record(NULL::${src.qualifier}, ${p}::json))`,
  )
  const where = whereSql(src, query.where, params)
  const returning = returningSql(src, query, opts, params)
  const mutation = `UPDATE ${src.qualifier} SET ${sets.join(', ')}${where} RETURNING ${returning}`
  return { sql: wrapMutation(mutation, opts), params: params.values }
}

/** `DELETE`. */
export function buildDelete(table: TableInfo, query: ParsedQuery, opts: MutationOptions): SqlStatement {
  const src = tableSource(table)
  rejectEmbedded(src, query)
  requireFilter(query, 'DELETE')
  const params = new Params()
  const where = whereSql(src, query.where, params)
  const returning = returningSql(src, query, opts, params)
  const mutation = `DELETE FROM ${src.qualifier}${where} RETURNING ${returning}`
  return { sql: wrapMutation(mutation, opts), params: params.values }
}

/** What an RPC statement's single result row means. */
export type RpcShape = 'void' | 'scalar' | 'rows' | 'scalar-set'

/** The arguments of an RPC call: named values, or the whole body for a single unnamed json param. */
export type RpcArguments = { kind: 'named'; values: Record<string, unknown> } | { kind: 'json'; body: unknown }

/** Chooses the RPC result shape from the function's signature. */
export function rpcShape(fn: FunctionInfo): RpcShape {
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
): SqlStatement & { shape: RpcShape } {
  const params = new Params()
  const name = `${quoteIdent(fn.schema)}.${quoteIdent(fn.name)}`
  let from = ''
  let call: string
  if (args.kind === 'json') {
    const param = fn.params[0]
    call = `${name}(${params.add(JSON.stringify(args.body))}::${param?.type === 'jsonb' ? 'jsonb' : 'json'})`
  } else {
    const used = fn.params.filter((p) => Object.hasOwn(args.values, p.name))
    if (used.length > 0) {
      const defs = used.map((p) => `${quoteIdent(p.name)} ${p.type}`).join(', ')
      from = `json_to_record(${params.add(JSON.stringify(args.values))}::json) AS pgrst_args(${defs})`
    }
    call = `${name}(${used.map((p) => `${quoteIdent(p.name)} := pgrst_args.${quoteIdent(p.name)}`).join(', ')})`
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
  const src: RowSource = {
    label: fn.name,
    qualifier: 'pgrst_call',
    columns: new Set(fn.returnColumns ?? []),
  }
  rejectEmbedded(src, query)
  // Filters go into pgrst_all, which is counted; select, order and paging apply after.
  const where = whereSql(src, query.where, params)
  const list = selectListSql(src, query.select, params)
  const order = orderSql(src, query.order, params)
  const sql =
    `WITH pgrst_all AS MATERIALIZED (SELECT pgrst_call.* FROM ${lateral}${call} AS pgrst_call${where}), ` +
    `pgrst_source AS (SELECT ${list} FROM pgrst_all AS pgrst_call${order}${limit}${offset}) ` +
    `SELECT (SELECT count(*)::int FROM pgrst_all) AS total, ${RESULT_SQL} FROM pgrst_source`
  return { sql, params: params.values, shape }
}

function firstField(query: ParsedQuery): string {
  const cond = query.where[0]
  if (cond?.kind === 'filter') return cond.field.column
  return query.order[0]?.field.column ?? '?'
}
