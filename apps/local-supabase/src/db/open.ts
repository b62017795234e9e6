import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { AUTH_SCHEMA_SQL, MIGRATIONS_TABLE_SQL, ROLES_SQL } from './bootstrap-sql'
import { REALTIME_SQL } from '../realtime/capture'
import { STORAGE_SCHEMA_SQL } from '../storage/schema-sql'
import { applyMigrations, applySqlFile } from './migrate'
import { makePrivateDir } from './private-dir'
import { openPglite } from './pglite'
import { openPostgres } from './postgres'
import type { Database } from './types'

/** The repository's Supabase CLI folder, found from this file so it works from any cwd. */
export const DEFAULT_SUPABASE_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../supabase',
)

/** Options of {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /** PGlite data directory; omitted → in-memory. Ignored when `databaseUrl` is set. */
  dataDir?: string
  /** A PostgreSQL connection string; switches from PGlite to node-postgres. */
  databaseUrl?: string
  /** Folder holding `migrations/` and `seed.sql`; defaults to the repository's `supabase/`. */
  supabaseDir?: string
  /** Runs once, after migrations and seed.sql, when the database was created by this call. */
  onNewDatabase?: (db: Database) => Promise<void>
}

/**
 * Opens the database (PGlite or PostgreSQL), creates Supabase's roles and `auth` schema, applies
 * pending `supabase/migrations/*.sql` and, on a new database, `supabase/seed.sql`.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  let db: Database
  if (options.databaseUrl) {
    db = await openPostgres(options.databaseUrl)
  } else {
    if (options.dataDir) await makePrivateDir(options.dataDir)
    // The roles and auth schema go into the in-memory template; they are re-applied below anyway.
    db = await openPglite(options.dataDir, ROLES_SQL + AUTH_SCHEMA_SQL + STORAGE_SCHEMA_SQL)
  }
  try {
    const probe = await db.query<{ exists: boolean }>(
      `select to_regclass('supabase_migrations.schema_migrations') is not null as exists`,
    )
    const isNew = !probe.rows[0]?.exists
    await db.exec(ROLES_SQL)
    await db.exec(AUTH_SCHEMA_SQL)
    await db.exec(STORAGE_SCHEMA_SQL)
    await db.exec(MIGRATIONS_TABLE_SQL)
    // Before migrations: they may add tables to the supabase_realtime publication.
    await db.exec(REALTIME_SQL)
    const supabaseDir = options.supabaseDir ?? DEFAULT_SUPABASE_DIR
    await applyMigrations(db, join(supabaseDir, 'migrations'))
    if (isNew) {
      await applySqlFile(db, join(supabaseDir, 'seed.sql'))
      await options.onNewDatabase?.(db)
    }
    return db
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
}
