import type { Queryable } from '../db/types'

/*
 * What the REST layer knows of the exposed schema, read from the live catalog. Names from here are
 * the only identifiers the SQL builder ever writes, so a request can only name what exists.
 */

/** A column of an exposed table or view. */
interface ColumnInfo {
  name: string
  /** `format_type()` output, e.g. `text[]`, `timestamp with time zone`. */
  type: string
  notNull: boolean
  hasDefault: boolean
}

/** A foreign key from `columns` of one relation to `refColumns` of `refTable`. */
interface ForeignKeyInfo {
  name: string
  table: string
  columns: string[]
  refSchema: string
  refTable: string
  refColumns: string[]
}

/** A table, view, materialised view or foreign table. */
export interface TableInfo {
  schema: string
  name: string
  /** A view (or materialised view): embeds to it go only by its name, as in PostgREST. */
  isView: boolean
  /** What the relation accepts (`pg_relation_is_updatable`); tables accept everything. */
  accepts: { insert: boolean; update: boolean; delete: boolean }
  /** For a view: its columns that show a base table's column unchanged, by base table. */
  viewSources: { schema: string; table: string; columns: Map<string, string> }[]
  columns: Map<string, ColumnInfo>
  primaryKey: string[]
  uniques: string[][]
  foreignKeys: ForeignKeyInfo[]
}

/** An input parameter of a function. */
interface FunctionParam {
  name: string
  type: string
  hasDefault: boolean
}

/** A function callable through `/rpc`. */
export interface FunctionInfo {
  /** `pg_proc.oid`: tells overloads apart. */
  oid: number
  schema: string
  name: string
  volatility: 'immutable' | 'stable' | 'volatile'
  returnsSet: boolean
  returnType: string
  returnsVoid: boolean
  /** Output column names when the function returns rows (a table type, `returns table`, OUT params). */
  returnColumns: string[] | null
  params: FunctionParam[]
  /** Expected result rows (`prorows`): 1 makes a set-returning computed relationship to-one. */
  rows: number
  /** The relation whose row type the only parameter has (a computed field or relationship). */
  argRelation: string | null
  /** The relation whose row type the function returns (a table, a view). */
  returnRelation: string | null
  /** The last parameter is VARIADIC. */
  variadic: boolean
}

/** A snapshot of one schema. */
export interface SchemaSnapshot {
  schema: string
  tables: Map<string, TableInfo>
  functions: Map<string, FunctionInfo[]>
  /**
   * `pgrst.db_aggregates_enabled` on the `authenticator` role, where PostgREST (and so Supabase)
   * reads it: aggregates in `select` are refused unless it is `true`.
   */
  aggregatesEnabled: boolean
}

const AGGREGATES_SQL = `
select exists (select 1 from pg_roles r, unnest(r.rolconfig) c
  where r.rolname = 'authenticator' and lower(c) = 'pgrst.db_aggregates_enabled=true') as enabled`

const TABLES_SQL = `
select c.relname as name, c.relkind::text as kind,
       case when c.relkind in ('r', 'p') then 28 else pg_relation_is_updatable(c.oid::regclass, true) end as updatable
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')`

/** View columns that repeat a base table column under the same name (what embedding needs). */
const VIEW_COLUMNS_SQL = `
select u.view_name::text as view_name, u.table_schema::text as table_schema,
       u.table_name::text as table_name, u.column_name::text as column_name
from information_schema.view_column_usage u
join pg_namespace n on n.nspname = u.view_schema
join pg_class v on v.relnamespace = n.oid and v.relname = u.view_name
join pg_attribute a on a.attrelid = v.oid and a.attname = u.column_name and not a.attisdropped
where u.view_schema = $1`

const COLUMNS_SQL = `
select c.relname as table_name, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
       a.attnotnull as not_null, (a.atthasdef or a.attidentity <> '') as has_default
from pg_attribute a
join pg_class c on c.oid = a.attrelid
join pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p') and a.attnum > 0 and not a.attisdropped
order by c.relname, a.attnum`

