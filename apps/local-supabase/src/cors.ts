import type { MiddlewareHandler } from 'hono'

/** Headers supabase-js sends; allowed when a preflight does not list its own (sheet §1.3). */
const DEFAULT_ALLOW_HEADERS =
  'authorization, apikey, content-type, x-client-info, x-supabase-api-version, accept-profile, ' +
  'content-profile, prefer, range, range-unit, x-retry-count, x-region'
const EXPOSE_HEADERS =
  'Content-Range, Range-Unit, Location, Content-Location, X-Supabase-Api-Version, X-Total-Count'
const ALLOW_METHODS = 'GET,POST,PUT,PATCH,DELETE,OPTIONS,HEAD'

/**
 * CORS as PostgREST and GoTrue do it: echo the origin with credentials, echo the requested
 * headers on preflight, expose Content-Range and the API-version header on every response.
 * Paths for which `skip` is true (edge functions answer their own CORS) are left alone.
 */
export function supabaseCors(skip: (path: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (skip(c.req.path)) return next()
    const origin = c.req.header('Origin')
    const allowOrigin = origin ?? '*'
    if (c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method')) {
      const headers: Record<string, string> = {
        'Access-Control-Allow-Origin': allowOrigin,
        'Access-Control-Allow-Methods': ALLOW_METHODS,
        'Access-Control-Allow-Headers':
          c.req.header('Access-Control-Request-Headers') ?? DEFAULT_ALLOW_HEADERS,
        'Access-Control-Max-Age': '86400',
        Vary: 'Origin, Access-Control-Request-Headers',
      }
      if (origin) headers['Access-Control-Allow-Credentials'] = 'true'
      return new Response(null, { status: 204, headers })
    }
    await next()
    c.res.headers.set('Access-Control-Allow-Origin', allowOrigin)
    if (origin) {
      c.res.headers.set('Access-Control-Allow-Credentials', 'true')
      c.res.headers.append('Vary', 'Origin')
    }
    c.res.headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS)
  }
}
