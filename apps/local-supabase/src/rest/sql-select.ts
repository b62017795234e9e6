import { RestError } from './errors'
import type { ParsedQuery, SelectItem } from './query-ast'
import { parseQuery } from './query-parser'
import type { ForeignKeyInfo, SchemaSnapshot, TableInfo } from './schema-cache'
import {
  Params,
  columnSql,
  fieldSql,
  orderSql,
  quoteIdent,
  whereSql,
  type RowSource,
} from './sql-fragments'

/*
 * Select lists: columns, casts, JSON paths, and embedded resources resolved through foreign keys
 * and written as correlated subqueries.
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

/** The output columns of a select list (stars expanded, embeds as subqueries). */
export function selectList(
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