const CONSTRAINTS_SQL = `
select c.relname as table_name, con.conname as name, con.contype::text as type,
       to_json(array(select a.attname::text from unnest(con.conkey) with ordinality k(num, ord)
         join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.ord)) as columns,
       rn.nspname as ref_schema, rc.relname as ref_table,
       to_json(array(select a.attname::text from unnest(con.confkey) with ordinality k(num, ord)
         join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.ord)) as ref_columns
from pg_constraint con
join pg_class c on c.oid = con.conrelid
join pg_namespace n on n.oid = c.relnamespace
left join pg_class rc on rc.oid = con.confrelid
left join pg_namespace rn on rn.oid = rc.relnamespace
where n.nspname = $1 and con.contype in ('p', 'u', 'f')`

const FUNCTIONS_SQL = `
select p.oid::int8 as oid, p.proname as name, p.provolatile::text as volatility, p.proretset as returns_set,
       format_type(p.prorettype, null) as return_type, p.pronargs::int as nargs,
       p.pronargdefaults::int as ndefaults, p.prorows::float8 as rows, p.provariadic <> 0 as variadic,
       (select c.relname from pg_class c where c.reltype = p.proargtypes[0] and p.pronargs = 1
          and c.relnamespace = p.pronamespace and c.relkind in ('r', 'v', 'm', 'f', 'p')) as arg_relation,
       (select c.relname from pg_class c where c.reltype = p.prorettype
          and c.relnamespace = p.pronamespace and c.relkind in ('r', 'v', 'm', 'f', 'p')) as return_relation,
       to_json(coalesce(p.proargnames, '{}'::text[])) as arg_names,
       to_json(coalesce(p.proargmodes::text[], '{}'::text[])) as arg_modes,
       to_json(array(select format_type(t.oid, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
         with ordinality x(oid, ord) join pg_type t on t.oid = x.oid order by x.ord)) as arg_types,
       case when rt.typrelid <> 0 then to_json(array(select a.attname::text from pg_attribute a
         where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped order by a.attnum)) end as rel_columns
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type rt on rt.oid = p.prorettype
where n.nspname = $1 and p.prokind = 'f'`

interface ConstraintRow {
  table_name: string
  name: string
  type: string
  columns: string[]
  ref_schema: string | null
  ref_table: string | null
  ref_columns: string[]
}

interface FunctionRow {
  oid: number | string
  name: string
  volatility: string
  returns_set: boolean
  return_type: string
  nargs: number
  ndefaults: number
  arg_names: string[]
  arg_modes: string[]
  arg_types: string[]
  rel_columns: string[] | null
  rows: number
  variadic: boolean
  arg_relation: string | null
  return_relation: string | null
}

/** node-postgres and PGlite both parse `json`, but be lenient if a driver hands back text. */
function jsonValue<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T
}

function toFunctionInfo(schema: string, row: FunctionRow): FunctionInfo {
  const names = jsonValue<string[]>(row.arg_names)
  const modes = jsonValue<string[]>(row.arg_modes)
  const types = jsonValue<string[]>(row.arg_types)
  const inputs: { name: string; type: string }[] = []
  const outputs: string[] = []
  types.forEach((type, i) => {
    const mode = modes[i] ?? 'i'
    const name = names[i] ?? ''
    if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name, type })
    if (mode === 'o' || mode === 'b' || mode === 't') outputs.push(name)
  })
  const firstDefault = inputs.length - row.ndefaults
  const volatility =
    row.volatility === 'i' ? 'immutable' : row.volatility === 's' ? 'stable' : 'volatile'
  const relColumns = row.rel_columns === null ? null : jsonValue<string[]>(row.rel_columns)
  return {
    oid: Number(row.oid),
    schema,
    name: row.name,
    volatility,
    returnsSet: row.returns_set,
    returnType: row.return_type,
    returnsVoid: row.return_type === 'void',
    returnColumns: outputs.length > 0 ? outputs : relColumns,
    params: inputs.map((p, i) => ({ ...p, hasDefault: i >= firstDefault })),
    rows: Number(row.rows),
    argRelation: row.arg_relation,
    returnRelation: row.return_relation,
    variadic: row.variadic,
  }
}

