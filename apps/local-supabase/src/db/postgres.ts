import pg from 'pg'
import type { Database, QueryResult, Queryable } from './types'

/** Type OID of int8; parsed to a JS number so both drivers agree (PGlite does the same). */
const INT8_OID = 20
const POOL_SIZE = 16

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<R = Record<string, unknown>>(sql: string, params?: unknown[]) {
      const result = await target.query(sql, params)
      const out: QueryResult<R> = {
        rows: result.rows as R[],
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      }
      if (result.command !== 'SELECT' && result.rowCount !== null)
        out.affectedRows = result.rowCount
      return out
    },
    async exec(sql: string) {
      await target.query(sql)
    },
  }
}

/** Opens a node-postgres pool on `DATABASE_URL`; each transaction takes its own connection. */
export async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_SIZE,
    options: '-c timezone=UTC',
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  })
  // Fail fast on a wrong URL instead of on the first request.
  await pool.query('select 1')
  const direct = wrap(pool)
  return {
    kind: 'postgres',
    query: (sql, params) => direct.query(sql, params),
    exec: (sql) => direct.exec(sql),
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await fn(wrap(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
