import type { Context } from 'hono'
import * as v from 'valibot'
import { failures } from './errors'
import { identify, runAsCaller } from './identity'
import { checkObjectName } from './names'
import { MAX_OBJECTS_PER_REQUEST } from './object-routes'
import { checkCanUpload, storeUpload } from './uploads'
import type { StorageDeps } from './context'
import { findBucket, bucketRequest, jsonBody } from './context'
import type { ObjectRoute } from './context'
import { verifiedToken } from './tokens'

/** How long a signed upload URL lasts (hosted Storage: two hours). */
const UPLOAD_URL_SECONDS = 2 * 60 * 60
/** Longest life of a signed download URL: ten years is already "forever" for an app. */
const MAX_EXPIRES_IN = 10 * 365 * 24 * 60 * 60

const ExpiresIn = v.pipe(
  v.number('expiresIn must be a number'),
  v.integer('expiresIn must be a whole number of seconds'),
  v.minValue(1, 'expiresIn must be at least 1'),
  v.maxValue(MAX_EXPIRES_IN, `expiresIn must be at most ${MAX_EXPIRES_IN}`),
)
const SignSchema = v.object({ expiresIn: ExpiresIn })
const SignManySchema = v.object({
  expiresIn: ExpiresIn,
  paths: v.pipe(v.array(v.string()), v.maxLength(MAX_OBJECTS_PER_REQUEST)),
})

/** The path part of a signed URL, as supabase-js appends it to `<url>/storage/v1`. */
function signedPath(kind: 'sign' | 'upload/sign', bucket: string, name: string, token: string) {
  return `/object/${kind}/${bucket}/${name}?token=${token}`
}

/** `POST /object/sign/:bucket/:name` `{expiresIn}`: a download URL for an object the caller can read. */
export const signObject: ObjectRoute = async (c, deps, bucket, name) => {
  const who = await identify(c, deps)
  const { expiresIn } = await jsonBody(c, SignSchema)
  const found = await runAsCaller(
    deps,
    who,
    c.req.path,
    async (tx) =>
      (
        await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [
          bucket,
          name,
        ])
      ).rows.length > 0,
  )
  if (!found) throw failures.noSuchKey()
  const token = await deps.signer.sign({ url: `${bucket}/${name}`, scope: 'download' }, expiresIn)
  return c.json({ signedURL: signedPath('sign', bucket, name, token) })
}

/** `POST /object/sign/:bucket` `{expiresIn, paths}`: one entry per path, an error for those not readable. */
export async function signObjects(
  c: Context,
  deps: StorageDeps,
  bucketRaw: string,
): Promise<Response> {
  const { who, bucket, body } = await bucketRequest(c, deps, bucketRaw, SignManySchema)
  const { expiresIn, paths } = body
  const readable = await runAsCaller(deps, who, c.req.path, async (tx) => {
    const { rows } = await tx.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucket, paths],
    )
    return new Set(rows.map((r) => r.name))
  })
  const entries = await Promise.all(
    paths.map(async (path) => {
      if (!readable.has(path)) {
        return {
          error: 'Either the object does not exist or you do not have access to it',
          path,
          signedURL: null,
        }
      }
      const token = await deps.signer.sign(
        { url: `${bucket}/${path}`, scope: 'download' },
        expiresIn,
      )
      return { error: null, path, signedURL: signedPath('sign', bucket, path, token) }
    }),
  )
  return c.json(entries)
}

/**
 * `POST /object/upload/sign/:bucket/:name`: a URL anyone may upload that one object to, for two
 * hours, handed out only when the caller's own upload would pass the policies.
 */
export const signUpload: ObjectRoute = async (c, deps, bucket, name) => {
  const who = await identify(c, deps)
  if (!(await findBucket(deps.db, bucket))) throw failures.noSuchBucket()
  const upsert = c.req.header('x-upsert') === 'true'
  await checkCanUpload(deps, { bucket, name, who, mode: upsert ? 'upsert' : 'create' }, c.req.path)
  const token = await deps.signer.sign(
    {
      url: `${bucket}/${name}`,
      scope: 'upload',
      upsert,
      ...(who.owner ? { owner: who.owner } : {}),
    },
    UPLOAD_URL_SECONDS,
  )
  return c.json({ url: signedPath('upload/sign', bucket, name, token), token })
}

/** `PUT /object/upload/sign/:bucket/:name?token=`: the upload a signed URL allows. */
export const uploadSigned: ObjectRoute = async (c, deps, bucket, name) => {
  const claims = await verifiedToken(c, deps, 'upload', bucket, name)
  // The token is the permission, checked when it was signed; the object belongs to its signer.
  const who = {
    role: 'service_role' as const,
    claims: { role: 'service_role', ...(claims.owner ? { sub: claims.owner } : {}) },
    owner: claims.owner,
  }
  checkObjectName(name)
  await storeUpload(c, deps, { bucket, name, who, mode: claims.upsert ? 'upsert' : 'create' })
  return c.json({ Key: `${bucket}/${name}` })
}
