import { RestError } from './errors'
import type { ParsedQuery, SelectItem } from './query-ast'
import { parseQuery } from './query-parser'
import { findRelationship, isToOne, type Relationship } from './relationships'
import type { SchemaSnapshot } from './schema-cache'
import {
  Params,
  columnSql,
  computedFields,
  fieldSql,
  orderSql,
  quoteIdent,
  whereSql,
  type RowSource,
} from './sql-fragments'

/*
 * Select lists: columns, casts, JSON paths, aggregates, and embedded resources resolved through
 * the relationships PostgREST knows (relationships.ts), written as correlated subqueries.
 */

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

/** The schema and state needed to resolve embedded resources. */
export interface BuildContext {
  params: Params
  snapshot: SchemaSnapshot | undefined
  aliases: number
}

/** A fresh build context with its own parameter list. */
export function newContext(snapshot: SchemaSnapshot | undefined): BuildContext {
  return { params: new Params(), snapshot, aliases: 0 }
}

/** Keys such as `rel.col=eq.1` or `rel.order=…`, grouped by the embed they address. */
type EmbeddedKeys = ParsedQuery['embedded']

/** One output column: its SQL, its (quoted) label, and whether it is an aggregate. */
interface OutputColumn {
  expr: string
  label: string
  /** For an aggregate: its function, its argument (none for `count()`) and a cast of its result. */
  aggregate: false | { fn: string; arg: string | null; cast: string | undefined }
  /** An embed: grouped through its JSON text, since `json` has no equality operator. */
  json: boolean
}

/** The SQL of one select list, plus conditions `!inner` embeds add to the parent's WHERE. */
export interface SelectList {
  /** `expr AS "label"` for each output column. */
  columns: string[]
  innerConditions: string[]
  /** Set when the list has aggregates: the output columns, to be grouped by {@link selectFrom}. */
  grouped?: OutputColumn[]
}

const AGGREGATE_SQL = { count: 'count', sum: 'sum', avg: 'avg', max: 'max', min: 'min' } as const

function castSql(sql: string, cast: string): string {
  const type = cast.toLowerCase()
  if (!CAST_TYPES.has(type)) {
    throw new RestError(400, '42704', `type "${cast}" is not supported in a cast`, {
      hint: `Supported casts: ${[...CAST_TYPES].filter((t) => !t.endsWith(']')).join(', ')}`,
    })
  }
  return `CAST(${sql} AS ${type})`
}

/**
 * `SELECT <list> FROM <from><where>`, grouped when the list has aggregates: the plain columns
 * are computed in a derived table and the aggregates run over it, grouped by the rest.
 */
export function selectFrom(list: SelectList, from: string, where: string, tail = ''): string {
  if (!list.grouped) return `SELECT ${list.columns.join(', ')} FROM ${from}${where}${tail}`
  const inner: string[] = []
  const outer: string[] = []
  const groups: string[] = []
  list.grouped.forEach((col, i) => {
    const name = quoteIdent(`pgrst_g${i}`)
    if (col.aggregate) {
      // The aggregate's argument is column pgrst_gN of the derived table; count() counts rows.
      const { fn, arg, cast } = col.aggregate
      let call = `${fn}(*)`
      if (arg !== null) {
        inner.push(`${arg} AS ${name}`)
        call = `${fn}(pgrst_grouped.${name})`
      }
      outer.push(`${cast === undefined ? call : castSql(call, cast)} AS ${col.label}`)
    } else if (col.json) {
      inner.push(`(${col.expr})::text AS ${name}`)
      outer.push(`pgrst_grouped.${name}::json AS ${col.label}`)
      groups.push(`pgrst_grouped.${name}`)
    } else {
      inner.push(`${col.expr} AS ${name}`)
      outer.push(`pgrst_grouped.${name} AS ${col.label}`)
      groups.push(`pgrst_grouped.${name}`)
    }
  })
  const groupBy = groups.length === 0 ? '' : ` GROUP BY ${groups.join(', ')}`
  return `SELECT ${outer.join(', ')} FROM (SELECT ${inner.join(', ')} FROM ${from}${where}) AS pgrst_grouped${groupBy}${tail}`
}

