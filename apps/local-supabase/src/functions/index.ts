import { Hono } from 'hono'
import type { JwtVerifier } from '../auth/jwt'
import { createDenoRuntime } from './deno-runtime'
import { createNodeRuntime } from './node-runtime'
import type { FunctionsRuntime, FunctionsRuntimeKind, FunctionsRuntimeOptions } from './runtime'
import { notFound } from './runtime'

export type { FunctionHandler } from './node-runtime'
export type { FunctionsRuntimeKind } from './runtime'

/** Where functions live and what they are given. */
export interface FunctionsOptions {
  /** Folder with one `<name>/index.ts` per function (the repo's `supabase/functions`). */
  dir: string
  /** Checks the caller's JWT, like the gateway's `verify_jwt = true` default. */
  verifyJwt: JwtVerifier
  /** The Supabase variables functions get (SUPABASE_URL, SUPABASE_ANON_KEY, …). */
  env: () => Record<string, string>
  /** How functions run; default: imported into this process ({@link createNodeRuntime}). */
  runtime?: FunctionsRuntime
}

/**
 * Runs functions in this process (`node`) or each in its own Deno process (`deno`); see
 * node-runtime.ts and deno-runtime.ts.
 */
export function createFunctionsRuntime(
  kind: FunctionsRuntimeKind,
  options: FunctionsRuntimeOptions,
): FunctionsRuntime {
  return kind === 'deno' ? createDenoRuntime(options) : createNodeRuntime(options)
}

const NAME = /^[A-Za-z0-9_-]{1,64}$/

/**
 * `/functions/v1/<name>`: the gateway in front of the runtime. Unknown and malformed names get
 * Supabase's 404. OPTIONS goes straight to the function, which answers its own CORS as on
 * Supabase; other methods need a valid JWT (anon key or user token) and reach the function with
 * the original request, Authorization header included.
 */
export function createFunctionsApp(options: FunctionsOptions): Hono {
  const app = new Hono()
  const runtime = options.runtime ?? createNodeRuntime(options)

  const invoke = async (name: string, req: Request): Promise<Response> => {
    if (!NAME.test(name)) return notFound()
    const call = await runtime.resolve(name)
    if (!call) return notFound()
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
    return call(req)
  }

  app.all('/:name', (c) => invoke(c.req.param('name'), c.req.raw))
  app.all('/:name/*', (c) => invoke(c.req.param('name'), c.req.raw))
  return app
}
