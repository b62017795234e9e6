/**
 * Runs under Deno, not Node: preloaded (`deno run --preload`) before a function's `index.ts` by
 * the `deno` functions runtime (deno-runtime.ts). It plays the part Supabase's edge runtime
 * plays around a function:
 *
 * - the function's own `Deno.serve(handler)` call is kept, but the listener is ours: a free port
 *   on 127.0.0.1, announced on stdout for the local backend to proxy to;
 * - a handler that throws answers Supabase's 500 `WORKER_ERROR` (unless the function passed its
 *   own `onError`);
 * - `EdgeRuntime.waitUntil` exists, so code that keeps background work alive with it runs the
 *   same path as on Supabase (the process lives on anyway);
 * - a module that never calls `Deno.serve` is no function: the process exits with
 *   {@link NO_SERVE_EXIT_CODE};
 * - the process ends when its stdin closes, so it never outlives the local backend.
 *
 * Only plain JavaScript APIs and the `Deno` global are used, typed locally, so Node's `tsc` checks
 * this file too.
 */

/** The stdout line that announces the port (the rest of stdout is the function's own output). */
export const READY_PREFIX = '\u0000local-supabase:ready '
/** Exit code of a module that never called `Deno.serve`. */
export const NO_SERVE_EXIT_CODE = 3

type Handler = (req: Request, info: unknown) => Response | Promise<Response>

interface ServeOptions {
  port?: number
  hostname?: string
  signal?: AbortSignal
  handler?: Handler
  onListen?: (address: { hostname: string; port: number }) => void
  onError?: (error: unknown) => Response | Promise<Response>
}

interface DenoApi {
  serve(options: ServeOptions, handler: Handler): unknown
  stdout: { writeSync(bytes: Uint8Array): number }
  stdin: { readable: ReadableStream<Uint8Array> }
  exit(code: number): never
}

const scope = globalThis as unknown as EventTarget & {
  Deno?: DenoApi
  EdgeRuntime?: { waitUntil(work: Promise<unknown>): void }
}
const deno = scope.Deno

/** `Deno.serve(handler)`, `Deno.serve(options, handler)` and `Deno.serve({ handler, … })`. */
function serveArguments(args: unknown[]): { options: ServeOptions; handler: Handler | undefined } {
  const [first, second] = args
  if (typeof first === 'function') return { options: {}, handler: first as Handler }
  const options = (first ?? {}) as ServeOptions
  return { options, handler: typeof second === 'function' ? (second as Handler) : options.handler }
}

function workerError(error: unknown): Response {
  console.error('[functions] handler threw', error)
  return Response.json(
    { code: 'WORKER_ERROR', message: 'Function failed due to an error' },
    { status: 500 },
  )
}

if (deno) {
  const serve = deno.serve.bind(deno)
  let served = false
  deno.serve = (...args: unknown[]) => {
    const { options, handler } = serveArguments(args)
    if (!handler) throw new TypeError('Deno.serve needs a handler')
    if (served) throw new Error('A function serves once: Deno.serve was called twice')
    served = true
    return serve(
      {
        ...(options.signal ? { signal: options.signal } : {}),
        hostname: '127.0.0.1',
        port: 0,
        onListen: ({ port }) => {
          deno.stdout.writeSync(new TextEncoder().encode(`${READY_PREFIX}${port}\n`))
        },
        onError: options.onError ?? workerError,
      },
      handler,
    )
  }

  scope.EdgeRuntime ??= {
    waitUntil(work) {
      work.catch((error: unknown) => console.error('[functions] background work failed', error))
    },
  }

  // `load` fires once the function's module (top-level await included) has run. The stdin watch
  // starts only then: a read pending while preloading holds the main module back.
  scope.addEventListener('load', () => {
    if (!served) deno.exit(NO_SERVE_EXIT_CODE)
    void (async () => {
      const reader = deno.stdin.readable.getReader()
      while (!(await reader.read()).done) {
        // Nothing is sent; the stream only tells when the local backend is gone.
      }
      deno.exit(0)
    })()
  })
}
