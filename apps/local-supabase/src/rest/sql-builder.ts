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
import { parseQuery } from './query-parser'
import type { ForeignKeyInfo, FunctionInfo, SchemaSnapshot, TableInfo } from './schema-cache'

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

/**
 * Types `::cast` may name. The parser already limits a cast to one word, but a word is still an
 * identifier written unquoted, so it must also come from this list.
 */
export const CAST_TYPES: ReadonlySet<string> = new Set(
  [
    'bigint',
    'bool',
    'boolean',
    'char',
    'date',
    'decimal',
    'float4',
    'float8',
    'int',
    'int2',
    'int4',
    'int8',
    'integer',
    'interval',
    'json',
    'jsonb',
    'numeric',
    'real',
    'smallint',
    'text',
    'time',
    'timestamp',
    'timestamptz',
    'uuid',
    'varchar',
  ].flatMap((t) => [t, `${t}[]`]),
)

/** Something whose columns can be named: a table, or the rows of a function. */
interface RowSource {
  /** For messages: `column <label>.<col> does not exist`. */
  label: string
  /** SQL that qualifies a column, e.g. `"public"."notes"`. */
  qualifier: string
  columns: ReadonlySet<string>
  /** The table behind the rows, when there is one (needed to embed its relations). */
  table?: TableInfo
}

/** The row source of a table or view. */
export function tableSource(table: TableInfo): RowSource {
  return {
    label: table.name,
    qualifier: `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`,
    columns: new Set(table.columns.keys()),
    table,
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
    const key = /^-?\d{1,9}$/.test(step.key)
      ? `${params.add(step.key)}::int`
      : `${params.add(step.key)}::text`
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
    if (op === undefined)
      throw new RestError(400, 'PGRST100', `failed to parse filter (${operator})`)
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

/** The schema and state needed to resolve embedded resources. */
interface BuildContext {
  params: Params
  snapshot: SchemaSnapshot | undefined
  aliases: number
}

function newContext(snapshot: SchemaSnapshot | undefined): BuildContext {
  return { params: new Params(), snapshot, aliases: 0 }
}

/** How an embedded relation joins its parent. */
interface Relationship {
  table: TableInfo
  toOne: boolean
  /** Pairs of [child column, parent column]. */
  pairs: [string, string][]
}

function noRelationship(src: RowSource, relation: string): RestError {
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${src.label}' and '${relation}' in the schema cache`,
    {
      hint: 'Only relationships through one foreign key between exposed tables can be embedded.',
    },
  )
}

/** Finds the foreign key linking `parent` and `relation` (either direction), honouring a `!hint`. */
function findRelationship(
  ctx: BuildContext,
  src: RowSource,
  relation: string,
  hint: string | undefined,
): Relationship {
  const parent = src.table
  const target = ctx.snapshot?.tables.get(relation)
  if (!parent || !target) throw noRelationship(src, relation)
  const matches = (fk: ForeignKeyInfo) =>
    hint === undefined || fk.name === hint || (fk.columns.length === 1 && fk.columns[0] === hint)
  const found: Relationship[] = []
  for (const fk of parent.foreignKeys) {
    if (fk.refSchema === target.schema && fk.refTable === target.name && matches(fk)) {
      found.push({
        table: target,
        toOne: true,
        pairs: fk.refColumns.map((c, i) => [c, fk.columns[i] as string]),
      })
    }
  }
  for (const fk of target.foreignKeys) {
    if (fk.refSchema === parent.schema && fk.refTable === parent.name && matches(fk)) {
      found.push({
        table: target,
        toOne: false,
        pairs: fk.columns.map((c, i) => [c, fk.refColumns[i] as string]),
      })
    }
  }
  const first = found[0]
  if (!first) throw noRelationship(src, relation)
  // A self-reference matches both ways; with a hint PostgREST picks the parent's own key.
  if (found.length > 1 && !(hint !== undefined && first.table === parent)) {
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${src.label}' and '${relation}'`,
      {
        hint: `Try changing '${relation}' to one of the foreign keys, e.g. '${relation}!<constraint name>'`,
      },
    )
  }
  return first
}

/** Keys such as `rel.col=eq.1` or `rel.order=…`, grouped by the embed they address. */
type EmbeddedKeys = ParsedQuery['embedded']

/** The SQL of one select list, plus conditions `!inner` embeds add to the parent's WHERE. */
interface SelectList {
  columns: string[]
  innerConditions: string[]
}

