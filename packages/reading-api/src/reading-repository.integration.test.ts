// @vitest-environment node
import { AppError, getHttpStatus } from '@fabula/errors'
import { startTestServer, type TestServer, type TestUser } from '@fabula/local-supabase/testing'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSupabaseReadingRepository, type ReadingRepository } from './index.js'

// The reading repository with the real supabase-js client over HTTP against the local backend, on
// both of its database engines: server-side lists, own rows only, and errors that keep the status.

const PASSWORD = 'correct-horse-battery'

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`)
  return error
}

describe.each(['pglite', 'postgres'] as const)('reading repository on %s', (database) => {
  let server: TestServer
  let admin: SupabaseClient
  const users: Record<string, TestUser> = {}
  const repos: Record<string, ReadingRepository> = {}

  async function account(name: string, role?: string) {
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
    repos[name] = createSupabaseReadingRepository(client)
  }

  async function story(owner: string, fields: Record<string, unknown>): Promise<string> {
    const { data, error } = await admin
      .from('stories')
      .insert({
        user_id: users[owner]!.id,
        language: 'es',
        native_language: 'en',
        gloss_language: 'en',
        level: 'A2',
        sub_level: 2,
        genre: 'mystery',
        title: 'Untitled',
        paragraphs: ['Hola.'],
        coverage: 0.95,
        new_word_count: 1,
        word_count: 1,
        provider: 'builtin',
        ...fields,
      })
      .select('id')
      .single()
    if (error) throw error
    return (data as { id: string }).id
  }

  beforeAll(async () => {
    server = await startTestServer({ database })
    admin = server.createClient(server.serviceRoleKey)
    await account('ana')
    await account('ben')
    await account('mia', 'manager')
    // Ana: 25 stories over two levels and two genres, created in order.
    for (let i = 0; i < 25; i += 1) {
      const id = await story('ana', {
        title: `Historia ${String(i).padStart(2, '0')}${i === 7 ? ' 100%_real, (sí)' : ''}`,
        level: i % 2 === 0 ? 'A2' : 'B1',
        genre: i % 3 === 0 ? 'fantasy' : 'mystery',
        coverage: 0.9 + i / 1000,
        created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      })
      if (i < 4) {
        const { error } = await admin
          .from('reading_events')
          .insert({ user_id: users.ana!.id, story_id: id, kind: 'finished' })
        if (error) throw error
      }
    }
    await story('ben', { title: 'La historia de Ben' })
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
  })

  it('pages on the server with the total count', async () => {
    const first = await repos.ana!.listStories({ userId: users.ana!.id, page: 1, pageSize: 10 })
    expect(first.total).toBe(25)
    expect(first.rows).toHaveLength(10)
    expect(first.rows[0]?.title).toBe('Historia 24')
    const last = await repos.ana!.listStories({ userId: users.ana!.id, page: 3, pageSize: 10 })
    expect(last.rows.map((row) => row.title)).toEqual([
      'Historia 04',
      'Historia 03',
      'Historia 02',
      'Historia 01',
      'Historia 00',
    ])
    const past = await repos.ana!.listStories({ userId: users.ana!.id, page: 9, pageSize: 10 })
    expect(past).toEqual({ rows: [], total: 25 })
  })

  it('filters by level, genre, read state and title, and sorts', async () => {
    const base = { userId: users.ana!.id, page: 1, pageSize: 50 }
    const b1Fantasy = await repos.ana!.listStories({ ...base, levels: ['B1'], genres: ['fantasy'] })
    expect(b1Fantasy.rows.map((row) => row.title)).toEqual([
      'Historia 21',
      'Historia 15',
      'Historia 09',
      'Historia 03',
    ])
    const read = await repos.ana!.listStories({ ...base, read: 'read' })
    expect(read.total).toBe(4)
    expect(read.rows.every((row) => row.finished_at !== null)).toBe(true)
    expect((await repos.ana!.listStories({ ...base, read: 'unread' })).total).toBe(21)
    const special = await repos.ana!.listStories({ ...base, search: '100%_real, (sí)' })
    expect(special.rows.map((row) => row.title)).toEqual(['Historia 07 100%_real, (sí)'])
    expect((await repos.ana!.listStories({ ...base, search: '%' })).total).toBe(1)
    const oldest = await repos.ana!.listStories({ ...base, sort: 'oldest', pageSize: 2 })
    expect(oldest.rows.map((row) => row.title)).toEqual(['Historia 00', 'Historia 01'])
    const known = await repos.ana!.listStories({ ...base, sort: 'known', pageSize: 1 })
    expect(known.rows[0]?.title).toBe('Historia 24')
    expect(known.rows[0]?.coverage).toBeCloseTo(0.924)
  })

  it("lists only the caller's own stories, staff included", async () => {
    const ben = await repos.ben!.listStories({ userId: users.ben!.id, page: 1, pageSize: 50 })
    expect(ben.rows.map((row) => row.title)).toEqual(['La historia de Ben'])
    // The manager may read every story under row-level security, but the list is theirs.
    const mia = await repos.mia!.listStories({ userId: users.mia!.id, page: 1, pageSize: 50 })
    expect(mia).toEqual({ rows: [], total: 0 })
    // And a learner who names someone else's id still gets nothing of theirs.
    const peek = await repos.ben!.listStories({ userId: users.ana!.id, page: 1, pageSize: 50 })
    expect(peek.total).toBe(0)
  })

  it('reads a story only for its owner and keeps word statuses per learner', async () => {
    const id = await story('ana', { title: 'Privada' })
    expect((await repos.ana!.getStory(users.ana!.id, id))?.title).toBe('Privada')
    expect(await repos.ben!.getStory(users.ben!.id, id)).toBeNull()
    expect(await repos.ana!.getStory(users.ana!.id, 'not-a-uuid')).toBeNull()

    await repos.ana!.setWordStatuses(users.ana!.id, 'es', [
      { word: 'hola', status: 'known' },
      { word: 'casa', status: 'learning' },
    ])
    const statuses = await repos.ana!.listWordStatuses(users.ana!.id, 'es')
    expect(Object.fromEntries(statuses)).toEqual({ casa: 'learning', hola: 'known' })
    expect((await repos.ben!.listWordStatuses(users.ana!.id, 'es')).size).toBe(0)
    // Statuses are written as the caller: naming someone else's id changes only one's own.
    await repos.ben!.setWordStatuses(users.ana!.id, 'es', [{ word: 'x', status: 'known' }])
    expect((await repos.ana!.listWordStatuses(users.ana!.id, 'es')).has('x')).toBe(false)
    expect((await repos.ben!.listWordStatuses(users.ben!.id, 'es')).get('x')).toBe('known')
  })

  it('lists the newest stories in full, per language, for their owner only', async () => {
    await story('ana', { title: 'Nouvelle', language: 'fr', created_at: '2027-01-01T00:00:00Z' })
    const recent = await repos.ana!.listRecentStories({ userId: users.ana!.id, limit: 2 })
    expect(recent.map((s) => s.title)).toEqual(['Nouvelle', expect.any(String)])
    expect(recent[0]?.glossary).toEqual({})
    const spanish = await repos.ana!.listRecentStories({
      userId: users.ana!.id,
      language: 'es',
      limit: 50,
    })
    expect(spanish.every((s) => s.language === 'es')).toBe(true)
    expect(spanish.length).toBeGreaterThanOrEqual(25)
    expect(await repos.ben!.listRecentStories({ userId: users.ana!.id, limit: 5 })).toEqual([])
  })

  it('keeps the HTTP status of a failed call (a forged token → 401, no retry)', async () => {
    const forged = createSupabaseReadingRepository(
      server.createClient('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad-signature'),
    )
    const error = await rejection(
      forged.listStories({ userId: users.ana!.id, page: 1, pageSize: 5 }),
    )
    expect(getHttpStatus(error)).toBe(401)
    expect(error.record.context).toMatchObject({ operation: 'stories.list' })
  })

  it('refuses a start body the contract refuses before any request', async () => {
    const error = await rejection(
      repos.ana!.startStory({ genre: 'cooking' as 'fantasy', length: 'short' }),
    )
    expect(error.code).toBe('INVALID_FORMAT')
  })
})
