import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { AUTH_SCHEMA_SQL, MIGRATIONS_TABLE_SQL, ROLES_SQL } from './bootstrap-sql'
import { REALTIME_SQL } from '../realtime/capture'
import { STORAGE_SCHEMA_SQL } from '../storage/schema-sql'
import { syncContent } from './content'
import type { ContentSyncResult } from './content'
import { applyMigrations, applySchemaFiles, applySqlFile } from './migrate'
import { dumpPglite, isNewDataDir, openPglite } from './pglite'
import { makePrivateDir } from './private-dir'
import { readySnapshot, snapshotKey } from './ready-snapshot'
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
  /**
   * Where the schema comes from: `migrations` (default; `supabase/migrations`, recorded, then
   * `seed.sql` on a new database) or `declarative` (`supabase/schemas/*.sql` only, for the schema
   * check and type generation: no seed, nothing recorded).
   */
  schemaSource?: 'migrations' | 'declarative'
  /**
   * Sync the content `supabase/content.json` lists (lessons, help articles) after the migrations,
   * on every open. Default true; ignored for the `declarative` source.
   */
  syncContent?: boolean
  /** Called with what the content sync did (for the start-up log). */
  onContentSync?: (results: ContentSyncResult[]) => void
  /** Runs once, after migrations and seed.sql, when the database was created by this call. */
  onNewDatabase?: (db: Database) => Promise<void>
}

/** Applies the bootstrap, pending migrations, seed.sql (when new) and the content sync. */
async function prepare(
  db: Database,
  supabaseDir: string,
  options: OpenDatabaseOptions,
  runSeed: boolean,
): Promise<void> {
  await db.exec(ROLES_SQL)
  await db.exec(AUTH_SCHEMA_SQL)
  await db.exec(STORAGE_SCHEMA_SQL)
  await db.exec(MIGRATIONS_TABLE_SQL)
  // Before migrations: they may add tables to the supabase_realtime publication.
  await db.exec(REALTIME_SQL)
  if (options.schemaSource === 'declarative') {
    await applySchemaFiles(db, join(supabaseDir, 'schemas'))
    return
  }
  await applyMigrations(db, join(supabaseDir, 'migrations'))
  if (runSeed) await applySqlFile(db, join(supabaseDir, 'seed.sql'))
  if (options.syncContent ?? true) {
    const results = await syncContent(db, supabaseDir)
    options.onContentSync?.(results)
  }
}

const BASE_SQL = ROLES_SQL + AUTH_SCHEMA_SQL + STORAGE_SCHEMA_SQL

/**
 * A snapshot of a new database prepared from `supabaseDir` (migrations, seed.sql, content), or
 * undefined when this open should not use one (a declarative build, or no content sync).
 */
async function pgliteSnapshot(
  supabaseDir: string,
  options: OpenDatabaseOptions,
): Promise<Blob | undefined> {
  if (options.schemaSource === 'declarative' || options.syncContent === false) return undefined
  const key = await snapshotKey(supabaseDir, BASE_SQL + MIGRATIONS_TABLE_SQL + REALTIME_SQL)
  return readySnapshot(key, async () => {
    const db = await openPglite(undefined, BASE_SQL)
    try {
      await prepare(db, supabaseDir, { syncContent: true }, true)
      return await dumpPglite(db)
    } finally {
      await db.close()
    }
  })
}

/**
 * Opens the database (PGlite or PostgreSQL), creates Supabase's roles and `auth` schema, applies
 * pending `supabase/migrations/*.sql`, on a new database `supabase/seed.sql`, and then syncs the
 * shipped content (`supabase/content.json`). A new PGlite database starts from a cached snapshot
 * of exactly that (ready-snapshot.ts), so only the demo data is created on it.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const supabaseDir = options.supabaseDir ?? DEFAULT_SUPABASE_DIR
  let db: Database
  let snapshot: Blob | undefined
  if (options.databaseUrl) {
    db = await openPostgres(options.databaseUrl)
  } else {
    if (options.dataDir) await makePrivateDir(options.dataDir)
    if (await isNewDataDir(options.dataDir)) snapshot = await pgliteSnapshot(supabaseDir, options)
    // The roles, auth and storage schemas go into the in-memory template; they are re-applied below.
    db = await openPglite(options.dataDir, BASE_SQL, snapshot)
  }
  try {
    const probe = await db.query<{ exists: boolean }>(
      `select to_regclass('supabase_migrations.schema_migrations') is not null as exists`,
    )
    // A snapshot already ran everything a new database gets, seed.sql included; it is still new
    // to whoever opened it (the demo accounts are created below).
    const isNew = snapshot !== undefined || !probe.rows[0]?.exists
    await prepare(db, supabaseDir, options, isNew && snapshot === undefined)
    if (isNew && options.schemaSource !== 'declarative') await options.onNewDatabase?.(db)
    return db
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
}
