import { createHash } from 'node:crypto'
import { readFile, readdir } from 'node:fs/promises'
import { readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { CONTENT_DIRECTORY } from '@fabula/dictionary/node'

/**
 * The open dictionaries (`@fabula/dictionary`'s committed `content/`) as static files under
 * `/dict/<version>/<path>`, fetched lazily by the reader one small shard at a time (ADR 0058).
 * The version is a hash of the content, so every file can be cached for a year: new content is
 * a new address. Files are read and compressed on first request and kept in memory (the
 * content is ~36 MB, a reader needs a few hundred KB of it), so a server start stays fast.
 */
export const DICTIONARY_PREFIX = '/dict/'

const TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
}
// Relative content paths: folders and file names of letters, digits, dot, dash and underscore.
const SAFE_PATH = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/

function listFilesSync(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFilesSync(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

/**
 * A short hash of every file's path and bytes: the `<version>` of the dictionary addresses.
 * Read once at build (vite.config.ts) — about 0.2 s for the committed content.
 */
export function dictionaryVersion(dir: string = CONTENT_DIRECTORY): string {
  const hash = createHash('sha256')
  for (const file of listFilesSync(dir).sort()) {
    hash.update(relative(dir, file).split(sep).join('/'))
    hash.update('\0')
    hash.update(readFileSync(file))
  }
  return hash.digest('hex').slice(0, 12)
}

/** One dictionary file, ready to send. */
export interface DictionaryAsset {
  body: Buffer
  gzip?: Buffer
  type: string
  etag: string
}

/**
 * Serves dictionary files by request path. `get('/dict/<version>/es-en/x/3.json')` resolves to
 * the file, or `undefined` for anything that is not a content file (unknown, malformed, `..`).
 * The version segment is not checked: a stale address still gets a working file.
 */
export function createDictionaryFiles(dir: string = CONTENT_DIRECTORY) {
  const cache = new Map<string, Promise<DictionaryAsset | undefined>>()
  let known: Promise<Set<string>> | undefined
  const list = async (root: string): Promise<string[]> => {
    const entries = await readdir(root, { withFileTypes: true })
    const nested = await Promise.all(
      entries.map((entry) =>
        entry.isDirectory() ? list(join(root, entry.name)) : [join(root, entry.name)],
      ),
    )
    return nested.flat()
  }
  const files = () =>
    (known ??= list(dir).then(
      (all) => new Set(all.map((file) => relative(dir, file).split(sep).join('/'))),
    ))

  return {
    async get(pathname: string): Promise<DictionaryAsset | undefined> {
      if (!pathname.startsWith(DICTIONARY_PREFIX)) return undefined
      const rest = pathname.slice(DICTIONARY_PREFIX.length)
      const slash = rest.indexOf('/')
      const path = slash < 0 ? '' : rest.slice(slash + 1)
      const type = TYPES[extname(path)]
      if (!type || !SAFE_PATH.test(path) || !(await files()).has(path)) return undefined
      let pending = cache.get(path)
      if (!pending) {
        pending = readFile(join(dir, ...path.split('/'))).then((body) => ({
          body,
          type,
          etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
          ...(body.length > 512 ? { gzip: gzipSync(body, { level: 6 }) } : {}),
        }))
        pending.catch(() => cache.delete(path))
        cache.set(path, pending)
      }
      return pending
    },
  }
}
