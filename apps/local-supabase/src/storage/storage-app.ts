import { Hono } from 'hono'
import type { Context } from 'hono'
import { requireApiKey } from '../gateway/api-key'
import { hasBody } from '../gateway/content-type'
import type { ApiKeySet } from '../gateway/api-key'
import {
  createBucket,
  deleteBucket,
  emptyBucket,
  getBucket,
  listBuckets,
  updateBucket,
} from './bucket-routes'
import type { StorageDeps } from './context'
import { StorageFailure, failures } from './errors'
import { listObjects } from './list-route'
import { bucketAndName, decodePathPiece } from './names'
import {
  copyObject,
  deleteObject,
  downloadObject,
  downloadPublic,
  downloadSigned,
  moveObject,
  objectInfo,
  removeObjects,
  uploadObject,
} from './object-routes'
import { signObject, signObjects, signUpload, uploadSigned } from './signed-routes'

type Handler = () => Promise<Response>

const READS = new Set(['GET', 'HEAD'])

/**
 * Requests that carry their own permission and are made by `<audio src>`, `<img src>` or a plain
 * `fetch` without headers: public objects, signed downloads and signed uploads. Everything else
 * needs the `apikey` header like `/auth/v1` and `/rest/v1` (ADR 0026).
 */
function isOpen(method: string, route: string): boolean {
  if (method === 'OPTIONS') return true
  if (READS.has(method))
    return route.startsWith('object/public/') || route.startsWith('object/sign/')
  return method === 'PUT' && route.startsWith('object/upload/sign/')
}

/** Picks the handler for a route (the path after `/storage/v1/`), or undefined for none. */
function dispatch(
  c: Context,
  deps: StorageDeps,
  method: string,
  route: string,
): Handler | undefined {
  const read = READS.has(method)
  const at = (prefix: string) => (route.startsWith(prefix) ? route.slice(prefix.length) : undefined)
  const withName =
    (rest: string, fn: (bucket: string, name: string) => Promise<Response>) => () => {
      const { bucket, name } = bucketAndName(rest)
      return fn(bucket, name)
    }

  if (route === 'bucket') {
    if (read) return () => listBuckets(c, deps)
    if (method === 'POST') return () => createBucket(c, deps)
    return undefined
  }
  const bucketRest = at('bucket/')
  if (bucketRest !== undefined) {
    if (bucketRest.endsWith('/empty') && method === 'POST') {
      return () => emptyBucket(c, deps, decodePathPiece(bucketRest.slice(0, -'/empty'.length)))
    }
    if (bucketRest.includes('/')) return undefined
    const id = () => decodePathPiece(bucketRest)
    if (read) return () => getBucket(c, deps, id())
    if (method === 'PUT') return () => updateBucket(c, deps, id())
    if (method === 'DELETE') return () => deleteBucket(c, deps, id())
    return undefined
  }
  if (route === 'object/move' && method === 'POST') return () => moveObject(c, deps)
  if (route === 'object/copy' && method === 'POST') return () => copyObject(c, deps)
  const list = at('object/list/')
  if (list !== undefined)
    return method === 'POST' ? () => listObjects(c, deps, decodePathPiece(list)) : undefined
  const uploadSign = at('object/upload/sign/')
  if (uploadSign !== undefined) {
    if (method === 'POST') return withName(uploadSign, (b, n) => signUpload(c, deps, b, n))
    if (method === 'PUT') return withName(uploadSign, (b, n) => uploadSigned(c, deps, b, n))
    return undefined
  }
  const sign = at('object/sign/')
  if (sign !== undefined) {
    if (method === 'POST' && !sign.includes('/'))
      return () => signObjects(c, deps, decodePathPiece(sign))
    if (method === 'POST') return withName(sign, (b, n) => signObject(c, deps, b, n))
    if (read) return withName(sign, (b, n) => downloadSigned(c, deps, b, n))
    return undefined
  }
  const info = at('object/info/')
  if (info !== undefined) {
    if (!read) return undefined
    const publicRest = info.startsWith('public/') ? info.slice('public/'.length) : undefined
    const authRest = info.startsWith('authenticated/')
      ? info.slice('authenticated/'.length)
      : undefined
    return withName(publicRest ?? authRest ?? info, (b, n) =>
      objectInfo(c, deps, b, n, publicRest !== undefined),
    )
  }
  const open = at('object/public/')
  if (open !== undefined)
    return read ? withName(open, (b, n) => downloadPublic(c, deps, b, n)) : undefined
  const authenticated = at('object/authenticated/')
  if (authenticated !== undefined) {
    return read ? withName(authenticated, (b, n) => downloadObject(c, deps, b, n)) : undefined
  }
  const object = at('object/')
  if (object !== undefined) {
    if (!object.includes('/')) {
      return method === 'DELETE' ? () => removeObjects(c, deps, decodePathPiece(object)) : undefined
    }
    if (method === 'POST' || method === 'PUT')
      return withName(object, (b, n) => uploadObject(c, deps, b, n))
    if (read) return withName(object, (b, n) => downloadObject(c, deps, b, n))
    if (method === 'DELETE') return withName(object, (b, n) => deleteObject(c, deps, b, n))
  }
  return undefined
}

function failureResponse(c: Context, failure: StorageFailure): Response {
  // A refusal before the body was read leaves it on the socket: do not reuse the connection.
  const unread = hasBody(c) && !c.req.raw.bodyUsed
  return c.json(failure.body(), failure.status() as 400, unread ? { Connection: 'close' } : {})
}

/**
 * The Storage API, to be mounted at `/storage/v1`: the subset `@supabase/storage-js` 2.119 speaks
 * (buckets, uploads, downloads, signed URLs, lists, move, copy, remove, info). Paths are parsed
 * here rather than by the router, so every object name is decoded and checked in one place.
 */
export function createStorageApp(deps: StorageDeps & { keys: ApiKeySet }): Hono {
  const app = new Hono()
  const apiKey = requireApiKey(deps.keys)
  app.all('*', async (c) => {
    const full = new URL(c.req.url).pathname
    const mount = full.indexOf('/storage/v1')
    const route = (mount >= 0 ? full.slice(mount + '/storage/v1'.length) : full).replace(/^\/+/, '')
    const method = c.req.method.toUpperCase()
    if (!isOpen(method, route)) {
      // The gateway check answers a refusal itself and otherwise calls on; nothing follows it here.
      const refused = await apiKey(c, () => Promise.resolve())
      if (refused) return refused
    }
    try {
      const handler = dispatch(c, deps, method, route)
      if (!handler) {
        const failure = failures.notFoundRoute()
        return c.json({ ...failure.body(), message: `Route ${method}:/${route} not found` }, 404)
      }
      return await handler()
    } catch (error) {
      if (error instanceof StorageFailure) {
        if (error.statusCode >= 500 && error.code === 'InternalError')
          console.error('[storage]', error)
        return failureResponse(c, error)
      }
      console.error('[storage] unexpected error', error)
      return failureResponse(c, failures.internal())
    }
  })
  return app
}
