import { createHash } from 'node:crypto'
import { access, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite, types } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp'
import { makePrivateDir } from './private-dir'
import { FairQueue, SYSTEM_LANE } from './fair-queue'
import type { Database, QueryResult, Queryable, Statement } from './types'
import { MessageWriter, WireError, affectedRows, paramText, readResponse } from './wire'
import type { WireNotification } from './wire'

/** How many prepared statements the pipeline keeps; the least recently used is closed after. */
const STATEMENT_CACHE_SIZE = 500

interface PgliteLike {
  query<R>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: R[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number }>
  exec(sql: string): Promise<unknown>
}

/**
 * PGlite sometimes loses the error of a Parse that ran out of stack (a statement nested too
 * deeply) and reports the Bind that follows instead: `prepared statement "ls12" does not exist`.
 * That names an internal statement and says nothing useful; report what happened instead.
 */
export function explainLostStatement(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code
  if (code !== '26000') return error
  return new WireError(
    new Map([
      ['S', 'ERROR'],
      ['C', '54001'],
      ['M', 'statement is too complex for the database to prepare'],
    ]),
  )
}

function wrap(target: PgliteLike): Queryable {
  return {
    async query<R = Record<string, unknown>>(sql: string, params?: unknown[]) {
      const result = await target.query<R>(sql, params).catch((error: unknown) => {
        throw explainLostStatement(error)
      })
      const out: QueryResult<R> = { rows: result.rows, fields: result.fields }
      if (result.affectedRows !== undefined) out.affectedRows = result.affectedRows
      return out
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  }
}

// pg_trgm: trigram indexes for contains-filters over large lists (staff directory, tasks).
const extensions = { pgcrypto, uuid_ossp, pg_trgm }

/**
 * {@link Database.pipeline} on PGlite: every statement of a request goes into the engine in one
 * `execProtocolRaw` call (Parse only the first time a text is seen, then Bind/Describe/Execute,
 * one Sync), which is one implicit transaction. About a tenth of the cost of separate `query()`
 * calls wrapped in BEGIN/COMMIT. Must run inside the instance's queue (one job at a time).
 */
export function createPipeline(
  pg: PGlite,
  cacheSize = STATEMENT_CACHE_SIZE,
  onNotification: (notification: WireNotification) => void = () => undefined,
) {
  // Prepared statement names by SQL text; Map order is recency order.
  const prepared = new Map<string, string>()
  const toClose: string[] = []
  let counter = 0
  return async (statements: readonly Statement[]): Promise<QueryResult[]> => {
    const writer = new MessageWriter()
    for (const name of toClose.splice(0)) writer.closeStatement(name)
    const fresh: (string | undefined)[] = []
    for (const { sql, params = [] } of statements) {
      let name = prepared.get(sql)
      if (name === undefined) {
        name = `ls${++counter}`
        writer.parse(name, sql)
        fresh.push(name)
      } else {
        // Touch: move to the most recent end.
        prepared.delete(sql)
        prepared.set(sql, name)
        fresh.push(undefined)
      }
      writer.bind(name, params.map(paramText)).describePortal().execute()
    }
    writer.sync()
    // The stream variant hands over the engine's bytes as they are; the plain one would also
    // parse them into PGlite's own message objects, which this path reads itself.
    const chunks: Uint8Array[] = []
    await pg.execProtocolRawStream(writer.finish(), {
      onRawData: (chunk) => chunks.push(chunk.slice()),
    })
    const response = readResponse(Buffer.concat(chunks))
    // The raw path bypasses PGlite's own listeners, so NOTIFYs committed here are handed on.
    for (const notification of response.notifications ?? []) onNotification(notification)
    // Only statements whose Parse went through exist in the session and may be reused.
    for (const index of response.parsedIndexes) {
      const name = fresh[index]
      const stmt = statements[index]
      if (name !== undefined && stmt) prepared.set(stmt.sql, name)
    }
    while (prepared.size > cacheSize) {
      const [oldest, name] = prepared.entries().next().value as [string, string]
      prepared.delete(oldest)
      toClose.push(name)
    }
    if (response.error) {
      // A table changed under a prepared statement: forget them all so the next call re-parses.
      if (response.error.code === '0A000') {
        for (const name of prepared.values()) toClose.push(name)
        prepared.clear()
      }
      throw explainLostStatement(response.error)
    }
    return response.results.map((r) => {
      const rows = r.rows.map((values) => {
        const row: Record<string, unknown> = {}
        r.fields.forEach((f, i) => {
          row[f.name] = types.parseType(values[i] ?? null, f.dataTypeID, pg.parsers)
        })
        return row
      })
      const out: QueryResult = { rows, fields: r.fields }
      const affected = affectedRows(r.tag)
      if (affected !== undefined) out.affectedRows = affected
      return out
    })
  }
}

/**
 * In-memory instances start from a snapshot of an initialised cluster instead of running initdb
 * (about 5× faster, which is what makes one fresh database per test file affordable). The snapshot
 * is cached per process and in the OS temp dir, keyed by the PGlite build and `baseSql`.
 */
const templates = new Map<string, Promise<Blob>>()

async function buildTemplate(baseSql: string): Promise<Blob> {
  const pglitePath = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const key = createHash('sha256').update(pglitePath).update(baseSql).digest('hex').slice(0, 16)
  const file = join(tmpdir(), `local-supabase-pglite-${key}.tar`)
  try {
    return new Blob([await readFile(file)])
  } catch {
    // Not cached yet: build it below.
  }
  const pg = await PGlite.create({ extensions })
  await pg.exec(baseSql)
  const dump = await pg.dumpDataDir('none')
  await pg.close()
  // Write then rename, so a concurrent test process never reads half a file.
  const partial = `${file}.${process.pid}.partial`
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()))
  await rename(partial, file)
  return dump
}

