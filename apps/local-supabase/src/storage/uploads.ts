import type { Context } from 'hono'
import type { Queryable } from '../db/types'
import { failures, fromDatabaseError } from './errors'
import { asCaller } from './identity'
import type { StorageIdentity } from './identity'
import { readUpload } from './upload-body'
import type { ObjectMetadata, StorageDeps } from './context'
import { findBucket, mimeAllowed, sizeText, uploadLimit } from './context'

/** How an upload meets an object of the same name: refuse, replace, or require one. */
export type UploadMode = 'create' | 'upsert' | 'update'

/** Where an upload goes and who makes it. */
export interface UploadTarget {
  bucket: string
  name: string
  who: StorageIdentity
  mode: UploadMode
}

const OBJECT_VALUES = `($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`
const OBJECT_COLUMNS = `(bucket_id, name, owner, owner_id, metadata, user_metadata, version)`

/** The statement that records the object as the caller, so the policies decide. */
function writeStatement(mode: UploadMode): string {
  if (mode === 'create') {
    return `insert into storage.objects ${OBJECT_COLUMNS} values ${OBJECT_VALUES} returning id`
  }
  if (mode === 'upsert') {
    return `insert into storage.objects ${OBJECT_COLUMNS} values ${OBJECT_VALUES}
            on conflict (bucket_id, name) do update set
              owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
              user_metadata = excluded.user_metadata, version = excluded.version,
              updated_at = now(), last_accessed_at = now()
            returning id`
  }
  return `update storage.objects set owner = $3, owner_id = $4, metadata = $5::jsonb,
            user_metadata = $6::jsonb, version = $7, updated_at = now(), last_accessed_at = now()
          where bucket_id = $1 and name = $2 returning id`
}

/** Locks the row of the name (if any) and reads the version it replaces. */
async function lockPrevious(tx: Queryable, bucket: string, name: string): Promise<string | null> {
  const { rows } = await tx.query<{ version: string | null }>(
    'select version from storage.objects where bucket_id = $1 and name = $2 for update',
    [bucket, name],
  )
  return rows[0]?.version ?? null
}

/**
 * Stores an upload: checks the bucket's size limit and types, writes the bytes to a new file,
 * then records the object as the caller (their INSERT, or UPDATE for a replacement, policies
 * apply). A refusal removes the new file; a replacement removes the old one after the commit.
 */
export async function storeUpload(
  c: Context,
  deps: StorageDeps,
  target: UploadTarget,
): Promise<{ id: string }> {
  const bucket = await findBucket(deps.db, target.bucket)
  if (!bucket) throw failures.noSuchBucket()
  const limit = uploadLimit(bucket, deps.maxFileSize)
  const body = await readUpload(c, limit, sizeText(limit))
  if (!mimeAllowed(body.contentType, bucket.allowed_mime_types))
    throw failures.invalidMime(body.contentType)
  const written = await deps.files.write(body.bytes, limit, sizeText(limit))
  const metadata: ObjectMetadata = {
    eTag: written.eTag,
    size: written.size,
    mimetype: body.contentType,
    cacheControl: body.cacheControl,
    lastModified: new Date(deps.now()).toISOString(),
    contentLength: written.size,
    httpStatusCode: 200,
  }
  let previous: string | null = null
  let id: string | undefined
  try {
    id = await asCaller(
      deps,
      target.who,
      c.req.path,
      async (tx) => {
        const { rows } = await tx.query<{ id: string }>(writeStatement(target.mode), [
          target.bucket,
          target.name,
          target.who.owner ?? null,
          target.who.owner ?? null,
          JSON.stringify(metadata),
          body.userMetadata === undefined ? null : JSON.stringify(body.userMetadata),
          written.version,
        ])
        return rows[0]?.id
      },
      target.mode === 'create'
        ? undefined
        : async (tx) => {
            previous = await lockPrevious(tx, target.bucket, target.name)
          },
    )
  } catch (error) {
    await deps.files.remove([written.version])
    const failure = fromDatabaseError(error)
    throw failure.code === 'ResourceAlreadyExists' ? failures.keyExists() : failure
  }
  if (!id) {
    await deps.files.remove([written.version])
    throw failures.noSuchKey()
  }
  if (previous !== written.version) await deps.files.remove([previous])
  return { id }
}

/**
 * Tries the caller's write without keeping it (rolled back), as hosted Storage does before it
 * signs an upload URL: a token is only handed out for a write the policies would allow.
 */
export async function checkCanUpload(
  deps: StorageDeps,
  target: UploadTarget,
  path: string,
): Promise<void> {
  const rollback = new Error('rollback')
  try {
    await asCaller(deps, target.who, path, async (tx) => {
      await tx.query(writeStatement(target.mode === 'update' ? 'upsert' : target.mode), [
        target.bucket,
        target.name,
        target.who.owner ?? null,
        target.who.owner ?? null,
        '{}',
        null,
        null,
      ])
      throw rollback
    })
  } catch (error) {
    if (error === rollback) return
    const failure = fromDatabaseError(error)
    throw failure.code === 'ResourceAlreadyExists' ? failures.keyExists() : failure
  }
}
