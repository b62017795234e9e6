import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'

const APP_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** Environment of `pnpm start` / `pnpm dev` (documented in ADR 0010). */
const ServerEnvSchema = v.object({
  WEB_PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), '3000'),
  WEB_HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '127.0.0.1'),
  WEB_DIST_DIR: v.optional(v.string(), resolve(APP_DIR, 'dist')),
  /** With both set, no local backend is started: the app talks to this Supabase. */
  SUPABASE_URL: v.optional(v.pipe(v.string(), v.url())),
  SUPABASE_ANON_KEY: v.optional(v.pipe(v.string(), v.minLength(20))),
  LOCAL_SUPABASE_PORT: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)),
    '54321',
  ),
  LOCAL_SUPABASE_DATA_DIR: v.optional(v.string(), resolve(APP_DIR, '.data/local-supabase')),
  /**
   * PEM files of a certificate and its key: with both, `pnpm start` serves HTTPS over HTTP/2
   * (HTTP/1.1 still accepted); without, plain HTTP/1.1.
   */
  WEB_TLS_CERT: v.optional(v.pipe(v.string(), v.minLength(1))),
  WEB_TLS_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
})

export type ServerEnv = v.InferOutput<typeof ServerEnvSchema>

/** Parses `process.env` once; a bad value stops the server with a readable message. */
export function parseServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value))
  const result = v.safeParse(ServerEnvSchema, present)
  if (!result.success) {
    throw new Error(
      `Invalid environment:\n${result.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`).join('\n')}`,
    )
  }
  if ((result.output.WEB_TLS_CERT === undefined) !== (result.output.WEB_TLS_KEY === undefined)) {
    throw new Error(
      'Invalid environment:\nWEB_TLS_CERT and WEB_TLS_KEY go together: set both or neither',
    )
  }
  return result.output
}
