import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { access } from 'node:fs/promises'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { NO_SERVE_EXIT_CODE, READY_PREFIX } from './deno-bootstrap'
import { denoEnv, denoExecutable } from './deno-binary'
import type { FunctionInvoker, FunctionsRuntime, FunctionsRuntimeOptions } from './runtime'
import { bootError, notFound, workerError } from './runtime'

const BOOTSTRAP = fileURLToPath(new URL('./deno-bootstrap.ts', import.meta.url))
/** The first boot may download the functions' npm packages into the Deno cache. */
const DEFAULT_BOOT_TIMEOUT_MS = 120_000
/** How long a stopping process may take before it is killed. */
const STOP_GRACE_MS = 2_000
/** Request headers that belong to one connection, not to the request. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'accept-encoding',
])

/** Options of {@link createDenoRuntime}. */
interface DenoRuntimeOptions extends FunctionsRuntimeOptions {
  /** Longest wait for a function to listen. Default 120 s. */
  bootTimeoutMs?: number
}

type Boot = { ok: true; port: number } | { ok: false; missing: boolean }

/** One function's Deno process. */
interface Worker {
  /** The environment it was started with, as compared text. */
  envKey: string
  child: ChildProcess
  boot: Promise<Boot>
  exited: boolean
  /** Requests whose response has not finished yet. */
  active: number
  /** Set when a newer process replaced this one: it stops once idle. */
  retiring: boolean
}

/** The Deno command line for `<dir>/<name>/index.ts`, with its `deno.json` when it has one. */
function denoArguments(functionDir: string, bootstrap = BOOTSTRAP): string[] {
  const config = join(functionDir, 'deno.json')
  const hasConfig = existsSync(config)
  return [
    'run',
    '--quiet',
    '--no-prompt',
    // What Supabase's edge runtime grants: network and environment; modules load without reads.
    '--allow-net',
    '--allow-env',
    ...(hasConfig ? ['--config', config] : ['--no-config']),
    // A committed lockfile is the truth (as `deno check` enforces); none is written here.
    ...(hasConfig && existsSync(join(functionDir, 'deno.lock')) ? ['--frozen'] : ['--no-lock']),
    '--preload',
    bootstrap,
    join(functionDir, 'index.ts'),
  ]
}

/** Forwards a process's lines to this console, prefixed with the function's name. */
function forward(
  stream: NodeJS.ReadableStream,
  log: (line: string) => void,
  onReady?: (port: number) => void,
) {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
    if (onReady && line.startsWith(READY_PREFIX)) onReady(Number(line.slice(READY_PREFIX.length)))
    else log(line)
  })
}

/** Calls `done` once the body has been read to its end, failed or been canceled. */
function whenDone(body: ReadableStream<Uint8Array> | null, done: () => void) {
  if (!body) {
    done()
    return null
  }
  const reader = body.getReader()
  let finished = false
  const finish = () => {
    if (!finished) {
      finished = true
      done()
    }
  }
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done: end, value } = await reader.read()
        if (end) {
          finish()
          controller.close()
        } else {
          controller.enqueue(value)
        }
      } catch (error) {
        finish()
        controller.error(error)
      }
    },
    async cancel(reason) {
      finish()
      await reader.cancel(reason)
    },
  })
}

/**
 * Functions under real Deno, as Supabase runs them: on the first call, `<dir>/<name>/index.ts`
 * starts in its own `deno run` process (its `deno.json` as config and import map, the bootstrap
 * preloaded to give its `Deno.serve` a local port), and `/functions/v1/<name>/…` is proxied to
 * it as `/<name>/…`. The process gets this server's environment plus the Supabase variables; when
 * that environment changes (tests stub variables) the next call starts a new process and the old
 * one stops once its responses have finished. `close()` stops every process.
 */
