import { randomBytes } from 'node:crypto'
import type { Server } from 'node:http'
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
import { makePrivateDir } from './db/private-dir'
import { functionsRuntimeFromEnv } from './env'
import { createFunctionsRuntime } from './functions/index'
import type { FunctionsRuntimeKind } from './functions/index'
import { isLoopbackHost } from './gateway/loopback'
import type { Database } from './db/types'
import { Mailbox, formatMailForLog } from './mailbox/mailbox'
import { defaultRestConfig } from './rest/config'
import { TokenBuckets } from './rest/token-buckets'
import type { RestConfig, StatementTimeouts } from './rest/config'
import { RealtimeServer } from './realtime/realtime-server'
import type { ContentSyncResult } from './db/content'
import { readDemoAccounts, seedDemo } from './seed-demo'
import { FileStore, UrlSigner } from './storage/index'
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
  /**
   * Allow a `hostname` that is not a loopback address. Without it the server refuses to start on
   * one (e.g. `0.0.0.0`); with it, it warns and serves no mailbox at all.
   */
  allowRemote?: boolean
  /** Serve the dev mailbox over HTTP (loopback clients with a key or token only). Default true. */
  mailbox?: boolean
  /** Origins trusted with credentialed CORS. Default: the origin of the auth site URL (the app). */
  allowedOrigins?: string[]
  /** `/rest/v1` limits (rate, write size, statement timeouts), in part. */
  rest?: RestOverrides
  /** Proxies whose `X-Forwarded-For` names the client that auth rate limits count. */
  trustedProxies?: string[]
  /** Largest Storage object in bytes (a bucket's own limit can only be lower). Default 50 MiB. */
  storageFileSizeLimit?: number
}

/** REST settings a caller may override; statement timeouts may be given in part. */
export type RestOverrides = Partial<Omit<RestConfig, 'statementTimeoutMs'>> & {
  statementTimeoutMs?: Partial<StatementTimeouts>
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
  /** The live `/rest/v1` limits; tests may change fields between requests. */
  restConfig: RestConfig
  /** What the content sync did at this start (lessons and help articles from their files). */
  contentSync: ContentSyncResult[]
  /** Demo accounts (new or recorded in the data dir), or null when none were seeded. */
  demoAccounts: DemoAccount[] | null
  /** The per-start token that opens the mailbox page, or null when the mailbox is off. */
  mailboxToken: string | null
  /** `<url>/mailbox.html?token=…` to print for the developer, or null when the mailbox is off. */
  mailboxUrl: string | null
  /** The Realtime websocket server (`/realtime/v1/websocket`). */
  realtime: RealtimeServer
  /** Stops listening and closes the database. */
  close(): Promise<void>
}

/** Opens the database and serves Auth, REST, Functions and the mailbox on one port. */
export async function startLocalSupabase(
  options: LocalSupabaseOptions = {},
): Promise<LocalSupabase> {
  const hostname = options.hostname ?? '127.0.0.1'
  const remote = !isLoopbackHost(hostname)
  if (remote && !options.allowRemote) {
    throw new Error(
      `Refusing to listen on ${hostname}: it is reachable from other machines. ` +
        'Set LOCAL_SUPABASE_ALLOW_REMOTE=true (allowRemote) to do it anyway.',
    )
  }
  const mailboxOn = (options.mailbox ?? true) && !remote
  const config = defaultAuthConfig('')
  const { rateLimits, ...authOverrides } = options.auth ?? {}
  Object.assign(config, authOverrides)
  config.rateLimits = { ...config.rateLimits, ...rateLimits }
  if (options.trustedProxies) config.trustedProxies = [...options.trustedProxies]

  const supabaseDir = options.supabaseDir ?? DEFAULT_SUPABASE_DIR
  if (options.dataDir) await makePrivateDir(options.dataDir)
  let demoAccounts: DemoAccount[] | null = null
  let contentSync: ContentSyncResult[] = []
  const db = await openDatabase({
    ...(options.dataDir && !options.databaseUrl
      ? { dataDir: join(options.dataDir, 'pgdata') }
      : {}),
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    supabaseDir,
    onContentSync: (results) => {
      contentSync = results
    },
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
    const { statementTimeoutMs, ...restOverrides } = options.rest ?? {}
    const restConfig = defaultRestConfig()
    Object.assign(restConfig, restOverrides)
    restConfig.statementTimeoutMs = { ...restConfig.statementTimeoutMs, ...statementTimeoutMs }
    const mailboxToken = mailboxOn ? randomBytes(24).toString('base64url') : null
    const allowedOrigins = options.allowedOrigins ?? [new URL(config.siteUrl).origin]
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
    const files = await FileStore.open(options.dataDir && join(options.dataDir, 'storage'))
    const app = createApp({
      db,
      config,
      jwtSecret,
      mailbox,
      limiter: new RateLimiter(() => config.now()),
      verifyJwt,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      mailboxAccess: mailboxToken
        ? { serviceRoleKey: keys.serviceRoleKey, token: mailboxToken }
        : null,
      credentialedOrigins: () => allowedOrigins,
      rest: { config: restConfig, limiter: new TokenBuckets(() => config.now()) },
      functions: {
        dir: functionsDir,
        verifyJwt,
        env: functionsEnv,
        runtime: functionsRuntime,
      },
      storage: {
        db,
        verifyJwt,
        statementTimeoutMs: (role) => restConfig.statementTimeoutMs[role],
        files,
        signer: new UrlSigner(jwtSecret, () => config.now()),
        maxFileSize: options.storageFileSizeLimit ?? 50 * 1024 * 1024,
        now: () => config.now(),
      },
    })
    const realtime = new RealtimeServer({ db, verifyJwt, now: () => config.now() })
    await realtime.start()
    const server = await new Promise<ServerType>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: options.port ?? 54321, hostname }, () => resolve(s))
      s.once('error', reject)
    })
    realtime.attach(server as Server)
    const port = (server.address() as AddressInfo).port
    const url = `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`
    config.externalUrl = url
    if (remote) {
      console.warn(
        `[local-supabase] listening on ${hostname}: the API is reachable from the network ` +
          'and the mailbox is disabled (mails are only printed to this console).',
      )
    }
    return {
      url,
      port,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      jwtSecret,
      db,
      mailbox,
      authConfig: config,
      restConfig,
      demoAccounts,
      contentSync,
      mailboxToken,
      mailboxUrl: mailboxToken ? `${url}/mailbox.html?token=${mailboxToken}` : null,
      realtime,
      async close() {
        await realtime.close()
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          if ('closeAllConnections' in server) server.closeAllConnections()
        })
        await functionsRuntime.close()
        await files.close()
        await db.close()
      },
    }
  } catch (error) {
    await db.close()
    throw error
  }
}
