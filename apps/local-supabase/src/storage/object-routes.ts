import type { Context } from 'hono'
import * as v from 'valibot'
import { failures, fromDatabaseError } from './errors'
import { asCaller, identify, runAsCaller } from './identity'
import type { StorageIdentity } from './identity'
import { checkBucketId, checkObjectName } from './names'
import { serveObject } from './serve'
import type { ServedObject } from './serve'
import { storeUpload } from './uploads'
import type { UploadMode } from './uploads'
import type { ObjectMetadata, StorageDeps } from './context'
import { findBucket, bucketRequest, jsonBody, mimeAllowed, sizeText, uploadLimit } from './context'
import type { ObjectRoute } from './context'
import { verifiedToken } from './tokens'

/** Most names one remove or one multi-sign may carry (hosted Storage's limit). */
export const MAX_OBJECTS_PER_REQUEST = 1000

/** The columns an object is answered with (`FileObject` in supabase-js). */
const OBJECT_COLUMNS = `id, name, bucket_id, owner, owner_id, version, created_at, updated_at,
  last_accessed_at, metadata, user_metadata`

interface ObjectRow extends ServedObject {
  id: string
  bucket_id: string
  created_at: string | Date | null
  user_metadata: Record<string, unknown> | null
}

/** Reads an object with the server's rights (public and signed reads, where the URL is the permission). */
async function findAsServer(deps: StorageDeps, bucket: string, name: string): Promise<ObjectRow> {
  const { rows } = await deps.db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  )
  if (!rows[0]) throw failures.noSuchKey()
  return rows[0]
}

