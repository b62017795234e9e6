import { createHash } from 'node:crypto'
import pg from 'pg'
import type { Database, QueryResult, Queryable, Statement } from './types'

/** Type OID of int8; parsed to a JS number so both drivers agree (PGlite does the same). */
const INT8_OID = 20
const POOL_SIZE = 16

/**
 * A name for a prepared statement, derived from its text: node-postgres prepares a named
 * statement once per connection and afterwards only binds and executes it.
 */
function statementName(sql: string): string {
  return `ls_${createHash('sha1').update(sql).digest('base64url')}`
}

function toResult<R>(result: pg.QueryResult): QueryResult<R> {
  const out: QueryResult<R> = {
    rows: result.rows as R[],
    fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  }
  if (result.command !== 'SELECT' && result.rowCount !== null) out.affectedRows = result.rowCount
  return out
}

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<R = Record<string, unknown>>(sql: string, params?: unknown[]) {
      return toResult<R>(await target.query(sql, params))
    },
    async exec(sql: string) {
      await target.query(sql)
    },
  }
}

/**
 * {@link Database.pipeline} on node-postgres: BEGIN, the statements (prepared once per connection)
 * and COMMIT are all written before the first answer is read, so they cost one round trip. After a
 * failure the server skips the rest and COMMIT only ends the aborted transaction; the first error
 * is thrown.
 */
async function pipelineOn(
  client: pg.PoolClient,
  statements: readonly Statement[],
): Promise<QueryResult[]> {
  const pending = [
    client.query('begin'),
    ...statements.map(({ sql, params }) =>
      client.query({ name: statementName(sql), text: sql, values: params ? [...params] : [] }),
    ),
    client.query('commit'),
  ]
  const settled = await Promise.allSettled(pending)
  const failed = settled.find((s) => s.status === 'rejected')
  if (failed) throw failed.reason
  return settled
    .slice(1, -1)
    .map((s) => toResult((s as PromiseFulfilledResult<pg.QueryResult>).value))
}

/** Opens a node-postgres pool on `DATABASE_URL`; each transaction takes its own connection. */
export async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_SIZE,
    // Queries issued together are written together (used by pipeline()); a connection still
    // runs one transaction at a time because the pool lends it to one caller.
    pipeline: true,
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
  const listener = new NotificationListener(databaseUrl)
  return {
    kind: 'postgres',
    // Lanes need no scheduling here: each transaction gets its own pooled connection.
    async pipeline(statements: readonly Statement[]) {
      const client = await pool.connect()
      let broken: Error | undefined
      try {
        return await pipelineOn(client, statements)
      } catch (error) {
        // An SQL error leaves the connection usable; anything else (a dropped socket) does not.
        if (!(error instanceof pg.DatabaseError)) broken = error as Error
        throw error
      } finally {
        client.release(broken)
      }
    },
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
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    async close() {
      await listener.close()
      await pool.end()
    },
  }
}

/**
 * LISTEN needs a session of its own that is never lent out: one client, opened on first use and
 * reopened (re-LISTENing every channel) if the connection drops.
 */
class NotificationListener {
  private client: pg.Client | null = null
  private connecting: Promise<pg.Client> | null = null
  private readonly channels = new Map<string, Set<(payload: string) => void>>()
  private closed = false

  constructor(private readonly databaseUrl: string) {}

  async listen(
    channel: string,
    onPayload: (payload: string) => void,
  ): Promise<() => Promise<void>> {
    let set = this.channels.get(channel)
    const first = !set
    if (!set) {
      set = new Set()
      this.channels.set(channel, set)
    }
    set.add(onPayload)
    const client = await this.connect()
    if (first) await client.query(`listen ${pg.escapeIdentifier(channel)}`)
    return async () => {
      set.delete(onPayload)
    }
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client)
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.databaseUrl })
      client.on('notification', (message) => {
        for (const listener of this.channels.get(message.channel) ?? []) {
          listener(message.payload ?? '')
        }
      })
      client.on('error', () => {
        // The session is gone: forget it and listen again on a new one.
        if (this.client === client) this.client = null
        if (!this.closed) setTimeout(() => void this.reconnect(), 500)
      })
      await client.connect()
      for (const channel of this.channels.keys()) {
        await client.query(`listen ${pg.escapeIdentifier(channel)}`)
      }
      this.client = client
      this.connecting = null
      return client
    })()
    this.connecting.catch(() => {
      this.connecting = null
    })
    return this.connecting
  }

  private async reconnect(): Promise<void> {
    if (this.closed) return
    await this.connect().catch(() => {
      if (!this.closed) setTimeout(() => void this.reconnect(), 1000)
    })
  }

  async close(): Promise<void> {
    this.closed = true
    const client = this.client ?? (await this.connecting?.catch(() => null)) ?? null
    this.client = null
    await client?.end().catch(() => undefined)
  }
}
