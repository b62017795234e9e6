import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRestHarness, type RestHarness } from './support'

/*
 * Row-level security, JWT handling and hostile input at /rest/v1 (sheet §7 items 13, 14, 15, 20
 * and the "bad input" list). Every refusal must be a 4xx with PostgREST's body, and no
 * refused request may change a row.
 */

describe.each(['pglite', 'postgres'] as const)('rest security over %s', (database) => {
  let h: RestHarness
  let alice: { id: string; token: string; db: SupabaseClient }
  let bob: { id: string; token: string; db: SupabaseClient }
  let anon: SupabaseClient

  async function noteRows(): Promise<{ id: string; owner: string; body: string }[]> {
    const { rows } = await h.server.db.query<{ id: string; owner: string; body: string }>(
      'select id::text, owner::text, body from public.test_notes order by id',
    )
    return rows
  }

  beforeAll(async () => {
    h = await startRestHarness(database)
    const a = await h.signUp('alice@example.test')
    const b = await h.signUp('bob@example.test')
    alice = { ...a, db: h.client(a.token) }
    bob = { ...b, db: h.client(b.token) }
    anon = h.client()
    const seeded = await alice.db.from('test_notes').insert([{ body: 'a1' }, { body: 'a2' }])
    expect(seeded.error).toBeNull()
    expect((await bob.db.from('test_notes').insert({ body: 'b1' })).status).toBe(201)
  })
  afterAll(() => h.server.stop())

  describe('row-level security', () => {
    it('lets each user read only their own rows, anon none, service role all', async () => {
      const mine = await alice.db.from('test_notes').select('body, owner').order('id')
      expect(mine.data).toEqual([
        { body: 'a1', owner: alice.id },
        { body: 'a2', owner: alice.id },
      ])
      const bobs = await bob.db.from('test_notes').select('body')
      expect(bobs.data).toEqual([{ body: 'b1' }])
      const nobody = await anon.from('test_notes').select('*', { count: 'exact' })
      expect(nobody.data).toEqual([])
      expect(nobody.count).toBe(0)
      const all = await h.client(h.server.serviceRoleKey).from('test_notes').select('id')
      expect(all.data).toHaveLength(3)
    })

    it('fills owner from auth.uid() in a column default', async () => {
      const rows = await noteRows()
      expect(rows.map((r) => r.owner)).toEqual([alice.id, alice.id, bob.id])
    })

    it('refuses inserting a row for someone else: 403 for a user, 401 for anon, nothing written', async () => {
      const before = await noteRows()
      const forged = await bob.db.from('test_notes').insert({ body: 'evil', owner: alice.id })
      expect(forged.status).toBe(403)
      expect(forged.error).toEqual({
        code: '42501',
        message: 'new row violates row-level security policy for table "test_notes"',
        details: null,
        hint: null,
      })
      const raw = await h.request('/test_notes', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ body: 'anon', owner: alice.id }),
      })
      expect(raw.status).toBe(401)
      expect(raw.headers.get('www-authenticate')).toBe('Bearer')
      expect(await raw.json()).toMatchObject({ code: '42501' })
      expect(await noteRows()).toEqual(before)
    })

    it("matches nothing when updating or deleting someone else's rows, and changes nothing", async () => {
      const before = await noteRows()
      const upd = await bob.db.from('test_notes').update({ body: 'hacked' }).eq('owner', alice.id)
      expect(upd.status).toBe(204)
      const updSel = await bob.db
        .from('test_notes')
        .update({ body: 'hacked' })
        .eq('owner', alice.id)
        .select()
      expect(updSel.status).toBe(200)
      expect(updSel.data).toEqual([])
      const del = await bob.db.from('test_notes').delete().eq('owner', alice.id).select()
      expect(del.data).toEqual([])
      const anonDel = await anon.from('test_notes').delete().neq('body', '')
      expect(anonDel.status).toBe(204)
      const steal = await bob.db
        .from('test_notes')
        .update({ owner: bob.id })
        .eq('body', 'a1')
        .select()
      expect(steal.data).toEqual([])
      expect(await noteRows()).toEqual(before)
    })

    it('allows insert() under an INSERT-only policy but refuses insert().select()', async () => {
      const plain = await alice.db.from('test_inbox').insert({ body: 'hello' })
      expect(plain.status).toBe(201)
      expect(plain.data).toBeNull()
      const selected = await alice.db.from('test_inbox').insert({ body: 'again' }).select()
      expect(selected.status).toBe(403)
      expect(selected.error?.code).toBe('42501')
      const { rows } = await h.server.db.query<{ body: string }>(
        'select body from public.test_inbox',
      )
      expect(rows).toEqual([{ body: 'hello' }])
    })

    it('refuses a table without grants: 401 for anon, 403 for a user', async () => {
      expect((await anon.from('test_private').select()).status).toBe(401)
      const user = await alice.db.from('test_private').select()
      expect(user.status).toBe(403)
      expect(user.error).toMatchObject({
        code: '42501',
        message: 'permission denied for table test_private',
      })
    })
  })

  describe('JWT handling', () => {
    const get = (token: string) =>
      h.request('/test_notes?select=id', { headers: { Authorization: `Bearer ${token}` } })

    it('answers an expired token with 401 PGRST303 and WWW-Authenticate', async () => {
      const past = Math.floor(Date.now() / 1000) - 3600
      const expired = await h.sign({
        sub: alice.id,
        role: 'authenticated',
        iat: past - 60,
        exp: past,
      })
      const res = await get(expired)
      expect(res.status).toBe(401)
      expect(res.headers.get('www-authenticate')).toBe(
        'Bearer error="invalid_token", error_description="JWT expired"',
      )
      expect(await res.json()).toEqual({
        code: 'PGRST303',
        message: 'JWT expired',
        details: null,
        hint: null,
      })
    })

    it('answers a tampered or malformed token with 401 PGRST301', async () => {
      const [header, payload] = alice.token.split('.')
      const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString()) as Record<
        string,
        unknown
      >
      const forgedPayload = Buffer.from(
        JSON.stringify({ ...claims, role: 'service_role' }),
      ).toString('base64url')
      const tampered = `${header}.${forgedPayload}.${alice.token.split('.')[2]}`
      const forged = await get(tampered)
      expect(forged.status).toBe(401)
      expect(await forged.json()).toMatchObject({ code: 'PGRST301' })
      const parts = await get('not-a-jwt')
      expect(parts.status).toBe(401)
      expect(await parts.json()).toMatchObject({
        code: 'PGRST301',
        message: 'Expected 3 parts in JWT; got 1',
      })
      const empty = await h.request('/test_notes', { headers: { Authorization: 'Bearer ' } })
      expect(empty.status).toBe(401)
      expect(await empty.json()).toMatchObject({ code: 'PGRST301' })
    })

    it('refuses roles outside anon/authenticated/service_role', async () => {
      const unknown = await get(await h.sign({ role: 'wizard', sub: alice.id }))
      expect(unknown.status).toBe(401)
      expect(await unknown.json()).toMatchObject({
        code: '22023',
        message: 'role "wizard" does not exist',
      })
      const superuser = await get(await h.sign({ role: 'postgres' }))
      expect(superuser.status).toBe(403)
      expect(await superuser.json()).toMatchObject({ code: '42501' })
      const injected = await get(await h.sign({ role: "anon'; drop table test_notes; --" }))
      expect(injected.status).toBe(401)
      expect(await noteRows()).toHaveLength(3)
    })

    it('treats a token without a role claim as anon', async () => {
      const res = await get(await h.sign({ sub: alice.id }))
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual([])
    })

    it('falls back to the apikey header when there is no Authorization', async () => {
      const res = await fetch(`${h.server.url}/rest/v1/test_notes?select=id`, {
        headers: { apikey: h.server.serviceRoleKey },
      })
      expect(res.status).toBe(200)
      expect(await res.json()).toHaveLength(3)
    })
  })

  describe('hostile and malformed input', () => {
    const service = () => ({ Authorization: `Bearer ${h.server.serviceRoleKey}` })

    it.each([
      '/test_notes?select=id,body);drop table test_notes;--',
      '/test_notes?select="id""; drop table test_notes; --"',
      '/test_notes?select=id::text);delete from test_notes;--',
      '/test_notes?select=id::pg_sleep',
      "/test_notes?select=body->>x');delete from test_notes;--",
      '/test_notes?id=eq.1;delete from test_notes',
      '/test_notes?id;drop table test_notes=eq.1',
      "/test_notes?id=eq.1' or '1'='1",
      '/test_notes?or=(id.eq.1,id.eq.2);delete from test_notes',
      '/test_notes?or=(id.eq.1,body.eq.x))or((true',
      '/test_notes?order=id;drop table test_notes',
      '/test_notes?order=(select 1)',
      '/test_notes?order=id.desc,body.sideways',
      '/test_notes?limit=1;delete',
      '/test_notes?id=in.(1,2));delete from test_notes;--',
      '/test_notes?select=*,test_notes!inner(*)',
    ])('answers %s with a 4xx and changes nothing', async (path) => {
      const before = await noteRows()
      const res = await h.request(
        path.replaceAll(' ', '%20').replaceAll('"', '%22').replaceAll("'", '%27'),
        {
          headers: service(),
        },
      )
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      const body = (await res.json()) as Record<string, unknown>
      expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message'])
      expect(await noteRows()).toEqual(before)
    })

    it('treats SQL in a filter value as a plain value', async () => {
      const res = await h.request(`/test_notes?body=eq.${encodeURIComponent("a1' or '1'='1")}`, {
        headers: service(),
      })
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual([])
      const like = await h.request(
        `/test_notes?body=like.${encodeURIComponent("%'; delete from test_notes; --")}`,
        {
          headers: service(),
        },
      )
      expect(like.status).toBe(200)
      expect(await noteRows()).toHaveLength(3)
    })

    it.each([
      ['{"body": ', 'application/json', 400, 'PGRST102'],
      ['', 'application/json', 400, 'PGRST102'],
      ['[1, 2]', 'application/json', 400, 'PGRST102'],
      ['[{"body":"a"},{"body":"b","n":1}]', 'application/json', 400, 'PGRST102'],
      ['body=x', 'application/x-www-form-urlencoded', 415, 'PGRST107'],
      ['{"body":"x","evil\\"; drop table test_notes; --":1}', 'application/json', 400, 'PGRST204'],
    ])('refuses the body %s (%s) with %i %s', async (body, type, status, code) => {
      const before = await noteRows()
      const res = await h.request('/test_notes', {
        method: 'POST',
        headers: { ...service(), 'Content-Type': type },
        body,
      })
      expect(res.status).toBe(status)
      expect(await res.json()).toMatchObject({ code })
      expect(await noteRows()).toEqual(before)
    })

    it('refuses a PATCH body that is not one object', async () => {
      const res = await h.request('/test_notes?id=eq.1', {
        method: 'PATCH',
        headers: { ...service(), 'Content-Type': 'application/json' },
        body: '[{"body":"x"}]',
      })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'PGRST102' })
    })

    it('answers unsupported methods and paths with PostgREST-shaped errors', async () => {
      const put = await h.request('/test_notes', { method: 'PUT', headers: service() })
      expect(put.status).toBe(405)
      const nested = await h.request('/test_notes/1', { headers: service() })
      expect(nested.status).toBe(404)
      expect(await nested.json()).toMatchObject({ code: 'PGRST125' })
    })
  })

  // Last: the server answers before reading the rest of the body, which ends that connection.
  describe('oversized bodies', () => {
    it('refuses a body over 1 MiB with 413', async () => {
      const res = await h.request('/test_notes', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${h.server.serviceRoleKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ body: 'x'.repeat(1024 * 1024 + 10) }),
      })
      expect(res.status).toBe(413)
      expect(await res.json()).toMatchObject({ code: 'PGRST413' })
      expect(await noteRows()).toHaveLength(3)
    })
  })
})