/** FROM and join condition of an embedded relation, seen from its parent. */
function relationSql(
  ctx: BuildContext,
  parent: RowSource,
  rel: Relationship,
  alias: string,
): { from: string; join: string } {
  const a = quoteIdent(alias)
  const target = `${quoteIdent(rel.target.schema)}.${quoteIdent(rel.target.name)} AS ${a}`
  if (rel.kind === 'computed') {
    if (parent.rowRef === undefined) {
      throw new RestError(
        400,
        'PGRST200',
        `Could not find a relationship between '${parent.label}' and '${rel.fn.name}' in the schema cache`,
      )
    }
    const fn = `${quoteIdent(rel.fn.schema)}.${quoteIdent(rel.fn.name)}(${parent.rowRef})`
    return { from: `${fn} AS ${a}`, join: 'TRUE' }
  }
  if (rel.kind === 'fk') {
    const join = rel.columns
      .map(([o, t]) => `${a}.${quoteIdent(t)} = ${columnSql(parent, o)}`)
      .join(' AND ')
    return { from: target, join }
  }
  const j = quoteIdent(`${alias}_j`)
  const junction = rel.junction
  const conds = [
    ...junction.sourceColumns.map(([jc, o]) => `${j}.${quoteIdent(jc)} = ${columnSql(parent, o)}`),
    ...junction.targetColumns.map(([jc, t]) => `${j}.${quoteIdent(jc)} = ${a}.${quoteIdent(t)}`),
  ]
  return {
    from: target,
    join: `EXISTS (SELECT 1 FROM ${quoteIdent(junction.table.schema)}.${quoteIdent(junction.table.name)} AS ${j} WHERE ${conds.join(' AND ')})`,
  }
}

function embedSql(
  ctx: BuildContext,
  src: RowSource,
  item: Extract<SelectItem, { kind: 'embed' }>,
  keys: EmbeddedKeys,
  depth: number,
): { columns: OutputColumn[]; inner?: string } {
  if (!src.table || !ctx.snapshot) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${src.label}' and '${item.relation}' in the schema cache`,
    )
  }
  const rel = findRelationship(ctx.snapshot, src.table, item.relation, item.hint)
  const name = item.alias ?? item.relation
  const sub = parseQuery(
    keys
      .filter((k) => k.path === name || k.path === item.relation)
      .map((k): [string, string] => [k.key, k.value]),
  )
  const scope = (a: string): RowSource => ({
    // PostgREST names an embed's rows <table>_<level> in its messages.
    label: `${rel.target.name}_${depth}`,
    qualifier: quoteIdent(a),
    columns: new Set(rel.target.columns.keys()),
    table: rel.target,
    rowRef: quoteIdent(a),
    computed: computedFields(ctx.snapshot, rel.target),
  })
  const toOne = isToOne(rel)
  const conds = (child: RowSource, join: string, extra: string[] = []) => {
    const where = whereSql(child, sub.where, ctx.params)
    const all = [join, ...(where === '' ? [] : [where.slice(' WHERE '.length)]), ...extra]
    return ` WHERE ${all.join(' AND ')}`
  }

  const a = `pgrst_e${++ctx.aliases}`
  const child = scope(a)
  const { from, join } = relationSql(ctx, src, rel, a)
  const list = selectList(ctx, child, item.items, sub.embedded, depth + 1)
  const where = conds(child, join, list.innerConditions)
  let inner: string | undefined
  if (item.joinType === 'inner') {
    const b = `pgrst_e${++ctx.aliases}`
    const other = scope(b)
    const otherRel = relationSql(ctx, src, rel, b)
    const innerList = selectList(ctx, other, item.items, sub.embedded, depth + 1)
    inner = `EXISTS (SELECT 1 FROM ${otherRel.from}${conds(other, otherRel.join, innerList.innerConditions)})`
  }
  const withInner = (columns: OutputColumn[]) => ({
    columns,
    ...(inner !== undefined ? { inner } : {}),
  })
  // An empty embed (`users()`) only filters: nothing of it is in the output.
  if (item.items.length === 0) return withInner([])
  if (item.spread) {
    const order = orderSql(child, sub.order, ctx.params)
    return withInner(
      list.columns.map((col): OutputColumn => {
        const [expr, label] = splitAlias(col)
        const value = toOne
          ? `(SELECT ${expr} FROM ${from}${where} LIMIT 1)`
          : `(SELECT coalesce(json_agg(${expr}${order}), '[]') FROM ${from}${where})`
        return { expr: value, label, aggregate: false, json: !toOne }
      }),
    )
  }
  const r = quoteIdent(`${a}_r`)
  let sql: string
  if (toOne) {
    sql = `(SELECT row_to_json(${r}) FROM (${selectFrom(list, from, where, ' LIMIT 1')}) AS ${r})`
  } else {
    const order = list.grouped ? '' : orderSql(child, sub.order, ctx.params)
    const limit = sub.limit === undefined ? '' : ` LIMIT ${ctx.params.add(sub.limit)}`
    const offset = sub.offset === undefined ? '' : ` OFFSET ${ctx.params.add(sub.offset)}`
    sql = `(SELECT coalesce(json_agg(${r}), '[]') FROM (${selectFrom(list, from, where, `${order}${limit}${offset}`)}) AS ${r})`
  }
  return withInner([{ expr: sql, label: quoteIdent(name), aggregate: false, json: true }])
}

