import { Hono } from 'hono'
import type { Context } from 'hono'
import { RestError, toRestError } from './errors'
import { errorResponse } from './http'
import { handleOpenApi } from './openapi'
import { readBasics, type RequestState } from './request'
import { handleRpc } from './rpc-handler'
import { handleRead, handleWrite } from './table-handlers'
import type { RestDeps } from './types'

/**
 * The PostgREST-compatible API, to be mounted at `/rest/v1`: the OpenAPI description at `/`,
 * `/:table` for GET, HEAD, POST, PATCH and DELETE, and `/rpc/:fn` for GET, HEAD and POST. Every failure answers with
 * PostgREST's `{code, message, details, hint}` body.
 */
export function createRestApp(deps: RestDeps): Hono {
  const app = new Hono()
  const guard =
    (fn: (c: Context, state: RequestState) => Promise<Response>) =>
    async (c: Context): Promise<Response> => {
      const state: RequestState = {}
      try {
        return await fn(c, state)
      } catch (e) {
        const error = toRestError(e, state.role === undefined || state.role === 'anon')
        if (error.status >= 500) console.error('[rest]', e)
        return errorResponse(error)
      }
    }
  const openApi = guard((c, state) => handleOpenApi(c, deps, state))
  app.on(['GET', 'HEAD'], '/', openApi)
  app.all(
    '/rpc/:fn',
    guard((c, state) => handleRpc(c, deps, state, c.req.param('fn') ?? '')),
  )
  app.all(
    '/:table',
    guard(async (c, state) => {
      const method = c.req.method.toUpperCase()
      if (!['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(method)) {
        throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
      }
      const b = await readBasics(c, deps, state)
      const table = c.req.param('table') ?? ''
      return method === 'GET' || method === 'HEAD'
        ? handleRead(c, deps, b, table)
        : handleWrite(c, deps, b, table)
    }),
  )
  // A catch-all route, because a mounted app's notFound handler is not consulted by the parent.
  app.all('*', (c) => {
    // Hono mounts '/' as the bare prefix, so the root with its trailing slash lands here.
    const atRoot = c.req.path === c.req.routePath.replace(/\*$/, '')
    if (atRoot && (c.req.method === 'GET' || c.req.method === 'HEAD')) return openApi(c)
    return errorResponse(new RestError(404, 'PGRST125', 'Invalid path specified in request URL'))
  })
  return app
}
