import { Hono } from 'hono'
import type { AuthDeps } from './context'
import { AuthError, authErrorResponse, echoApiVersion } from './errors'
import { mountAdminRoutes } from './routes-admin'
import { mountPublicRoutes } from './routes-public'
import { mountUserRoutes } from './routes-user'

/** Builds the `/auth/v1` sub-app (GoTrue subset, sheet §2). */
export function createAuthApp(deps: AuthDeps): Hono {
  const app = new Hono()
  app.use(async (c, next) => {
    await next()
    echoApiVersion(c)
  })
  mountPublicRoutes(app, deps)
  mountUserRoutes(app, deps)
  mountAdminRoutes(app, deps)
  app.notFound((c) => authErrorResponse(c, new AuthError(404, 'not_found', 'Not Found')))
  app.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error)
    console.error('[auth] unexpected error', error)
    return authErrorResponse(c, new AuthError(500, 'unexpected_failure', 'Unexpected failure'))
  })
  return app
}

export type { AuthDeps } from './context'