function embedSql(
  ctx: BuildContext,
  src: RowSource,
  item: Extract<SelectItem, { kind: 'embed' }>,
  keys: EmbeddedKeys,
): { sql: string; inner?: string } {
  const rel = findRelationship(ctx, src, item.relation, item.hint)
  const name = item.alias ?? item.relation
  const sub = parseQuery(
    keys
      .filter((k) => k.path === name || k.path === item.relation)
      .map((k): [string, string] => [k.key, k.value]),
  )
  const alias = () => `pgrst_e${++ctx.aliases}`
  const scope = (a: string): RowSource => ({
    label: rel.table.name,
    qualifier: quoteIdent(a),
    columns: new Set(rel.table.columns.keys()),
    table: rel.table,
  })
  const from = (a: string) =>
    `${quoteIdent(rel.table.schema)}.${quoteIdent(rel.table.name)} AS ${quoteIdent(a)}`
  const join = (child: RowSource) =>
    rel.pairs.map(([c, p]) => `${columnSql(child, c)} = ${columnSql(src, p)}`).join(' AND ')
  const conds = (child: RowSource) => {
    const where = whereSql(child, sub.where, ctx.params)
    return where === '' ? join(child) : `${join(child)} AND ${where.slice(' WHERE '.length)}`
  }

  const a = alias()
  const child = scope(a)
  if (item.spread) {
    if (!rel.toOne) {
      throw new RestError(
        400,
        'PGRST119',
        `A spread operation on '${item.relation}' is only possible on a to-one relationship`,
      )
    }
    const list = selectList(ctx, child, item.items, sub.embedded)
    const parts = list.columns.map((col) => {
      const [expr, label] = splitAlias(col)
      return `(SELECT ${expr} FROM ${from(a)} WHERE ${conds(child)}) AS ${label}`
    })
    return { sql: parts.join(', ') }
  }
  const list = selectList(ctx, child, item.items, sub.embedded)
  const where = [conds(child), ...list.innerConditions].join(' AND ')
  const r = quoteIdent(`${a}_r`)
  let sql: string
  if (rel.toOne) {
    sql = `(SELECT row_to_json(${r}) FROM (SELECT ${list.columns.join(', ')} FROM ${from(a)} WHERE ${where} LIMIT 1) AS ${r})`
  } else {
    const order = orderSql(child, sub.order, ctx.params)
    const limit = sub.limit === undefined ? '' : ` LIMIT ${ctx.params.add(sub.limit)}`
    const offset = sub.offset === undefined ? '' : ` OFFSET ${ctx.params.add(sub.offset)}`
    sql = `(SELECT coalesce(json_agg(${r}), '[]') FROM (SELECT ${list.columns.join(', ')} FROM ${from(a)} WHERE ${where}${order}${limit}${offset}) AS ${r})`
  }
  let inner: string | undefined
  if (item.joinType === 'inner') {
    const b = alias()
    const other = scope(b)
    const innerList = selectList(ctx, other, item.items, sub.embedded)
    inner = `EXISTS (SELECT 1 FROM ${from(b)} WHERE ${[conds(other), ...innerList.innerConditions].join(' AND ')})`
  }
  return { sql: `${sql} AS ${quoteIdent(name)}`, ...(inner !== undefined ? { inner } : {}) }
}

/** Splits `expr AS "name"` (as written by selectList) into its two parts. */
function splitAlias(column: string): [string, string] {
  const at = column.lastIndexOf(' AS "')
  return [column.slice(0, at), column.slice(at + 4)]
}

function selectList(
  ctx: BuildContext,
  src: RowSource,
  items: SelectItem[],
  embedded: EmbeddedKeys,
): SelectList {
  const columns: string[] = []
  const innerConditions: string[] = []
  const embedNames = new Set<string>()
  for (const item of items) {
    if (item.kind === 'star') {
      for (const col of src.columns) columns.push(`${columnSql(src, col)} AS ${quoteIdent(col)}`)
    } else if (item.kind === 'embed') {
      embedNames.add(item.alias ?? item.relation)
      embedNames.add(item.relation)
      const embed = embedSql(ctx, src, item, embedded)
      if (embed.sql !== '') columns.push(embed.sql)
      if (embed.inner !== undefined) innerConditions.push(embed.inner)
    } else {
      let sql = fieldSql(src, item.field, ctx.params)
      if (item.cast !== undefined) {
        const cast = item.cast.toLowerCase()
        if (!CAST_TYPES.has(cast)) {
          throw new RestError(400, '42704', `type "${item.cast}" is not supported in a cast`, {
            hint: `Supported casts: ${[...CAST_TYPES].filter((t) => !t.endsWith(']')).join(', ')}`,
          })
        }
        sql = `CAST(${sql} AS ${cast})`
      }
      const last = item.field.jsonPath.at(-1)
      const name = item.alias ?? last?.key ?? item.field.column
      columns.push(`${sql} AS ${quoteIdent(name)}`)
    }
  }
  const stray = embedded.find((k) => !embedNames.has(k.path))
  if (stray) {
    throw new RestError(
      400,
      'PGRST108',
      `'${stray.path}' is not an embedded resource in this request`,
      {
        hint: `Verify that '${stray.path}' is included in the 'select' query parameter.`,
      },
    )
  }
  // A select of only spreads with no columns still needs one expression.
  if (columns.length === 0) columns.push('NULL AS pgrst_none')
  return { columns, innerConditions }
}

