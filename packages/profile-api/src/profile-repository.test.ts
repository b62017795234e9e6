import type { SupabaseClient } from '@supabase/supabase-js'
import { AppError } from '@fabula/errors'
import { describe, expect, it } from 'vitest'
import { PROFILE_COLUMNS, createSupabaseProfileRepository, type Profile } from './index.js'

// The seed rules that a real server cannot be made to produce on demand (a missing table, a 406,
// a duplicate key from an upsert) are checked here against a fake client that records the
// builder calls. Everything else is covered against the real server in *.integration.test.ts.

const USER_ID = '7d3c1c9e-0f6a-4d53-9b8e-3f1f0c7f2a11'

const ROW: Profile = {
  user_id: USER_ID,
  wanted_name: 'Ana',
  nl: 'en',
  tl: 'es',
  fav_authors: [],
  fav_genres: ['mystery'],
  lang_lvl: 'A2',
  lang_sub_lvl: 1,
}

interface FakeResponse {
  data: unknown
  error: { code: string; message: string; details: string | null; hint: string | null } | null
  status: number
}

type Call = [method: string, ...args: unknown[]]

/** A supabase-js stand-in: each `from()` chain records its calls and resolves to the next response. */
function fakeClient(...responses: FakeResponse[]) {
  const chains: Call[][] = []
  const client = {
    from(table: string) {
      const chain: Call[] = [['from', table]]
      chains.push(chain)
      const response = responses.shift()
      if (!response) throw new Error('unexpected request')
      const builder: object = new Proxy(
        {},
        {
          get(_target, property) {
            if (property === 'then') {
              return (resolve: (value: FakeResponse) => unknown) => resolve(response)
            }
            return (...args: unknown[]) => {
              chain.push([String(property), ...args])
              return builder
            }
          },
        },
      )
      return builder
    },
  }
  return { repo: createSupabaseProfileRepository(client as unknown as SupabaseClient), chains }
}

