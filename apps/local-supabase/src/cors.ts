import type { MiddlewareHandler } from 'hono'
import { isLoopbackHost } from './gateway/loopback'

/** Headers supabase-js sends; allowed when a preflight does not list its own (sheet §1.3). */
const DEFAULT_ALLOW_HEADERS =
  'authorization, apikey, content-type, x-client-info, x-supabase-api-version, accept-profile, ' +
  'content-profile, prefer, range, range-unit, x-retry-count, x-region'
const EXPOSE_HEADERS =
  'Content-Range, Range-Unit, Location, Content-Location, X-Supabase-Api-Version, X-Total-Count, ' +
  'Retry-After'
const ALLOW_METHODS = 'GET,POST,PUT,PATCH,DELETE,OPTIONS,HEAD'

/** Options of {@link supabaseCors}. */
export interface CorsOptions {
  /** Paths left alone: edge functions answer their own CORS, the mailbox answers none. */
  skip: (path: string) => boolean
  /** Origins trusted with credentialed requests (read on every request, so it may change). */
  credentialedOrigins: () => readonly string[]
}

function parseOrigin(origin: string): URL | undefined {
  try {
    return new URL(origin)
  } catch {
    return undefined
  }
}

/**
 * Whether `origin` is one of `trusted`. `localhost`, `127.0.0.1` and `[::1]` name the same
 * machine, so a trusted loopback origin also covers its aliases on the same scheme and port.
 */
export function isTrustedOrigin(origin: string, trusted: readonly string[]): boolean {
  const url = parseOrigin(origin)
  if (!url || url.origin === 'null') return false
  return trusted.some((entry) => {
    const t = parseOrigin(entry)
    if (!t) return false
    if (t.origin === url.origin) return true
    return (
      t.protocol === url.protocol &&
      t.port === url.port &&
      isLoopbackHost(t.hostname) &&
      isLoopbackHost(url.hostname)
    )
  })
}

/**
 * CORS as the Supabase gateway does it for a browser app: preflights allow the requested headers
 * and responses expose Content-Range and the API-version header. Only trusted origins get their
 * origin echoed with `Access-Control-Allow-Credentials: true`; any other origin gets `*`, which
 * browsers never combine with cookies or HTTP auth, so supabase-js (which sends neither) still
 * works from anywhere while no page can ride on ambient credentials.
 */
export function supabaseCors(options: CorsOptions): MiddlewareHandler {
  return async (c, next) => {
    if (options.skip(c.req.path)) return next()
    const origin = c.req.header('Origin')
    const trusted = origin !== undefined && isTrustedOrigin(origin, options.credentialedOrigins())
    const allowOrigin = trusted ? origin : '*'
    if (c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method')) {
      const headers: Record<string, string> = {
        'Access-Control-Allow-Origin': allowOrigin,
        'Access-Control-Allow-Methods': ALLOW_METHODS,
        'Access-Control-Allow-Headers':
          c.req.header('Access-Control-Request-Headers') ?? DEFAULT_ALLOW_HEADERS,
        'Access-Control-Max-Age': '86400',
        Vary: 'Origin, Access-Control-Request-Headers',
      }
      if (trusted) headers['Access-Control-Allow-Credentials'] = 'true'
      return new Response(null, { status: 204, headers })
    }
    await next()
    c.res.headers.set('Access-Control-Allow-Origin', allowOrigin)
    if (trusted) c.res.headers.set('Access-Control-Allow-Credentials', 'true')
    c.res.headers.append('Vary', 'Origin')
    c.res.headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS)
  }
}
