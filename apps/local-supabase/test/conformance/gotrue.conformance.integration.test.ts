import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalSupabase } from '../../src/index'
import { startTestServer, type TestServer } from '@fabula/local-supabase/testing'

/*
 * Conformance: GoTrue's session-security behaviours through supabase-js over HTTP, on PGlite
 * and on PostgreSQL. Expected answers are GoTrue's (its rules and error codes).
 */

let sequence = 0
const address = (tag: string) => `cf-${tag}-${Date.now()}-${++sequence}@example.test`

describe.each(['pglite', 'postgres'] as const)('GoTrue conformance over %s', (database) => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer({ database })
  })
  afterAll(() => server.stop())

  it('refuses addresses outside the HTML e-mail grammar on sign-up, invite and admin create', async () => {
    const bad = 'xx:;x@x.x'
    const signUp = await server.createClient().auth.signUp({ email: bad, password: 'secret-12' })
    expect(signUp.error).toMatchObject({ status: 400, code: 'validation_failed' })
    const admin = server.createClient(server.serviceRoleKey).auth.admin
    const invite = await admin.inviteUserByEmail(bad)
    expect(invite.error).toMatchObject({ status: 400, code: 'validation_failed' })
    const created = await admin.createUser({ email: bad, password: 'secret-12' })
    expect(created.error).toMatchObject({ status: 400, code: 'validation_failed' })
    const fine = await admin.createUser({ email: address('ok'), password: 'secret-12' })
    expect(fine.error).toBeNull()
  })

  it('ends every other session of the account when the password changes', async () => {
    const email = address('pw')
    await server.createUser({ email, password: 'secret-12' })
    const here = server.createClient()
    const elsewhere = server.createClient()
    await here.auth.signInWithPassword({ email, password: 'secret-12' })
    const other = await elsewhere.auth.signInWithPassword({ email, password: 'secret-12' })
    const otherToken = other.data.session?.access_token ?? ''
    const changed = await here.auth.updateUser({ password: 'secret-34' })
    expect(changed.error).toBeNull()
    // The other session can neither read the user nor refresh; this one goes on.
    const read = await fetch(`${server.url}/auth/v1/user`, {
      headers: {
        apikey: server.anonKey,
        Authorization: `Bearer ${otherToken}`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
    })
    expect(read.status).toBe(403)
    expect(await read.json()).toMatchObject({ code: 'session_not_found' })
    const refresh = await elsewhere.auth.refreshSession()
    expect(refresh.data.session).toBeNull()
    expect((await here.auth.getUser()).error).toBeNull()
    expect((await here.auth.refreshSession()).error).toBeNull()
  })

  it('kills an emailed code after five wrong tries, even for the right code', async () => {
    const email = address('otp')
    await server.createUser({ email, password: 'secret-12' })
    const client = server.createClient()
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull()
    const code = server.mailbox.latestFor(email)?.otp ?? ''
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const attempt = await client.auth.verifyOtp({ email, token: wrong, type: 'email' })
      expect(attempt.error).toMatchObject({ status: 403, code: 'otp_expired' })
    }
    const late = await client.auth.verifyOtp({ email, token: code, type: 'email' })
    expect(late.error).toMatchObject({ status: 403, code: 'otp_expired' })
    // A new code works again.
    server.authConfig.now = (
      (real) => () =>
        real() + 120_000
    )(server.authConfig.now)
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull()
    const fresh = server.mailbox.latestFor(email)?.otp ?? ''
    const ok = await client.auth.verifyOtp({ email, token: fresh, type: 'email' })
    expect(ok.error).toBeNull()
  })
})

describe('the data folder', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'local-supabase-private-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  async function modes(path: string): Promise<{ path: string; mode: number; dir: boolean }[]> {
    const out = [{ path, mode: (await stat(path)).mode & 0o777, dir: true }]
    for (const entry of await readdir(path, { withFileTypes: true })) {
      const child = join(path, entry.name)
      if (entry.isDirectory()) out.push(...(await modes(child)))
      else if (entry.isFile())
        out.push({ path: child, mode: (await stat(child)).mode & 0o777, dir: false })
    }
    return out
  }

  it('is private to its owner: folders 0700, files 0600, PGlite data included', async () => {
    const server = await startLocalSupabase({ port: 0, dataDir: dir, mailbox: false })
    try {
      // Write something so PGlite creates more files while running.
      await server.db.exec(
        'create table public.private_probe (id int); insert into public.private_probe values (1)',
      )
    } finally {
      await server.close()
    }
    const all = await modes(dir)
    expect(all.filter((e) => !e.dir).length).toBeGreaterThan(100)
    const open = all.filter((e) => (e.dir ? e.mode !== 0o700 : e.mode !== 0o600))
    expect(open.map((e) => `${e.path} ${e.mode.toString(8)}`)).toEqual([])
  })
})
