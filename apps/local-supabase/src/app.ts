import { Hono } from 'hono'
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createAuthApp } from './auth/index'
import type { AuthDeps } from './auth/context'
import { AuthError, authErrorResponse } from './auth/errors'
import { supabaseCors } from './cors'
import { createFunctionsApp } from './functions/index'
import type { FunctionsOptions } from './functions/index'
import { createMailboxRoutes } from './mailbox/routes'
import { createRestApp } from './rest/index'

/** Largest accepted request body (Supabase's gateway limit is of the same order). */
export const MAX_BODY_BYTES = 1024 * 1024

/** What {@link createApp} wires together. */
export interface AppDeps extends AuthDeps {
  anonKey: string
  functions: FunctionsOptions
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
 * The whole local Supabase HTTP surface: `/auth/v1`, `/rest/v1`, `/functions/v1` and the dev
 * mailbox, behind Supabase-style CORS and a 1 MiB body limit.
 */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono()
  app.use(supabaseCors((path) => path.startsWith('/functions/')))
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge })
  // GET, HEAD and OPTIONS have no body to limit; skipping them spares the Node adapter from
  // building a full web Request just so the limiter can look at its (absent) body stream.
  app.use((c, next) => (BODYLESS.has(c.req.method) ? next() : limit(c, next)))
  app.route('/auth/v1', createAuthApp(deps))
  app.route(
    '/rest/v1',
    createRestApp({ db: deps.db, verifyJwt: deps.verifyJwt, anonKey: deps.anonKey }),
  )
  app.route('/functions/v1', createFunctionsApp(deps.functions))
  app.route('/', createMailboxRoutes(deps.mailbox))
  app.get('/', (c) =>
    c.json({
      name: 'local-supabase',
      services: ['/auth/v1', '/rest/v1', '/functions/v1', '/mailbox'],
    }),
  )
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404))
  app.onError((error, c) => {
    console.error('[local-supabase] unexpected error', error)
    return c.json({ message: 'An unexpected error occurred' }, 500)
  })
  return app
}
