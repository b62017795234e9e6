import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import type { ServerType } from '@hono/node-server'
import { createApp } from './app'
import { defaultAuthConfig } from './auth/config'
import type { AuthConfig, RateLimits } from './auth/config'
import { createJwtVerifier } from './auth/jwt'
import { deriveApiKeys, loadJwtSecret } from './auth/keys'
import { RateLimiter } from './auth/rate-limit'
import { DEFAULT_SUPABASE_DIR, openDatabase } from './db/open'
import { functionsRuntimeFromEnv } from './env'
import { createFunctionsRuntime } from './functions/index'
import type { FunctionsRuntimeKind } from './functions/index'
import type { Database } from './db/types'
import { Mailbox, formatMailForLog } from './mailbox/mailbox'
import { readDemoAccounts, seedDemo } from './seed-demo'
import type { DemoAccount } from './seed-demo'

/** Auth settings a caller may override; rate limits may be given in part. */
export type AuthOverrides = Partial<Omit<AuthConfig, 'rateLimits' | 'externalUrl'>> & {
  rateLimits?: Partial<RateLimits>
}

/** Options of {@link startLocalSupabase}. */
export interface LocalSupabaseOptions {
  /** TCP port; 0 picks a free one. Default 54321. */
  port?: number
  /** Interface to bind. Default 127.0.0.1. */
  hostname?: string
  /** Keeps the PGlite data, the JWT secret and the demo passwords; omitted → all in memory. */
  dataDir?: string
  /** Use this PostgreSQL instead of PGlite. */
  databaseUrl?: string
  /** Folder with migrations/, seed.sql and functions/. Default: the repository's supabase/. */
  supabaseDir?: string
  /** Folder with edge functions. Default: `<supabaseDir>/functions`. */
  functionsDir?: string
  /**
   * How edge functions run: `node` imports them into this process, `deno` runs each in its own
   * Deno process as Supabase does. Default: `LOCAL_SUPABASE_FUNCTIONS_RUNTIME`, else `node`.
   */
  functionsRuntime?: FunctionsRuntimeKind
  auth?: AuthOverrides
  /** Create the demo learner and staff accounts on a new database. Default false. */
  seedDemo?: boolean
  /** Print every mail to the console. Default false. */
  logMail?: boolean
}

/** A running server. */
export interface LocalSupabase {
  /** Base URL for `createClient`, e.g. `http://127.0.0.1:54321`. */
  url: string
  port: number
  anonKey: string
  serviceRoleKey: string
  jwtSecret: string
  db: Database
  mailbox: Mailbox
  /** The live auth settings; tests may change fields (e.g. `autoconfirm`) between requests. */
  authConfig: AuthConfig
  /** Demo accounts (new or recorded in the data dir), or null when none were seeded. */
  demoAccounts: DemoAccount[] | null
  /** Stops listening and closes the database. */
  close(): Promise<void>
}

/** Opens the database and serves Auth, REST, Functions and the mailbox on one port. */
export async function startLocalSupabase(
  options: LocalSupabaseOptions = {},
): Promise<LocalSupabase> {
  const hostname = options.hostname ?? '127.0.0.1'
  const config = defaultAuthConfig('')
  const { rateLimits, ...authOverrides } = options.auth ?? {}
  Object.assign(config, authOverrides)
  config.rateLimits = { ...config.rateLimits, ...rateLimits }

  const supabaseDir = options.supabaseDir ?? DEFAULT_SUPABASE_DIR
  let demoAccounts: DemoAccount[] | null = null
  const db = await openDatabase({
    ...(options.dataDir && !options.databaseUrl
      ? { dataDir: join(options.dataDir, 'pgdata') }
      : {}),
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    supabaseDir,
    onNewDatabase: options.seedDemo
      ? async (fresh) => {
          demoAccounts = await seedDemo(fresh, {
            bcryptCost: config.bcryptCost,
            now: config.now,
            ...(options.dataDir ? { dataDir: options.dataDir } : {}),
          })
        }
      : undefined,
  })
  if (options.seedDemo && !demoAccounts && options.dataDir) {
    demoAccounts = await readDemoAccounts(options.dataDir)
  }

  try {
    const jwtSecret = await loadJwtSecret(options.dataDir)
    const keys = await deriveApiKeys(jwtSecret)
    const verifyJwt = createJwtVerifier(jwtSecret, () => config.now())
    const mailbox = new Mailbox(
      options.logMail ? (mail) => console.info(formatMailForLog(mail)) : undefined,
      () => config.now(),
    )
    const functionsDir = options.functionsDir ?? join(supabaseDir, 'functions')
    const functionsEnv = () => ({
      SUPABASE_URL: config.externalUrl,
      SUPABASE_ANON_KEY: keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
    })
    const functionsRuntime = createFunctionsRuntime(
      options.functionsRuntime ?? functionsRuntimeFromEnv(process.env),
      { dir: functionsDir, env: functionsEnv },
    )
    const app = createApp({
      db,
      config,
      jwtSecret,
      mailbox,
      limiter: new RateLimiter(() => config.now()),
      verifyJwt,
      anonKey: keys.anonKey,
      functions: {
        dir: functionsDir,
        verifyJwt,
        env: functionsEnv,
        runtime: functionsRuntime,
      },
    })
    const server = await new Promise<ServerType>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: options.port ?? 54321, hostname }, () => resolve(s))
      s.once('error', reject)
    })
    const port = (server.address() as AddressInfo).port
    const url = `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`
    config.externalUrl = url
    return {
      url,
      port,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      jwtSecret,
      db,
      mailbox,
      authConfig: config,
      demoAccounts,
      async close() {
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          if ('closeAllConnections' in server) server.closeAllConnections()
        })
        await functionsRuntime.close()
        await db.close()
      },
    }
  } catch (error) {
    await db.close()
    throw error
  }
}
