import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './index'

const FIXTURE = resolve(import.meta.dirname, '../../test/fixtures/supabase')
const EMPTY = resolve(import.meta.dirname, '../../test/fixtures/empty-supabase')

describe('openDatabase (PGlite)', () => {
  const dirs: string[] = []
  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })))
  })

  it('creates the Supabase roles, the auth schema and applies migrations plus seed once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ls-db-'))
    dirs.push(dataDir)
    let created = 0
    const db = await openDatabase({
      dataDir,
      supabaseDir: FIXTURE,
      onNewDatabase: async () => {
        created += 1
      },
    })
    const roles = await db.query<{ rolname: string; rolcanlogin: boolean; rolbypassrls: boolean }>(
      `select rolname, rolcanlogin, rolbypassrls from pg_roles
       where rolname in ('anon', 'authenticated', 'service_role', 'authenticator') order by rolname`,
    )
    expect(roles.rows).toEqual([
      { rolname: 'anon', rolcanlogin: false, rolbypassrls: false },
      { rolname: 'authenticated', rolcanlogin: false, rolbypassrls: false },
      { rolname: 'authenticator', rolcanlogin: true, rolbypassrls: false },
      { rolname: 'service_role', rolcanlogin: false, rolbypassrls: true },
    ])
    const applied = await db.query<{ version: string; name: string }>(
      'select version, name from supabase_migrations.schema_migrations order by version',
    )
    expect(applied.rows).toEqual([
      { version: '20240101000000', name: 'notes' },
      { version: '20240102000000', name: 'seed_table' },
    ])
    expect((await db.query('select label from public.seeded')).rows).toEqual([
      { label: 'from-seed' },
    ])
    expect(created).toBe(1)
    await db.close()

    // Reopening the same data dir applies nothing twice and does not seed again.
    const again = await openDatabase({
      dataDir,
      supabaseDir: FIXTURE,
      onNewDatabase: async () => {
        created += 1
      },
    })
    expect((await again.query('select label from public.seeded')).rows).toHaveLength(1)
    expect(created).toBe(1)
    await again.close()
  }, 150_000)

  it('reads auth.uid(), auth.role() and auth.jwt() from transaction-local claims, then resets', async () => {
    const db = await openDatabase({ supabaseDir: EMPTY })
    const sub = '11111111-1111-4111-8111-111111111111'
    const inside = await db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', 'authenticated', true),
                set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify({ sub, role: 'authenticated', email: 'a@x.test' })],
      )
      const r = await tx.query<{ uid: string; role: string; email: string; usr: string }>(
        `select auth.uid() as uid, auth.role() as role, auth.jwt() ->> 'email' as email,
                current_user as usr`,
      )
      return r.rows[0]
    })
    expect(inside).toEqual({
      uid: sub,
      role: 'authenticated',
      email: 'a@x.test',
      usr: 'authenticated',
    })
    const after = await db.query<{ uid: string | null; usr: string }>(
      'select auth.uid() as uid, current_user as usr',
    )
    expect(after.rows[0]).toEqual({ uid: null, usr: 'postgres' })
    await db.close()
  })

  it('rolls a failed transaction back and keeps serving', async () => {
    const db = await openDatabase({ supabaseDir: EMPTY })
    await db.exec('create table public.t (k text primary key)')
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`insert into public.t values ('a')`)
        await tx.query(`insert into public.t values ('a')`)
      }),
    ).rejects.toMatchObject({ code: '23505' })
    expect((await db.query('select count(*)::int as n from public.t')).rows[0]).toEqual({ n: 0 })
    const results = await Promise.all(
      ['x', 'y', 'z'].map((k) =>
        db.transaction(async (tx) => {
          await tx.query('insert into public.t values ($1)', [k])
          return (await tx.query<{ n: number }>('select count(*)::int as n from public.t')).rows[0]
            ?.n
        }),
      ),
    )
    expect(results).toEqual([1, 2, 3])
    await db.close()
  })
})
