import { openDatabase, type Database, type Queryable } from '@fabula/local-supabase'
import { startPgCluster } from '@fabula/local-supabase/testing'

/** A database prepared exactly as the local backend prepares it, and how to dispose of it. */
export interface MigratedDatabase {
  db: Database
  close(): Promise<void>
}

/**
 * Opens an empty database with the local backend's own bootstrap (Supabase roles, grants, the
 * auth schema) and every file of supabase/migrations applied: in-memory PGlite, or a throwaway
 * PostgreSQL cluster so the migrations are proven on both engines.
 */
export async function openMigratedDatabase(kind: 'pglite' | 'postgres'): Promise<MigratedDatabase> {
  if (kind === 'pglite') {
    const db = await openDatabase()
    return { db, close: () => db.close() }
  }
  const cluster = await startPgCluster()
  try {
    const db = await openDatabase({ databaseUrl: cluster.databaseUrl })
    return {
      db,
      async close() {
        await db.close()
        await cluster.stop()
      },
    }
  } catch (error) {
    await cluster.stop()
    throw error
  }
}

/** JWT claims as PostgREST would set them for a request. */
export interface Claims {
  role: 'anon' | 'authenticated' | 'service_role'
  sub?: string
  app_metadata?: Record<string, unknown>
  user_metadata?: Record<string, unknown>
}

/**
 * Runs `fn` in one transaction as PostgREST would, with role and claims set transaction-locally
 * (committed when `fn` resolves, rolled back when it throws). The database session itself is a
 * superuser, which bypasses RLS, so every RLS assertion must go through here.
 */
export function asRole<T>(
  db: Database,
  claims: Claims,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
      [claims.role, JSON.stringify(claims)],
    )
    return fn(tx)
  })
}

/** Creates an auth user directly (as the superuser) and returns its id. */
export async function insertUser(db: Database, id: string, email: string): Promise<string> {
  await db.query('insert into auth.users (id, email) values ($1, $2)', [id, email])
  return id
}
