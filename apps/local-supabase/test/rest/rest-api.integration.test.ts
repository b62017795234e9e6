import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startRestHarness, type RestHarness } from './support'

/*
 * The REST behaviours of sheet §7 (13–19 and the REST half of 20) through the real supabase-js
 * client over HTTP. Data is written with the service role so RLS does not get in the way here;
 * rest-security.integration.test.ts covers RLS and hostile input.
 */

describe.each(['pglite', 'postgres'] as const)('rest api over %s', (database) => {
  let h: RestHarness
  let svc: SupabaseClient

  beforeAll(async () => {
    h = await startRestHarness(database)
    svc = h.client(h.server.serviceRoleKey)
  })
  afterAll(() => h.server.stop())

  async function resetItems(): Promise<void> {
    await h.server.db.exec(`
      delete from public.test_comments; delete from public.test_items;
      insert into public.test_items (id, name, n, kind, tags, data, parent) values
        (1, 'alpha', 1, 'plain', '{red,green}', '{"k": "v", "deep": {"x": 1}}', null),
        (2, 'beta', null, 'plain', '{green}', null, 1),
        (3, 'gamma', 3, 'fancy', '{}', '{"k": "w"}', 1),
        (4, 'delta', 4, 'fancy', null, null, null);
      insert into public.test_comments (id, item_id, body) values
        (10, 1, 'first'), (11, 1, 'second'), (12, 3, 'third');`)
  }

  describe('select, filters and order', () => {
    beforeEach(resetItems)

    it('returns only the selected columns, aliases, casts and JSON paths', async () => {
      const { data, error, status } = await svc
        .from('test_items')
        .select('id, label:name, n::text, data->>k, deep:data->deep->x')
        .eq('id', 1)
      expect(error).toBeNull()
      expect(status).toBe(200)
      expect(data).toEqual([{ id: 1, label: 'alpha', n: '1', k: 'v', deep: 1 }])
    })

    it('applies comparison, pattern, is and in filters', async () => {
      const ids = async (q: PromiseLike<{ data: { id: number }[] | null }>) =>
        ((await q).data ?? []).map((r) => r.id).sort()
      const base = () => svc.from('test_items').select('id')
      expect(await ids(base().gt('n', 1))).toEqual([3, 4])
      expect(await ids(base().gte('n', 3).lte('n', 3))).toEqual([3])
      expect(await ids(base().neq('kind', 'plain'))).toEqual([3, 4])
      expect(await ids(base().like('name', '%ta'))).toEqual([2, 4])
      expect(await ids(base().ilike('name', 'AL*'))).toEqual([1])
      expect(await ids(base().is('n', null))).toEqual([2])
      expect(await ids(base().in('name', ['alpha', 'delta', 'a,b']))).toEqual([1, 4])
      expect(await ids(base().not('n', 'is', null).lt('n', 4))).toEqual([1, 3])
      expect(await ids(base().match({ kind: 'fancy', n: 4 }))).toEqual([4])
    })

    it('applies array operators cs, cd and ov', async () => {
      const ids = async (q: PromiseLike<{ data: { id: number }[] | null }>) =>
        ((await q).data ?? []).map((r) => r.id).sort()
      const base = () => svc.from('test_items').select('id')
      expect(await ids(base().contains('tags', ['green']))).toEqual([1, 2])
      expect(await ids(base().containedBy('tags', ['green', 'blue']))).toEqual([2, 3])
      expect(await ids(base().overlaps('tags', ['red', 'blue']))).toEqual([1])
      expect(await ids(base().contains('data', { k: 'w' }))).toEqual([3])
    })

    it('combines or, nested and, and not', async () => {
      const { data } = await svc
        .from('test_items')
        .select('id')
        .or('n.eq.1,and(kind.eq.fancy,n.gt.3),name.eq."beta"')
        .order('id')
      expect(data).toEqual([{ id: 1 }, { id: 2 }, { id: 4 }])
      const negated = await svc
        .from('test_items')
        .select('id')
        .not('kind', 'eq', 'fancy')
        .order('id')
      expect(negated.data).toEqual([{ id: 1 }, { id: 2 }])
    })

    it('orders by several columns with nulls first or last', async () => {
      const first = await svc
        .from('test_items')
        .select('id')
        .order('n', { ascending: false, nullsFirst: true })
      expect(first.data?.map((r) => r.id)).toEqual([2, 4, 3, 1])
      const last = await svc
        .from('test_items')
        .select('id')
        .order('kind', { ascending: true })
        .order('n', { ascending: true, nullsFirst: false })
      expect(last.data?.map((r) => r.id)).toEqual([3, 4, 1, 2])
    })
  })

  describe('count and pagination', () => {
    it('answers a partial counted range with 206, Content-Range and the count', async () => {
      const res = await h.request('/test_many?select=*&order=id&offset=0&limit=10', {
        headers: { Prefer: 'count=exact' },
      })
      expect(res.status).toBe(206)
      expect(res.headers.get('content-range')).toBe('0-9/42')
      expect(((await res.json()) as unknown[]).length).toBe(10)
      const { data, count, status } = await svc
        .from('test_many')
        .select('*', { count: 'exact' })
        .order('id')
        .range(40, 49)
      expect(status).toBe(206)
      expect(count).toBe(42)
      expect(data?.map((r: { id: number }) => r.id)).toEqual([41, 42])
    })

    it('answers 200 when the page holds every row, and honours the Range header', async () => {
      const whole = await svc.from('test_many').select('id', { count: 'exact' }).lte('id', 5)
      expect(whole.status).toBe(200)
      expect(whole.count).toBe(5)
      const ranged = await h.request('/test_many?select=id&order=id', {
        headers: { Range: '5-7', 'Range-Unit': 'items' },
      })
      expect(ranged.headers.get('content-range')).toBe('5-7/*')
      expect(await ranged.json()).toEqual([{ id: 6 }, { id: 7 }, { id: 8 }])
    })

    it('gives data null and the count for head requests', async () => {
      const { data, count, status } = await svc
        .from('test_many')
        .select('*', { head: true, count: 'exact' })
        .is('n', null)
      expect(status).toBe(200)
      expect(data).toBeNull()
      expect(count).toBe(8)
    })

    it('answers empty results with [] and */0 or */*', async () => {
      const counted = await h.request('/test_many?id=gt.1000', {
        headers: { Prefer: 'count=exact' },
      })
      expect(counted.headers.get('content-range')).toBe('*/0')
      expect(await counted.json()).toEqual([])
      const plain = await h.request('/test_many?id=gt.1000')
      expect(plain.headers.get('content-range')).toBe('*/*')
      expect(await plain.json()).toEqual([])
    })

    it('refuses an offset past the end with 416', async () => {
      const res = await h.request('/test_many?offset=100', { headers: { Prefer: 'count=exact' } })
      expect(res.status).toBe(416)
      expect(await res.json()).toMatchObject({ code: 'PGRST103' })
    })
  })

  describe('single and maybeSingle', () => {
    beforeEach(resetItems)

    it('returns one object with .single() and 406 PGRST116 for 0 or 2 rows', async () => {
      const one = await svc.from('test_items').select('name').eq('id', 1).single()
      expect(one.data).toEqual({ name: 'alpha' })
      const none = await svc.from('test_items').select().eq('id', 99).single()
      expect(none.status).toBe(406)
      expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' })
      const two = await svc.from('test_items').select().eq('kind', 'fancy').single()
      expect(two.status).toBe(406)
      expect(two.error).toMatchObject({
        code: 'PGRST116',
        message: 'Cannot coerce the result to a single JSON object',
        details: 'The result contains 2 rows',
        hint: null,
      })
    })

    it('rolls back an update that cannot be answered as a single object', async () => {
      const res = await svc
        .from('test_items')
        .update({ n: 100 })
        .eq('kind', 'fancy')
        .select()
        .single()
      expect(res.status).toBe(406)
      expect(res.error?.details).toBe('The result contains 2 rows')
      const { data } = await svc.from('test_items').select('n').eq('kind', 'fancy').order('id')
      expect(data).toEqual([{ n: 3 }, { n: 4 }])
    })

    it('gives null data and no error for .maybeSingle() with no rows', async () => {
      const res = await svc.from('test_items').select().eq('id', 99).maybeSingle()
      expect(res.error).toBeNull()
      expect(res.data).toBeNull()
    })
  })

  describe('insert, upsert, update and delete', () => {
    beforeEach(resetItems)

    it('inserts without representation: 201 and null data', async () => {
      const res = await svc.from('test_items').insert({ id: 20, name: 'new' })
      expect(res.status).toBe(201)
      expect(res.data).toBeNull()
      const row = await svc.from('test_items').select('kind').eq('id', 20).single()
      expect(row.data).toEqual({ kind: 'plain' })
    })

    it('returns only the selected keys with insert().select()', async () => {
      const res = await svc
        .from('test_items')
        .insert({ id: 21, name: 'sel', n: 5 })
        .select('id, name')
      expect(res.status).toBe(201)
      expect(res.data).toEqual([{ id: 21, name: 'sel' }])
    })

    it('bulk inserts differing keys as NULL, or DEFAULT with defaultToNull:false', async () => {
      const nulls = await svc
        .from('test_comments')
        .insert([
          { id: 30, item_id: 1, body: 'a' },
          { id: 31, item_id: 1 },
        ])
        .select()
      expect(nulls.status).toBe(400)
      expect(nulls.error?.code).toBe('23502')
      const items = await svc
        .from('test_items')
        .insert(
          [
            { id: 30, name: 'a', kind: 'odd' },
            { id: 31, name: 'b' },
          ],
          { defaultToNull: false },
        )
        .select('id, kind')
      expect(items.data).toEqual([
        { id: 30, kind: 'odd' },
        { id: 31, kind: 'plain' },
      ])
      const asNull = await svc
        .from('test_items')
        .insert([
          { id: 32, name: 'c', n: 1 },
          { id: 33, name: 'd' },
        ])
        .select('id, n')
      expect(asNull.data).toEqual([
        { id: 32, n: 1 },
        { id: 33, n: null },
      ])
    })

    it('upserts: 200 when it only updated, 201 when it inserted, ignoreDuplicates leaves rows alone', async () => {
      const updated = await svc
        .from('test_items')
        .upsert({ id: 1, name: 'alpha2' }, { onConflict: 'id' })
        .select()
        .single()
      expect(updated.status).toBe(200)
      expect(updated.data).toMatchObject({ id: 1, name: 'alpha2', kind: 'plain' })
      const inserted = await svc
        .from('test_items')
        .upsert([
          { id: 1, name: 'alpha3' },
          { id: 40, name: 'forty' },
        ])
        .select('id, name')
      expect(inserted.status).toBe(201)
      expect(inserted.data).toEqual([
        { id: 1, name: 'alpha3' },
        { id: 40, name: 'forty' },
      ])
      const ignored = await svc
        .from('test_items')
        .upsert({ id: 1, name: 'ignored' }, { ignoreDuplicates: true })
        .select()
      expect(ignored.status).toBe(201)
      expect(ignored.data).toEqual([])
      const byName = await svc
        .from('test_items')
        .upsert({ id: 2, name: 'beta', n: 9 }, { onConflict: 'name' })
        .select('id, name, n')
      expect(byName.status).toBe(200)
      expect(byName.data).toEqual([{ id: 2, name: 'beta', n: 9 }])
      const after = await svc.from('test_items').select('name').eq('id', 1).single()
      expect(after.data).toEqual({ name: 'alpha3' })
    })

    it('updates with a filter: 204 without, 200 and rows with representation', async () => {
      const plain = await svc.from('test_items').update({ n: 10 }).eq('id', 4)
      expect(plain.status).toBe(204)
      const rep = await svc
        .from('test_items')
        .update({ n: 11, tags: ['x'] })
        .eq('kind', 'fancy')
        .select('id, n, tags')
        .order('id')
      expect(rep.status).toBe(200)
      expect(rep.data).toEqual([
        { id: 3, n: 11, tags: ['x'] },
        { id: 4, n: 11, tags: ['x'] },
      ])
      const none = await svc.from('test_items').update({ n: 1 }).eq('id', 999).select()
      expect(none.status).toBe(200)
      expect(none.data).toEqual([])
    })

    it('deletes with a filter and returns the deleted rows when asked', async () => {
      const res = await svc.from('test_comments').delete().eq('item_id', 1).select('id').order('id')
      expect(res.status).toBe(200)
      expect(res.data).toEqual([{ id: 10 }, { id: 11 }])
      const plain = await svc.from('test_comments').delete().eq('id', 12)
      expect(plain.status).toBe(204)
      const left = await svc.from('test_comments').select('id')
      expect(left.data).toEqual([])
    })

    it('refuses update and delete without a filter with 21000 and changes nothing', async () => {
      const del = await svc.from('test_items').delete()
      expect(del.status).toBe(400)
      expect(del.error).toEqual({
        code: '21000',
        message: 'DELETE requires a WHERE clause',
        details: null,
        hint: null,
      })
      const upd = await svc.from('test_items').update({ n: 0 })
      expect(upd.error).toEqual({
        code: '21000',
        message: 'UPDATE requires a WHERE clause',
        details: null,
        hint: null,
      })
      const { count } = await svc
        .from('test_items')
        .select('*', { count: 'exact', head: true })
        .eq('n', 0)
      expect(count).toBe(0)
    })
  })

  describe('constraint errors', () => {
    beforeEach(resetItems)

    it('maps unique, foreign-key, not-null and bad-input errors', async () => {
      const unique = await svc.from('test_items').insert({ id: 1, name: 'dup' })
      expect(unique.status).toBe(409)
      expect(unique.error).toMatchObject({
        code: '23505',
        message: 'duplicate key value violates unique constraint "test_items_pkey"',
        details: 'Key (id)=(1) already exists.',
      })
      const fk = await svc.from('test_comments').insert({ id: 99, item_id: 12345, body: 'x' })
      expect(fk.status).toBe(409)
      expect(fk.error?.code).toBe('23503')
      const notNull = await svc.from('test_items').insert({ id: 99 })
      expect(notNull.status).toBe(400)
      expect(notNull.error?.code).toBe('23502')
      const badInput = await svc.from('test_items').select().eq('id', 'not-a-number')
      expect(badInput.status).toBe(400)
      expect(badInput.error?.code).toBe('22P02')
    })

    it('answers unknown tables, columns and functions with PostgREST codes', async () => {
      const table = await svc.from('no_such_table').select()
      expect(table.status).toBe(404)
      expect(table.error).toEqual({
        code: 'PGRST205',
        message: "Could not find the table 'public.no_such_table' in the schema cache",
        details: null,
        hint: null,
      })
      const near = await svc.from('test_itemz').select()
      expect(near.error?.hint).toBe("Perhaps you meant the table 'public.test_items'")
      const column = await svc.from('test_items').select().eq('nope', 1)
      expect(column.status).toBe(400)
      expect(column.error).toMatchObject({
        code: '42703',
        message: 'column test_items.nope does not exist',
      })
      const bodyKey = await svc.from('test_items').insert({ id: 5, name: 'e', nope: 1 })
      expect(bodyKey.status).toBe(400)
      expect(bodyKey.error).toMatchObject({
        code: 'PGRST204',
        message: "Could not find the 'nope' column of 'test_items' in the schema cache",
      })
      const fn = await svc.rpc('no_such_fn', { a: 1 })
      expect(fn.status).toBe(404)
      expect(fn.error).toMatchObject({
        code: 'PGRST202',
        message: 'Could not find the function public.no_such_fn(a) in the schema cache',
      })
    })
  })

  describe('embedding', () => {
    beforeEach(resetItems)

    it('embeds a to-one parent as an object or null and a to-many child list as an array', async () => {
      const toOne = await svc.from('test_comments').select('id, item:test_items(name)').order('id')
      expect(toOne.data).toEqual([
        { id: 10, item: { name: 'alpha' } },
        { id: 11, item: { name: 'alpha' } },
        { id: 12, item: { name: 'gamma' } },
      ])
      const toMany = await svc
        .from('test_items')
        .select('id, test_comments(body)')
        .in('id', [1, 2])
        .order('id')
      expect(toMany.data).toEqual([
        { id: 1, test_comments: [{ body: 'first' }, { body: 'second' }] },
        { id: 2, test_comments: [] },
      ])
    })

    it('drops parents without a match for !inner and applies order and limit to the embed', async () => {
      const inner = await svc.from('test_items').select('id, test_comments!inner(id)').order('id')
      expect(inner.data?.map((r: { id: number }) => r.id)).toEqual([1, 3])
      const ordered = await svc
        .from('test_items')
        .select('id, test_comments(id)')
        .eq('id', 1)
        .order('id', { referencedTable: 'test_comments', ascending: false })
        .limit(1, { referencedTable: 'test_comments' })
      expect(ordered.data).toEqual([{ id: 1, test_comments: [{ id: 11 }] }])
    })
  })

  describe('rpc', () => {
    beforeEach(resetItems)

    it('calls a function with named arguments (and defaults) over POST and GET', async () => {
      expect((await svc.rpc('test_add', { a: 1, b: 2 })).data).toBe(3)
      expect((await svc.rpc('test_add', { a: 1 })).data).toBe(11)
      const get = await svc.rpc('test_add', { a: 5, b: 5 }, { get: true })
      expect(get.status).toBe(200)
      expect(get.data).toBe(10)
      expect((await svc.rpc('test_sum', { nums: [1, 2, 3] })).data).toBe(6)
      expect((await svc.rpc('test_sum', { nums: [4, 5] }, { get: true })).data).toBe(9)
    })

    it('returns set results as arrays that select, filter and order apply to', async () => {
      const rows = await svc
        .rpc('test_items_above', { min: 0 })
        .select('id, name')
        .gt('id', 1)
        .order('id', { ascending: false })
      expect(rows.data).toEqual([
        { id: 4, name: 'delta' },
        { id: 3, name: 'gamma' },
      ])
      const one = await svc.rpc('test_items_above', { min: 3 }).select('name').single()
      expect(one.data).toEqual({ name: 'delta' })
      expect((await svc.rpc('test_series', { n: 3 })).data).toEqual([1, 2, 3])
      const counted = await svc.rpc('test_series', { n: 10 }, { count: 'exact' }).range(2, 4)
      expect(counted.status).toBe(206)
      expect(counted.count).toBe(10)
      expect(counted.data).toEqual([3, 4, 5])
    })

    it('answers 204 for void functions and runs them in the request transaction', async () => {
      const res = await svc.rpc('test_touch', { item: 1 })
      expect(res.status).toBe(204)
      const { data } = await svc.from('test_items').select('kind').eq('id', 1).single()
      expect(data).toEqual({ kind: 'touched' })
    })

    it('refuses GET for a volatile function and changes nothing', async () => {
      const res = await svc.rpc('test_touch', { item: 2 }, { get: true })
      expect(res.status).toBe(405)
      const { data } = await svc.from('test_items').select('kind').eq('id', 2).single()
      expect(data).toEqual({ kind: 'plain' })
    })

    it('passes a JSON body to a function with one unnamed json parameter', async () => {
      expect((await svc.rpc('test_echo', { any: ['thing'] })).data).toEqual({ any: ['thing'] })
    })

    it('turns RAISE into 400 P0001 with message, details and hint', async () => {
      const res = await svc.rpc('test_fail', { msg: 'nope' })
      expect(res.status).toBe(400)
      expect(res.error).toEqual({
        code: 'P0001',
        message: 'nope',
        details: 'the detail',
        hint: 'the hint',
      })
    })

    it('runs with the caller role, claims and request method', async () => {
      const user = await h.signUp('rpc-user@example.test')
      const res = await h.client(user.token).rpc('test_whoami', {}, { get: true })
      expect(res.data).toEqual({ role: 'authenticated', uid: user.id, method: 'GET' })
      const anon = await h.client().rpc('test_whoami')
      expect(anon.data).toEqual({ role: 'anon', uid: null, method: 'POST' })
    })
  })

  describe('schema cache', () => {
    it('finds tables, columns and functions created after the first request', async () => {
      expect((await svc.from('test_later').select()).status).toBe(404)
      await h.server.db.exec('create table public.test_later (id int primary key)')
      const table = await svc.from('test_later').select()
      expect(table.status).toBe(200)
      expect(table.data).toEqual([])
      await h.server.db.exec('alter table public.test_later add column extra text')
      const column = await svc.from('test_later').select('extra')
      expect(column.status).toBe(200)
      await h.server.db.exec(
        'create function public.test_later_fn(x int) returns int language sql stable as $$ select x * 2 $$',
      )
      const fn = await svc.rpc('test_later_fn', { x: 21 }, { get: true })
      expect(fn.data).toBe(42)
    })
  })

  describe('headers', () => {
    it('sends Preference-Applied, Content-Profile and JSON content types', async () => {
      const res = await h.request('/test_items?on_conflict=id', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${h.server.serviceRoleKey}`,
          'Content-Type': 'application/json',
          'Content-Profile': 'public',
          Prefer: 'resolution=merge-duplicates, return=representation',
        },
        body: JSON.stringify({ id: 77, name: 'seventy-seven' }),
      })
      expect(res.status).toBe(201)
      expect(res.headers.get('preference-applied')).toBe(
        'return=representation, resolution=merge-duplicates',
      )
      expect(res.headers.get('content-profile')).toBe('public')
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
      const single = await h.request('/test_items?id=eq.77', {
        headers: { Accept: 'application/vnd.pgrst.object+json' },
      })
      expect(single.headers.get('content-type')).toBe(
        'application/vnd.pgrst.object+json; charset=utf-8',
      )
      expect(await single.json()).toMatchObject({ id: 77 })
    })

    it('rolls back on Prefer: tx=rollback and sends no body for return=headers-only', async () => {
      const headers = {
        Authorization: `Bearer ${h.server.serviceRoleKey}`,
        'Content-Type': 'application/json',
      }
      const rolled = await h.request('/test_items?select=id,name', {
        method: 'POST',
        headers: { ...headers, Prefer: 'return=representation, tx=rollback' },
        body: JSON.stringify({ id: 88, name: 'ghost' }),
      })
      expect(rolled.status).toBe(201)
      expect(await rolled.json()).toEqual([{ id: 88, name: 'ghost' }])
      expect((await svc.from('test_items').select().eq('id', 88)).data).toEqual([])
      const headersOnly = await h.request('/test_items', {
        method: 'POST',
        headers: { ...headers, Prefer: 'return=headers-only, count=exact' },
        body: JSON.stringify([
          { id: 89, name: 'h1' },
          { id: 90, name: 'h2' },
        ]),
      })
      expect(headersOnly.status).toBe(201)
      expect(headersOnly.headers.get('content-range')).toBe('*/2')
      expect(await headersOnly.text()).toBe('')
    })

    it('refuses unknown schemas and media types', async () => {
      const schema = await h.request('/test_items', { headers: { 'Accept-Profile': 'auth' } })
      expect(schema.status).toBe(406)
      expect(await schema.json()).toMatchObject({
        code: 'PGRST106',
        message: 'Invalid schema: auth',
      })
      const media = await h.request('/test_items', { headers: { Accept: 'text/csv' } })
      expect(media.status).toBe(406)
      expect(await media.json()).toMatchObject({ code: 'PGRST107' })
    })
  })
})
