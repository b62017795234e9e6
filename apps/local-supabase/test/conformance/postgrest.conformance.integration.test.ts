import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invalidateSchemaCache } from '../../src/rest/index'
import { startTestServer, type TestServer } from '@fabula/local-supabase/testing'

/*
 * Conformance: one test per PostgREST behaviour the README's table lists as supported, through
 * supabase-js over HTTP, on PGlite and on a throwaway PostgreSQL. The expected answers are what
 * PostgREST 13 gives for the same schema (its documented rules), not what this server happens to
 * do; a difference here is a difference from hosted Supabase.
 */

const SCHEMA = `
create table public.cf_authors (id int primary key, name text not null, mentor int references public.cf_authors(id));
create table public.cf_profiles (author_id int primary key references public.cf_authors(id), bio text);
create table public.cf_books (id int primary key, title text not null, author_id int not null references public.cf_authors(id), pages int not null);
create table public.cf_tags (id int primary key, label text not null);
create table public.cf_book_tags (book_id int references public.cf_books(id), tag_id int references public.cf_tags(id), primary key (book_id, tag_id));
create view public.cf_long_books as select id, title, author_id from public.cf_books where pages > 300;
create view public.cf_book_count as select count(*) as n from public.cf_books;
create function public.cf_initial(public.cf_authors) returns text language sql stable as $$ select left($1.name, 1) $$;
create function public.cf_first_book(public.cf_authors) returns setof public.cf_books rows 1
  language sql stable as $$ select * from public.cf_books where author_id = $1.id order by id limit 1 $$;
create function public.cf_pick(a int) returns text language sql immutable as $$ select 'int' $$;
create function public.cf_pick(a text) returns text language sql immutable as $$ select 'text' $$;
create function public.cf_echo(text) returns text language sql immutable as $$ select $1 $$;
create function public.cf_double(n int) returns int language sql immutable as $$ select n * 2 $$;
create function public.cf_books_of(author int) returns setof public.cf_books language sql stable as $$
  select * from public.cf_books where author_id = author order by id $$;
alter role authenticator set pgrst.db_aggregates_enabled to 'true';
insert into public.cf_authors values (1, 'Ada', null), (2, 'Brian', 1), (3, 'Cleo', 1);
insert into public.cf_profiles values (1, 'first');
insert into public.cf_books values (10, 'Notes', 1, 400), (11, 'Sketches', 1, 120), (12, 'Letters', 2, 350);
insert into public.cf_tags values (1, 'math'), (2, 'poetry');
insert into public.cf_book_tags values (10, 1), (10, 2), (12, 2);
`