const ok = (data: unknown, status = 200): FakeResponse => ({ data, error: null, status })
const failure = (code: string, status: number, message = code): FakeResponse => ({
  data: null,
  error: { code, message, details: null, hint: null },
  status,
})

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`)
  return error
}

describe('get', () => {
  it('selects the seven fields plus user_id for one user, at most one row', async () => {
    const { repo, chains } = fakeClient(ok(ROW))
    await expect(repo.get(USER_ID)).resolves.toEqual(ROW)
    expect(chains).toEqual([
      [
        ['from', 'profiles'],
        ['select', PROFILE_COLUMNS],
        ['eq', 'user_id', USER_ID],
        ['maybeSingle'],
      ],
    ])
  })

  it('reads no row as an empty profile', async () => {
    const { repo } = fakeClient(ok(null))
    await expect(repo.get(USER_ID)).resolves.toBeNull()
  })

  it.each([
    [
      'a missing table from SQL (42P01)',
      failure('42P01', 404, 'relation "public.profiles" does not exist'),
    ],
    ['a missing table from PostgREST (PGRST205)', failure('PGRST205', 404)],
    ['a 406 Not Acceptable response', failure('PGRST116', 406)],
  ])('reads %s as an empty profile', async (_case, response) => {
    const { repo } = fakeClient(response)
    await expect(repo.get(USER_ID)).resolves.toBeNull()
  })

  it('rejects other failures with the catalogue record', async () => {
    const { repo } = fakeClient(failure('PGRST303', 401, 'JWT expired'))
    const error = await rejection(repo.get(USER_ID))
    expect(error.record).toMatchObject({
      code: 'SESSION_EXPIRED',
      category: 'authentication',
      context: { operation: 'profile.get', status: 401, sourceCode: 'PGRST303' },
    })
  })

  it('rejects a row that breaks ProfileSchema as data corruption', async () => {
    const { repo } = fakeClient(ok({ ...ROW, lang_lvl: 'Z9' }))
    const error = await rejection(repo.get(USER_ID))
    expect(error.record.code).toBe('DATA_CORRUPTION')
    expect(error.record.context).toMatchObject({ operation: 'profile.get' })
  })
})

describe('create', () => {
  it('upserts on user_id with the session user as owner and returns the columns', async () => {
    const { repo, chains } = fakeClient(ok(ROW, 201))
    await expect(
      repo.create(USER_ID, { wanted_name: 'Ana', user_id: 'someone-else' } as never),
    ).resolves.toEqual(ROW)
    expect(chains).toEqual([
      [
        ['from', 'profiles'],
        ['upsert', { wanted_name: 'Ana', user_id: USER_ID }, { onConflict: 'user_id' }],
        ['select', PROFILE_COLUMNS],
        ['single'],
      ],
    ])
  })

  it('falls back to an update of the same fields on a duplicate key (23505)', async () => {
    const updated = { ...ROW, wanted_name: 'Ana María' }
    const { repo, chains } = fakeClient(
      failure('23505', 409, 'duplicate key value violates unique constraint "profiles_pkey"'),
      ok(updated),
    )
    await expect(repo.create(USER_ID, { wanted_name: 'Ana María' })).resolves.toEqual(updated)
    expect(chains[1]).toEqual([
      ['from', 'profiles'],
      ['update', { wanted_name: 'Ana María' }],
      ['eq', 'user_id', USER_ID],
      ['select', PROFILE_COLUMNS],
      ['maybeSingle'],
    ])
  })

  it('maps a CHECK violation and an RLS refusal to catalogue codes', async () => {
    const check = fakeClient(failure('23514', 400, 'violates check constraint "profiles_tl_check"'))
    expect((await rejection(check.repo.create(USER_ID, { tl: 'es' }))).record).toMatchObject({
      code: 'VALUE_OUT_OF_RANGE',
      category: 'validation',
      context: { operation: 'profile.create', status: 400 },
    })
    const rls = fakeClient(failure('42501', 403, 'new row violates row-level security policy'))
    expect((await rejection(rls.repo.create(USER_ID, { tl: 'es' }))).record.code).toBe(
      'INSUFFICIENT_PERMISSIONS',
    )
  })

  it('rejects invalid input before any request, with per-field messages', async () => {
    const { repo, chains } = fakeClient()
    const error = await rejection(
      repo.create(USER_ID, { lang_lvl: 'D1' as never, wanted_name: '' }),
    )
    expect(error.record.code).toBe('INVALID_FORMAT')
    expect(error.record.context).toMatchObject({
      operation: 'profile.create',
      fieldErrors: {
        lang_lvl: ['Choose a level from A1 to C2.'],
        wanted_name: ['Your name must be 1 to 50 characters long.'],
      },
    })
    expect(chains).toEqual([])
  })
})

describe('update', () => {
  it('updates only the given fields by user_id and returns the row', async () => {
    const { repo, chains } = fakeClient(ok(ROW))
    await expect(repo.update(USER_ID, { lang_lvl: 'A2', lang_sub_lvl: 1 })).resolves.toEqual(ROW)
    expect(chains).toEqual([
      [
        ['from', 'profiles'],
        ['update', { lang_lvl: 'A2', lang_sub_lvl: 1 }],
        ['eq', 'user_id', USER_ID],
        ['select', PROFILE_COLUMNS],
        ['maybeSingle'],
      ],
    ])
  })

  it('rejects with DATA_NOT_FOUND when no row the caller may change matched', async () => {
    const { repo } = fakeClient(ok(null))
    const error = await rejection(repo.update(USER_ID, { wanted_name: 'Ana' }))
    expect(error.record).toMatchObject({ code: 'DATA_NOT_FOUND', context: { userId: USER_ID } })
  })

  it('rejects an empty change without a request', async () => {
    const { repo, chains } = fakeClient()
    expect((await rejection(repo.update(USER_ID, {}))).record.code).toBe('REQUIRED_FIELD')
    expect(chains).toEqual([])
  })
})
