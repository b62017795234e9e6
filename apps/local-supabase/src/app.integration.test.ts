import fc from 'fast-check'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from './testing/index'
import type { TestServer } from './testing/index'

const VERSION = { 'X-Supabase-Api-Version': '2024-01-01' }

function sign(secret: string, claims: Record<string, unknown>, expiresInSeconds = 3600) {
  const iat = Math.floor(Date.now() / 1000)
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + expiresInSeconds)
    .sign(new TextEncoder().encode(secret))
}

describe('HTTP surface', () => {
  let server: TestServer
  let userToken: string
  beforeAll(async () => {
    server = await startTestServer()
    const user = await server.createUser({ email: 'edge@x.test', password: 'secret-1' })
    userToken = (await server.createClient().auth.signInWithPassword(user)).data.session!
      .access_token
  })
  afterAll(async () => {
    await server?.stop()
  })

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        'Content-Type': 'application/json',
        ...VERSION,
        ...headers,
      },
      body,
    })

  it('answers CORS preflights by echoing origin and requested headers', async () => {
    const res = await fetch(`${server.url}/rest/v1/profiles`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'authorization, apikey, x-client-info, prefer, content-profile',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(res.headers.get('access-control-allow-credentials')).toBe('true')
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'authorization, apikey, x-client-info, prefer, content-profile',
    )
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH')
  })

  it('exposes Content-Range and the API version header and echoes the version on auth', async () => {
    const res = await fetch(`${server.url}/auth/v1/settings`, {
      headers: { Origin: 'http://localhost:5173', apikey: server.anonKey, ...VERSION },
    })
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    const exposed = res.headers.get('access-control-expose-headers') ?? ''
    expect(exposed).toContain('Content-Range')
    expect(exposed).toContain('X-Supabase-Api-Version')
  })

  it('gives legacy error bodies to callers that do not send the API version', async () => {
    const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'edge@x.test', password: 'wrong-one' }),
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('x-supabase-api-version')).toBeNull()
    expect(await res.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    })
  })

  it('answers malformed JSON with 400 bad_json and wrong field types with 400 validation_failed', async () => {
    const broken = await post('/auth/v1/signup', '{"email": ')
    expect(broken.status).toBe(400)
    expect(await broken.json()).toMatchObject({ code: 'bad_json' })
    const array = await post('/auth/v1/token?grant_type=password', '[1,2]')
    expect(array.status).toBe(400)
    const typed = await post('/auth/v1/signup', JSON.stringify({ email: 42, password: ['x'] }))
    expect(typed.status).toBe(400)
    expect(await typed.json()).toMatchObject({ code: 'validation_failed' })
    const grant = await post('/auth/v1/token?grant_type=magic', '{}')
    expect(await grant.json()).toMatchObject({
      code: 'invalid_credentials',
      message: 'unsupported_grant_type',
    })
  })

  it('refuses bodies over 1 MiB with a Supabase-shaped 413 on every service', async () => {
    const huge = JSON.stringify({ email: 'a@x.test', password: 'x'.repeat(1024 * 1024) })
    const auth = await post('/auth/v1/signup', huge)
    expect(auth.status).toBe(413)
    expect(await auth.json()).toMatchObject({ code: 'request_too_large' })
    const rest = await post('/rest/v1/profiles', huge, { Authorization: `Bearer ${userToken}` })
    expect(rest.status).toBe(413)
    expect(await rest.json()).toMatchObject({
      code: 'PGRST413',
      details: expect.any(String),
      hint: null,
    })
    const users = await server.db.query(
      'select count(*)::int as n from auth.users where email = $1',
      ['a@x.test'],
    )
    expect(users.rows[0]).toEqual({ n: 0 })
  })

  it('rejects forged, expired and wrong-role tokens on /user and the admin API with 4xx', async () => {
    const getUser = (token: string) =>
      fetch(`${server.url}/auth/v1/user`, {
        headers: { apikey: server.anonKey, Authorization: `Bearer ${token}`, ...VERSION },
      })
    const forged = await sign('not-the-secret-not-the-secret-123456', {
      sub: crypto.randomUUID(),
      role: 'authenticated',
    })
    const expired = await sign(
      server.jwtSecret,
      { sub: crypto.randomUUID(), role: 'authenticated' },
      -3600,
    )
    for (const token of [forged, expired, 'not.a.jwt', 'garbage']) {
      const res = await getUser(token)
      expect(res.status).toBe(403)
      expect(await res.json()).toMatchObject({ code: 'bad_jwt' })
    }
    const anon = await getUser(server.anonKey)
    expect(await anon.json()).toMatchObject({
      code: 'bad_jwt',
      message: 'invalid claim: missing sub claim',
    })
    const missing = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey, ...VERSION },
    })
    expect(missing.status).toBe(401)
    expect(await missing.json()).toMatchObject({ code: 'no_authorization' })

    const selfMadeAdmin = await sign('not-the-secret-not-the-secret-123456', {
      role: 'service_role',
    })
    for (const token of [selfMadeAdmin, server.anonKey, userToken]) {
      const res = await fetch(`${server.url}/auth/v1/admin/users`, {
        headers: { apikey: server.anonKey, Authorization: `Bearer ${token}`, ...VERSION },
      })
      expect([401, 403]).toContain(res.status)
    }
  })

  it('maps bad tokens at /rest/v1 to PostgREST 401s without touching rows', async () => {
    const rest = (token: string) =>
      fetch(`${server.url}/rest/v1/profiles?select=user_id`, {
        headers: { apikey: server.anonKey, Authorization: `Bearer ${token}` },
      })
    const expired = await sign(
      server.jwtSecret,
      { sub: crypto.randomUUID(), role: 'authenticated' },
      -3600,
    )
    const expiredRes = await rest(expired)
    expect(expiredRes.status).toBe(401)
    expect(await expiredRes.json()).toMatchObject({ code: 'PGRST303' })
    const forged = await rest(`${userToken.slice(0, -3)}abc`)
    expect(forged.status).toBe(401)
    expect(await forged.json()).toMatchObject({ code: 'PGRST301' })
    const unknownRole = await rest(await sign(server.jwtSecret, { role: 'superuser_please' }))
    expect(unknownRole.status).toBe(401)
  })

  it('never answers arbitrary auth bodies with a 5xx', async () => {
    const paths = [
      '/auth/v1/signup',
      '/auth/v1/token?grant_type=password',
      '/auth/v1/token?grant_type=refresh_token',
      '/auth/v1/token?grant_type=pkce',
      '/auth/v1/otp',
      '/auth/v1/verify',
      '/auth/v1/recover',
      '/auth/v1/resend',
    ]
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.oneof(
          fc.string(),
          fc.json(),
          fc
            .record({
              email: fc.oneof(fc.emailAddress(), fc.string(), fc.integer(), fc.constant(null)),
              password: fc.oneof(fc.string(), fc.constant(null), fc.boolean()),
              token: fc.oneof(fc.string(), fc.integer()),
              type: fc.oneof(
                fc.constantFrom('signup', 'email', 'recovery', 'magiclink'),
                fc.string(),
              ),
              refresh_token: fc.oneof(fc.string(), fc.integer()),
              auth_code: fc.string(),
              code_verifier: fc.string(),
              code_challenge: fc.string(),
              code_challenge_method: fc.string(),
              data: fc.oneof(fc.dictionary(fc.string(), fc.jsonValue()), fc.string()),
            })
            .map((o) => JSON.stringify(o)),
        ),
        async (path, body) => {
          const res = await post(path, body)
          await res.arrayBuffer()
          return res.status >= 400 ? res.status < 500 : res.status < 400
        },
      ),
      { numRuns: 120 },
    )
  })

  it('serves the mailbox as JSON (newest first, filtered) and as escaped HTML', async () => {
    const hostile = '<script>alert(1)</script>'
    const client = server.createClient()
    await client.auth.signUp({
      email: 'mail-one@x.test',
      password: 'secret-1',
      options: { data: { name: hostile } },
    })
    await client.auth.signUp({ email: 'mail-two@x.test', password: 'secret-1' })
    const key = { headers: { apikey: server.serviceRoleKey } }
    const all = (await (await fetch(`${server.url}/mailbox`, key)).json()) as {
      to: string
      kind: string
      otp: string
    }[]
    expect(all[0]?.to).toBe('mail-two@x.test')
    expect(all[1]?.to).toBe('mail-one@x.test')
    const one = (await (await fetch(`${server.url}/mailbox?to=MAIL-ONE@x.test`, key)).json()) as {
      to: string
    }[]
    expect(one.map((m) => m.to)).toEqual(['mail-one@x.test'])
    const token = `token=${server.mailboxToken}`
    const page = await fetch(
      `${server.url}/mailbox.html?${token}&to=${encodeURIComponent(hostile)}`,
    )
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).not.toContain('<script>')
    const listing = await (await fetch(`${server.url}/mailbox.html?${token}`)).text()
    expect(listing).toContain('mail-two@x.test')
    expect(listing).toContain(server.mailbox.latestFor('mail-two@x.test')!.otp)
  })

  it('answers unknown paths with a JSON 404', async () => {
    // Storage is served since issue 32; GraphQL (`/graphql/v1`) is not.
    const res = await fetch(`${server.url}/graphql/v1`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'no Route matched with those values' })
  })
})
