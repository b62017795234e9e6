import type { Database } from '../db/types'

/** The NOTIFY channel the capture trigger signals on; the payload is the change's id. */
export const CHANGES_CHANNEL = '_local_realtime_changes'

/**
 * Supabase's `supabase_realtime` publication (hosted projects have it, so migrations may
 * `alter publication supabase_realtime add table …`), and the local change log: a trigger on each
 * published table someone subscribes to copies the new row into `_local_realtime.changes` and
 * NOTIFYs its id, which PostgreSQL delivers only when the writing transaction commits. The schema
 * is reachable by no API role. Idempotent; runs on every start before migrations (ADR 0053).
 */
export const REALTIME_SQL = `
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
create schema if not exists _local_realtime;
revoke all on schema _local_realtime from public;
create table if not exists _local_realtime.changes (
  id bigint generated always as identity primary key,
  schema_name text not null,
  table_name text not null,
  type text not null,
  record jsonb not null,
  old_record jsonb,
  commit_timestamp timestamptz not null default now()
);
create or replace function _local_realtime.capture() returns trigger
  language plpgsql security definer set search_path = '' as $fn$
declare
  change_id bigint;
begin
  insert into _local_realtime.changes (schema_name, table_name, type, record, old_record)
  values (tg_table_schema, tg_table_name, tg_op, to_jsonb(new),
          case when tg_op = 'UPDATE' then to_jsonb(old) end)
  returning id into change_id;
  perform pg_notify('${CHANGES_CHANNEL}', change_id::text);
  return null;
end
$fn$;
revoke all on function _local_realtime.capture() from public;
`

/** What a subscription needs to know about a table. */
export interface TableInfo {
  schema: string
  table: string
  /** Column name → type name as realtime-js' transformers expect it (`int8`, `_text`, `uuid`). */
  columns: Map<string, string>
  primaryKey: string[]
}

/** Why a table cannot be subscribed to, in Supabase Realtime's words where it has them. */
export type TableRefusal =
  'not_found' | 'not_published' | 'no_primary_key' | 'no_select_privilege' | 'unknown_column'

/**
 * Reads a table's columns and primary key and checks that it is published and that `role` may
 * select from it. Tables without a primary key cannot be checked row by row, so they are refused,
 * as Supabase refuses them for RLS.
 */
export async function describeTable(
  db: Database,
  schema: string,
  table: string,
  role: string,
): Promise<TableInfo | TableRefusal> {
  const found = await db.query<{
    oid: number
    published: boolean
    can_select: boolean
  }>(
    `select c.oid::int as oid,
            exists (select 1 from pg_publication_tables p
                     where p.pubname = 'supabase_realtime'
                       and p.schemaname = n.nspname and p.tablename = c.relname) as published,
            has_table_privilege($3, c.oid, 'select') as can_select
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')`,
    [schema, table, role],
  )
  const row = found.rows[0]
  if (!row) return 'not_found'
  if (!row.published) return 'not_published'
  if (!row.can_select) return 'no_select_privilege'
  const columns = await db.query<{ name: string; type: string; pk: boolean }>(
    `select a.attname as name, t.typname as type,
            coalesce(a.attnum = any(i.indkey), false) as pk
       from pg_attribute a
       join pg_type t on t.oid = a.atttypid
       left join pg_index i on i.indrelid = a.attrelid and i.indisprimary
      where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped
      order by a.attnum`,
    [row.oid],
  )
  const primaryKey = columns.rows.filter((c) => c.pk).map((c) => c.name)
  if (primaryKey.length === 0) return 'no_primary_key'
  return {
    schema,
    table,
    columns: new Map(columns.rows.map((c) => [c.name, c.type])),
    primaryKey,
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** The fully quoted name of a table. */
export const qualified = (schema: string, table: string) => `${quote(schema)}.${quote(table)}`

/** Installs the capture trigger on a published table once (it stays for later starts). */
export async function ensureCapture(db: Database, schema: string, table: string): Promise<void> {
  const existing = await db.query(
    `select 1 from pg_trigger
      where tgname = '_local_realtime_capture' and tgrelid = to_regclass($1)`,
    [qualified(schema, table)],
  )
  if (existing.rows.length > 0) return
  try {
    await db.exec(
      `create trigger _local_realtime_capture after insert or update on ${qualified(schema, table)}
         for each row execute function _local_realtime.capture()`,
    )
  } catch (error) {
    // Another join installed it in the meantime.
    if ((error as { code?: unknown }).code !== '42710') throw error
  }
}

/** A committed change read back from the log. */
export interface Change {
  id: number
  schema: string
  table: string
  type: 'INSERT' | 'UPDATE'
  record: Record<string, unknown>
  oldRecord: Record<string, unknown> | null
  commitTimestamp: string
}

/** Takes the given changes out of the log (each is read once), in commit order of their ids. */
export async function takeChanges(db: Database, ids: readonly number[]): Promise<Change[]> {
  const result = await db.query<{
    id: number
    schema_name: string
    table_name: string
    type: 'INSERT' | 'UPDATE'
    record: Record<string, unknown>
    old_record: Record<string, unknown> | null
    commit_timestamp: Date | string
  }>(
    `delete from _local_realtime.changes where id = any($1::bigint[])
     returning id, schema_name, table_name, type, record, old_record, commit_timestamp`,
    [ids],
  )
  return result.rows
    .map((r) => ({
      id: Number(r.id),
      schema: r.schema_name,
      table: r.table_name,
      type: r.type,
      record: r.record,
      oldRecord: r.old_record,
      commitTimestamp: new Date(r.commit_timestamp).toISOString(),
    }))
    .sort((a, b) => a.id - b.id)
}
