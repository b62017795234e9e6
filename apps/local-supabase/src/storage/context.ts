import type { Context } from 'hono'
import * as v from 'valibot'
import type { Queryable } from '../db/types'
import { failures } from './errors'
import type { FileStore } from './files'
import { identify } from './identity'
import type { IdentityDeps, StorageIdentity } from './identity'
import { checkBucketId } from './names'
import type { UrlSigner } from './tokens'

/** What the Storage routes need from the server. */
export interface StorageDeps extends IdentityDeps {
  files: FileStore
  signer: UrlSigner
  /** The largest object any bucket may hold, in bytes (a bucket's own limit can only be lower). */
  maxFileSize: number
  /** The server's clock (ms), shared with Auth so tests can move time. */
  now: () => number
}

/** A route about one object: the request, the server, and the checked bucket id and name. */
export type ObjectRoute = (
  c: Context,
  deps: StorageDeps,
  bucket: string,
  name: string,
) => Promise<Response>

/** A bucket's row as the routes use it. */
export interface BucketRow {
  id: string
  name: string
  owner: string | null
  public: boolean
  file_size_limit: number | null
  allowed_mime_types: string[] | null
  created_at: string
  updated_at: string
}

/** The metadata Storage keeps about an object's bytes (`storage.objects.metadata`). */
export interface ObjectMetadata {
  eTag: string
  size: number
  mimetype: string
  cacheControl: string
  lastModified: string
  contentLength: number
  httpStatusCode: number
}

/** Largest JSON body of the non-upload routes. */
const MAX_JSON_BYTES = 1024 * 1024

/** Reads and checks a JSON body; bad JSON or a wrong shape is a 400 in Storage's words. */
export async function jsonBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  const declared = Number(c.req.header('content-length') ?? '0')
  if (declared > MAX_JSON_BYTES) {
    c.header('Connection', 'close')
    throw failures.invalidRequest('Body is larger than 1 MiB')
  }
  let text = ''
  const body = c.req.raw.body
  if (body) {
    const chunks: Uint8Array[] = []
    let size = 0
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength
      if (size > MAX_JSON_BYTES) throw failures.invalidRequest('Body is larger than 1 MiB')
      chunks.push(chunk)
    }
    text = Buffer.concat(chunks).toString('utf8')
  }
  let json: unknown
  try {
    json = text.trim() === '' ? {} : JSON.parse(text)
  } catch {
    throw failures.invalidRequest('Body is not valid JSON')
  }
  const parsed = v.safeParse(schema, json)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    const where = issue.path?.map((p) => String(p.key)).join('.')
    throw failures.invalidRequest(`body${where ? `/${where}` : ''} ${issue.message}`)
  }
  return parsed.output
}

/** A bucket by id, read with the server's rights (limits apply whoever uploads). */
export async function findBucket(db: Queryable, id: string): Promise<BucketRow | undefined> {
  const { rows } = await db.query<BucketRow>(
    `select id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at
       from storage.buckets where id = $1`,
    [id],
  )
  return rows[0]
}

/** Shows a byte count the way bucket limits are written (`50MB`). */
export function sizeText(bytes: number): string {
  for (const [unit, size] of [
    ['GB', 1024 ** 3],
    ['MB', 1024 ** 2],
    ['KB', 1024],
  ] as const) {
    if (bytes >= size && bytes % size === 0) return `${bytes / size}${unit}`
  }
  return `${bytes}B`
}

/** The upload limit of a bucket: its own, capped by the server's. */
export function uploadLimit(bucket: BucketRow, max: number): number {
  return bucket.file_size_limit ? Math.min(bucket.file_size_limit, max) : max
}

/** Whether `type` (parameters ignored) is one of the bucket's allowed types (`audio/*` style wildcards). */
export function mimeAllowed(type: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true
  const [main = '', sub = ''] = (type.split(';')[0] ?? '').trim().toLowerCase().split('/')
  return allowed.some((entry) => {
    const [aMain, aSub] = entry.trim().toLowerCase().split('/')
    return aMain === main && (aSub === '*' || aSub === sub)
  })
}

/** The caller, the checked bucket id and the checked JSON body of a route about a whole bucket. */
export async function bucketRequest<S extends v.GenericSchema>(
  c: Context,
  deps: StorageDeps,
  bucketRaw: string,
  schema: S,
): Promise<{ who: StorageIdentity; bucket: string; body: v.InferOutput<S> }> {
  const who = await identify(c, deps)
  const bucket = checkBucketId(bucketRaw)
  return { who, bucket, body: await jsonBody(c, schema) }
}
