// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { AppError } from '@fabula/errors'
import { startTestServer, type TestServer, type TestUser } from '@fabula/local-supabase/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  createSupabaseProfileRepository,
  type ProfileInput,
  type ProfileRepository,
} from './index.js'

// The seed rules of the profile calls (spec §4, §5, §7) and the RLS policies, with the real
// supabase-js client over HTTP against the local backend, on both of its database engines.

const PASSWORD = 'correct-horse-battery'

const LEARNER_INPUT: ProfileInput = {
  wanted_name: 'Alice',
  nl: 'en',
  tl: 'es',
  fav_authors: ['Isabel Allende'],
  fav_genres: ['mystery'],
  lang_lvl: 'A2',
  lang_sub_lvl: 1,
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`)
  return error
}

describe.each(['pglite', 'postgres'] as const)(
  'profile repository against the local backend on %s',
  (database) => {
    let server: TestServer
    const users: Record<string, TestUser> = {}
    const clients: Record<string, SupabaseClient> = {}
    const repos: Record<string, ProfileRepository> = {}

    async function signIn(name: string, role?: string): Promise<void> {
      const user = await server.createUser({
        email: `${name}@example.test`,
        password: PASSWORD,
        ...(role ? { role } : {}),
      })
      const client = server.createClient()
      const { error } = await client.auth.signInWithPassword({
        email: user.email,
        password: PASSWORD,
      })
      if (error) throw error
      users[name] = user
      clients[name] = client
      repos[name] = createSupabaseProfileRepository(client)
    }

    async function storedRows(): Promise<Record<string, unknown>[]> {
      const { rows } = await server.db.query(
        'select user_id, wanted_name, nl, tl, fav_authors, fav_genres, lang_lvl, lang_sub_lvl from public.profiles order by user_id',
      )
      return rows
    }

    beforeAll(async () => {
      server = await startTestServer({ database })
      await signIn('alice')
      await signIn('bob')
      for (const role of ['admin', 'manager', 'superadmin', 'cashier']) await signIn(role, role)
    })

    afterAll(async () => {
      await server?.stop()
    })

    beforeEach(async () => {
      await server.db.exec('delete from public.profiles')
    })

    const alice = () => repos.alice!
    const aliceId = () => users.alice!.id

    it('reads no profile yet as null', async () => {
      await expect(alice().get(aliceId())).resolves.toBeNull()
    })

    it('creates the profile and returns the stored row', async () => {
      const created = await alice().create(aliceId(), LEARNER_INPUT)
      expect(created).toEqual({ user_id: aliceId(), ...LEARNER_INPUT })
      expect(await storedRows()).toEqual([created])
      await expect(alice().get(aliceId())).resolves.toEqual(created)
    })

    it('creates an incomplete profile from some of the fields', async () => {
      const created = await alice().create(aliceId(), { wanted_name: 'Al' })
      expect(created).toEqual({
        user_id: aliceId(),
        wanted_name: 'Al',
        nl: null,
        tl: null,
        fav_authors: [],
        fav_genres: [],
        lang_lvl: null,
        lang_sub_lvl: null,
      })
    })

    it('turns a second create into an update of the given fields, keeping one row', async () => {
      await alice().create(aliceId(), LEARNER_INPUT)
      const again = await alice().create(aliceId(), { wanted_name: 'Alicia', lang_lvl: 'B1' })
      expect(again).toEqual({
        user_id: aliceId(),
        ...LEARNER_INPUT,
        wanted_name: 'Alicia',
        lang_lvl: 'B1',
      })
      expect(await storedRows()).toEqual([again])
    })

    it('updates the given fields, keeps the others and clears fields set to null', async () => {
      await alice().create(aliceId(), LEARNER_INPUT)
      const before = await server.db.query<{ updated_at: Date }>(
        'select updated_at from public.profiles',
      )
      const updated = await alice().update(aliceId(), {
        tl: 'fr',
        fav_genres: ['fantasy', 'fairy tale'],
        fav_authors: [],
        wanted_name: null,
      })
      expect(updated).toEqual({
        ...LEARNER_INPUT,
        user_id: aliceId(),
        tl: 'fr',
        fav_genres: ['fantasy', 'fairy tale'],
        fav_authors: [],
        wanted_name: null,
      })
      const after = await server.db.query<{ updated_at: Date }>(
        'select updated_at from public.profiles',
      )
      expect(after.rows[0]!.updated_at.getTime()).toBeGreaterThanOrEqual(
        before.rows[0]!.updated_at.getTime(),
      )
    })

    it('reports an update of a profile that does not exist as DATA_NOT_FOUND', async () => {
      const error = await rejection(alice().update(aliceId(), { wanted_name: 'Alice' }))
      expect(error.record.code).toBe('DATA_NOT_FOUND')
      expect(await storedRows()).toEqual([])
    })

    describe('row-level security', () => {
      beforeEach(async () => {
        await alice().create(aliceId(), LEARNER_INPUT)
      })

      it("reads another learner's profile as null", async () => {
        await expect(repos.bob!.get(aliceId())).resolves.toBeNull()
      })

      it("refuses another learner's create and update, changing nothing", async () => {
        const before = await storedRows()
        const create = await rejection(repos.bob!.create(aliceId(), { wanted_name: 'Mallory' }))
        expect(create.record).toMatchObject({
          code: 'INSUFFICIENT_PERMISSIONS',
          context: { status: 403 },
        })
        const update = await rejection(repos.bob!.update(aliceId(), { wanted_name: 'Mallory' }))
        expect(update.record.code).toBe('DATA_NOT_FOUND')
        expect(await storedRows()).toEqual(before)
      })

      it('refuses the anon key any read or write', async () => {
        const anon = createSupabaseProfileRepository(server.createClient())
        const read = await rejection(anon.get(aliceId()))
        expect(read.record).toMatchObject({
          code: 'INSUFFICIENT_PERMISSIONS',
          context: { status: 401, sourceCode: '42501' },
        })
        const write = await rejection(anon.update(aliceId(), { wanted_name: 'Mallory' }))
        expect(write.record.context).toMatchObject({ status: 401 })
        expect(await storedRows()).toEqual([{ user_id: aliceId(), ...LEARNER_INPUT }])
      })

      it.each(['admin', 'manager', 'superadmin'])('lets %s read every profile', async (role) => {
        await repos.bob!.create(users.bob!.id, { wanted_name: 'Bob' })
        await expect(repos[role]!.get(aliceId())).resolves.toEqual({
          user_id: aliceId(),
          ...LEARNER_INPUT,
        })
        await expect(repos[role]!.get(users.bob!.id)).resolves.toMatchObject({ wanted_name: 'Bob' })
      })

      it('gives a cashier no access to learning profiles', async () => {
        await expect(repos.cashier!.get(aliceId())).resolves.toBeNull()
      })

      it("does not let staff change a learner's profile", async () => {
        const error = await rejection(
          repos.admin!.update(aliceId(), { wanted_name: 'Changed by staff' }),
        )
        expect(error.record.code).toBe('DATA_NOT_FOUND')
        expect(await storedRows()).toEqual([{ user_id: aliceId(), ...LEARNER_INPUT }])
      })
    })

    describe('invalid values', () => {
      const INVALID: [string, Record<string, unknown>][] = [
        ['a 51-character name', { wanted_name: 'x'.repeat(51) }],
        ['a blank name', { wanted_name: '   ' }],
        ['an unknown native language', { nl: 'xx' }],
        ['an unknown target language', { tl: 'tlh' }],
        ['the native language as target', { nl: 'es', tl: 'es' }],
        [
          '11 favourite authors',
          { fav_authors: Array.from({ length: 11 }, (_, i) => `Author ${i}`) },
        ],
        ['an 81-character author', { fav_authors: ['a'.repeat(81)] }],
        ['a genre outside the list', { fav_genres: ['short stories'] }],
        [
          '6 genres',
          { fav_genres: ['adventure', 'mystery', 'romance', 'fantasy', 'horror', 'thriller'] },
        ],
        ['a repeated genre', { fav_genres: ['horror', 'horror'] }],
        ['level D1', { lang_lvl: 'D1' }],
        ['band 4', { lang_lvl: 'B1', lang_sub_lvl: 4 }],
        ['a band without a level', { lang_lvl: null, lang_sub_lvl: 2 }],
      ]

      it.each(INVALID)('rejects %s in the schema before any request', async (_case, values) => {
        const error = await rejection(alice().create(aliceId(), values as ProfileInput))
        expect(error.record.code).toBe('INVALID_FORMAT')
        expect(await storedRows()).toEqual([])
      })

      it.each(INVALID)(
        'rejects %s in the database when the schema is bypassed (400, 23514)',
        async (_case, values) => {
          const insert = await clients
            .alice!.from('profiles')
            .insert({ user_id: aliceId(), ...values })
          expect(insert.status).toBe(400)
          expect(insert.error?.code).toBe('23514')
          expect(await storedRows()).toEqual([])

          await alice().create(aliceId(), LEARNER_INPUT)
          const update = await clients
            .alice!.from('profiles')
            .update(values)
            .eq('user_id', aliceId())
          expect(update.status).toBe(400)
          expect(update.error?.code).toBe('23514')
          expect(await storedRows()).toEqual([{ user_id: aliceId(), ...LEARNER_INPUT }])
        },
      )
    })
  },
)

describe('profile repository without the profiles table', () => {
  let server: TestServer
  let emptySupabaseDir: string

  beforeAll(async () => {
    // A project whose migrations have not run yet: no public.profiles at all.
    emptySupabaseDir = await mkdtemp(join(tmpdir(), 'profile-api-no-migrations-'))
    server = await startTestServer({ supabaseDir: emptySupabaseDir })
  })

  afterAll(async () => {
    await server?.stop()
    await rm(emptySupabaseDir, { recursive: true, force: true })
  })

  it('reads the missing table (PGRST205) as an empty profile', async () => {
    const user = await server.createUser({ email: 'new@example.test', password: PASSWORD })
    const client = server.createClient()
    const { error } = await client.auth.signInWithPassword({
      email: user.email,
      password: PASSWORD,
    })
    expect(error).toBeNull()
    const raw = await client.from('profiles').select('user_id').maybeSingle()
    expect(raw.error?.code).toBe('PGRST205')
    await expect(createSupabaseProfileRepository(client).get(user.id)).resolves.toBeNull()
  })
})
