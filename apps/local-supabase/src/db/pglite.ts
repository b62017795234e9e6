import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp'
import { Mutex } from './mutex'
import type { Database, QueryResult, Queryable } from './types'

interface PgliteLike {
  query<R>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: R[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number }>
  exec(sql: string): Promise<unknown>
}

function wrap(target: PgliteLike): Queryable {
  return {
    async query<R = Record<string, unknown>>(sql: string, params?: unknown[]) {
      const result = await target.query<R>(sql, params)
      const out: QueryResult<R> = { rows: result.rows, fields: result.fields }
      if (result.affectedRows !== undefined) out.affectedRows = result.affectedRows
      return out
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  }
}

/**
 * Opens PGlite, persisted in `dataDir` or in memory when it is omitted. All work goes through one
 * mutex because PGlite is a single session: a query issued while another caller's transaction is
 * open would otherwise run inside it.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { pgcrypto, uuid_ossp },
  })
  // Pinned so timestamps render the same on both drivers (node-postgres sets the same option).
  await pg.exec(`set timezone = 'UTC'`)
  const mutex = new Mutex()
  const direct = wrap(pg)
  return {
    kind: 'pglite',
    query: (sql, params) => mutex.run(() => direct.query(sql, params)),
    exec: (sql) => mutex.run(() => direct.exec(sql)),
    transaction: (fn) => mutex.run(() => pg.transaction((tx) => fn(wrap(tx)))),
    close: () => mutex.run(() => pg.close()),
  }
}
