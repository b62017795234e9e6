import type { Context } from 'hono'
import { failures } from './errors'
import type { ObjectMetadata, StorageDeps } from './context'

/** An object row as downloads need it. */
export interface ServedObject {
  name: string
  version: string | null
  metadata: Partial<ObjectMetadata> | null
  updated_at: string | Date | null
}

/** Parses one `bytes=` range against `size`; undefined for none or a multi-range (served whole). */
function parseRange(header: string | undefined, size: number): [number, number] | undefined {
  if (header === undefined) return undefined
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) {
    if (/^bytes=.*,/.test(header.trim())) return undefined
    throw failures.invalidRange()
  }
  const [, from = '', to = ''] = match
  if (from === '' && to === '') throw failures.invalidRange()
  let start: number
  let end: number
  if (from === '') {
    const suffix = Number(to)
    if (suffix === 0) throw failures.invalidRange()
    start = Math.max(0, size - suffix)
    end = size - 1
  } else {
    start = Number(from)
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  }
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start > end || start >= size) {
    throw failures.invalidRange()
  }
  return [start, end]
}

/** `attachment` with the name asked for (`?download=name`) or the object's own. */
function disposition(asked: string, objectName: string): string {
  const name = asked === '' ? (objectName.split('/').pop() ?? 'download') : asked
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/**
 * Answers a download with the object's bytes and the headers hosted Storage sends (type, length,
 * cache control, ETag, Last-Modified, byte ranges for seeking in audio), plus `nosniff` and a
 * sandboxing CSP: a file is served from the API's origin and must never run as a page there.
 */
export async function serveObject(
  c: Context,
  deps: StorageDeps,
  object: ServedObject,
): Promise<Response> {
  const version = object.version
  const size = version ? await deps.files.size(version) : null
  if (!version || size === null) throw failures.noSuchKey()
  const meta = object.metadata ?? {}
  const headers = new Headers({
    'Content-Type': meta.mimetype ?? 'application/octet-stream',
    'Cache-Control': meta.cacheControl ?? 'no-cache',
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  })
  if (meta.eTag) headers.set('ETag', meta.eTag)
  const modified = meta.lastModified ?? object.updated_at
  if (modified) headers.set('Last-Modified', new Date(modified).toUTCString())
  const download = c.req.query('download')
  if (download !== undefined) headers.set('Content-Disposition', disposition(download, object.name))
  if (meta.eTag && c.req.header('if-none-match') === meta.eTag) {
    return new Response(null, { status: 304, headers })
  }
  const range = parseRange(c.req.header('range'), size)
  const [start, end] = range ?? [0, size - 1]
  const length = size === 0 ? 0 : end - start + 1
  headers.set('Content-Length', String(length))
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${size}`)
  const body = c.req.method === 'HEAD' || length === 0 ? null : deps.files.read(version, start, end)
  return new Response(body, { status: range ? 206 : 200, headers })
}
