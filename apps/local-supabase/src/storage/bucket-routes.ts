import type { Context } from 'hono'
import * as v from 'valibot'
import { failures, fromDatabaseError } from './errors'
import { asCaller, identify, runAsCaller } from './identity'
import { checkBucketId } from './names'
import type { BucketRow, StorageDeps } from './context'
import { jsonBody } from './context'

/** `file_size_limit` as hosted Storage takes it: bytes, or text like `50MB`, `30KB`, `3B`. */
const SIZE_TEXT = /^(\d+(?:\.\d+)?)\s*(B|KB|MB|GB)$/i
const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }
/** A MIME type or a `type/*` wildcard. */
const MIME_PATTERN = /^[A-Za-z0-9!#$&^_.+-]+\/(\*|[A-Za-z0-9!#$&^_.+-]+)$/

const SizeLimitSchema = v.nullish(v.union([v.number(), v.string()]))
const MimeTypesSchema = v.nullish(
  v.pipe(
    v.array(v.pipe(v.string(), v.maxLength(255), v.regex(MIME_PATTERN, 'must be a MIME type'))),
    v.maxLength(100),
  ),
)

const CreateSchema = v.object({
  id: v.optional(v.string()),
  name: v.optional(v.string()),
  public: v.optional(v.boolean()),
  file_size_limit: SizeLimitSchema,
  allowed_mime_types: MimeTypesSchema,
})

const UpdateSchema = v.object({
  public: v.optional(v.boolean()),
  file_size_limit: SizeLimitSchema,
  allowed_mime_types: MimeTypesSchema,
})

function parseSizeLimit(value: number | string | null | undefined, max: number): number | null {
  if (value === null || value === undefined) return null
  let bytes: number
  if (typeof value === 'number') bytes = value
  else {
    const match = SIZE_TEXT.exec(value.trim())
    if (!match) {
      throw failures.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B')
    }
    bytes = Number(match[1]) * (UNITS[(match[2] ?? 'b').toLowerCase()] ?? 1)
  }
  if (!Number.isSafeInteger(bytes) || bytes < 0) {
    throw failures.invalidRequest('file_size_limit must be a whole number of bytes')
  }
  if (bytes > max) throw failures.invalidRequest(`file_size_limit may be at most ${max} bytes`)
  return bytes === 0 ? null : bytes
}

const BUCKET_COLUMNS = `id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at`
const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at'])

function asNumber(text: string | undefined, fallback: number, max: number): number {
  if (text === undefined) return fallback
  const n = Number(text)
  if (!Number.isInteger(n) || n < 0)
    throw failures.invalidParameter('limit and offset must be whole numbers')
  return Math.min(n, max)
}

function shown(row: BucketRow) {
  return { ...row, type: 'STANDARD' }
}

/** `GET /bucket`: the buckets the caller may see (all for the service role, as RLS decides). */
export async function listBuckets(c: Context, deps: StorageDeps): Promise<Response> {
  const who = await identify(c, deps)
  const limit = asNumber(c.req.query('limit'), 1000, 1000)
  const offset = asNumber(c.req.query('offset'), 0, Number.MAX_SAFE_INTEGER)
  const column = c.req.query('sortColumn') ?? 'name'
  if (!SORT_COLUMNS.has(column))
    throw failures.invalidParameter('sortColumn is not a bucket column')
  const order = (c.req.query('sortOrder') ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc'
  const search = c.req.query('search') ?? ''
  const listed = await runAsCaller(deps, who, c.req.path, (tx) =>
    tx.query<BucketRow>(
      `select ${BUCKET_COLUMNS} from storage.buckets
          where strpos(lower(name), lower($1)) > 0
          order by ${column} ${order} limit $2 offset $3`,
      [search, limit, offset],
    ),
  )
  return c.json(listed.rows.map(shown))
}

/** `GET /bucket/:id`. */
export async function getBucket(c: Context, deps: StorageDeps, id: string): Promise<Response> {
  const who = await identify(c, deps)
  const bucketId = checkBucketId(id)
  const row = await runAsCaller(
    deps,
    who,
    c.req.path,
    async (tx) =>
      (
        await tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [
          bucketId,
        ])
      ).rows[0],
  )
  if (!row) throw failures.noSuchBucket()
  return c.json(shown(row))
}

/** `POST /bucket`: creates a bucket (row-level security on `storage.buckets` decides who may). */
export async function createBucket(c: Context, deps: StorageDeps): Promise<Response> {
  const who = await identify(c, deps)
  const body = await jsonBody(c, CreateSchema)
  const id = checkBucketId(body.id ?? body.name)
  const name = checkBucketId(body.name ?? id)
  const limit = parseSizeLimit(body.file_size_limit, deps.maxFileSize)
  try {
    await asCaller(deps, who, c.req.path, (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          name,
          who.owner ?? null,
          who.owner ?? null,
          body.public ?? false,
          limit,
          body.allowed_mime_types ?? null,
        ],
      ),
    )
  } catch (error) {
    const failure = fromDatabaseError(error)
    throw failure.code === 'ResourceAlreadyExists' ? failures.bucketExists() : failure
  }
  return c.json({ name: id })
}

