import { createHash } from 'node:crypto'
import { readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readContentBatches } from './content'

/**
 * A new in-memory (or new data-dir) PGlite database starts from a snapshot of one that already
 * ran the bootstrap, every migration, seed.sql and the content sync, instead of doing all that
 * again: seconds for each test server, a few hundred milliseconds from the snapshot. The snapshot
 * is cached per process and in the OS temp dir, keyed by everything it was built from (the PGlite
 * build, the bootstrap SQL, each migration, seed.sql and the content files), so any change to
 * them builds a new one.
 */

const snapshots = new Map<string, Promise<Blob>>()

async function readOptional(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return ''
    throw error
  }
}

/** Snapshots older than this are removed when a new one is written (each is tens of MB). */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000

async function removeStaleSnapshots(keep: string): Promise<void> {
  const dir = tmpdir()
  for (const name of await readdir(dir)) {
    const file = join(dir, name)
    if (!name.startsWith(PREFIX) || file === keep) continue
    const info = await stat(file).catch(() => undefined)
    if (info && Date.now() - info.mtimeMs > STALE_AFTER_MS) await rm(file, { force: true })
  }
}

const PREFIX = 'local-supabase-ready-'

/** The cache key of the snapshot a Supabase folder gives. */
export async function snapshotKey(supabaseDir: string, bootstrapSql: string): Promise<string> {
  const hash = createHash('sha256')
  hash.update(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  hash.update(bootstrapSql)
  const dir = join(supabaseDir, 'migrations')
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((n) => n.endsWith('.sql'))
    .sort()
  for (const name of names) {
    hash.update(`\0${name}\0`).update(await readFile(join(dir, name), 'utf8'))
  }
  hash.update('\0seed\0').update(await readOptional(join(supabaseDir, 'seed.sql')))
  hash.update('\0content\0').update(JSON.stringify(await readContentBatches(supabaseDir)))
  return hash.digest('hex').slice(0, 24)
}

/**
 * The snapshot for `key`: from memory, the temp dir, or `build` (then written to the temp dir,
 * through a rename so a concurrent process never reads half a file).
 */
export function readySnapshot(key: string, build: () => Promise<Blob>): Promise<Blob> {
  let pending = snapshots.get(key)
  if (!pending) {
    pending = (async () => {
      const file = join(tmpdir(), `${PREFIX}${key}.tar`)
      try {
        return new Blob([await readFile(file)])
      } catch {
        // Not cached yet: build it.
      }
      const blob = await build()
      const partial = `${file}.${process.pid}.partial`
      await writeFile(partial, new Uint8Array(await blob.arrayBuffer()))
      await rename(partial, file)
      await removeStaleSnapshots(file)
      return blob
    })()
    pending.catch(() => snapshots.delete(key))
    snapshots.set(key, pending)
  }
  return pending
}
