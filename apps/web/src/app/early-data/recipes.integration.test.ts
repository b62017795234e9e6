// @vitest-environment node
import { startTestServer, type TestServer } from '@fabula/local-supabase/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { READ_ONLY_RPCS } from './recipes'

// The head script repeats POST calls of these functions before the app runs (ADR 0070): that is
// safe only while none of them can write, which PostgreSQL guarantees for STABLE functions.
describe('the database functions the early data may replay', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server.stop()
  })

  it('exist and are all declared STABLE or IMMUTABLE', async () => {
    const { rows } = await server.db.query<{ name: string; volatility: string }>(
      `select p.proname as name, p.provolatile as volatility
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = any($1::text[])`,
      [[...READ_ONLY_RPCS]],
    )
    expect(new Set(rows.map((row) => row.name))).toEqual(READ_ONLY_RPCS)
    expect(rows.filter((row) => row.volatility === 'v').map((row) => row.name)).toEqual([])
  })
})
