import { RestError } from './errors'
import type { ParsedQuery } from './query-ast'
import type { SchemaSnapshot, TableInfo } from './schema-cache'
import {
  columnSql,
  orderSql,
  quoteIdent,
  tableSource,
  whereSql,
  type RowSource,
  type SqlStatement,
} from './sql-fragments'
import { newContext, selectFrom, selectList, type BuildContext } from './sql-select'

/*
 * Turns a parsed table request into one SQL statement. Pure: every identifier written here was
 * first found in a schema snapshot and is double-quoted; every value goes in `params`. The
 * property test in test/rest checks both claims against random input.
 */

/** Options shared by reads. */
export interface ReadOptions {
  limit?: number
  offset: number
  count: boolean
}

/** Column list of the result rows of a read or of a RETURNING clause. */
/** `page_count` and `body` (a JSON array as text) over `pgrst_source`. */
export const RESULT_SQL = `count(*)::int AS page_count, coalesce(json_agg(pgrst_source), '[]')::text AS body`

function andAll(where: string, extra: string[]): string {
  if (extra.length === 0) return where
  const joined = extra.map((e) => `(${e})`).join(' AND ')
  return where === '' ? ` WHERE ${joined}` : `${where} AND ${joined}`
}

/** The rows a read selects: its source, select list and WHERE clause (`!inner` embeds included). */
function readScope(table: TableInfo, query: ParsedQuery, snapshot: SchemaSnapshot | undefined) {
  const src = tableSource(table, snapshot)
  const ctx = newContext(snapshot)
  const list = selectList(ctx, src, query.select, query.embedded)
  const where = andAll(whereSql(src, query.where, ctx.params), list.innerConditions)
  return { src, ctx, list, where }
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
  const { src, ctx, list, where } = readScope(table, query, snapshot)
  // Grouped rows have no table columns left to order by; PostgREST orders them by the groups.
  const order = list.grouped ? '' : orderSql(src, query.order, ctx.params)
  const limit = opts.limit === undefined ? '' : ` LIMIT ${ctx.params.add(opts.limit)}`
  const offset = opts.offset > 0 ? ` OFFSET ${ctx.params.add(opts.offset)}` : ''
  const total = opts.count ? `(SELECT count(*)::int FROM ${src.qualifier}${where})` : 'NULL::int'
  const sql =
    `WITH pgrst_source AS (${selectFrom(list, src.qualifier, where, `${order}${limit}${offset}`)}) ` +
    `SELECT ${total} AS total, ${RESULT_SQL} FROM pgrst_source`
  return { sql, params: ctx.params.values }
}

/**
 * `count=planned`: the planner's row estimate for the read's rows (PostgREST runs the same
 * EXPLAIN), without the select list, which does not change the count.
 */
export function buildPlannedCount(
  table: TableInfo,
  query: ParsedQuery,
  snapshot?: SchemaSnapshot,
): SqlStatement {
  const { src, ctx, where } = readScope(table, query, snapshot)
  return {
    sql: `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${src.qualifier}${where}`,
    params: ctx.params.values,
  }
}

/** The row estimate of the top plan node in an `EXPLAIN (FORMAT JSON)` result. */
export function planRows(rows: Record<string, unknown>[]): number | null {
  const value = Object.values(rows[0] ?? {})[0]
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as
    { Plan?: { 'Plan Rows'?: number } }[] | undefined
  const estimate = plan?.[0]?.Plan?.['Plan Rows']
  return typeof estimate === 'number' ? estimate : null
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
  // The returned rows are not of the table's row type, so no computed fields on them.
  const src: RowSource = {
    label: base.label,
    qualifier: 'pgrst_mut',
    columns: base.columns,
    table,
  }
  const list = selectList(ctx, src, query.select, query.embedded)
  return (
    `WITH pgrst_mut AS (${mutation} RETURNING ${base.qualifier}.*${extraReturning}), ` +
    `pgrst_source AS (${selectFrom(list, 'pgrst_mut', '')}) ` +
    `SELECT ${RESULT_SQL}${extraResult} FROM pgrst_source`
  )
}

/**
 * A write to a view PostgreSQL cannot update (an aggregate, a join, no INSTEAD OF trigger) is
 * 405, refused before it reaches the database (whose error, class 55, would be a 500).
 */
function requireWritable(table: TableInfo, verb: 'insert' | 'update' | 'delete'): void {
  if (table.accepts[verb]) return
  const target = verb === 'insert' ? `into view "${table.name}"` : `view "${table.name}"`
  throw new RestError(405, '55000', `cannot ${verb} ${target}`, {
    details: `The view "${table.schema}.${table.name}" is not automatically updatable`,
    hint: 'Write to its table, or give the view an INSTEAD OF trigger',
  })
}

/** Checks that every payload column exists (PGRST204 otherwise). */
function checkPayloadColumns(table: TableInfo, columns: string[]): void {
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
  requireWritable(table, 'insert')
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
  requireWritable(table, 'update')
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
  requireWritable(table, 'delete')
  requireFilter(query, 'DELETE')
  const ctx = newContext(snapshot)
  const where = whereSql(src, query.where, ctx.params)
  const mutation = `DELETE FROM ${src.qualifier}${where}`
  return { sql: wrapMutation(ctx, table, mutation, query, opts), params: ctx.params.values }
}