export function createDenoRuntime(options: DenoRuntimeOptions): FunctionsRuntime {
  const workers = new Map<string, Worker>()
  const all = new Set<Worker>()
  let executable: string | undefined
  let closed = false

  const environment = (): Record<string, string> => {
    const env: Record<string, string> = {}
    for (const [key, value] of Object.entries(process.env)) {
      if (value !== undefined) env[key] = value
    }
    return {
      ...env,
      ...options.env(),
      ...denoEnv(),
    }
  }

  const stop = async (worker: Worker): Promise<void> => {
    all.delete(worker)
    if (worker.exited) return
    const exited = new Promise<void>((resolve) => worker.child.once('exit', () => resolve()))
    worker.child.kill('SIGTERM')
    const timer = setTimeout(() => worker.child.kill('SIGKILL'), STOP_GRACE_MS)
    await exited
    clearTimeout(timer)
  }

  const retire = (worker: Worker) => {
    worker.retiring = true
    if (worker.active === 0) void stop(worker)
  }

  const start = (name: string, env: Record<string, string>, envKey: string): Worker => {
    executable ??= denoExecutable()
    const child = spawn(executable, denoArguments(join(options.dir, name)), {
      cwd: join(options.dir, name),
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    const worker: Worker = {
      envKey,
      child,
      boot: undefined as never,
      exited: false,
      active: 0,
      retiring: false,
    }
    worker.boot = new Promise<Boot>((resolve) => {
      const timer = setTimeout(() => {
        console.error(
          `[functions/${name}] did not start within ${options.bootTimeoutMs ?? DEFAULT_BOOT_TIMEOUT_MS} ms`,
        )
        child.kill('SIGKILL')
      }, options.bootTimeoutMs ?? DEFAULT_BOOT_TIMEOUT_MS)
      forward(
        child.stdout,
        (line) => console.info(`[functions/${name}] ${line}`),
        (port) => {
          clearTimeout(timer)
          resolve({ ok: true, port })
        },
      )
      forward(child.stderr, (line) => console.error(`[functions/${name}] ${line}`))
      child.once('error', (error) => {
        clearTimeout(timer)
        console.error(`[functions/${name}] could not start Deno`, error)
        worker.exited = true
        resolve({ ok: false, missing: false })
      })
      child.once('exit', (code) => {
        clearTimeout(timer)
        worker.exited = true
        if (workers.get(name) === worker) workers.delete(name)
        all.delete(worker)
        // Ignored once the process has announced its port.
        resolve({ ok: false, missing: code === NO_SERVE_EXIT_CODE })
      })
    })
    all.add(worker)
    return worker
  }

  const workerFor = (name: string): Worker => {
    const env = environment()
    const envKey = JSON.stringify(Object.entries(env).sort(([a], [b]) => (a < b ? -1 : 1)))
    const current = workers.get(name)
    if (current && !current.exited && current.envKey === envKey) return current
    if (current) retire(current)
    const fresh = start(name, env, envKey)
    workers.set(name, fresh)
    return fresh
  }

  const proxy = async (name: string, worker: Worker, port: number, req: Request) => {
    const incoming = new URL(req.url)
    // Supabase hands a function its path without the /functions/v1 prefix.
    const path = incoming.pathname.replace(/^.*?\/functions\/v1(?=\/)/, '')
    const headers = new Headers()
    req.headers.forEach((value, key) => {
      if (!HOP_BY_HOP.has(key)) headers.set(key, value)
    })
    // Deno.serve would compress otherwise, and fetch would hand back a decoded body still
    // labelled as encoded.
    headers.set('accept-encoding', 'identity')
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await req.arrayBuffer()
    worker.active += 1
    const done = () => {
      worker.active -= 1
      if (worker.retiring && worker.active === 0) void stop(worker)
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}${path}${incoming.search}`, {
        method: req.method,
        headers,
        ...(body ? { body } : {}),
        redirect: 'manual',
        signal: req.signal,
      })
      const replyHeaders = new Headers(response.headers)
      for (const key of ['connection', 'keep-alive', 'transfer-encoding']) replyHeaders.delete(key)
      return new Response(whenDone(response.body, done), {
        status: response.status,
        statusText: response.statusText,
        headers: replyHeaders,
      })
    } catch (error) {
      done()
      console.error(`[functions/${name}] request failed`, error)
      return workerError()
    }
  }

  return {
    kind: 'deno',
    async resolve(name) {
      try {
        await access(join(options.dir, name, 'index.ts'))
      } catch {
        return undefined
      }
      const invoke: FunctionInvoker = async (req) => {
        if (closed) return workerError()
        const worker = workerFor(name)
        const boot = await worker.boot
        if (boot.ok) return proxy(name, worker, boot.port, req)
        return boot.missing ? notFound() : bootError()
      }
      return invoke
    },
    async close() {
      closed = true
      workers.clear()
      await Promise.all([...all].map((worker) => stop(worker)))
    },
  }
}
