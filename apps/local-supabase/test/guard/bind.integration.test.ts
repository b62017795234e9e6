import { resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startLocalSupabase, type LocalSupabase } from '../../src/server'

/*
 * Where the server may listen and when it serves the mailbox (issue 19): a host reachable from
 * the network needs an explicit opt-in, and then there is no mailbox at all; the mailbox can also
 * be switched off on loopback. The database does not matter here, so an empty schema on PGlite.
 */

const EMPTY = resolve(import.meta.dirname, '../fixtures/empty-supabase')

describe('binding and the mailbox switch', () => {
  let server: LocalSupabase | undefined
  afterEach(async () => {
    vi.restoreAllMocks()
    await server?.close()
    server = undefined
  })

  const mailbox = (port: number, serviceRoleKey: string) =>
    fetch(`http://127.0.0.1:${port}/mailbox`, { headers: { apikey: serviceRoleKey } })

  it('refuses a non-loopback host without the opt-in, before opening anything', async () => {
    await expect(
      startLocalSupabase({ hostname: '0.0.0.0', port: 0, supabaseDir: EMPTY }),
    ).rejects.toThrow(/LOCAL_SUPABASE_ALLOW_REMOTE/)
  })

  it('warns on a non-loopback host with the opt-in and serves no mailbox there', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server = await startLocalSupabase({
      hostname: '0.0.0.0',
      port: 0,
      allowRemote: true,
      supabaseDir: EMPTY,
    })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the mailbox is disabled'))
    expect(server.mailboxUrl).toBeNull()
    expect((await mailbox(server.port, server.serviceRoleKey)).status).toBe(404)
  })

  it('turns the mailbox off on loopback when asked (LOCAL_SUPABASE_MAILBOX=off)', async () => {
    server = await startLocalSupabase({ port: 0, mailbox: false, supabaseDir: EMPTY })
    expect(server.mailboxUrl).toBeNull()
    expect((await mailbox(server.port, server.serviceRoleKey)).status).toBe(404)
  })

  it('serves it on loopback by default, behind a per-start token', async () => {
    server = await startLocalSupabase({ port: 0, supabaseDir: EMPTY })
    expect(server.mailboxUrl).toMatch(/\/mailbox\.html\?token=[\w-]{32}$/)
    expect((await mailbox(server.port, server.serviceRoleKey)).status).toBe(200)
    expect((await fetch(server.mailboxUrl!)).status).toBe(200)
  })
})