/** Splits `expr AS "name"` (as written by selectList) into its two parts. */
function splitAlias(column: string): [string, string] {
  const at = column.lastIndexOf(' AS "')
  return [column.slice(0, at), column.slice(at + 4)]
}

function aggregateColumn(
  ctx: BuildContext,
  src: RowSource,
  item: Extract<SelectItem, { kind: 'column' }>,
): OutputColumn {
  const fn = item.aggregate as keyof typeof AGGREGATE_SQL
  if (ctx.snapshot && !ctx.snapshot.aggregatesEnabled) {
    throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed')
  }
  let arg = ''
  if (item.field.column !== '*') {
    arg = fieldSql(src, item.field, ctx.params)
    if (item.cast !== undefined) arg = castSql(arg, item.cast)
  }
  if (arg === '' && fn !== 'count') {
    throw new RestError(400, 'PGRST100', `failed to parse select (${fn}())`, {
      details: `${fn}() needs a column`,
    })
  }
  return {
    expr: 'NULL',
    label: quoteIdent(item.alias ?? fn),
    aggregate: { fn: AGGREGATE_SQL[fn], arg: arg === '' ? null : arg, cast: item.aggregateCast },
    json: false,
  }
}

/** The output columns of a select list (stars expanded, embeds as subqueries). */
export function selectList(
  ctx: BuildContext,
  src: RowSource,
  items: SelectItem[],
  embedded: EmbeddedKeys,
  depth = 1,
): SelectList {
  const out: OutputColumn[] = []
  const innerConditions: string[] = []
  const embedNames = new Set<string>()
  for (const item of items) {
    if (item.kind === 'star') {
      for (const col of src.columns) {
        out.push({
          expr: columnSql(src, col),
          label: quoteIdent(col),
          aggregate: false,
          json: false,
        })
      }
    } else if (item.kind === 'embed') {
      embedNames.add(item.alias ?? item.relation)
      embedNames.add(item.relation)
      const embed = embedSql(ctx, src, item, embedded, depth)
      out.push(...embed.columns)
      if (embed.inner !== undefined) innerConditions.push(embed.inner)
    } else if (item.aggregate !== undefined) {
      out.push(aggregateColumn(ctx, src, item))
    } else if (
      // `rel(count)`: a bare `count` in an embed counts its rows unless a column has that name.
      depth > 1 &&
      item.field.column === 'count' &&
      item.field.jsonPath.length === 0 &&
      item.cast === undefined &&
      !src.columns.has('count')
    ) {
      out.push(
        aggregateColumn(ctx, src, {
          ...item,
          field: { column: '*', jsonPath: [] },
          aggregate: 'count',
        }),
      )
    } else {
      let sql = fieldSql(src, item.field, ctx.params)
      if (item.cast !== undefined) sql = castSql(sql, item.cast)
      const last = item.field.jsonPath.at(-1)
      const name = item.alias ?? last?.key ?? item.field.column
      out.push({ expr: sql, label: quoteIdent(name), aggregate: false, json: false })
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
  // A select of only spreads or empty embeds still needs one expression.
  if (out.length === 0) {
    out.push({ expr: 'NULL', label: 'pgrst_none', aggregate: false, json: false })
  }
  const columns = out.map((c) => `${c.expr} AS ${c.label}`)
  return {
    columns,
    innerConditions,
    ...(out.some((c) => c.aggregate) ? { grouped: out } : {}),
  }
}