/** `PUT /bucket/:id`: changes `public`, the size limit or the allowed types (only those sent). */
export async function updateBucket(c: Context, deps: StorageDeps, id: string): Promise<Response> {
  const who = await identify(c, deps)
  const bucketId = checkBucketId(id)
  const body = await jsonBody(c, UpdateSchema)
  const sets: string[] = []
  const params: unknown[] = [bucketId]
  const set = (column: string, value: unknown) => {
    params.push(value)
    sets.push(`${column} = $${params.length}`)
  }
  if (body.public !== undefined) set('public', body.public)
  if (body.file_size_limit !== undefined)
    set('file_size_limit', parseSizeLimit(body.file_size_limit, deps.maxFileSize))
  if (body.allowed_mime_types !== undefined) set('allowed_mime_types', body.allowed_mime_types)
  sets.push('updated_at = now()')
  const updated = await runAsCaller(
    deps,
    who,
    c.req.path,
    async (tx) =>
      (
        await tx.query(
          `update storage.buckets set ${sets.join(', ')} where id = $1 returning id`,
          params,
        )
      ).rows.length,
  )
  if (updated === 0) throw failures.noSuchBucket()
  return c.json({ message: 'Successfully updated' })
}

/** `POST /bucket/:id/empty`: removes every object the caller may delete. */
export async function emptyBucket(c: Context, deps: StorageDeps, id: string): Promise<Response> {
  const who = await identify(c, deps)
  const bucketId = checkBucketId(id)
  const versions = await runAsCaller(deps, who, c.req.path, async (tx) => {
    const found = await tx.query('select 1 from storage.buckets where id = $1', [bucketId])
    if (found.rows.length === 0) throw failures.noSuchBucket()
    const { rows } = await tx.query<{ version: string | null }>(
      'delete from storage.objects where bucket_id = $1 returning version',
      [bucketId],
    )
    return rows.map((r) => r.version)
  })
  await deps.files.remove(versions)
  return c.json({ message: 'Successfully emptied' })
}

/** `DELETE /bucket/:id`: only an empty bucket. */
export async function deleteBucket(c: Context, deps: StorageDeps, id: string): Promise<Response> {
  const who = await identify(c, deps)
  const bucketId = checkBucketId(id)
  let holdsObjects = false
  try {
    await asCaller(
      deps,
      who,
      c.req.path,
      async (tx) => {
        // Only someone who may see the bucket learns whether it still holds objects.
        const seen = await tx.query('select 1 from storage.buckets where id = $1', [bucketId])
        if (seen.rows.length === 0) throw failures.noSuchBucket()
        if (holdsObjects) throw failures.bucketNotEmpty()
        const gone = await tx.query('delete from storage.buckets where id = $1 returning id', [
          bucketId,
        ])
        if (gone.rows.length === 0) throw failures.noSuchBucket()
      },
      async (tx) => {
        // With the server's rights: objects the caller cannot see still keep the bucket.
        const left = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [
          bucketId,
        ])
        holdsObjects = left.rows.length > 0
      },
    )
  } catch (error) {
    throw fromDatabaseError(error)
  }
  return c.json({ message: 'Successfully deleted' })
}
