// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { GENRES, NATIVE_LANGUAGES, TARGET_LANGUAGES } from '../src/index.js'
import {
  asRole,
  insertUser,
  openMigratedDatabase,
  type Claims,
  type MigratedDatabase,
} from './migrated-database.js'

// SQL-level checks of supabase/migrations: CHECK constraints, trigger, grants and RLS policies.
// These run without the HTTP server, on both engines the backend supports; the
// *.integration.test.ts files cover the same rules over supabase-js.

const ALICE = '00000000-0000-4000-8000-00000000000a'
const BOB = '00000000-0000-4000-8000-00000000000b'
const STAFF = '00000000-0000-4000-8000-00000000000c'

const learner = (sub: string): Claims => ({ role: 'authenticated', sub })
const staff = (role: string): Claims => ({
  role: 'authenticated',
  sub: STAFF,
  app_metadata: { role },
})

const COMPLETE = {
  wanted_name: 'Alice',
  nl: 'en',
  tl: 'es',
  fav_authors: ['Isabel Allende'],
  fav_genres: ['mystery', 'fairy tale'],
  lang_lvl: 'B1',
  lang_sub_lvl: 2,
}

describe.each(['pglite', 'postgres'] as const)('profiles migration on %s', (kind) => {
  let opened: MigratedDatabase
  let db: MigratedDatabase['db']

  async function insertProfile(userId: string, values: Record<string, unknown>): Promise<void> {
    const columns = ['user_id', ...Object.keys(values)]
    const params = [userId, ...Object.values(values)]
    await db.query(
      `insert into public.profiles (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      params,
    )
  }

  function errorCode(promise: Promise<unknown>): Promise<unknown> {
    return promise.then(
      () => 'no error',
      (error: { code?: unknown }) => error.code,
    )
  }

  beforeAll(async () => {
    opened = await openMigratedDatabase(kind)
    db = opened.db
    await insertUser(db, ALICE, 'alice@example.test')
    await insertUser(db, BOB, 'bob@example.test')
    await insertUser(db, STAFF, 'staff@example.test')
  })

  afterAll(async () => {
    await opened?.close()
  })

  beforeEach(async () => {
    await db.exec('delete from public.profiles')
  })

  describe('allowed values', () => {
    it('keeps the SQL language and genre lists equal to the TypeScript ones', async () => {
      const { rows } = await db.query<{ target: string[]; native: string[]; genres: string[] }>(
        `select public.profile_target_languages() as target,
                public.profile_native_languages() as native,
                public.profile_genres() as genres`,
      )
      const [lists] = rows
      expect(lists?.target).toEqual([...TARGET_LANGUAGES])
      expect(TARGET_LANGUAGES).toHaveLength(44)
      expect(new Set(lists?.native)).toEqual(new Set(NATIVE_LANGUAGES))
      expect(lists?.native).toContain('en')
      expect(lists?.genres).toEqual([...GENRES])
    })

    it('accepts a complete profile and values at every limit', async () => {
      await insertProfile(ALICE, {
        ...COMPLETE,
        wanted_name: 'n'.repeat(50),
        fav_authors: Array.from({ length: 10 }, () => 'a'.repeat(80)),
        fav_genres: GENRES.slice(0, 5),
        lang_lvl: 'C2',
        lang_sub_lvl: 3,
      })
      const { rows } = await db.query('select count(*)::int as n from public.profiles')
      expect(rows).toEqual([{ n: 1 }])
    })

    it('counts characters, not bytes: 50 emoji make a valid name', async () => {
      await insertProfile(ALICE, { wanted_name: '🦊'.repeat(50) })
      const { rows } = await db.query<{ wanted_name: string }>(
        'select wanted_name from public.profiles',
      )
      expect(rows[0]?.wanted_name).toBe('🦊'.repeat(50))
    })

    it('stores an incomplete profile: nulls, and empty lists by default', async () => {
      await insertProfile(ALICE, {})
      const { rows } = await db.query(
        'select wanted_name, nl, tl, fav_authors, fav_genres, lang_lvl, lang_sub_lvl from public.profiles',
      )
      expect(rows).toEqual([
        {
          wanted_name: null,
          nl: null,
          tl: null,
          fav_authors: [],
          fav_genres: [],
          lang_lvl: null,
          lang_sub_lvl: null,
        },
      ])
    })

    it.each([
      ['wanted_name', { wanted_name: '' }, 'profiles_wanted_name_check'],
      ['wanted_name', { wanted_name: '   ' }, 'profiles_wanted_name_check'],
      ['wanted_name', { wanted_name: 'n'.repeat(51) }, 'profiles_wanted_name_check'],
      ['nl', { nl: 'xx' }, 'profiles_nl_check'],
      ['nl', { nl: 'EN' }, 'profiles_nl_check'],
      ['tl', { tl: 'eng' }, 'profiles_tl_check'],
      ['nl = tl', { nl: 'es', tl: 'es' }, 'profiles_nl_tl_differ_check'],
      [
        'fav_authors',
        { fav_authors: Array.from({ length: 11 }, (_, i) => `Author ${i}`) },
        'profiles_fav_authors_check',
      ],
      ['fav_authors', { fav_authors: [''] }, 'profiles_fav_authors_check'],
      ['fav_authors', { fav_authors: [' \t'] }, 'profiles_fav_authors_check'],
      ['fav_authors', { fav_authors: ['a'.repeat(81)] }, 'profiles_fav_authors_check'],
      ['fav_authors', { fav_authors: ['Borges', null] }, 'profiles_fav_authors_check'],
      ['fav_genres', { fav_genres: GENRES.slice(0, 6) }, 'profiles_fav_genres_check'],
      ['fav_genres', { fav_genres: ['poetry'] }, 'profiles_fav_genres_check'],
      ['fav_genres', { fav_genres: ['horror', 'horror'] }, 'profiles_fav_genres_check'],
      ['lang_lvl', { lang_lvl: 'D1' }, 'profiles_lang_lvl_check'],
      ['lang_lvl', { lang_lvl: 'b1' }, 'profiles_lang_lvl_check'],
      ['lang_sub_lvl', { lang_lvl: 'A1', lang_sub_lvl: 0 }, 'profiles_lang_sub_lvl_check'],
      ['lang_sub_lvl', { lang_lvl: 'A1', lang_sub_lvl: 4 }, 'profiles_lang_sub_lvl_check'],
      ['lang_sub_lvl without lang_lvl', { lang_sub_lvl: 1 }, 'profiles_sub_lvl_needs_lvl_check'],
    ])('rejects an invalid %s with CHECK %s', async (_field, values, constraint) => {
      const error = await insertProfile(ALICE, values).then(
        () => undefined,
        (caught: { code?: string; constraint?: string; message?: string }) => caught,
      )
      expect(error?.code).toBe('23514')
      expect(error?.message).toContain(constraint)
      const { rows } = await db.query('select count(*)::int as n from public.profiles')
      expect(rows).toEqual([{ n: 0 }])
    })

    it('removes the profile with its auth user', async () => {
      const ghost = '00000000-0000-4000-8000-0000000000ff'
      await insertUser(db, ghost, 'ghost@example.test')
      await insertProfile(ghost, COMPLETE)
      await db.query('delete from auth.users where id = $1', [ghost])
      const { rows } = await db.query(
        'select count(*)::int as n from public.profiles where user_id = $1',
        [ghost],
      )
      expect(rows).toEqual([{ n: 0 }])
    })

    it('needs an existing auth user', async () => {
      await expect(
        errorCode(insertProfile('00000000-0000-4000-8000-000000000999', {})),
      ).resolves.toBe('23503')
    })
  })

  describe('timestamps', () => {
    it('sets created_at on insert, keeps it on update and moves updated_at forward', async () => {
      await asRole(db, learner(ALICE), (tx) =>
        tx.query(
          `insert into public.profiles (user_id, created_at, updated_at) values ($1, '2000-01-01', '2000-01-01')`,
          [ALICE],
        ),
      )
      const before = await db.query<{ created_at: Date; updated_at: Date }>(
        'select created_at, updated_at from public.profiles',
      )
      const created = before.rows[0]!.created_at
      expect(created.getUTCFullYear()).toBeGreaterThan(2000)

      await asRole(db, learner(ALICE), (tx) =>
        tx.query(
          `update public.profiles set wanted_name = 'A', created_at = '2000-01-01' where user_id = $1`,
          [ALICE],
        ),
      )
      const after = await db.query<{ created_at: Date; updated_at: Date }>(
        'select created_at, updated_at from public.profiles',
      )
      expect(after.rows[0]!.created_at).toEqual(created)
      expect(after.rows[0]!.updated_at.getTime()).toBeGreaterThanOrEqual(
        before.rows[0]!.updated_at.getTime(),
      )
      expect(after.rows[0]!.updated_at.getUTCFullYear()).toBeGreaterThan(2000)
    })
  })

  describe('row-level security', () => {
    beforeEach(async () => {
      await insertProfile(ALICE, COMPLETE)
      await insertProfile(BOB, { ...COMPLETE, wanted_name: 'Bob' })
    })

    const visibleNames = (claims: Claims) =>
      asRole(db, claims, async (tx) => {
        const { rows } = await tx.query<{ wanted_name: string }>(
          'select wanted_name from public.profiles order by wanted_name',
        )
        return rows.map((row) => row.wanted_name)
      })

    it('is enabled and forced on the table', async () => {
      const { rows } = await db.query(
        `select relrowsecurity, relforcerowsecurity from pg_class where oid = 'public.profiles'::regclass`,
      )
      expect(rows).toEqual([{ relrowsecurity: true, relforcerowsecurity: true }])
    })

    it('lets a learner read only their own row', async () => {
      await expect(visibleNames(learner(ALICE))).resolves.toEqual(['Alice'])
      await expect(visibleNames(learner(BOB))).resolves.toEqual(['Bob'])
    })

    it('lets admin, manager and superadmin read every row', async () => {
      for (const role of ['admin', 'manager', 'superadmin']) {
        await expect(visibleNames(staff(role))).resolves.toEqual(['Alice', 'Bob'])
      }
    })

    it('gives cashiers and unknown or user-set roles no extra reads', async () => {
      await expect(visibleNames(staff('cashier'))).resolves.toEqual([])
      await expect(visibleNames(staff(''))).resolves.toEqual([])
      // user_metadata is writable by the user, so a role there must not count.
      const forged = {
        role: 'authenticated',
        sub: STAFF,
        user_metadata: { role: 'admin' },
      } as Claims
      await expect(visibleNames(forged)).resolves.toEqual([])
    })

    it('refuses anon any access to the table', async () => {
      await expect(errorCode(visibleNames({ role: 'anon' }))).resolves.toBe('42501')
      await expect(
        errorCode(
          asRole(db, { role: 'anon' }, (tx) =>
            tx.query(`insert into public.profiles (user_id) values ($1)`, [STAFF]),
          ),
        ),
      ).resolves.toBe('42501')
    })

    it('lets service_role read every row', async () => {
      await expect(visibleNames({ role: 'service_role' })).resolves.toEqual(['Alice', 'Bob'])
    })

    it("does not let a learner change or delete another learner's row", async () => {
      const changed = await asRole(db, learner(BOB), async (tx) => {
        const update = await tx.query(
          `update public.profiles set wanted_name = 'Mallory' where user_id = $1`,
          [ALICE],
        )
        const remove = await tx.query('delete from public.profiles where user_id = $1', [ALICE])
        return [update.affectedRows, remove.affectedRows]
      })
      expect(changed).toEqual([0, 0])
      await expect(visibleNames(learner(ALICE))).resolves.toEqual(['Alice'])
    })

    it('does not let a learner create a row for someone else or move their row to another user', async () => {
      await db.exec(`delete from public.profiles where user_id = '${ALICE}'`)
      await expect(
        errorCode(
          asRole(db, learner(BOB), (tx) =>
            tx.query('insert into public.profiles (user_id) values ($1)', [ALICE]),
          ),
        ),
      ).resolves.toBe('42501')
      await expect(
        errorCode(
          asRole(db, learner(BOB), (tx) =>
            tx.query('update public.profiles set user_id = $1 where user_id = $2', [STAFF, BOB]),
          ),
        ),
      ).resolves.toBe('42501')
    })

    it('lets a learner insert, update and delete their own row', async () => {
      await db.exec(`delete from public.profiles where user_id = '${ALICE}'`)
      const result = await asRole(db, learner(ALICE), async (tx) => {
        await tx.query(`insert into public.profiles (user_id, wanted_name) values ($1, 'Al')`, [
          ALICE,
        ])
        const update = await tx.query(
          `update public.profiles set wanted_name = 'Alice' where user_id = $1`,
          [ALICE],
        )
        const read = await tx.query<{ wanted_name: string }>(
          'select wanted_name from public.profiles',
        )
        const remove = await tx.query('delete from public.profiles where user_id = $1', [ALICE])
        return { updated: update.affectedRows, read: read.rows, removed: remove.affectedRows }
      })
      expect(result).toEqual({ updated: 1, read: [{ wanted_name: 'Alice' }], removed: 1 })
    })

    it('lets staff read but not change other rows', async () => {
      const changed = await asRole(db, staff('admin'), async (tx) => {
        const update = await tx.query(
          `update public.profiles set wanted_name = 'X' where user_id = $1`,
          [ALICE],
        )
        return update.affectedRows
      })
      expect(changed).toBe(0)
    })
  })

  describe('public.staff_role()', () => {
    const staffRole = (claims: Claims | null) =>
      db.transaction(async (tx) => {
        if (claims)
          await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
            JSON.stringify(claims),
          ])
        const { rows } = await tx.query<{ role: string | null }>(
          'select public.staff_role() as role',
        )
        return rows[0]?.role
      })

    it('reads app_metadata.role from the JWT claims', async () => {
      await expect(staffRole(staff('manager'))).resolves.toBe('manager')
    })

    it('is null without a role, with an empty role or without claims', async () => {
      await expect(staffRole(learner(ALICE))).resolves.toBeNull()
      await expect(staffRole(staff(''))).resolves.toBeNull()
      await expect(staffRole(null)).resolves.toBeNull()
    })
  })
})