/** Options shared by reads. */
export interface ReadOptions {
  limit?: number
  offset: number
  count: boolean
}

/** Column list of the result rows of a read or of a RETURNING clause. */
const RESULT_SQL = `count(*)::int AS page_count, coalesce(json_agg(pgrst_source), '[]')::text AS body`

function andAll(where: string, extra: string[]): string {
  if (extra.length === 0) return where
  const joined = extra.map((e) => `(${e})`).join(' AND ')
  return where === '' ? ` WHERE ${joined}` : `${where} AND ${joined}`
}

/**
 * `GET`/`HEAD` on a table: one statement giving `page_count`, `body` (a JSON array as text) and
 * `total` (the exact count when asked, else null). Embeds become correlated subqueries.
 */
export function buildRead(
  table: TableInfo,
  query: ParsedQuery,
  opts: ReadOptions,
  snapshot?: SchemaSnapshot,
): SqlStatement {
  const src = tableSource(table)
  const ctx = newContext(snapshot)
  const list = selectList(ctx, src, query.select, query.embedded)
  const where = andAll(whereSql(src, query.where, ctx.params), list.innerConditions)
  const order = orderSql(src, query.order, ctx.params)
  const limit = opts.limit === undefined ? '' : ` LIMIT ${ctx.params.add(opts.limit)}`
  const offset = opts.offset > 0 ? ` OFFSET ${ctx.params.add(opts.offset)}` : ''
  const total = opts.count ? `(SELECT count(*)::int FROM ${src.qualifier}${where})` : 'NULL::int'
  const sql =
    `WITH pgrst_source AS (SELECT ${list.columns.join(', ')} FROM ${src.qualifier}${where}${order}${limit}${offset}) ` +
    `SELECT ${total} AS total, ${RESULT_SQL} FROM pgrst_source`
  return { sql, params: ctx.params.values }
}

/** How a mutation answers. */
export interface MutationOptions {
  /** `return=representation`: the rows, shaped by `select`. */
  representation: boolean
}

/**
 * Wraps INSERT/UPDATE/DELETE: the mutation returns whole rows into `pgrst_mut`, and the select
 * list (with embeds) is applied to those. Without representation it returns `1`, which needs no
 * SELECT policy (sheet §6).
 */
