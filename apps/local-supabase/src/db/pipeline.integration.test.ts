import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/index'
import { createPipeline } from './pglite'

describe.each(['pglite', 'postgres'] as const)('Database.pipeline on %s', (database) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ database })
    await server.db.exec(`create table public.pipeline_notes (id int primary key, body text)`)
  })
  afterAll(() => server.stop())

  it('returns each statement’s rows, parsed like query(), and affected row counts', async () => {
    const [insert, select] = await server.db.pipeline([
      {
        sql: 'insert into public.pipeline_notes values ($1, $2), ($3, $4)',
        params: [1, 'a', 2, null],
      },
      {
        sql: `select id, body, id > 1 as big, array[id, id] as pair, json_build_object('n', id) as obj
              from public.pipeline_notes order by id`,
      },
    ])
    expect(insert?.affectedRows).toBe(2)
    expect(select?.rows).toEqual([
      { id: 1, body: 'a', big: false, pair: [1, 1], obj: { n: 1 } },
      { id: 2, body: null, big: true, pair: [2, 2], obj: { n: 2 } },
    ])
    expect(select?.fields.map((f) => f.name)).toEqual(['id', 'body', 'big', 'pair', 'obj'])
  })

  it('keeps set_config(…, true) for the rest of the pipeline and drops it after', async () => {
    const results = await server.db.pipeline([
      { sql: `select set_config('request.path', $1, true)`, params: ['/rest/v1/x'] },
      { sql: `select current_setting('request.path', true) as path` },
    ])
    expect(results[1]?.rows).toEqual([{ path: '/rest/v1/x' }])
    const after = await server.db.pipeline([
      { sql: `select coalesce(current_setting('request.path', true), '') as path` },
    ])
    expect(after[0]?.rows).toEqual([{ path: '' }])
  })

  it('rolls every statement back when a later one fails, and throws the database error', async () => {
    const failure = server.db.pipeline([
      { sql: 'insert into public.pipeline_notes values ($1, $2)', params: [10, 'kept?'] },
      { sql: 'insert into public.pipeline_notes values ($1, $2)', params: [1, 'duplicate'] },
    ])
    await expect(failure).rejects.toMatchObject({
      code: '23505',
      detail: expect.stringContaining('(id)=(1)') as unknown,
    })
    const left = await server.db.query('select id from public.pipeline_notes where id = 10')
    expect(left.rows).toEqual([])
  })

  it('reports a statement that does not parse every time, and keeps working after it', async () => {
    for (let i = 0; i < 2; i++) {
      await expect(server.db.pipeline([{ sql: 'selec 1' }])).rejects.toMatchObject({
        code: '42601',
      })
    }
    const ok = await server.db.pipeline([{ sql: 'select $1::int + 1 as n', params: [41] }])
    expect(ok[0]?.rows).toEqual([{ n: 42 }])
  })
})

describe('PGlite pipeline statement cache', () => {
  let pg: PGlite
  beforeAll(async () => {
    pg = await PGlite.create()
  })
  afterAll(() => pg.close())

  it('prepares a text once, and closes the least recently used past its size', async () => {
    const pipeline = createPipeline(pg, 3)
    const prepared = async () =>
      (await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements'))
        .rows[0]?.n
    await pipeline([{ sql: 'select 1' }])
    await pipeline([{ sql: 'select 1' }])
    expect(await prepared()).toBe(1)
    for (let i = 2; i <= 6; i++) await pipeline([{ sql: `select ${i}` }])
    // The evicted names are closed with the next pipeline.
    await pipeline([{ sql: 'select 6' }])
    expect(await prepared()).toBe(3)
    const again = await pipeline([{ sql: 'select 1 as one' }, { sql: 'select 2 as two' }])
    expect(again.map((r) => r.rows[0])).toEqual([{ one: 1 }, { two: 2 }])
  })
})
