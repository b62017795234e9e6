import { Hono } from 'hono'
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createAuthApp } from './auth/index'
import type { AuthDeps } from './auth/context'
import { AuthError, authErrorResponse } from './auth/errors'
import { FORM_TYPE } from './auth/request'
import { supabaseCors } from './cors'
import { createFunctionsApp } from './functions/index'
import type { FunctionsOptions } from './functions/index'
import { requireApiKey } from './gateway/api-key'
import { enforceContentType, hasBody, isJsonType } from './gateway/content-type'
import { createMailboxRoutes } from './mailbox/routes'
import type { MailboxAccess } from './mailbox/routes'
import type { RestConfig } from './rest/config'
import { errorResponse, unsupportedMediaType } from './rest/http'
import { createRestApp } from './rest/index'
import type { TokenBuckets } from './rest/token-buckets'
import { createStorageApp } from './storage/index'
import type { StorageDeps } from './storage/index'

/** Largest accepted request body (Supabase's gateway limit is of the same order). */
export const MAX_BODY_BYTES = 1024 * 1024

/** What {@link createApp} wires together. */
export interface AppDeps extends AuthDeps {
  anonKey: string
  serviceRoleKey: string
  functions: FunctionsOptions
  /** Who may read the dev mailbox over HTTP; null turns `/mailbox` off. */
  mailboxAccess: MailboxAccess | null
  /** Origins trusted with credentialed CORS (read per request). */
  credentialedOrigins: () => readonly string[]
  /** Live `/rest/v1` limits and the counter of its per-user rate limit. */
  rest: { config: RestConfig; limiter: TokenBuckets }
  /** `/storage/v1`: where files live, URL signing and the largest object. */
  storage: StorageDeps
}

const isMailboxPath = (path: string) => path === '/mailbox' || path.startsWith('/mailbox.')

function refuseAuthMediaType(c: Context, type: string): Response {
  const shown = type === '' ? 'none' : `"${type}"`
  return authErrorResponse(
    c,
    new AuthError(
      415,
      'validation_failed',
      `Unsupported Content-Type ${shown}: send application/json`,
    ),
  )
}

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS'])

function tooLarge(c: Context): Response {
  // The unread rest of the body makes the socket unusable; tell the client not to reuse it.
  c.header('Connection', 'close')
  const path = c.req.path
  const message = `Request body is larger than ${MAX_BODY_BYTES} bytes`
  if (path.startsWith('/auth/')) {
    return authErrorResponse(c, new AuthError(413, 'request_too_large', message))
  }
  if (path.startsWith('/rest/')) {
    return c.json(
      { code: 'PGRST413', message: 'Payload Too Large', details: message, hint: null },
      413,
    )
  }
  return c.json({ code: 'request_too_large', message }, 413)
}

/**
 * The whole local Supabase HTTP surface: `/auth/v1`, `/rest/v1`, `/storage/v1`, `/functions/v1` and the dev
 * mailbox, behind Supabase-style CORS, a 1 MiB body limit and, for Auth and REST, the gateway's
 * `apikey` check and a Content-Type check (ADR 0026).
 */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono()
  app.use(
    supabaseCors({
      // Edge functions answer their own CORS; the mailbox must never answer any.
      skip: (path) => path.startsWith('/functions/') || isMailboxPath(path),
      credentialedOrigins: deps.credentialedOrigins,
    }),
  )
  app.use(async (c, next) => {
    await next()
    // A refusal sent before the body was read (no key, rate limit, wrong type …) leaves the rest
    // of the body on the socket: tell the client not to reuse it, instead of hanging up later.
    if (c.res.status >= 400 && hasBody(c) && !c.req.raw.bodyUsed) {
      c.res.headers.set('Connection', 'close')
    }
  })
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge })
  // GET, HEAD and OPTIONS have no body to limit; skipping them spares the Node adapter from
  // building a full web Request just so the limiter can look at its (absent) body stream.
  // Storage counts upload bytes against each bucket's own limit (up to 50 MB) as they arrive.
  const unlimited = (c: Context) => BODYLESS.has(c.req.method) || c.req.path.startsWith('/storage/')
  app.use((c, next) => (unlimited(c) ? next() : limit(c, next)))
  const keys = { anonKey: deps.anonKey, serviceRoleKey: deps.serviceRoleKey }
  // `/prefix/*` also matches the bare prefix.
  app.use('/auth/v1/*', requireApiKey(keys))
  app.use('/rest/v1/*', requireApiKey(keys))
  app.use(
    '/auth/v1/*',
    enforceContentType(
      (type, path) => isJsonType(type) || (type === FORM_TYPE && path === '/auth/v1/token'),
      refuseAuthMediaType,
    ),
  )
  app.use(
    '/rest/v1/*',
    enforceContentType(isJsonType, (_c, type) => errorResponse(unsupportedMediaType(type))),
  )
  app.route('/auth/v1', createAuthApp(deps))
  app.route(
    '/rest/v1',
    createRestApp({
      db: deps.db,
      verifyJwt: deps.verifyJwt,
      anonKey: deps.anonKey,
      config: deps.rest.config,
      limiter: deps.rest.limiter,
    }),
  )
  app.route('/functions/v1', createFunctionsApp(deps.functions))
  app.route('/storage/v1', createStorageApp({ ...deps.storage, keys }))
  if (deps.mailboxAccess) app.route('/', createMailboxRoutes(deps.mailbox, deps.mailboxAccess))
  app.get('/', (c) =>
    c.json({
      name: 'local-supabase',
      services: [
        '/auth/v1',
        '/rest/v1',
        '/storage/v1',
        '/functions/v1',
        '/realtime/v1',
        '/mailbox',
      ],
    }),
  )
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404))
  app.onError((error, c) => {
    console.error('[local-supabase] unexpected error', error)
    return c.json({ message: 'An unexpected error occurred' }, 500)
  })
  return app
}
