import type { Context, MiddlewareHandler } from 'hono'

/** The media type of a `Content-Type` header, lower-cased and without parameters. */
export function mediaType(header: string | undefined): string {
  return (header?.split(';')[0] ?? '').trim().toLowerCase()
}

/** Whether the request carries a body (a non-zero `Content-Length` or a chunked one). */
export function hasBody(c: Context): boolean {
  if (c.req.header('transfer-encoding') !== undefined) return true
  const length = c.req.header('content-length')
  return length !== undefined && length.trim() !== '0'
}

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses a request body whose `Content-Type` the route does not read (415), before anything
 * reads it. `accepts` gets the media type (`''` when the header is missing) and the path. Text
 * and forms are what a page on another origin can send without a CORS preflight; JSON needs one.
 */
export function enforceContentType(
  accepts: (type: string, path: string) => boolean,
  refuse: (c: Context, type: string) => Response,
): MiddlewareHandler {
  return async (c, next) => {
    if (BODYLESS.has(c.req.method) || !hasBody(c)) return next()
    const type = mediaType(c.req.header('content-type'))
    if (accepts(type, c.req.path)) return next()
    return refuse(c, type)
  }
}

/** `application/json` and its `+json` relatives (`application/vnd.pgrst.object+json`). */
export function isJsonType(type: string): boolean {
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'))
}
