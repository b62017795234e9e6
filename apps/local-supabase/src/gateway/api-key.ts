import { timingSafeEqual } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'

/** The keys the gateway accepts in the `apikey` header. */
export interface ApiKeySet {
  anonKey: string
  serviceRoleKey: string
}

/** Requests that are allowed without a key, as on Supabase's gateway. */
function isOpen(method: string, path: string): boolean {
  // Preflights never carry custom headers; the email link is opened by a browser navigation.
  return method === 'OPTIONS' || (method === 'GET' && path === '/auth/v1/verify')
}

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Whether `given` is the anon or the service-role key. */
function isApiKey(given: string | undefined, keys: ApiKeySet): boolean {
  if (!given) return false
  return sameKey(given, keys.anonKey) || sameKey(given, keys.serviceRoleKey)
}

/**
 * Supabase's gateway in front of `/auth/v1` and `/rest/v1`: every request needs the anon or the
 * service-role key in the `apikey` header, else 401 with the gateway's body. The key is read from
 * the header only (the gateway's `?apikey=` parameter is not accepted): a custom header makes a
 * browser send a CORS preflight, so no page can fire a keyed request at this server unseen.
 */
export function requireApiKey(keys: ApiKeySet): MiddlewareHandler {
  return async (c, next) => {
    if (isOpen(c.req.method, c.req.path)) return next()
    const given = c.req.header('apikey')
    if (given === undefined || given === '') {
      return c.json(
        {
          message: 'No API key found in request',
          hint: 'No `apikey` request header was found.',
        },
        401,
      )
    }
    if (!isApiKey(given, keys)) {
      return c.json(
        {
          message: 'Invalid API key',
          hint: 'Double check your Supabase `anon` or `service_role` API key.',
        },
        401,
      )
    }
    return next()
  }
}
