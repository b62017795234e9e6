import { RestError } from './errors'
import type { Condition, FieldRef, Filter, FilterOperator, OrderTerm } from './query-ast'
import type { FunctionInfo, SchemaSnapshot, TableInfo } from './schema-cache'

/*
 * SQL fragments shared by every statement. Identifiers reach SQL only through columnSql (checked
 * against the row source, then quoted) and quoteIdent; values only through Params.
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

/** Collects bound values and hands out their `$n` placeholders. */
export class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** Something whose columns can be named: a table, or the rows of a function. */
export interface RowSource {
  /** For messages: `column <label>.<col> does not exist`. */
  label: string
  /** SQL that qualifies a column, e.g. `"public"."notes"`. */
  qualifier: string
  columns: ReadonlySet<string>
  /** The table behind the rows, when there is one (needed to embed its relations). */
  table?: TableInfo
  /** SQL naming the whole row, for computed fields and relationships (a function of the row). */
  rowRef?: string
  /** Computed fields: functions of this row type returning one value, by name. */
  computed?: ReadonlyMap<string, FunctionInfo>
}

/** Functions `f(row_of_table)` returning one scalar: PostgREST's computed fields of the table. */
export function computedFields(
  snapshot: SchemaSnapshot | undefined,
  table: TableInfo,
): Map<string, FunctionInfo> {
  const out = new Map<string, FunctionInfo>()
  if (!snapshot) return out
  for (const [name, list] of snapshot.functions) {
    const fn = list.find(
      (f) =>
        f.params.length === 1 &&
        f.argRelation === table.name &&
        f.returnRelation === null &&
        !f.returnsSet &&
        !f.returnsVoid,
    )
    if (fn) out.set(name, fn)
  }
  return out
}

/** The row source of a table or view (no alias: columns are qualified by the table's name). */
export function tableSource(table: TableInfo, snapshot?: SchemaSnapshot): RowSource {
  return {
    label: table.name,
    qualifier: `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`,
    columns: new Set(table.columns.keys()),
    table,
    // Unqualified, the table's name is its whole row (a column of the same name would win).
    ...(table.columns.has(table.name) ? {} : { rowRef: quoteIdent(table.name) }),
    computed: computedFields(snapshot, table),
  }
}

function undefinedColumn(src: RowSource, name: string): RestError {
  return new RestError(400, '42703', `column ${src.label}.${name} does not exist`)
}

/** A checked, quoted, qualified column or computed field (400 `42703` when neither exists). */
export function columnSql(src: RowSource, name: string): string {
  if (src.columns.has(name)) return `${src.qualifier}.${quoteIdent(name)}`
  const fn = src.computed?.get(name)
  if (fn && src.rowRef !== undefined) {
    return `${quoteIdent(fn.schema)}.${quoteIdent(fn.name)}(${src.rowRef})`
  }
  throw undefinedColumn(src, name)
}

/** A column with its JSON path; path keys are bound values. */
export function fieldSql(src: RowSource, field: FieldRef, params: Params): string {
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

/** ` WHERE …` for the conditions (AND-ed), or `''` when there are none. */
export function whereSql(src: RowSource, conds: Condition[], params: Params): string {
  if (conds.length === 0) return ''
  return ` WHERE ${conds.map((c) => `(${conditionSql(src, c, params)})`).join(' AND ')}`
}

/** ` ORDER BY …` for the terms, or `''`. */
export function orderSql(src: RowSource, terms: OrderTerm[], params: Params): string {
  if (terms.length === 0) return ''
  const parts = terms.map((t) => {
    let sql = fieldSql(src, t.field, params)
    if (t.direction) sql += t.direction === 'desc' ? ' DESC' : ' ASC'
    if (t.nulls) sql += t.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST'
    return sql
  })
  return ` ORDER BY ${parts.join(', ')}`
}
