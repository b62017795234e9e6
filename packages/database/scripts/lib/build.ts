import { openDatabase } from '@fabula/local-supabase'
import pg from 'pg'
import type { Database } from '@fabula/local-supabase'
import { startPgCluster } from '@fabula/local-supabase/testing'
import { readCatalogue } from './catalogue'
import type { CatalogueEntry } from './catalogue'

/** Where a database's schema comes from: the migrations or the declarative files. */
export type SchemaSource = 'migrations' | 'declarative'

/** Options of {@link catalogues}. */
export interface CataloguesOptions {
  /** `pglite` (in memory) or `postgres` (a throwaway cluster). */
  engine: 'pglite' | 'postgres'
  /** A Supabase folder other than the repository's (tests of the check itself). */
  supabaseDir?: string
}

async function catalogueOf(open: () => Promise<Database>): Promise<CatalogueEntry[]> {
  const db = await open()
  try {
    return await readCatalogue(db)
  } finally {
    await db.close()
  }
}

/**
 * Builds two empty databases the way the local backend starts one, one from
 * `supabase/migrations` and one from `supabase/schemas`, and reads both catalogues.
 */
export async function catalogues(
  options: CataloguesOptions,
): Promise<Record<SchemaSource, CatalogueEntry[]>> {
  const base = options.supabaseDir ? { supabaseDir: options.supabaseDir } : {}
  if (options.engine === 'pglite') {
    return {
      migrations: await catalogueOf(() => openDatabase({ ...base })),
      declarative: await catalogueOf(() => openDatabase({ ...base, schemaSource: 'declarative' })),
    }
  }
  const cluster = await startPgCluster()
  try {
    const admin = new pg.Client({ connectionString: cluster.databaseUrl })
    await admin.connect()
    await admin.query('create database from_migrations')
    await admin.query('create database from_schemas')
    await admin.end()
    const url = (name: string) => cluster.databaseUrl.replace(/\/postgres$/, `/${name}`)
    return {
      migrations: await catalogueOf(() =>
        openDatabase({ databaseUrl: url('from_migrations'), ...base }),
      ),
      declarative: await catalogueOf(() =>
        openDatabase({
          databaseUrl: url('from_schemas'),
          ...base,
          schemaSource: 'declarative',
        }),
      ),
    }
  } finally {
    await cluster.stop()
  }
}
