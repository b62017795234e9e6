/** What the `/functions/v1` gateway needs from a way of running functions. */

/** The ways the local backend runs edge functions (`LOCAL_SUPABASE_FUNCTIONS_RUNTIME`). */
export const FUNCTIONS_RUNTIMES = ['node', 'deno'] as const
/** `node`: imported into this process; `deno`: one Deno process per function, as on Supabase. */
export type FunctionsRuntimeKind = (typeof FUNCTIONS_RUNTIMES)[number]

/** Calls one function with the original request. */
export type FunctionInvoker = (req: Request) => Promise<Response>

/** Runs functions; the gateway checks names and JWTs before it asks. */
export interface FunctionsRuntime {
  readonly kind: FunctionsRuntimeKind
  /** The function's invoker, or `undefined` when there is no such function. */
  resolve(name: string): Promise<FunctionInvoker | undefined>
  /** Stops whatever the runtime started. */
  close(): Promise<void>
}

/** Where functions live and what they are given. */
export interface FunctionsRuntimeOptions {
  /** Folder with one `<name>/index.ts` per function (the repo's `supabase/functions`). */
  dir: string
  /** The Supabase variables every function gets (SUPABASE_URL, SUPABASE_ANON_KEY, …). */
  env: () => Record<string, string>
}

/** Supabase's answer for a function that does not exist. */
export function notFound(): Response {
  return Response.json(
    { code: 'NOT_FOUND', message: 'Requested function was not found' },
    { status: 404 },
  )
}

/** Supabase's answer when a function throws or its worker dies mid-request. */
export function workerError(): Response {
  return Response.json(
    { code: 'WORKER_ERROR', message: 'Function failed due to an error' },
    { status: 500 },
  )
}

/** Supabase's answer when a function cannot start (import error, crash at load). */
export function bootError(): Response {
  return Response.json(
    { code: 'BOOT_ERROR', message: 'Function failed to boot (please check logs)' },
    { status: 503 },
  )
}
