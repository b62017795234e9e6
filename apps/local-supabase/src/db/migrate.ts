import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Database } from './types'

/** One applied (or skipped) migration file. */
export interface MigrationFile {
  version: string
  name: string
  file: string
}

/** Lists `<dir>/*.sql` in name order; a missing folder is an empty list. */
async function listMigrations(dir: string): Promise<MigrationFile[]> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  return names
    .filter((n) => n.endsWith('.sql'))
    .sort()
    .map((file) => {
      const base = file.slice(0, -'.sql'.length)
      const cut = base.indexOf('_')
      return cut > 0
        ? { version: base.slice(0, cut), name: base.slice(cut + 1), file }
        : { version: base, name: base, file }
    })
}

/**
 * Applies every migration in `dir` not yet recorded in supabase_migrations.schema_migrations, each
 * in its own transaction together with its record, so a failing file leaves nothing half applied.
 * @returns the files applied by this call
 */
export async function applyMigrations(db: Database, dir: string): Promise<MigrationFile[]> {
  const files = await listMigrations(dir)
  const done = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  )
  const applied = new Set(done.rows.map((r) => r.version))
  const fresh: MigrationFile[] = []
  for (const m of files) {
    if (applied.has(m.version)) continue
    const sql = await readFile(join(dir, m.file), 'utf8')
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql)
        await tx.exec('reset role')
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
          [m.version, m.name],
        )
      })
    } catch (error) {
      throw new Error(`migration ${m.file} failed: ${(error as Error).message}`, { cause: error })
    }
    fresh.push(m)
  }
  return fresh
}

/**
 * Builds the schema from the declarative files instead of the migrations: every `<dir>/*.sql` in
 * name order (the order `schema_paths = ["./schemas/*.sql"]` gives the Supabase CLI), all in one
 * transaction. Nothing is recorded: a database built this way is for comparing and generating,
 * never migrated afterwards.
 * @returns the files applied
 */
export async function applySchemaFiles(db: Database, dir: string): Promise<string[]> {
  const files = (await readdir(dir)).filter((n) => n.endsWith('.sql')).sort()
  await db.transaction(async (tx) => {
    for (const file of files) {
      try {
        await tx.exec(await readFile(join(dir, file), 'utf8'))
        await tx.exec('reset role')
      } catch (error) {
        throw new Error(`schema file ${file} failed: ${(error as Error).message}`, { cause: error })
      }
    }
  })
  return files
}

/** Runs `file` when it exists (seed.sql is optional). @returns whether it ran */
export async function applySqlFile(db: Database, file: string): Promise<boolean> {
  let sql: string
  try {
    sql = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
  try {
    await db.transaction((tx) => tx.exec(sql))
  } catch (error) {
    throw new Error(`${file} failed: ${(error as Error).message}`, { cause: error })
  }
  return true
}