function template(baseSql: string): Promise<Blob> {
  let pending = templates.get(baseSql)
  if (!pending) {
    pending = buildTemplate(baseSql)
    pending.catch(() => templates.delete(baseSql))
    templates.set(baseSql, pending)
  }
  return pending
}

async function fileExists(file: string): Promise<boolean> {
  try {
    await access(file)
    return true
  } catch {
    return false
  }
}

/**
 * Opens PGlite, persisted in `dataDir` or in memory when it is omitted. A new database is cloned
 * from a template that already ran `baseSql`. All work goes through one {@link FairQueue} because
 * PGlite is a single session: a query issued while another caller's transaction is open would
 * otherwise run inside it. The queue serves users' lanes in turn, not first come first served.
 */
export async function openPglite(
  dataDir?: string,
  baseSql?: string,
  snapshot?: Blob,
): Promise<Database> {
  // A new data dir (no PG_VERSION yet) is filled from the template too, then persists as usual.
  const fresh = !dataDir || !(await fileExists(join(dataDir, 'PG_VERSION')))
  const initial = snapshot ?? (baseSql ? await template(baseSql) : undefined)
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions,
    ...(fresh && initial ? { loadDataDir: initial } : {}),
  })
  // PGlite's file system layer creates every file 0666 (it sets the modes itself, so the umask
  // does not help): the data files are made private after opening and again after closing. The
  // folder itself is 0700 throughout, so nobody else can reach them in between.
  if (dataDir) await makePrivateDir(dataDir)
  // Pinned so timestamps render the same on both drivers (node-postgres sets the same option).
  await pg.exec(`set timezone = 'UTC'`)
  const queue = new FairQueue()
  const direct = wrap(pg)
  const listeners = new Map<string, Set<(payload: string) => void>>()
  // Handed on after the job that committed them, so a listener's own queries queue behind it.
  const dispatch = (channel: string, payload: string) => {
    for (const listener of listeners.get(channel) ?? []) setImmediate(listener, payload)
  }
  // query() and transaction() go through PGlite's parser, which reports NOTIFYs here.
  pg.onNotification(dispatch)
  const pipeline = createPipeline(pg, STATEMENT_CACHE_SIZE, (n) => dispatch(n.channel, n.payload))
  const db: Database = {
    kind: 'pglite',
    pipeline: (statements, options) =>
      queue.run(options?.lane ?? SYSTEM_LANE, () => pipeline(statements)),
    query: (sql, params) => queue.run(SYSTEM_LANE, () => direct.query(sql, params)),
    exec: (sql) => queue.run(SYSTEM_LANE, () => direct.exec(sql)),
    transaction: (fn, options) =>
      queue.run(options?.lane ?? SYSTEM_LANE, () => pg.transaction((tx) => fn(wrap(tx)))),
    async listen(channel, onPayload) {
      let set = listeners.get(channel)
      if (!set) {
        set = new Set()
        listeners.set(channel, set)
        await queue.run(SYSTEM_LANE, () => pg.exec(`listen ${quoteIdent(channel)}`))
      }
      set.add(onPayload)
      return async () => {
        set.delete(onPayload)
      }
    },
    close: async () => {
      await queue.run(SYSTEM_LANE, () => pg.close())
      if (dataDir) await makePrivateDir(dataDir)
    },
  }
  instances.set(db, { pg, queue })
  return db
}

const instances = new WeakMap<Database, { pg: PGlite; queue: FairQueue }>()

/** The whole data directory of a PGlite database, to open copies of it with {@link openPglite}. */
export function dumpPglite(db: Database): Promise<Blob> {
  const instance = instances.get(db)
  if (!instance) throw new Error('not a PGlite database')
  return instance.queue.run(SYSTEM_LANE, () => instance.pg.dumpDataDir('none'))
}

/** Whether `dataDir` holds no database yet (a PGlite folder without PG_VERSION). */
export async function isNewDataDir(dataDir: string | undefined): Promise<boolean> {
  return !dataDir || !(await fileExists(join(dataDir, 'PG_VERSION')))
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}
