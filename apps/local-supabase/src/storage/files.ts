import { createHash, randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { chmod, copyFile, mkdir, mkdtemp, open, rm, stat, unlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { failures } from './errors'

/** What a stored file's bytes came to. */
export interface WrittenFile {
  /** The file's name on disk: a random UUID, never anything the client sent. */
  version: string
  size: number
  /** The S3-style entity tag: the MD5 of the bytes in quotes. */
  eTag: string
}

/** Names on disk are UUIDs this module generated; anything else is refused before any path is built. */
const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

function errorCode(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code
}

/**
 * The bytes of Storage objects, on disk under one root folder (0700) as one file per version
 * (0600), named by a random UUID in a folder of its first two characters. Object names never become
 * paths: the database maps `(bucket, name)` to the version, so no client text can reach the file
 * system. A move renames a row, not a file.
 */
export class FileStore {
  private constructor(
    /** The root folder. */
    readonly root: string,
    private readonly temporary: boolean,
  ) {}

  /** Opens (and creates) the store at `root`; without one, in a new temporary folder removed by {@link close}. */
  static async open(root?: string): Promise<FileStore> {
    const dir = root ?? (await mkdtemp(join(tmpdir(), 'local-supabase-storage-')))
    await mkdir(dir, { recursive: true, mode: 0o700 })
    await chmod(dir, 0o700)
    return new FileStore(dir, root === undefined)
  }

  private pathOf(version: string): string {
    if (!VERSION.test(version)) throw failures.noSuchKey()
    return join(this.root, version.slice(0, 2), version)
  }

  /**
   * Writes `body` to a new file, at most `limit` bytes: one byte more removes the file and throws
   * `EntityTooLarge`, so a body without a length cannot fill the disk.
   */
  async write(
    body: AsyncIterable<Uint8Array> | null,
    limit: number,
    limitText: string,
  ): Promise<WrittenFile> {
    const version = randomUUID()
    const path = this.pathOf(version)
    await mkdir(join(this.root, version.slice(0, 2)), { recursive: true, mode: 0o700 })
    const handle = await open(path, 'wx', 0o600)
    const md5 = createHash('md5')
    let size = 0
    try {
      const chunks = body?.[Symbol.asyncIterator]()
      for (;;) {
        const next = await chunks?.next().catch((error: unknown) => {
          // The client went away or sent a broken body: its fault, not the server's.
          throw error instanceof Error && error.name === 'StorageFailure'
            ? error
            : failures.invalidRequest('The upload was cut off')
        })
        if (!next || next.done) break
        size += next.value.byteLength
        if (size > limit) throw failures.tooLarge(limitText)
        md5.update(next.value)
        await handle.write(next.value)
      }
      await handle.close()
    } catch (error) {
      await handle.close().catch(() => undefined)
      await unlink(path).catch(() => undefined)
      throw error
    }
    return { version, size, eTag: `"${md5.digest('hex')}"` }
  }

  /** Copies a stored version to a new one. */
  async copy(version: string): Promise<string> {
    const next = randomUUID()
    await mkdir(join(this.root, next.slice(0, 2)), { recursive: true, mode: 0o700 })
    await copyFile(this.pathOf(version), this.pathOf(next))
    await chmod(this.pathOf(next), 0o600)
    return next
  }

  /** The size on disk, or null when the file is gone. */
  async size(version: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(version))).size
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return null
      throw error
    }
  }

  /** Streams bytes `start`…`end` (inclusive) of a version. */
  read(version: string, start?: number, end?: number): ReadableStream<Uint8Array> {
    const stream = createReadStream(this.pathOf(version), { start, end })
    return Readable.toWeb(stream) as ReadableStream<Uint8Array>
  }

  /** Removes versions; ones already gone are fine. */
  async remove(versions: readonly (string | null | undefined)[]): Promise<void> {
    for (const version of versions) {
      if (!version || !VERSION.test(version)) continue
      await unlink(this.pathOf(version)).catch((error: unknown) => {
        if (errorCode(error) !== 'ENOENT') throw error
      })
    }
  }

  /** Removes a temporary store's folder; a store on a data folder stays. */
  async close(): Promise<void> {
    if (this.temporary) await rm(this.root, { recursive: true, force: true })
  }
}