function wrapMutation(
  ctx: BuildContext,
  table: TableInfo,
  mutation: string,
  query: ParsedQuery,
  opts: MutationOptions,
  extraReturning = '',
  extraResult = '',
): string {
  const base = tableSource(table)
  if (!opts.representation) {
    return (
      `WITH pgrst_mut AS (${mutation} RETURNING 1 AS pgrst_one${extraReturning}) ` +
      `SELECT count(*)::int AS page_count, NULL::text AS body${extraResult} FROM pgrst_mut`
    )
  }
  const src: RowSource = { ...base, qualifier: 'pgrst_mut' }
  const list = selectList(ctx, src, query.select, query.embedded)
  return (
    `WITH pgrst_mut AS (${mutation} RETURNING ${base.qualifier}.*${extraReturning}), ` +
    `pgrst_source AS (SELECT ${list.columns.join(', ')} FROM pgrst_mut) ` +
    `SELECT ${RESULT_SQL}${extraResult} FROM pgrst_source`
  )
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
  snapshot?: SchemaSnapshot,
): SqlStatement {
  const src = tableSource(table)
  checkPayloadColumns(table, columns)
  const ctx = newContext(snapshot)
  const params = ctx.params
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
        Object.hasOwn(row, c)
          ? `(json_populate_record(${rowType}, ${p}::json)).${quoteIdent(c)}`
          : 'DEFAULT',
      )
      return `(${cells.join(', ')})`
    })
    source = `(${target}) VALUES ${tuples.join(', ')}`
  } else {
    const p = params.add(JSON.stringify(rows))
    source = `(${target}) SELECT ${target} FROM json_populate_recordset(${rowType}, ${p}::json) AS pgrst_body`
  }
  let conflict = ''
  let extraReturning = ''
  let extraResult = ''
  if (opts.upsert) {
    const onConflict = query.onConflict ?? table.primaryKey
    if (onConflict.length === 0) {
      throw new RestError(
        400,
        '42P10',
        'there is no unique or exclusion constraint matching the ON CONFLICT specification',
      )
    }
    for (const c of onConflict) columnSql(src, c)
    const conflictCols = onConflict.map(quoteIdent).join(', ')
    const updates = columns.map((c) => `${quoteIdent(c)} = EXCLUDED.${quoteIdent(c)}`)
    conflict =
      opts.upsert === 'ignore' || updates.length === 0
        ? ` ON CONFLICT (${conflictCols}) DO NOTHING`
        : ` ON CONFLICT (${conflictCols}) DO UPDATE SET ${updates.join(', ')}`
    if (opts.upsert === 'merge') {
      // xmax is 0 only on rows this statement inserted: it tells 201 from 200.
      extraReturning = `, (${src.qualifier}.xmax = 0) AS pgrst_inserted`
      extraResult = opts.representation
        ? ', (SELECT count(*) FILTER (WHERE pgrst_inserted)::int FROM pgrst_mut) AS inserted'
        : ', count(*) FILTER (WHERE pgrst_inserted)::int AS inserted'
    }
  }
  const mutation = `INSERT INTO ${src.qualifier} ${source}${conflict}`
  const sql = wrapMutation(ctx, table, mutation, query, opts, extraReturning, extraResult)
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
  snapshot?: SchemaSnapshot,
): SqlStatement {
  const src = tableSource(table)
  checkPayloadColumns(table, columns)
  requireFilter(query, 'UPDATE')
  const ctx = newContext(snapshot)
  const p = ctx.params.add(JSON.stringify(body))
  const sets = columns.map(
    (c) =>
      `${quoteIdent(c)} = (SELECT ${quoteIdent(c)} FROM json_populate_record(NULL::${src.qualifier}, ${p}::json))`,
  )
  const where = whereSql(src, query.where, ctx.params)
  const mutation = `UPDATE ${src.qualifier} SET ${sets.join(', ')}${where}`
  return { sql: wrapMutation(ctx, table, mutation, query, opts), params: ctx.params.values }
}

/** `DELETE`. */
export function buildDelete(
  table: TableInfo,
  query: ParsedQuery,
  opts: MutationOptions,
  snapshot?: SchemaSnapshot,
): SqlStatement {
  const src = tableSource(table)
  requireFilter(query, 'DELETE')
  const ctx = newContext(snapshot)
  const where = whereSql(src, query.where, ctx.params)
  const mutation = `DELETE FROM ${src.qualifier}${where}`
  return { sql: wrapMutation(ctx, table, mutation, query, opts), params: ctx.params.values }
}

/** What an RPC statement's single result row means. */
export type RpcShape = 'void' | 'scalar' | 'rows' | 'scalar-set'

/** The arguments of an RPC call: named values, or the whole body for a single unnamed json param. */
export type RpcArguments =
  { kind: 'named'; values: Record<string, unknown> } | { kind: 'json'; body: unknown }

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
  // A function returning a table's row type can embed that table's relations.
  const rowTable =
    fn.returnColumns !== null && snapshot
      ? snapshot.tables.get(fn.returnType.replace(/^public\./, ''))
      : undefined
  const src: RowSource = {
    label: fn.name,
    qualifier: 'pgrst_call',
    columns: new Set(fn.returnColumns ?? []),
    ...(rowTable ? { table: rowTable } : {}),
  }
  // Filters go into pgrst_all, which is counted; select, order and paging apply after.
  const where = whereSql(src, query.where, params)
  const list = selectList(ctx, src, query.select, query.embedded)
  const order = orderSql(src, query.order, params)
  const sql =
    `WITH pgrst_all AS MATERIALIZED (SELECT pgrst_call.* FROM ${lateral}${call} AS pgrst_call${where}), ` +
    `pgrst_source AS (SELECT ${list.columns.join(', ')} FROM pgrst_all AS pgrst_call${order}${limit}${offset}) ` +
    `SELECT (SELECT count(*)::int FROM pgrst_all) AS total, ${RESULT_SQL} FROM pgrst_source`
  return { sql, params: params.values, shape }
}

function firstField(query: ParsedQuery): string {
  const cond = query.where[0]
  if (cond?.kind === 'filter') return cond.field.column
  return query.order[0]?.field.column ?? '?'
}
