import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invalidateSchemaCache } from '../../src/rest/index'
import { startTestServer, type TestServer } from '@fabula/local-supabase/testing'

/*
 * Issue 19's findings at the HTTP surface, on both backends: the gateway's apikey and
 * Content-Type checks, credentialed CORS only for trusted origins, a mailbox that needs a key,
 * JSON depth and path limits before any processing, the per-user request limit and write cap,
 * per-role statement timeouts, 404 for missing rows in RPCs and the OpenAPI root.
 */

const APP_ORIGIN = 'http://localhost:5173'
const OTHER_ORIGIN = 'http://127.0.0.1:8123'

/** Functions only these tests need: what statement_timeout a request runs with, and a sleep. */
const FIXTURE_SQL = `
create function public.test_statement_timeout() returns text
  language sql stable as $$ select current_setting('statement_timeout') $$;
create function public.test_sleep(seconds float8) returns void
  language sql volatile as $$ select pg_sleep(seconds) $$;
`

describe.each(['pglite', 'postgres'] as const)('hardening over %s', (database) => {
  let server: TestServer
  let user: { id: string; token: string }

  const url = (path: string) => `${server.url}${path}`
  const rest = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (!headers.has('apikey')) headers.set('apikey', server.anonKey)
    if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${user.token}`)
    return fetch(url(`/rest/v1${path}`), { ...init, headers })
  }
  const json = { 'Content-Type': 'application/json' }

  async function signIn(email: string) {
    const created = await server.createUser({ email, password: 'secret-123' })
    const { data, error } = await server.createClient().auth.signInWithPassword(created)
    if (error || !data.session) throw error ?? new Error('no session')
    return { id: created.id, token: data.session.access_token }
  }

  beforeAll(async () => {
    server = await startTestServer({ database })
    await server.db.exec(FIXTURE_SQL)
    invalidateSchemaCache()
    user = await signIn('hardening@example.test')
  })
  afterAll(() => server?.stop())

  describe('apikey', () => {
    const routes: [string, string][] = [
      ['POST', '/auth/v1/recover'],
      ['POST', '/auth/v1/verify'],
      ['POST', '/auth/v1/signup'],
      ['POST', '/auth/v1/token?grant_type=password'],
      ['GET', '/auth/v1/settings'],
      ['GET', '/auth/v1/user'],
      ['GET', '/auth/v1/admin/users'],
      ['GET', '/rest/v1/profiles'],
      ['POST', '/rest/v1/word_statuses'],
      ['POST', '/rest/v1/rpc/submit_story_test'],
      ['GET', '/rest/v1/'],
    ]

    it.each(routes)('refuses %s %s without a key with the gateway 401', async (method, path) => {
      const res = await fetch(url(path), {
        method,
        headers: { ...json, Authorization: `Bearer ${user.token}` },
        ...(method === 'POST' ? { body: '{}' } : {}),
      })
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({
        message: 'No API key found in request',
        hint: 'No `apikey` request header was found.',
      })
    })

    it('refuses a key that is neither the anon nor the service-role key, a user token included', async () => {
      for (const key of ['nope', user.token, `${server.anonKey}x`]) {
        const res = await fetch(url('/rest/v1/profiles'), { headers: { apikey: key } })
        expect(res.status).toBe(401)
        expect(await res.json()).toMatchObject({ message: 'Invalid API key' })
      }
    })

    it('keeps email links and preflights open, as the gateway does', async () => {
      const link = await fetch(url('/auth/v1/verify?token=nope&type=recovery'), {
        redirect: 'manual',
      })
      expect(link.status).toBe(303)
      expect(link.headers.get('location')).toContain('error_code=otp_expired')
      const preflight = await fetch(url('/rest/v1/profiles'), {
        method: 'OPTIONS',
        headers: { Origin: APP_ORIGIN, 'Access-Control-Request-Method': 'POST' },
      })
      expect(preflight.status).toBe(204)
    })
  })

  describe('Content-Type', () => {
    it.each([
      ['/auth/v1/recover', 'text/plain'],
      ['/auth/v1/verify', 'text/plain;charset=UTF-8'],
      ['/auth/v1/signup', 'application/x-www-form-urlencoded'],
      ['/auth/v1/token?grant_type=password', 'multipart/form-data; boundary=x'],
      ['/auth/v1/otp', ''],
    ])('refuses %s with %j as 415 before reading it', async (path, type) => {
      const res = await fetch(url(path), {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          'X-Supabase-Api-Version': '2024-01-01',
          ...(type ? { 'Content-Type': type } : {}),
        },
        // A Blob without a type makes fetch send no Content-Type at all.
        body: type ? '{"email":"hardening@example.test"}' : new Blob(['{"email":"x@y.test"}']),
      })
      expect(res.status).toBe(415)
      expect(await res.json()).toMatchObject({ code: 'validation_failed' })
      expect(server.mailbox.list({ to: 'hardening@example.test' })).toEqual([])
    })

    it('accepts a form on /token, where GoTrue takes one', async () => {
      const res = await fetch(url('/auth/v1/token?grant_type=password'), {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Supabase-Api-Version': '2024-01-01',
        },
        body: new URLSearchParams({ email: 'hardening@example.test', password: 'secret-123' }),
      })
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ token_type: 'bearer' })
    })

    it.each(['/word_statuses', '/rpc/submit_story_test'])(
      'refuses text/plain at /rest/v1%s with 415 PGRST107',
      async (path) => {
        const res = await rest(path, {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain' },
          body: '{"language":"es","word":"casa","status":"known"}',
        })
        expect(res.status).toBe(415)
        // The body was never read, so the connection is not reused.
        expect(res.headers.get('connection')).toBe('close')
        expect(await res.json()).toMatchObject({ code: 'PGRST107' })
      },
    )
  })

  describe('CORS', () => {
    it('trusts only the app origin (and its loopback aliases) with credentials', async () => {
      for (const origin of [APP_ORIGIN, 'http://127.0.0.1:5173']) {
        const res = await fetch(url('/auth/v1/settings'), {
          headers: { Origin: origin, apikey: server.anonKey },
        })
        expect(res.headers.get('access-control-allow-origin')).toBe(origin)
        expect(res.headers.get('access-control-allow-credentials')).toBe('true')
      }
      for (const origin of [
        OTHER_ORIGIN,
        'http://localhost:5174',
        'https://evil.example',
        'null',
      ]) {
        const res = await fetch(url('/auth/v1/settings'), {
          headers: { Origin: origin, apikey: server.anonKey },
        })
        expect(res.headers.get('access-control-allow-origin')).toBe('*')
        expect(res.headers.get('access-control-allow-credentials')).toBeNull()
        const preflight = await fetch(url('/auth/v1/recover'), {
          method: 'OPTIONS',
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'apikey, content-type',
          },
        })
        expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
        expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
      }
    })
  })

  describe('mailbox', () => {
    it('answers 401 without the service-role key or the start-up token', async () => {
      const attempts: RequestInit[] = [
        {},
        { headers: { apikey: server.anonKey } },
        { headers: { Authorization: `Bearer ${user.token}` } },
      ]
      for (const init of attempts) {
        const res = await fetch(url('/mailbox'), init)
        expect(res.status).toBe(401)
        expect(await res.json()).toMatchObject({ code: 'mailbox_unauthorized' })
      }
      expect((await fetch(url('/mailbox.html?token=guess'))).status).toBe(401)
    })

    it('serves the key holder and the token holder, with no CORS and no caching', async () => {
      const byKey = await fetch(url('/mailbox'), {
        headers: { apikey: server.serviceRoleKey, Origin: OTHER_ORIGIN },
      })
      expect(byKey.status).toBe(200)
      expect(Array.isArray(await byKey.json())).toBe(true)
      expect(byKey.headers.get('access-control-allow-origin')).toBeNull()
      expect(byKey.headers.get('cache-control')).toBe('no-store')
      const page = await fetch(url(`/mailbox.html?token=${server.mailboxToken}`), {
        headers: { Origin: APP_ORIGIN },
      })
      expect(page.status).toBe(200)
      expect(page.headers.get('access-control-allow-origin')).toBeNull()
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(page.headers.get('referrer-policy')).toBe('no-referrer')
      const preflight = await fetch(url('/mailbox'), {
        method: 'OPTIONS',
        headers: { Origin: OTHER_ORIGIN, 'Access-Control-Request-Method': 'GET' },
      })
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    })

    it('refuses a request whose Host is not this machine (DNS rebinding)', async () => {
      const { request } = await import('node:http')
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(
          url(`/mailbox?token=${server.mailboxToken}`),
          { headers: { Host: `attacker.example:${new URL(server.url).port}` } },
          (res) => {
            res.resume()
            resolve(res.statusCode ?? 0)
          },
        )
        req.on('error', reject)
        req.end()
      })
      expect(status).toBe(403)
    })
  })

  describe('JSON limits', () => {
    const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels)

    it('refuses a body nested 5,000 levels deep with 400 before processing it', async () => {
      const res = await rest('/story_requests', {
        method: 'POST',
        headers: json,
        body: `{"parameters":${nested(5000)}}`,
      })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({
        code: 'PGRST102',
        details: 'The JSON body is nested deeper than 64 levels',
      })
      const rpc = await rest('/rpc/submit_story_test', {
        method: 'POST',
        headers: json,
        body: `{"p_story_id":null,"p_answers":${nested(65)}}`,
      })
      expect(rpc.status).toBe(400)
      const auth = await fetch(url('/auth/v1/signup'), {
        method: 'POST',
        headers: { ...json, apikey: server.anonKey, 'X-Supabase-Api-Version': '2024-01-01' },
        body: `{"email":"deep@example.test","password":"secret-123","data":${nested(5000)}}`,
      })
      expect(auth.status).toBe(400)
      expect(await auth.json()).toMatchObject({ code: 'bad_json' })
      const rows = await server.db.query(
        `select count(*)::int as n from auth.users where email = 'deep@example.test'`,
      )
      expect(rows.rows[0]).toEqual({ n: 0 })
    })

    it('reads a body at the depth limit as usual', async () => {
      const res = await rest('/rpc/submit_story_test', {
        method: 'POST',
        headers: json,
        body: `{"p_story_id":"${crypto.randomUUID()}","p_answers":${nested(63)}}`,
      })
      expect(res.status).toBe(404)
    })

    it('refuses JSON paths over 32 steps with 400 and names no internal statement', async () => {
      const path = (steps: number) => Array.from({ length: steps }, () => 'a').join('->')
      for (const query of [
        `select=parameters->${path(300)}`,
        `parameters->${path(40)}=eq.1`,
        `order=parameters->${path(33)}`,
      ]) {
        const res = await rest(`/story_requests?${query}`)
        expect(res.status).toBe(400)
        const text = await res.text()
        expect(JSON.parse(text)).toMatchObject({ code: 'PGRST100' })
        expect(text).not.toMatch(/prepared statement|ls\d+/)
      }
      const ok = await rest(`/story_requests?select=parameters->${path(32)}`)
      expect(ok.status).toBe(200)
    })
  })

  describe('per-user limits', () => {
    it('answers 429 with Retry-After past the request limit, per user, sparing the service role', async () => {
      const other = await signIn(`limited-${database}@example.test`)
      const limits = server.restConfig
      const before = { rate: limits.requestsPerSecond, burst: limits.requestBurst }
      limits.requestsPerSecond = 0.01
      limits.requestBurst = 2
      try {
        const asOther = { headers: { Authorization: `Bearer ${other.token}` } }
        expect((await rest('/word_statuses?select=word', asOther)).status).toBe(200)
        expect((await rest('/rpc/profile_genres', asOther)).status).toBe(200)
        const refused = await rest('/word_statuses?select=word', asOther)
        expect(refused.status).toBe(429)
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
        expect(await refused.json()).toMatchObject({ code: 'over_request_rate_limit' })
        const refusedWrite = await rest('/word_statuses', {
          ...asOther,
          method: 'POST',
          headers: { ...asOther.headers, ...json },
          body: JSON.stringify({ language: 'es', word: 'x'.repeat(50), status: 'known' }),
        })
        expect(refusedWrite.status).toBe(429)
        expect(refusedWrite.headers.get('connection')).toBe('close')
        // Another user has a window of their own.
        const fresh = await signIn(`unlimited-${database}@example.test`)
        const asFresh = { headers: { Authorization: `Bearer ${fresh.token}` } }
        expect((await rest('/word_statuses?select=word', asFresh)).status).toBe(200)
        const service = { headers: { Authorization: `Bearer ${server.serviceRoleKey}` } }
        for (let i = 0; i < 3; i++) expect((await rest('/profiles', service)).status).toBe(200)
      } finally {
        limits.requestsPerSecond = before.rate
        limits.requestBurst = before.burst
      }
    })

    it('refuses a write of more rows than the cap with 413 and writes nothing', async () => {
      const limits = server.restConfig
      const before = limits.maxWriteRows
      limits.maxWriteRows = 2
      const rows = (n: number) =>
        JSON.stringify(
          Array.from({ length: n }, (_, i) => ({
            language: 'es',
            word: `cap${i}`,
            status: 'known',
          })),
        )
      try {
        const refused = await rest('/word_statuses', {
          method: 'POST',
          headers: json,
          body: rows(3),
        })
        expect(refused.status).toBe(413)
        expect(await refused.json()).toMatchObject({ code: 'PGRST413' })
        const stored = await server.db.query(
          `select count(*)::int as n from public.word_statuses where word like 'cap%'`,
        )
        expect(stored.rows[0]).toEqual({ n: 0 })
        const accepted = await rest('/word_statuses', {
          method: 'POST',
          headers: json,
          body: rows(2),
        })
        expect(accepted.status).toBe(201)
      } finally {
        limits.maxWriteRows = before
      }
    })

    it("runs each request with its role's statement_timeout (anon 3 s, authenticated 8 s)", async () => {
      const read = async (authorization: string) => {
        const res = await rest('/rpc/test_statement_timeout', {
          headers: { Authorization: `Bearer ${authorization}` },
        })
        expect(res.status).toBe(200)
        return res.json()
      }
      expect(await read(server.anonKey)).toBe('3s')
      expect(await read(user.token)).toBe('8s')
      expect(await read(server.serviceRoleKey)).toBe('8s')
      server.restConfig.statementTimeoutMs.anon = 1500
      try {
        expect(await read(server.anonKey)).toBe('1500ms')
      } finally {
        server.restConfig.statementTimeoutMs.anon = 3000
      }
    })

    // PGlite runs statements on the server's own thread: nothing can interrupt one, so only
    // PostgreSQL enforces the timeout (ADR 0027).
    if (database === 'postgres') {
      it('cancels a statement that outlives its timeout', async () => {
        server.restConfig.statementTimeoutMs.authenticated = 100
        try {
          const res = await rest('/rpc/test_sleep', {
            method: 'POST',
            headers: json,
            body: '{"seconds":2}',
          })
          expect(await res.json()).toMatchObject({
            code: '57014',
            message: 'canceling statement due to statement timeout',
          })
        } finally {
          server.restConfig.statementTimeoutMs.authenticated = 8000
        }
      })
    }
  })

  describe('RPC missing rows', () => {
    it('answers 404 for a story or request that does not exist', async () => {
      const submit = await rest('/rpc/submit_story_test', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ p_story_id: crypto.randomUUID(), p_answers: [] }),
      })
      expect(submit.status).toBe(404)
      expect(await submit.json()).toMatchObject({ code: 'PT404', message: 'story not found' })
      const save = await rest('/rpc/save_generated_story', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ p_request_id: crypto.randomUUID(), p_story: {} }),
      })
      expect(save.status).toBe(404)
      expect(await save.json()).toMatchObject({ code: 'PT404' })
    })
  })

  describe('OpenAPI root', () => {
    interface Doc {
      swagger: string
      basePath: string
      paths: Record<string, Record<string, unknown>>
      definitions: Record<
        string,
        { properties: Record<string, { type?: string; format: string }>; required?: string[] }
      >
    }
    const describeAs = async (authorization: string) => {
      const res = await rest('/', { headers: { Authorization: `Bearer ${authorization}` } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('application/openapi+json')
      return (await res.json()) as Doc
    }

    it('describes the tables, columns and functions the caller may use', async () => {
      const learner = await describeAs(user.token)
      expect(learner.swagger).toBe('2.0')
      expect(learner.basePath).toBe('/rest/v1')
      expect(Object.keys(learner.paths['/word_statuses'] ?? {}).sort()).toEqual([
        'delete',
        'get',
        'patch',
        'post',
      ])
      // Learners may read and delete their stories, not write them.
      expect(Object.keys(learner.paths['/stories'] ?? {}).sort()).toEqual(['delete', 'get'])
      expect(learner.definitions.word_statuses?.properties.user_id).toEqual({
        type: 'string',
        format: 'uuid',
      })
      expect(learner.definitions.word_statuses?.required?.sort()).toEqual([
        'language',
        'status',
        'word',
      ])
      expect(learner.paths['/rpc/submit_story_test']).toHaveProperty('post')
      expect(learner.paths['/rpc/submit_story_test']).not.toHaveProperty('get')
      expect(learner.paths['/rpc/profile_genres']).toHaveProperty('get')
      // Trigger functions cannot be called; the auth schema is not exposed.
      expect(learner.paths['/rpc/story_set_timestamps']).toBeUndefined()
      expect(Object.keys(learner.paths).some((p) => p.includes('users'))).toBe(false)

      const anon = await describeAs(server.anonKey)
      expect(anon.paths['/word_statuses']).toBeUndefined()
      expect(anon.paths['/rpc/submit_story_test']).toBeUndefined()
      expect(anon.paths['/']).toBeDefined()

      const service = await describeAs(server.serviceRoleKey)
      expect(Object.keys(service.paths['/stories'] ?? {}).sort()).toEqual([
        'delete',
        'get',
        'patch',
        'post',
      ])
    })

    it('answers HEAD without a body and refuses media types it cannot produce', async () => {
      const head = await rest('/', { method: 'HEAD' })
      expect(head.status).toBe(200)
      expect(await head.text()).toBe('')
      const csv = await rest('/', { headers: { Accept: 'text/csv' } })
      expect(csv.status).toBe(406)
    })
  })
})
