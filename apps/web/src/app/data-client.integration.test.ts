// @vitest-environment node
import { createSupabaseProfileRepository } from '@fabula/profile-api'
import { createSupabaseReadingRepository } from '@fabula/reading-api'
import { startTestServer, type TestServer } from '@fabula/local-supabase/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asSupabaseClient, createDataClient } from './data-client'

// The data client without the rest of supabase-js (ADR 0065): the repositories run over it
// against the real local backend — tables, database functions and Edge Functions — with the
// signed-in user's token, and row-level security sees who asks.

const PASSWORD = 'data-client-pass-1'

describe.each(['pglite', 'postgres'] as const)('data client on %s', (database) => {
  let server: TestServer
  let userId = ''
  let token = ''
  const sent: Headers[] = []

  const client = (accessToken: string | null) =>
    asSupabaseClient(
      createDataClient({
        url: server.url,
        apiKey: server.anonKey,
        accessToken: async () => accessToken,
        fetch: (input, init) => {
          sent.push(new Headers(init?.headers))
          return fetch(input, init)
        },
      }),
    )

  beforeAll(async () => {
    server = await startTestServer({ database })
    const user = await server.createUser({ email: 'reader@example.test', password: PASSWORD })
    const supabase = server.createClient()
    const { data, error } = await supabase.auth.signInWithPassword({
      email: user.email,
      password: PASSWORD,
    })
    if (error || !data.session) throw error ?? new Error('no session')
    userId = user.id
    token = data.session.access_token
    const upsert = await supabase.from('profiles').upsert({
      user_id: user.id,
      wanted_name: 'Reader',
      nl: 'en',
      tl: 'es',
      lang_lvl: 'B1',
      lang_sub_lvl: 2,
    })
    if (upsert.error) throw upsert.error
  })

  afterAll(async () => {
    await server?.stop()
  })

  it('reads a table as the signed-in user, sending the key and the bearer token', async () => {
    sent.length = 0
    const profile = await createSupabaseProfileRepository(client(token)).get(userId)
    expect(profile?.wanted_name).toBe('Reader')
    expect(sent[0]?.get('apikey')).toBe(server.anonKey)
    expect(sent[0]?.get('authorization')).toBe(`Bearer ${token}`)
  })

  it('signed out, asks as the anon role, which may not read profiles', async () => {
    sent.length = 0
    await expect(createSupabaseProfileRepository(client(null)).get(userId)).rejects.toThrow(
      /permission denied/,
    )
    expect(sent[0]?.get('authorization')).toBe(`Bearer ${server.anonKey}`)
  })

  it('calls a database function (rpc) as the user', async () => {
    const totals = await createSupabaseReadingRepository(client(token)).getLearnerTotals(null)
    expect(totals).toEqual(expect.objectContaining({ stories_read: 0, words_known: 0 }))
  })

  it('invokes an Edge Function with the user token', async () => {
    sent.length = 0
    const options = await createSupabaseReadingRepository(client(token)).getStoryOptions()
    expect(options).toBeTruthy()
    expect(sent.at(-1)?.get('authorization')).toBe(`Bearer ${token}`)
  })
})
