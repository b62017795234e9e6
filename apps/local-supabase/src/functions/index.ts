import { access } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Hono } from 'hono'
import type { JwtVerifier } from '../auth/jwt'

/** An edge-function handler: the same signature `Deno.serve` takes. */
export type FunctionHandler = (req: Request) => Response | Promise<Response>

/** Where functions live and what they are given. */
export interface FunctionsOptions {
  /** Folder with one `<name>/index.ts` per function (the repo's `supabase/functions`). */
  dir: string
  /** Checks the caller's JWT, like the gateway's `verify_jwt = true` default. */
  verifyJwt: JwtVerifier
  /** Exposed to handlers as process env vars (SUPABASE_URL, SUPABASE_ANON_KEY, …). */
  env: () => Record<string, string>
}

const NAME = /^[A-Za-z0-9_-]{1,64}$/

function notFound(): Response {
  return Response.json(
    { code: 'NOT_FOUND', message: 'Requested function was not found' },
    { status: 404 },
  )
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file)
    return true
  } catch {
    return false
  }
}

/** Picks the handler a module exports: `default`, else `handler`. */
function pickHandler(mod: Record<string, unknown>): FunctionHandler | undefined {
  const candidate = typeof mod.default === 'function' ? mod.default : mod.handler
  return typeof candidate === 'function' ? (candidate as FunctionHandler) : undefined
}

/**
 * `/functions/v1/<name>`: imports `<dir>/<name>/index.ts` once and calls its handler with the
 * original request, Authorization header included. OPTIONS goes straight to the function, which
 * answers its own CORS as on Supabase. Other methods need a valid JWT (anon key or user token).
 */
export function createFunctionsApp(options: FunctionsOptions): Hono {
  const app = new Hono()
  const loaded = new Map<string, Promise<FunctionHandler | undefined>>()

  const load = (name: string) => {
    let pending = loaded.get(name)
    if (!pending) {
      const file = join(options.dir, name, 'index.ts')
      pending = exists(file).then(async (found) =>
        found
          ? pickHandler((await import(pathToFileURL(file).href)) as Record<string, unknown>)
          : undefined,
      )
      // A failed import is not cached, so fixing the file and retrying works.
      pending.catch(() => loaded.delete(name))
      loaded.set(name, pending)
    }
    return pending
  }

  const invoke = async (name: string, req: Request): Promise<Response> => {
    if (!NAME.test(name)) return notFound()
    const handler = await load(name)
    if (!handler) return notFound()
    if (req.method !== 'OPTIONS') {
      const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1]
      if (!token) {
        return Response.json(
          { code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' },
          { status: 401 },
        )
      }
      const verified = await options.verifyJwt(token)
      if (!verified.ok) {
        return Response.json(
          { code: 'UNAUTHORIZED_INVALID_JWT', message: 'Invalid JWT' },
          { status: 401 },
        )
      }
    }
    Object.assign(process.env, options.env())
    try {
      return await handler(req)
    } catch (error) {
      console.error(`[functions] ${name} threw`, error)
      return Response.json(
        { code: 'WORKER_ERROR', message: 'Function failed due to an error' },
        { status: 500 },
      )
    }
  }

  app.all('/:name', (c) => invoke(c.req.param('name'), c.req.raw))
  app.all('/:name/*', (c) => invoke(c.req.param('name'), c.req.raw))
  return app
}
