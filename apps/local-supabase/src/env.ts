import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { FUNCTIONS_RUNTIMES } from './functions/runtime'
import type { RestOverrides } from './server'

/** `.data/` under this package, so `pnpm start` from anywhere uses the same data. */
const DEFAULT_DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../.data')

const BooleanTextSchema = v.pipe(
  v.picklist(['true', 'false', '1', '0', 'yes', 'no']),
  v.transform((s) => s === 'true' || s === '1' || s === 'yes'),
)

const OnOffSchema = v.pipe(
  v.picklist(['on', 'off', 'true', 'false', '1', '0', 'yes', 'no']),
  v.transform((s) => s === 'on' || s === 'true' || s === '1' || s === 'yes'),
)

const CountSchema = v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0))

/** A comma-separated list of origins (`http://localhost:5173,http://127.0.0.1:3000`). */
const OriginsSchema = v.pipe(
  v.string(),
  v.transform((s) =>
    s
      .split(',')
      .map((o) => o.trim())
      .filter((o) => o !== ''),
  ),
  v.array(v.pipe(v.string(), v.url())),
  v.transform((list) => list.map((o) => new URL(o).origin)),
)

/** The server's environment variables, parsed once (documented in the README). */
const EnvSchema = v.object({
  LOCAL_SUPABASE_PORT: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65535)),
    '54321',
  ),
  LOCAL_SUPABASE_HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '127.0.0.1'),
  LOCAL_SUPABASE_DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), DEFAULT_DATA_DIR),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url())),
  LOCAL_SUPABASE_AUTOCONFIRM: v.optional(BooleanTextSchema, 'false'),
  LOCAL_SUPABASE_SITE_URL: v.optional(v.pipe(v.string(), v.url())),
  /** How edge functions run: `node` (in process) or `deno` (a Deno process each). */
  LOCAL_SUPABASE_FUNCTIONS_RUNTIME: v.optional(v.picklist(FUNCTIONS_RUNTIMES), 'node'),
  LOCAL_SUPABASE_ALLOW_REMOTE: v.optional(BooleanTextSchema, 'false'),
  LOCAL_SUPABASE_MAILBOX: v.optional(OnOffSchema, 'on'),
  LOCAL_SUPABASE_ALLOWED_ORIGINS: v.optional(OriginsSchema),
  /** Comma-separated proxy addresses whose X-Forwarded-For names the client (rate limits). */
  LOCAL_SUPABASE_TRUSTED_PROXIES: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) =>
        s
          .split(',')
          .map((a) => a.trim())
          .filter((a) => a !== ''),
      ),
      v.array(v.pipe(v.string(), v.ip())),
    ),
  ),
  LOCAL_SUPABASE_REST_REQUESTS_PER_SECOND: v.optional(CountSchema),
  LOCAL_SUPABASE_REST_REQUEST_BURST: v.optional(CountSchema),
  LOCAL_SUPABASE_MAX_WRITE_ROWS: v.optional(v.pipe(CountSchema, v.minValue(1))),
  LOCAL_SUPABASE_STATEMENT_TIMEOUT_ANON: v.optional(CountSchema),
  LOCAL_SUPABASE_STATEMENT_TIMEOUT_AUTHENTICATED: v.optional(CountSchema),
  LOCAL_SUPABASE_STATEMENT_TIMEOUT_SERVICE_ROLE: v.optional(CountSchema),
})

/** Parsed configuration. */
export type Env = v.InferOutput<typeof EnvSchema>

/** Parses `process.env`-like input; throws a readable message on a bad value. */
export function parseEnv(env: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  )
  const result = v.safeParse(EnvSchema, present)
  if (!result.success) {
    const lines = result.issues.map((i) => `${v.getDotPath(i) ?? 'env'}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return result.output
}

/**
 * `LOCAL_SUPABASE_FUNCTIONS_RUNTIME` alone, for servers started by other programs (the web app's
 * `pnpm start`), which parse their own environment: `node` when unset or empty.
 *
 * @throws Error naming the variable for a value other than `node` or `deno`
 */
export function functionsRuntimeFromEnv(
  env: Record<string, string | undefined>,
): Env['LOCAL_SUPABASE_FUNCTIONS_RUNTIME'] {
  const value = env.LOCAL_SUPABASE_FUNCTIONS_RUNTIME || 'node'
  if (!v.is(v.picklist(FUNCTIONS_RUNTIMES), value)) {
    throw new Error(
      `Invalid environment:\nLOCAL_SUPABASE_FUNCTIONS_RUNTIME: expected ${FUNCTIONS_RUNTIMES.join(' or ')}, got "${value}"`,
    )
  }
  return value
}

/** The options of `startLocalSupabase` that guard the server, as the environment sets them. */
export interface GuardOptions {
  allowRemote: boolean
  mailbox: boolean
  allowedOrigins?: string[]
  /** Proxies trusted to name the client in `X-Forwarded-For` (auth rate limits). */
  trustedProxies?: string[]
  rest: RestOverrides
}

/**
 * The mailbox, CORS, remote-bind and `/rest/v1` limit settings from the environment, for any
 * process that starts the server (its own `main`, or the web app's `pnpm start`).
 */
export function guardOptionsFromEnv(env: Record<string, string | undefined>): GuardOptions {
  const e = parseEnv(env)
  const timeouts = {
    ...(e.LOCAL_SUPABASE_STATEMENT_TIMEOUT_ANON !== undefined
      ? { anon: e.LOCAL_SUPABASE_STATEMENT_TIMEOUT_ANON }
      : {}),
    ...(e.LOCAL_SUPABASE_STATEMENT_TIMEOUT_AUTHENTICATED !== undefined
      ? { authenticated: e.LOCAL_SUPABASE_STATEMENT_TIMEOUT_AUTHENTICATED }
      : {}),
    ...(e.LOCAL_SUPABASE_STATEMENT_TIMEOUT_SERVICE_ROLE !== undefined
      ? { service_role: e.LOCAL_SUPABASE_STATEMENT_TIMEOUT_SERVICE_ROLE }
      : {}),
  }
  return {
    allowRemote: e.LOCAL_SUPABASE_ALLOW_REMOTE,
    mailbox: e.LOCAL_SUPABASE_MAILBOX,
    ...(e.LOCAL_SUPABASE_ALLOWED_ORIGINS
      ? { allowedOrigins: e.LOCAL_SUPABASE_ALLOWED_ORIGINS }
      : {}),
    ...(e.LOCAL_SUPABASE_TRUSTED_PROXIES
      ? { trustedProxies: e.LOCAL_SUPABASE_TRUSTED_PROXIES }
      : {}),
    rest: {
      ...(e.LOCAL_SUPABASE_REST_REQUESTS_PER_SECOND !== undefined
        ? { requestsPerSecond: e.LOCAL_SUPABASE_REST_REQUESTS_PER_SECOND }
        : {}),
      ...(e.LOCAL_SUPABASE_REST_REQUEST_BURST !== undefined
        ? { requestBurst: e.LOCAL_SUPABASE_REST_REQUEST_BURST }
        : {}),
      ...(e.LOCAL_SUPABASE_MAX_WRITE_ROWS !== undefined
        ? { maxWriteRows: e.LOCAL_SUPABASE_MAX_WRITE_ROWS }
        : {}),
      statementTimeoutMs: timeouts,
    },
  }
}
