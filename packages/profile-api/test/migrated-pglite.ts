import { readdir, readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'

const MIGRATIONS_DIR = new URL('../../../supabase/migrations/', import.meta.url)

/**
 * Minimal stand-ins for what Supabase provides before user migrations run (roles, grants,
 * auth.users, auth.uid(), auth.jwt()), following §4 of the protocol sheet. Used only by the
 * SQL-level tests; the integration tests run against the real local backend.
 */
const SUPABASE_STAND_INS = `
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
create schema auth;
grant usage on schema auth to anon, authenticated, service_role;
create table auth.users (
  id uuid primary key,
  email text,
  raw_app_meta_data jsonb not null default '{}'::jsonb
);
create function auth.uid() returns uuid language sql stable as $$
  select (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')::uuid
$$;
create function auth.jwt() returns jsonb language sql stable as $$
  select nullif(current_setting('request.jwt.claims', true), '')::jsonb
$$;
`

/** Every migration of supabase/migrations, in file-name (timestamp) order. */
export async function readMigrations(): Promise<{ name: string; sql: string }[]> {
  const names = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort()
  return Promise.all(
    names.map(async (name) => ({
      name,
      sql: await readFile(new URL(name, MIGRATIONS_DIR), 'utf8'),
    })),
  )
}

/** An in-memory PGlite with the Supabase stand-ins and every migration applied. */
export async function createMigratedDatabase(): Promise<PGlite> {
  const db = await PGlite.create()
  await db.exec(SUPABASE_STAND_INS)
  for (const migration of await readMigrations()) await db.exec(migration.sql)
  return db
}

/** JWT claims as PostgREST would set them for a request. */
export interface Claims {
  role: 'anon' | 'authenticated' | 'service_role'
  sub?: string
  app_metadata?: Record<string, unknown>
}

/**
 * Runs `fn` in one transaction as PostgREST would, with role and claims set transaction-locally
 * (committed when `fn` resolves, rolled back when it throws). PGlite's session user is a
 * superuser, which bypasses RLS, so tests must go through here.
 */
export async function asRole<T>(
  db: PGlite,
  claims: Claims,
  fn: (tx: Pick<PGlite, 'query'>) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
      [claims.role, JSON.stringify(claims)],
    )
    return fn(tx)
  })
}

/** Creates an auth user (as the superuser) and returns its id. */
export async function insertUser(db: PGlite, id: string, email: string): Promise<string> {
  await db.query('insert into auth.users (id, email) values ($1, $2)', [id, email])
  return id
}