/** Reads an object as the caller: missing and not-allowed look the same (Object not found). */
async function findAsCaller(
  deps: StorageDeps,
  who: StorageIdentity,
  path: string,
  bucket: string,
  name: string,
) {
  const row = await runAsCaller(
    deps,
    who,
    path,
    async (tx) =>
      (
        await tx.query<ObjectRow>(
          `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
          [bucket, name],
        )
      ).rows[0],
  )
  if (!row) throw failures.noSuchKey()
  return row
}

/** `POST|PUT /object/:bucket/:name`: upload (`x-upsert: true` replaces) or update. */
export const uploadObject: ObjectRoute = async (c, deps, bucket, name) => {
  const who = await identify(c, deps)
  const mode: UploadMode =
    c.req.method === 'PUT' ? 'update' : c.req.header('x-upsert') === 'true' ? 'upsert' : 'create'
  const { id } = await storeUpload(c, deps, { bucket, name, who, mode })
  return c.json({ Id: id, Key: `${bucket}/${name}` })
}

/** `GET /object/:bucket/:name` and `/object/authenticated/…`: the caller's download. */
export const downloadObject: ObjectRoute = async (c, deps, bucket, name) => {
  const who = await identify(c, deps)
  return serveObject(c, deps, await findAsCaller(deps, who, c.req.path, bucket, name))
}

/** `GET /object/public/:bucket/:name`: anyone, from a public bucket only. */
export const downloadPublic: ObjectRoute = async (c, deps, bucket, name) => {
  const found = await findBucket(deps.db, bucket)
  if (!found?.public) throw failures.noSuchBucket()
  return serveObject(c, deps, await findAsServer(deps, bucket, name))
}

/** `GET /object/sign/:bucket/:name?token=`: whoever holds an unexpired download token. */
export const downloadSigned: ObjectRoute = async (c, deps, bucket, name) => {
  await verifiedToken(c, deps, 'download', bucket, name)
  return serveObject(c, deps, await findAsServer(deps, bucket, name))
}

/**
 * `GET /object/info/[public|authenticated/]:bucket/:name`: the object's details (what
 * supabase-js `info()` and `exists()` read). Public buckets answer anyone, as on hosted Storage.
 */
export async function objectInfo(
  c: Context,
  deps: StorageDeps,
  bucket: string,
  name: string,
  publicRoute: boolean,
): Promise<Response> {
  const found = await findBucket(deps.db, bucket)
  if (!found || (publicRoute && !found.public)) throw failures.noSuchBucket()
  let row: ObjectRow | undefined
  if (found.public) {
    row = await findAsServer(deps, bucket, name)
  } else {
    row = await findAsCaller(deps, await identify(c, deps), c.req.path, bucket, name)
  }
  const meta: Partial<ObjectMetadata> = row.metadata ?? {}
  return c.json({
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    last_modified: meta.lastModified ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    metadata: row.user_metadata,
  })
}

/** `DELETE /object/:bucket/:name`: one object, as the caller. */
export const deleteObject: ObjectRoute = async (c, deps, bucket, name) => {
  const who = await identify(c, deps)
  const rows = await runAsCaller(
    deps,
    who,
    c.req.path,
    async (tx) =>
      (
        await tx.query<{ version: string | null }>(
          'delete from storage.objects where bucket_id = $1 and name = $2 returning version',
          [bucket, name],
        )
      ).rows,
  )
  if (rows.length === 0) throw failures.noSuchKey()
  await deps.files.remove(rows.map((r) => r.version))
  return c.json({ message: 'Successfully deleted' })
}

const RemoveSchema = v.object({
  prefixes: v.pipe(v.array(v.string()), v.minLength(1), v.maxLength(MAX_OBJECTS_PER_REQUEST)),
})

/** `DELETE /object/:bucket` `{prefixes}`: the named objects the caller may delete; answers those removed. */
export async function removeObjects(
  c: Context,
  deps: StorageDeps,
  bucketRaw: string,
): Promise<Response> {
  const { who, bucket, body } = await bucketRequest(c, deps, bucketRaw, RemoveSchema)
  const { rows } = await runAsCaller(deps, who, c.req.path, (tx) =>
    tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
       returning ${OBJECT_COLUMNS}`,
      [bucket, body.prefixes],
    ),
  )
  await deps.files.remove(rows.map((r) => r.version))
  return c.json(rows)
}

const MoveSchema = v.object({
  bucketId: v.string(),
  sourceKey: v.string(),
  destinationKey: v.string(),
  destinationBucket: v.nullish(v.string()),
})

const CopySchema = v.object({
  ...MoveSchema.entries,
  copyMetadata: v.optional(v.boolean()),
  metadata: v.nullish(v.record(v.string(), v.unknown())),
})

/** Checks that an object may live in another bucket (its limits). */
async function checkDestination(
  deps: StorageDeps,
  bucketId: string,
  meta: Partial<ObjectMetadata>,
) {
  const bucket = await findBucket(deps.db, bucketId)
  if (!bucket) throw failures.noSuchBucket()
  const limit = uploadLimit(bucket, deps.maxFileSize)
  if ((meta.size ?? 0) > limit) throw failures.tooLarge(sizeText(limit))
  if (!mimeAllowed(meta.mimetype ?? 'application/octet-stream', bucket.allowed_mime_types)) {
    throw failures.invalidMime(meta.mimetype ?? '')
  }
}

/**
 * `POST /object/move`: renames the row as the caller (their UPDATE policy must allow the old and
 * the new name); the bytes stay where they are.
 */
export async function moveObject(c: Context, deps: StorageDeps): Promise<Response> {
  const who = await identify(c, deps)
  const body = await jsonBody(c, MoveSchema)
  const from = checkBucketId(body.bucketId)
  const to = checkBucketId(body.destinationBucket ?? from)
  const source = checkObjectName(body.sourceKey)
  const target = checkObjectName(body.destinationKey)
  if (to !== from) {
    const { rows } = await deps.db.query<ObjectRow>(
      'select metadata from storage.objects where bucket_id = $1 and name = $2',
      [from, source],
    )
    if (rows[0]) await checkDestination(deps, to, rows[0].metadata ?? {})
  }
  let moved: { id: string } | undefined
  try {
    moved = await asCaller(
      deps,
      who,
      c.req.path,
      async (tx) =>
        (
          await tx.query<{ id: string }>(
            `update storage.objects set bucket_id = $3, name = $4, owner = $5, owner_id = $6,
             updated_at = now() where bucket_id = $1 and name = $2 returning id`,
            [from, source, to, target, who.owner ?? null, who.owner ?? null],
          )
        ).rows[0],
    )
  } catch (error) {
    const failure = fromDatabaseError(error)
    if (failure.code === 'ResourceAlreadyExists') throw failures.keyExists()
    throw failure.statusCode === 404 ? failures.noSuchBucket() : failure
  }
  if (!moved) throw failures.noSuchKey()
  return c.json({ message: 'Successfully moved', Id: moved.id, Key: target })
}

/**
 * `POST /object/copy`: reads the source as the caller, copies the bytes to a new file and
 * records the copy as the caller (`x-upsert: true` replaces an object already there).
 */
export async function copyObject(c: Context, deps: StorageDeps): Promise<Response> {
  const who = await identify(c, deps)
  const body = await jsonBody(c, CopySchema)
  const from = checkBucketId(body.bucketId)
  const to = checkBucketId(body.destinationBucket ?? from)
  const source = await findAsCaller(deps, who, c.req.path, from, checkObjectName(body.sourceKey))
  const target = checkObjectName(body.destinationKey)
  const meta = source.metadata ?? {}
  await checkDestination(deps, to, meta)
  if (!source.version) throw failures.noSuchKey()
  const version = await deps.files.copy(source.version)
  const upsert = c.req.header('x-upsert') === 'true'
  const userMetadata = body.copyMetadata === false ? (body.metadata ?? null) : source.user_metadata
  let previous: string | null = null
  let copied: { id: string } | undefined
  try {
    copied = await asCaller(
      deps,
      who,
      c.req.path,
      async (tx) =>
        (
          await tx.query<{ id: string }>(
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
             values ($1, $2, $3, $7, $4::jsonb, $5::jsonb, $6)
             ${
               upsert
                 ? `on conflict (bucket_id, name) do update set owner = excluded.owner,
               owner_id = excluded.owner_id, metadata = excluded.metadata,
               user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now()`
                 : ''
             }
             returning id`,
            [
              to,
              target,
              who.owner ?? null,
              JSON.stringify(meta),
              userMetadata === null ? null : JSON.stringify(userMetadata),
              version,
              who.owner ?? null,
            ],
          )
        ).rows[0],
      upsert
        ? async (tx) => {
            const { rows } = await tx.query<{ version: string | null }>(
              'select version from storage.objects where bucket_id = $1 and name = $2 for update',
              [to, target],
            )
            previous = rows[0]?.version ?? null
          }
        : undefined,
    )
  } catch (error) {
    await deps.files.remove([version])
    const failure = fromDatabaseError(error)
    throw failure.code === 'ResourceAlreadyExists' ? failures.keyExists() : failure
  }
  if (!copied) {
    await deps.files.remove([version])
    throw failures.noSuchKey()
  }
  await deps.files.remove([previous])
  return c.json({ Id: copied.id, Key: `${to}/${target}` })
}
