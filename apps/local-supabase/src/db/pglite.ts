import { createHash } from 'node:crypto'
import { access, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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

const extensions = { pgcrypto, uuid_ossp }

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
 * from a template that already ran `baseSql`. All work goes through one mutex because PGlite is a
 * single session: a query issued while another caller's transaction is open would otherwise run
 * inside it.
 */
export async function openPglite(dataDir?: string, baseSql?: string): Promise<Database> {
  // A new data dir (no PG_VERSION yet) is filled from the template too, then persists as usual.
  const fresh = !dataDir || !(await fileExists(join(dataDir, 'PG_VERSION')))
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions,
    ...(fresh && baseSql ? { loadDataDir: await template(baseSql) } : {}),
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
