import { access } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FunctionInvoker, FunctionsRuntime, FunctionsRuntimeOptions } from './runtime'
import { workerError } from './runtime'

/** An edge-function handler: the same signature `Deno.serve` takes. */
export type FunctionHandler = (req: Request) => Response | Promise<Response>

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
 * Functions imported into this process: `<dir>/<name>/index.ts` is imported once and the handler
 * it exports (`default` or `handler`) is called with the original request. The Supabase variables
 * are written to `process.env` before each call. Fast to start; nothing proves the code runs on
 * Deno (the `deno` runtime does).
 */
export function createNodeRuntime(options: FunctionsRuntimeOptions): FunctionsRuntime {
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

  return {
    kind: 'node',
    async resolve(name) {
      const handler = await load(name)
      if (!handler) return undefined
      const invoke: FunctionInvoker = async (req) => {
        Object.assign(process.env, options.env())
        try {
          return await handler(req)
        } catch (error) {
          console.error(`[functions] ${name} threw`, error)
          return workerError()
        }
      }
      return invoke
    },
    close: () => Promise.resolve(),
  }
}