/** Reads one schema's tables, columns, keys and functions from the catalog. */
async function introspectSchema(db: Queryable, schema: string): Promise<SchemaSnapshot> {
  const [tables, viewColumns, columns, constraints, functions] = [
    await db.query<{ name: string; kind: string; updatable: number }>(TABLES_SQL, [schema]),
    await db.query<{
      view_name: string
      table_schema: string
      table_name: string
      column_name: string
    }>(VIEW_COLUMNS_SQL, [schema]),
    await db.query<{
      table_name: string
      name: string
      type: string
      not_null: boolean
      has_default: boolean
    }>(COLUMNS_SQL, [schema]),
    await db.query<ConstraintRow>(CONSTRAINTS_SQL, [schema]),
    await db.query<FunctionRow>(FUNCTIONS_SQL, [schema]),
  ]
  const aggregates = await db.query<{ enabled: boolean }>(AGGREGATES_SQL)
  const snapshot: SchemaSnapshot = {
    schema,
    tables: new Map(),
    functions: new Map(),
    aggregatesEnabled: aggregates.rows[0]?.enabled === true,
  }
  for (const { name, kind, updatable } of tables.rows) {
    const bits = Number(updatable)
    snapshot.tables.set(name, {
      schema,
      name,
      isView: kind === 'v' || kind === 'm',
      // pg_relation_is_updatable: 4 update, 8 insert, 16 delete.
      accepts: { update: (bits & 4) !== 0, insert: (bits & 8) !== 0, delete: (bits & 16) !== 0 },
      viewSources: [],
      columns: new Map(),
      primaryKey: [],
      uniques: [],
      foreignKeys: [],
    })
  }
  for (const col of columns.rows) {
    snapshot.tables.get(col.table_name)?.columns.set(col.name, {
      name: col.name,
      type: col.type,
      notNull: col.not_null,
      hasDefault: col.has_default,
    })
  }
  for (const use of viewColumns.rows) {
    const view = snapshot.tables.get(use.view_name)
    if (!view) continue
    let source = view.viewSources.find(
      (s) => s.schema === use.table_schema && s.table === use.table_name,
    )
    if (!source) {
      source = { schema: use.table_schema, table: use.table_name, columns: new Map() }
      view.viewSources.push(source)
    }
    source.columns.set(use.column_name, use.column_name)
  }
  for (const con of constraints.rows) {
    const table = snapshot.tables.get(con.table_name)
    if (!table) continue
    const cols = jsonValue<string[]>(con.columns)
    if (con.type === 'p') table.primaryKey = cols
    else if (con.type === 'u') table.uniques.push(cols)
    else if (con.ref_table !== null && con.ref_schema !== null) {
      table.foreignKeys.push({
        name: con.name,
        table: table.name,
        columns: cols,
        refSchema: con.ref_schema,
        refTable: con.ref_table,
        refColumns: jsonValue<string[]>(con.ref_columns),
      })
    }
  }
  for (const row of functions.rows) {
    const info = toFunctionInfo(schema, row)
    const list = snapshot.functions.get(info.name) ?? []
    list.push(info)
    snapshot.functions.set(info.name, list)
  }
  return snapshot
}

const caches = new WeakMap<object, Map<string, Promise<SchemaSnapshot>>>()
let generation = 0
const generations = new WeakMap<object, number>()

/**
 * Drops every cached schema snapshot, so the next request re-reads the catalog. Call it after
 * running migrations. (The REST layer also re-reads once by itself when a name is not found.)
 */
export function invalidateSchemaCache(): void {
  generation++
}

/** The cached snapshot of `schema` for `db`, read on first use or after invalidation. */
export function getSchema(db: Queryable, schema: string, fresh = false): Promise<SchemaSnapshot> {
  let perDb = caches.get(db)
  if (!perDb || fresh || generations.get(db) !== generation) {
    perDb = new Map()
    caches.set(db, perDb)
    generations.set(db, generation)
  }
  let snapshot = perDb.get(schema)
  if (!snapshot) {
    snapshot = introspectSchema(db, schema)
    perDb.set(schema, snapshot)
    // A failed read must not be cached: the next request tries again.
    const owner = perDb
    snapshot.catch(() => owner.delete(schema))
  }
  return snapshot
}
