import type { AuthChangeEvent, SupabaseClient } from '@supabase/supabase-js'
import { decodeJwt, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../testing/index'
import type { TestServer } from '../testing/index'

const REDIRECT = 'http://localhost:5173/auth/callback'

function events(client: SupabaseClient): AuthChangeEvent[] {
  const seen: AuthChangeEvent[] = []
  client.auth.onAuthStateChange((event) => {
    seen.push(event)
  })
  return seen
}

/** Follows an email link without following the redirect; returns the Location. */
async function openLink(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' })
  expect(res.status).toBe(303)
  return new URL(res.headers.get('location') ?? '')
}

describe.each(['pglite', 'postgres'] as const)('auth over %s', (database) => {
  let server: TestServer
  let n = 0
  const email = (tag: string) => `${tag}-${++n}@${database}.test`

  beforeAll(async () => {
    server = await startTestServer({ database })
  })
  afterAll(async () => {
    await server?.stop()
  })

  const withAutoconfirm = async <T>(fn: () => Promise<T>): Promise<T> => {
    server.authConfig.autoconfirm = true
    try {
      return await fn()
    } finally {
      server.authConfig.autoconfirm = false
    }
  }

  it('signs up with autoconfirm: session, SIGNED_IN and Supabase claims signed with the secret', async () => {
    const client = server.createClient()
    const seen = events(client)
    const address = email('auto')
    const { data, error } = await withAutoconfirm(() =>
      client.auth.signUp({
        email: address,
        password: 'secret-1',
        options: { data: { name: 'A' } },
      }),
    )
    expect(error).toBeNull()
    const session = data.session!
    const { payload } = await jwtVerify(
      session.access_token,
      new TextEncoder().encode(server.jwtSecret),
    )
    expect(payload).toMatchObject({
      sub: data.user!.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: address,
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'A' },
      iss: `${server.url}/auth/v1`,
    })
    expect(payload.exp! - payload.iat!).toBe(session.expires_in)
    expect(typeof payload.session_id).toBe('string')
    expect((payload.amr as { method: string }[])[0]?.method).toBe('password')
    expect(seen).toContain('SIGNED_IN')
  })

  it('writes the confirmation in the language the learner signed up in', async () => {
    const client = server.createClient()
    const arabic = email('arabic')
    await client.auth.signUp({
      email: arabic,
      password: 'secret-1',
      options: { data: { locale: 'ar' } },
    })
    const mail = server.mailbox.latestFor(arabic)!
    expect(mail.subject).toBe('أكِّد إنشاء حسابك في Fabula')
    expect(mail.text).toContain(mail.otp)
    expect(mail.text).toContain(mail.link)
    const plain = email('plain')
    await client.auth.signUp({ email: plain, password: 'secret-1' })
    expect(server.mailbox.latestFor(plain)!.subject).toBe('Confirm your signup')
  })

  it('requires confirmation by default and confirms through the mailbox code', async () => {
    const client = server.createClient()
    const address = email('confirm')
    const signUp = await client.auth.signUp({ email: address, password: 'secret-1' })
    expect(signUp.error).toBeNull()
    expect(signUp.data.session).toBeNull()
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined()
    const early = await client.auth.signInWithPassword({ email: address, password: 'secret-1' })
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' })
    const mail = server.mailbox.latestFor(address)!
    expect(mail.kind).toBe('confirmation')
    expect(mail.text).toContain(mail.otp)
    const verified = await client.auth.verifyOtp({
      email: address,
      token: mail.otp,
      type: 'signup',
    })
    expect(verified.error).toBeNull()
    expect(verified.data.session?.user.email_confirmed_at).toBeTruthy()
    const login = await client.auth.signInWithPassword({ email: address, password: 'secret-1' })
    expect(login.error).toBeNull()
    expect(login.data.session?.user.email).toBe(address)
  })

  it('confirms a sign-up through the emailed link (implicit redirect with the session)', async () => {
    const client = server.createClient()
    const address = email('link')
    await client.auth.signUp({
      email: address,
      password: 'secret-1',
      options: { emailRedirectTo: REDIRECT },
    })
    const location = await openLink(server.mailbox.latestFor(address)!.link!)
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT)
    const fragment = new URLSearchParams(location.hash.slice(1))
    expect(fragment.get('type')).toBe('signup')
    const user = await client.auth.getUser(fragment.get('access_token')!)
    expect(user.data.user?.email).toBe(address)
    // The link is single use: a second click lands on the error fragment.
    const again = await openLink(server.mailbox.latestFor(address)!.link!)
    expect(new URLSearchParams(again.hash.slice(1)).get('error_code')).toBe('otp_expired')
  })

  it('answers duplicate sign-ups like GoTrue in both confirmation modes', async () => {
    const client = server.createClient()
    const address = email('dup')
    await server.createUser({ email: address, password: 'secret-1' })
    const confirmMode = await client.auth.signUp({ email: address, password: 'secret-2' })
    expect(confirmMode.error).toBeNull()
    expect(confirmMode.data.session).toBeNull()
    expect(confirmMode.data.user?.identities).toEqual([])
    const autoMode = await withAutoconfirm(() =>
      client.auth.signUp({ email: address, password: 'secret-2' }),
    )
    expect(autoMode.error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    })
  })

  it('rejects a wrong password and weak or overlong passwords with GoTrue codes', async () => {
    const client = server.createClient()
    const address = email('pw')
    await server.createUser({ email: address, password: 'secret-1' })
    const wrong = await client.auth.signInWithPassword({ email: address, password: 'nope-nope' })
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    })
    const unknown = await client.auth.signInWithPassword({
      email: email('ghost'),
      password: 'secret-1',
    })
    expect(unknown.error?.code).toBe('invalid_credentials')
    const weak = await client.auth.signUp({ email: email('weak'), password: '123' })
    expect(weak.error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
    })
    expect((weak.error as { reasons?: string[] }).reasons).toEqual(['length'])
    const long = await client.auth.signUp({ email: email('long'), password: 'x'.repeat(73) })
    expect(long.error).toMatchObject({ status: 400, code: 'validation_failed' })
    const badEmail = await client.auth.signUp({ email: 'not-an-email', password: 'secret-1' })
    expect(badEmail.error).toMatchObject({ status: 400, code: 'validation_failed' })
  })

  it('rotates refresh tokens and revokes the family when an old one is replayed late', async () => {
    const client = server.createClient()
    const seen = events(client)
    const address = email('rt')
    await server.createUser({ email: address, password: 'secret-1' })
    const first = (await client.auth.signInWithPassword({ email: address, password: 'secret-1' }))
      .data.session!
    const second = await client.auth.refreshSession()
    expect(second.error).toBeNull()
    expect(second.data.session!.refresh_token).not.toBe(first.refresh_token)
    expect(seen).toContain('TOKEN_REFRESHED')
    const third = await client.auth.refreshSession()
    const active = third.data.session!.refresh_token

    // The parent of the active token gets the active one back (its answer was lost).
    const parent = await server
      .createClient()
      .auth.refreshSession({ refresh_token: second.data.session!.refresh_token })
    expect(parent.error).toBeNull()
    expect(parent.data.session!.refresh_token).toBe(active)
    // An older token inside the reuse interval is swapped for a new one, as GoTrue does.
    const replay = await server
      .createClient()
      .auth.refreshSession({ refresh_token: first.refresh_token })
    expect(replay.error).toBeNull()
    expect([active, first.refresh_token]).not.toContain(replay.data.session!.refresh_token)

    const realNow = server.authConfig.now
    server.authConfig.now = () => realNow() + 60_000
    try {
      // (The first token is now the parent of the swapped, active one, which GoTrue accepts at
      // any time; the second is not.)
      const late = await server
        .createClient()
        .auth.refreshSession({ refresh_token: second.data.session!.refresh_token })
      expect(late.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' })
      // The whole family is gone, including the token that was active.
      const family = await server.createClient().auth.refreshSession({ refresh_token: active })
      expect(family.error).toMatchObject({ status: 400, name: 'AuthSessionMissingError' })
      expect(family.data.session).toBeNull()
    } finally {
      server.authConfig.now = realNow
    }
    const random = await server
      .createClient()
      .auth.refreshSession({ refresh_token: 'abcdefghijkl' })
    expect(random.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })
  })

  it('signs in with an email OTP and enforces OTP rules', async () => {
    const client = server.createClient()
    const address = email('otp')
    await server.createUser({ email: address, password: 'secret-1' })
    const sent = await client.auth.signInWithOtp({ email: address })
    expect(sent.error).toBeNull()
    const mail = server.mailbox.latestFor(address)!
    expect(mail.kind).toBe('magic_link')
    expect(mail.otp).toMatch(/^\d{6}$/)
    const wrongCode = mail.otp === '000000' ? '111111' : '000000'
    const wrong = await client.auth.verifyOtp({ email: address, token: wrongCode, type: 'email' })
    expect(wrong.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    })
    const right = await client.auth.verifyOtp({ email: address, token: mail.otp, type: 'email' })
    expect(right.error).toBeNull()
    expect(
      (decodeJwt(right.data.session!.access_token).amr as { method: string }[])[0]?.method,
    ).toBe('otp')
    const noSignup = await client.auth.signInWithOtp({
      email: email('new'),
      options: { shouldCreateUser: false },
    })
    expect(noSignup.error).toMatchObject({ status: 422, code: 'otp_disabled' })

    server.authConfig.rateLimits.emailFrequencySeconds = 60
    try {
      const fresh = email('freq')
      await server.createUser({ email: fresh, password: 'secret-1' })
      const first = await client.auth.signInWithOtp({ email: fresh })
      expect(first.error).toBeNull()
      const tooSoon = await client.auth.signInWithOtp({ email: fresh })
      expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    } finally {
      server.authConfig.rateLimits.emailFrequencySeconds = 0
    }
  })

  it('runs the PKCE magic-link flow: 303 with ?code=, single-use exchange, verifier check', async () => {
    const address = email('pkce')
    await server.createUser({ email: address, password: 'secret-1' })
    const client = server.createClient(undefined, { flowType: 'pkce' })
    const seen = events(client)
    await client.auth.signInWithOtp({ email: address, options: { emailRedirectTo: REDIRECT } })
    const link = new URL(server.mailbox.latestFor(address)!.link!)
    expect(link.searchParams.get('token')).toMatch(/^pkce_/)
    const location = await openLink(link.toString())
    const code = location.searchParams.get('code')!
    expect(code).toMatch(/^[0-9a-f-]{36}$/)
    const exchanged = await client.auth.exchangeCodeForSession(code)
    expect(exchanged.error).toBeNull()
    expect(exchanged.data.session?.user.email).toBe(address)
    expect(seen).toContain('SIGNED_IN')

    const raw = (authCode: string, verifier: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          'Content-Type': 'application/json',
          'X-Supabase-Api-Version': '2024-01-01',
        },
        body: JSON.stringify({ auth_code: authCode, code_verifier: verifier }),
      })
    const again = await raw(code, 'x'.repeat(56))
    expect(again.status).toBe(404)
    expect(await again.json()).toMatchObject({ code: 'flow_state_not_found' })

    const other = server.createClient(undefined, { flowType: 'pkce' })
    await other.auth.signInWithOtp({ email: address, options: { emailRedirectTo: REDIRECT } })
    const code2 = (await openLink(server.mailbox.latestFor(address)!.link!)).searchParams.get(
      'code',
    )!
    const mismatch = await raw(code2, 'y'.repeat(60))
    expect(mismatch.status).toBe(400)
    expect(await mismatch.json()).toMatchObject({ code: 'bad_code_verifier' })
    const empty = await raw('', '')
    expect(await empty.json()).toMatchObject({ code: 'validation_failed' })
  })

  it('recovers a password through PKCE: PASSWORD_RECOVERY, then updateUser sets the new password', async () => {
    const address = email('recover')
    await server.createUser({ email: address, password: 'secret-1' })
    const client = server.createClient(undefined, { flowType: 'pkce' })
    const seen = events(client)
    const sent = await client.auth.resetPasswordForEmail(address, { redirectTo: REDIRECT })
    expect(sent.error).toBeNull()
    expect(sent.data).toEqual({})
    const mail = server.mailbox.latestFor(address)!
    expect(mail.kind).toBe('recovery')
    const code = (await openLink(mail.link!)).searchParams.get('code')!
    const exchanged = await client.auth.exchangeCodeForSession(code)
    expect(exchanged.error).toBeNull()
    expect(seen).toContain('PASSWORD_RECOVERY')
    const updated = await client.auth.updateUser({ password: 'brand-new-1' })
    expect(updated.error).toBeNull()
    const login = await server
      .createClient()
      .auth.signInWithPassword({ email: address, password: 'brand-new-1' })
    expect(login.error).toBeNull()
    const unknown = await server.createClient().auth.resetPasswordForEmail(email('nobody'))
    expect(unknown.error).toBeNull()
  })

  it('reads and updates the user: metadata merge, same_password, not_admin, fresh claims', async () => {
    const client = server.createClient()
    const seen = events(client)
    const address = email('user')
    await server.createUser({ email: address, password: 'secret-1' })
    await client.auth.signInWithPassword({ email: address, password: 'secret-1' })
    const got = await client.auth.getUser()
    expect(got.data.user?.email).toBe(address)
    const merged = await client.auth.updateUser({ data: { name: 'B', city: 'Lima' } })
    expect(merged.data.user?.user_metadata).toMatchObject({ name: 'B', city: 'Lima' })
    expect(seen).toContain('USER_UPDATED')
    const removed = await client.auth.updateUser({ data: { name: null } })
    expect(removed.data.user?.user_metadata).not.toHaveProperty('name')
    expect(removed.data.user?.user_metadata).toHaveProperty('city', 'Lima')
    const refreshed = await client.auth.refreshSession()
    expect(decodeJwt(refreshed.data.session!.access_token).user_metadata).toMatchObject({
      city: 'Lima',
    })
    const same = await client.auth.updateUser({ password: 'secret-1' })
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' })
    const token = refreshed.data.session!.access_token
    const forbidden = await fetch(`${server.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: server.anonKey,
        Authorization: `Bearer ${token}`,
        'X-Supabase-Api-Version': '2024-01-01',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    })
    expect(forbidden.status).toBe(403)
    expect(await forbidden.json()).toMatchObject({ code: 'not_admin' })
  })

  it('changes the email only after the new address confirms', async () => {
    const client = server.createClient()
    const address = email('old')
    const next = email('new')
    await server.createUser({ email: address, password: 'secret-1' })
    await client.auth.signInWithPassword({ email: address, password: 'secret-1' })
    const pending = await client.auth.updateUser({ email: next })
    expect(pending.data.user?.email).toBe(address)
    expect(pending.data.user?.new_email).toBe(next)
    const mail = server.mailbox.latestFor(next)!
    expect(mail.kind).toBe('email_change')
    const verified = await client.auth.verifyOtp({
      email: next,
      token: mail.otp,
      type: 'email_change',
    })
    expect(verified.error).toBeNull()
    expect(verified.data.user?.email).toBe(next)
  })

  it('signs out with global, local and others scopes', async () => {
    const address = email('out')
    await server.createUser({ email: address, password: 'secret-1' })
    const signIn = async () => {
      const c = server.createClient()
      const s = (await c.auth.signInWithPassword({ email: address, password: 'secret-1' })).data
        .session!
      return { c, s }
    }
    const userStatus = async (token: string) => {
      const res = await fetch(`${server.url}/auth/v1/user`, {
        headers: {
          apikey: server.anonKey,
          Authorization: `Bearer ${token}`,
          'X-Supabase-Api-Version': '2024-01-01',
        },
      })
      const body = (await res.json()) as { code?: string }
      return res.status === 200 ? 200 : `${res.status} ${body.code}`
    }
    const a = await signIn()
    const b = await signIn()
    const local = await a.c.auth.signOut({ scope: 'local' })
    expect(local.error).toBeNull()
    expect(await userStatus(a.s.access_token)).toBe('403 session_not_found')
    // supabase-js turns session_not_found into AuthSessionMissingError.
    expect((await server.createClient().auth.getUser(a.s.access_token)).error?.name).toBe(
      'AuthSessionMissingError',
    )
    expect(await userStatus(b.s.access_token)).toBe(200)

    const c = await signIn()
    await b.c.auth.signOut({ scope: 'others' })
    expect(await userStatus(b.s.access_token)).toBe(200)
    expect(await userStatus(c.s.access_token)).toBe('403 session_not_found')

    const d = await signIn()
    const seen = events(d.c)
    const global = await d.c.auth.signOut()
    expect(global.error).toBeNull()
    expect(seen).toContain('SIGNED_OUT')
    expect(await userStatus(b.s.access_token)).toBe('403 session_not_found')
    const refresh = await server
      .createClient()
      .auth.refreshSession({ refresh_token: d.s.refresh_token })
    expect(refresh.error).toMatchObject({ status: 400, name: 'AuthSessionMissingError' })
    const bad = await fetch(`${server.url}/auth/v1/logout?scope=everything`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        Authorization: `Bearer ${b.s.access_token}`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ code: 'validation_failed' })
  })

  it('gates the admin API to the service role and manages users through it', async () => {
    const admin = server.createClient(server.serviceRoleKey)
    const anonList = await server.createClient().auth.admin.listUsers()
    expect(anonList.error).toMatchObject({ status: 403, code: 'not_admin' })
    const address = email('staff')
    const created = await admin.auth.admin.createUser({
      email: address,
      password: 'secret-1',
      email_confirm: true,
      app_metadata: { role: 'manager' },
      user_metadata: { name: 'M' },
    })
    expect(created.error).toBeNull()
    const id = created.data.user!.id
    expect(created.data.user?.app_metadata).toMatchObject({ provider: 'email', role: 'manager' })
    const userClient = server.createClient()
    const s = (await userClient.auth.signInWithPassword({ email: address, password: 'secret-1' }))
      .data.session!
    expect((decodeJwt(s.access_token).app_metadata as { role?: string }).role).toBe('manager')
    const asUser = await server.createClient(s.access_token).auth.admin.listUsers()
    expect(asUser.error).toMatchObject({ status: 403, code: 'not_admin' })

    const page = await admin.auth.admin.listUsers({ page: 1, perPage: 2 })
    expect(page.error).toBeNull()
    expect(page.data.users).toHaveLength(2)
    expect((page.data as { total?: number }).total).toBeGreaterThan(2)

    const fetched = await admin.auth.admin.getUserById(id)
    expect(fetched.data.user?.email).toBe(address)
    const missing = await admin.auth.admin.getUserById('00000000-0000-4000-8000-000000000000')
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' })

    const promoted = await admin.auth.admin.updateUserById(id, { app_metadata: { role: 'admin' } })
    expect(promoted.data.user?.app_metadata).toMatchObject({ role: 'admin', provider: 'email' })
    const banned = await admin.auth.admin.updateUserById(id, { ban_duration: '24h' })
    expect(banned.data.user?.banned_until).toBeTruthy()
    const blocked = await server
      .createClient()
      .auth.signInWithPassword({ email: address, password: 'secret-1' })
    expect(blocked.error).toMatchObject({ status: 400, code: 'user_banned' })
    const afterBan = await server
      .createClient()
      .auth.refreshSession({ refresh_token: s.refresh_token })
    expect(afterBan.error?.status).toBe(400)
    await admin.auth.admin.updateUserById(id, { ban_duration: 'none' })
    const unbanned = await server
      .createClient()
      .auth.signInWithPassword({ email: address, password: 'secret-1' })
    expect(unbanned.error).toBeNull()

    const invited = await admin.auth.admin.inviteUserByEmail(email('invite'), {
      redirectTo: REDIRECT,
    })
    expect(invited.error).toBeNull()
    const invite = server.mailbox.latestFor(invited.data.user!.email!)!
    expect(invite.kind).toBe('invite')
    const accepted = await openLink(invite.link!)
    expect(new URLSearchParams(accepted.hash.slice(1)).get('type')).toBe('invite')

    const deleted = await admin.auth.admin.deleteUser(id)
    expect(deleted.error).toBeNull()
    expect((await admin.auth.admin.getUserById(id)).error?.status).toBe(404)
    expect(
      (await server.createClient().auth.getUser(unbanned.data.session!.access_token)).error,
    ).toMatchObject({
      status: 403,
      code: 'user_not_found',
    })
  })

  it('limits sign-in attempts per client with 429 over_request_rate_limit', async () => {
    const limits = server.authConfig.rateLimits
    const before = limits.signInSignUps
    limits.signInSignUps = 2
    limits.windowSeconds = 300
    const realNow = server.authConfig.now
    // A fresh window that starts now, whatever earlier tests counted.
    server.authConfig.now = () => realNow() + 3_600_000
    try {
      const client = server.createClient()
      const attempt = () =>
        client.auth.signInWithPassword({ email: email('rl'), password: 'secret-1' })
      expect((await attempt()).error?.code).toBe('invalid_credentials')
      expect((await attempt()).error?.code).toBe('invalid_credentials')
      expect((await attempt()).error).toMatchObject({
        status: 429,
        code: 'over_request_rate_limit',
      })
    } finally {
      limits.signInSignUps = before
      server.authConfig.now = realNow
    }
  })

  it('limits sign-ins per client address, never locks an account, and trusts only configured proxies', async () => {
    const limits = server.authConfig.rateLimits
    const before = limits.signInSignUps
    const realNow = server.authConfig.now
    server.authConfig.now = () => realNow() + 10_800_000
    const signIn = (address: string, password: string, forwardedFor?: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          'Content-Type': 'application/json',
          'X-Supabase-Api-Version': '2024-01-01',
          ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
        },
        body: JSON.stringify({ email: address, password }),
      })
    try {
      const known = email('no-lockout')
      await server.createUser({ email: known, password: 'secret-1' })
      // Many wrong passwords for one account: the owner can still sign in (GoTrue has no
      // per-account lockout, which anyone could trigger).
      for (let i = 0; i < 12; i++) expect((await signIn(known, `wrong-${i}`)).status).toBe(400)
      expect((await signIn(known, 'secret-1')).status).toBe(200)
      // The per-address limit, with Retry-After; a forged X-Forwarded-For does not escape it.
      limits.signInSignUps = 2
      server.authConfig.now = () => realNow() + 21_600_000
      expect((await signIn(known, 'wrong-a', '203.0.113.1')).status).toBe(400)
      expect((await signIn(known, 'wrong-b', '203.0.113.2')).status).toBe(400)
      const refused = await signIn(known, 'secret-1', '203.0.113.3')
      expect(refused.status).toBe(429)
      expect(await refused.json()).toMatchObject({ code: 'over_request_rate_limit' })
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      // Behind a trusted proxy (this test's loopback peer) the forwarded client is counted.
      server.authConfig.trustedProxies = ['127.0.0.1', '::1']
      expect((await signIn(known, 'secret-1', '198.51.100.7')).status).toBe(200)
      expect((await signIn(known, 'secret-1', '198.51.100.7')).status).toBe(200)
      expect((await signIn(known, 'secret-1', '198.51.100.7')).status).toBe(429)
      expect((await signIn(known, 'secret-1', '198.51.100.8')).status).toBe(200)
    } finally {
      limits.signInSignUps = before
      server.authConfig.trustedProxies = []
      server.authConfig.now = realNow
    }
  })

  it('signs up through a PKCE confirmation link and resends confirmations within limits', async () => {
    const address = email('pkce-signup')
    const client = server.createClient(undefined, { flowType: 'pkce' })
    const signUp = await client.auth.signUp({
      email: address,
      password: 'secret-1',
      options: { emailRedirectTo: REDIRECT },
    })
    expect(signUp.data.session).toBeNull()
    const resent = await client.auth.resend({
      type: 'signup',
      email: address,
      options: { emailRedirectTo: REDIRECT },
    })
    expect(resent.error).toBeNull()
    expect(server.mailbox.list({ to: address })).toHaveLength(2)
    const code = (await openLink(server.mailbox.latestFor(address)!.link!)).searchParams.get(
      'code',
    )!
    const exchanged = await client.auth.exchangeCodeForSession(code)
    expect(exchanged.error).toBeNull()
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy()
    expect(
      (decodeJwt(exchanged.data.session!.access_token).amr as { method: string }[])[0]?.method,
    ).toBe('email/signup')

    server.authConfig.rateLimits.emailFrequencySeconds = 60
    try {
      const other = email('resend')
      await server.createClient().auth.signUp({ email: other, password: 'secret-1' })
      const tooSoon = await fetch(`${server.url}/auth/v1/resend`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          'Content-Type': 'application/json',
          'X-Supabase-Api-Version': '2024-01-01',
        },
        body: JSON.stringify({ type: 'signup', email: other }),
      })
      expect(tooSoon.status).toBe(429)
      expect(await tooSoon.json()).toMatchObject({ code: 'over_email_send_rate_limit' })
      expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(50)
    } finally {
      server.authConfig.rateLimits.emailFrequencySeconds = 0
    }
  })

  it('allows anonymous sign-in only when enabled', async () => {
    const off = await server.createClient().auth.signInAnonymously()
    expect(off.error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' })
    server.authConfig.anonymousSignIns = true
    try {
      const on = await server.createClient().auth.signInAnonymously()
      expect(on.error).toBeNull()
      expect(on.data.user?.is_anonymous).toBe(true)
      expect(decodeJwt(on.data.session!.access_token)).toMatchObject({
        is_anonymous: true,
        role: 'authenticated',
      })
    } finally {
      server.authConfig.anonymousSignIns = false
    }
  })

  it('caps the hourly email budget with over_email_send_rate_limit', async () => {
    const limits = server.authConfig.rateLimits
    const before = limits.emailsPerHour
    const realNow = server.authConfig.now
    server.authConfig.now = () => realNow() + 7_200_000
    limits.emailsPerHour = 1
    try {
      const client = server.createClient()
      expect((await client.auth.signInWithOtp({ email: email('budget') })).error).toBeNull()
      const over = await client.auth.signInWithOtp({ email: email('budget') })
      expect(over.error).toMatchObject({
        status: 429,
        code: 'over_email_send_rate_limit',
        message: 'email rate limit exceeded',
      })
    } finally {
      limits.emailsPerHour = before
      server.authConfig.now = realNow
    }
  })

  it('reports settings and health', async () => {
    const key = { headers: { apikey: server.anonKey } }
    const settings = await (await fetch(`${server.url}/auth/v1/settings`, key)).json()
    expect(settings).toMatchObject({ external: { email: true }, mailer_autoconfirm: false })
    const health = await (await fetch(`${server.url}/auth/v1/health`, key)).json()
    expect(health).toMatchObject({ name: 'GoTrue' })
  })
})