describe.each(['pglite', 'postgres'] as const)('PostgREST conformance over %s', (database) => {
  let server: TestServer
  let db: SupabaseClient

  beforeAll(async () => {
    server = await startTestServer({ database })
    await server.db.exec(SCHEMA)
    invalidateSchemaCache()
    db = server.createClient(server.serviceRoleKey)
  })
  afterAll(() => server.stop())

  it('embeds a one-to-one relationship as an object, and one-to-many as an array', async () => {
    const { data, error } = await db
      .from('cf_authors')
      .select('name, cf_profiles(bio), cf_books(title)')
      .eq('id', 1)
      .single()
    expect(error).toBeNull()
    expect(data?.cf_profiles).toEqual({ bio: 'first' })
    expect(data?.cf_books).toEqual([{ title: 'Notes' }, { title: 'Sketches' }])
  })

  it('leaves an empty embed out of the output and still filters with !inner', async () => {
    const { data } = await db.from('cf_books').select('title, cf_authors()').eq('id', 10).single()
    expect(data).toEqual({ title: 'Notes' })
    const inner = await db.from('cf_authors').select('name, cf_profiles!inner()').order('id')
    expect(inner.data).toEqual([{ name: 'Ada' }])
  })

  it('embeds many-to-many through a junction table', async () => {
    const { data, error } = await db
      .from('cf_books')
      .select('title, cf_tags(label)')
      .eq('id', 10)
      .single()
    expect(error).toBeNull()
    expect(data?.cf_tags).toEqual([{ label: 'math' }, { label: 'poetry' }])
  })

  it('embeds by foreign-key column and constraint name, and through a view', async () => {
    const byColumn = await db
      .from('cf_books')
      .select('title, author_id(name)')
      .eq('id', 12)
      .single()
    expect(byColumn.data).toEqual({ title: 'Letters', author_id: { name: 'Brian' } })
    const byConstraint = await db
      .from('cf_books')
      .select('title, cf_books_author_id_fkey(name)')
      .eq('id', 12)
      .single()
    expect(byConstraint.data).toEqual({
      title: 'Letters',
      cf_books_author_id_fkey: { name: 'Brian' },
    })
    const view = await db.from('cf_long_books').select('title, cf_authors(name)').order('id')
    expect(view.data).toEqual([
      { title: 'Notes', cf_authors: { name: 'Ada' } },
      { title: 'Letters', cf_authors: { name: 'Brian' } },
    ])
  })

  it('follows a self reference: the table name gives children, the column the parent', async () => {
    const children = await db.from('cf_authors').select('id, cf_authors(id)').eq('id', 1).single()
    expect(children.data?.cf_authors).toEqual([{ id: 2 }, { id: 3 }])
    const parent = await db.from('cf_authors').select('id, mentor(name)').eq('id', 2).single()
    expect(parent.data).toEqual({ id: 2, mentor: { name: 'Ada' } })
    // A constraint-name hint does not select the parent direction of a self reference.
    const hinted = await db.from('cf_authors').select('id, cf_authors!cf_authors_mentor_fkey(id)')
    expect(hinted.error).toMatchObject({ code: 'PGRST200' })
    expect(hinted.status).toBe(400)
  })

  it('answers an ambiguous embed with 300 PGRST201 and the candidates', async () => {
    await server.db.exec(
      'alter table public.cf_books add column editor_id int references public.cf_authors(id)',
    )
    invalidateSchemaCache()
    try {
      const { error, status } = await db.from('cf_books').select('title, cf_authors(name)')
      expect(status).toBe(300)
      expect(error).toMatchObject({ code: 'PGRST201' })
      expect(Array.isArray(error?.details)).toBe(true)
    } finally {
      await server.db.exec('alter table public.cf_books drop column editor_id')
      invalidateSchemaCache()
    }
  })

  it('selects computed fields and computed relationships', async () => {
    const { data, error } = await db
      .from('cf_authors')
      .select('name, cf_initial, cf_first_book(title)')
      .eq('id', 1)
      .single()
    expect(error).toBeNull()
    expect(data).toEqual({ name: 'Ada', cf_initial: 'A', cf_first_book: { title: 'Notes' } })
  })

  it('aggregates with count() and sum(), grouped by the other columns and per embed', async () => {
    const total = await db.from('cf_books').select('count(), pages.sum()')
    expect(total.data).toEqual([{ count: 3, sum: 870 }])
    const perAuthor = await db.from('cf_authors').select('name, cf_books(count)').eq('id', 1)
    expect(perAuthor.data).toEqual([{ name: 'Ada', cf_books: [{ count: 2 }] }])
  })

  it('refuses aggregates when pgrst.db_aggregates_enabled is off, as Supabase does by default', async () => {
    await server.db.exec('alter role authenticator reset pgrst.db_aggregates_enabled')
    invalidateSchemaCache()
    try {
      const { error, status } = await db.from('cf_books').select('count()')
      expect(status).toBe(400)
      expect(error).toMatchObject({ code: 'PGRST123' })
    } finally {
      await server.db.exec(`alter role authenticator set pgrst.db_aggregates_enabled to 'true'`)
      invalidateSchemaCache()
    }
  })

  it('answers an ambiguous overloaded RPC with 300 PGRST203 and calls unnamed text functions', async () => {
    const { error, status } = await db.rpc('cf_pick', { a: 1 })
    expect(status).toBe(300)
    expect(error).toMatchObject({ code: 'PGRST203' })
    expect(error?.message).toContain('public.cf_pick(a => integer), public.cf_pick(a => text)')
    const echo = await db.rpc('cf_echo', { '': 'hi' })
    expect(echo.data).toBe('hi')
  })

  it('counts a scalar RPC result as one row', async () => {
    const { data, count } = await db.rpc('cf_double', { n: 21 }, { count: 'exact' })
    expect(data).toBe(42)
    expect(count).toBe(1)
  })

  it('rolls back a write over Prefer max-affected with 400 PGRST124', async () => {
    // What postgrest-js' maxAffected() sends (its types allow it only for PostgREST 13 clients).
    const prefer = { Prefer: 'handling=strict, max-affected=1', 'Content-Type': 'application/json' }
    const headers = { apikey: server.serviceRoleKey, ...prefer }
    const update = await fetch(`${server.url}/rest/v1/cf_books?id=gt.0`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ pages: 1 }),
    })
    expect(update.status).toBe(400)
    expect(await update.json()).toMatchObject({ code: 'PGRST124' })
    const after = await db.from('cf_books').select('pages').eq('id', 10).single()
    expect(after.data?.pages).toBe(400)
    const rpc = await fetch(`${server.url}/rest/v1/rpc/cf_books_of`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ author: 1 }),
    })
    expect(await rpc.json()).toMatchObject({ code: 'PGRST124' })
  })

  it('refuses an unknown preference under handling=strict with PGRST122', async () => {
    const res = await fetch(`${server.url}/rest/v1/cf_tags`, {
      headers: { apikey: server.anonKey, Prefer: 'handling=strict, nonsense=1' },
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'PGRST122' })
  })

  it('answers a write to a view that cannot be updated with 405 and a clear message', async () => {
    const { error, status } = await db.from('cf_book_count').insert({ n: 1 })
    expect(status).toBe(405)
    expect(error?.message).toBe('cannot insert into view "cf_book_count"')
    const update = await db.from('cf_book_count').update({ n: 2 }).eq('n', 3)
    expect(update.status).toBe(405)
    // An updatable view still takes writes.
    const ok = await db.from('cf_long_books').update({ title: 'Notes' }).eq('id', 10)
    expect(ok.error).toBeNull()
  })

  it('answers count=planned with the planner estimate and 206 when it exceeds the page', async () => {
    const { count, status } = await db
      .from('cf_books')
      .select('*', { count: 'planned', head: true })
      .limit(1)
    expect(typeof count).toBe('number')
    expect(status).toBe(206)
  })
})
