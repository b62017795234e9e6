/**
 * Test helpers for code that talks to the local Supabase server: a fresh server per call on a free
 * port, over in-memory PGlite or a throwaway PostgreSQL cluster, plus a real supabase-js client.
 * @packageDocumentation
 */
import { createClient } from '@supabase/supabase-js'
import type { SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import type { AuthConfig } from '../auth/config'
import type { Database } from '../db/types'
import type { Mail } from '../mailbox/mailbox'
import { startLocalSupabase } from '../server'
import type { AuthOverrides, RestOverrides } from '../server'
import type { RestConfig } from '../rest/config'
import { startPgCluster } from './pg-cluster'
import type { PgCluster } from './pg-cluster'

/** bcrypt cost used by test servers: GoTrue's 10 would spend ~100 ms per sign-in. */
const TEST_BCRYPT_COST = 4
/** Limits too high for any test to hit unless it asks for lower ones. */
const TEST_RATE_LIMITS = {
  signInSignUps: 100_000,
  tokenRefresh: 100_000,
  verify: 100_000,
  emailsPerHour: 100_000,
  emailFrequencySeconds: 0,
}

/** Options of {@link startTestServer}. */
export interface TestServerOptions {
  /** `pglite` (default, in memory) or `postgres` (a throwaway cluster, needs PostgreSQL binaries). */
  database?: 'pglite' | 'postgres'
  /** Skip email confirmation on sign-up. Default false, like the dev server. */
  autoconfirm?: boolean
  /** Folder with migrations/ and seed.sql; default the repository's supabase/. */
  supabaseDir?: string
  /** Folder with edge functions; default `<supabaseDir>/functions`. */
  functionsDir?: string
  /**
   * `node` runs functions in the test's process; `deno` runs each in its own Deno process, as
   * Supabase does. Default: `LOCAL_SUPABASE_FUNCTIONS_RUNTIME`, else `node`.
   */
  functionsRuntime?: 'node' | 'deno'
  /** Any other auth setting (rate limits, clock, anonymous sign-ins …). */
  auth?: AuthOverrides
  /** `/rest/v1` limits; the per-user request limit defaults to one no test reaches. */
  rest?: RestOverrides
  /** Origins trusted with credentialed CORS (default: the site URL's origin). */
  allowedOrigins?: string[]
  /** Serve the mailbox over HTTP (default true; tests usually read it through `mailbox`). */
  mailbox?: boolean
}

/** A new user created through the admin API, already confirmed. */
export interface TestUser {
  id: string
  email: string
  password: string
}

/** A running test server and helpers bound to it. */
export interface TestServer {
  url: string
  anonKey: string
  serviceRoleKey: string
  jwtSecret: string
  /** The live auth settings: tests may flip `autoconfirm`, lower rate limits or move `now`. */
  authConfig: AuthConfig
  /** The live `/rest/v1` limits: tests may lower the request limit or the write size. */
  restConfig: RestConfig
  /** The token that opens the mailbox over HTTP (`?token=`), or null when it is off. */
  mailboxToken: string | null
  /** Direct database access (runs as the superuser: bypasses RLS). */
  db: Database
  /** The Realtime server: open sockets, and a way to drop them all as a network failure would. */
  realtime: { readonly connectionCount: number; dropAll(): void }
  mailbox: { list(filter?: { to?: string }): Mail[]; latestFor(email: string): Mail | undefined }
  /** A real supabase-js client (ws transport, no persisted session). Key defaults to the anon key. */
  createClient(
    accessTokenOrKey?: string,
    options?: { flowType?: 'implicit' | 'pkce' },
  ): SupabaseClient
  /** Creates a confirmed user via the admin API; `role` goes to app_metadata.role. */
  createUser(input: { email: string; password: string; role?: string }): Promise<TestUser>
  /** Stops the server, closes the database and removes a PostgreSQL cluster. */
  stop(): Promise<void>
}

/** Starts a fresh server on a random free port with an empty database. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  let cluster: PgCluster | undefined
  if (options.database === 'postgres') cluster = await startPgCluster()
  try {
    const server = await startLocalSupabase({
      port: 0,
      ...(cluster ? { databaseUrl: cluster.databaseUrl } : {}),
      ...(options.supabaseDir ? { supabaseDir: options.supabaseDir } : {}),
      ...(options.functionsDir ? { functionsDir: options.functionsDir } : {}),
      ...(options.functionsRuntime ? { functionsRuntime: options.functionsRuntime } : {}),
      auth: {
        bcryptCost: TEST_BCRYPT_COST,
        autoconfirm: options.autoconfirm ?? false,
        ...options.auth,
        rateLimits: { ...TEST_RATE_LIMITS, ...options.auth?.rateLimits },
      },
      rest: { requestsPerSecond: 100_000, requestBurst: 100_000, ...options.rest },
      ...(options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {}),
      ...(options.mailbox !== undefined ? { mailbox: options.mailbox } : {}),
    })
    const make = (key = server.anonKey, clientOptions: { flowType?: 'implicit' | 'pkce' } = {}) => {
      const isApiKey = key === server.anonKey || key === server.serviceRoleKey
      return createClient(server.url, isApiKey ? key : server.anonKey, {
        auth: {
          // Without persistence auth-js keeps the session and the PKCE verifier in memory.
          persistSession: false,
          autoRefreshToken: false,
          detectSessionInUrl: false,
          ...(clientOptions.flowType ? { flowType: clientOptions.flowType } : {}),
        },
        realtime: { transport: WebSocket as never },
        ...(isApiKey ? {} : { global: { headers: { Authorization: `Bearer ${key}` } } }),
      })
    }
    return {
      url: server.url,
      anonKey: server.anonKey,
      serviceRoleKey: server.serviceRoleKey,
      jwtSecret: server.jwtSecret,
      authConfig: server.authConfig,
      restConfig: server.restConfig,
      mailboxToken: server.mailboxToken,
      db: server.db,
      realtime: server.realtime,
      mailbox: {
        list: (filter) => server.mailbox.list(filter),
        latestFor: (email) => server.mailbox.latestFor(email),
      },
      createClient: make,
      async createUser({ email, password, role }) {
        const admin = make(server.serviceRoleKey)
        const { data, error } = await admin.auth.admin.createUser({
          email,
          password,
          email_confirm: true,
          ...(role ? { app_metadata: { role } } : {}),
        })
        if (error) throw error
        return { id: data.user.id, email, password }
      },
      async stop() {
        await server.close()
        await cluster?.stop()
      },
    }
  } catch (error) {
    await cluster?.stop()
    throw error
  }
}

export { startPgCluster } from './pg-cluster'
export type { PgCluster } from './pg-cluster'
export type { Mail, MailKind } from '../mailbox/mailbox'
export type { AuthConfig, RateLimits } from '../auth/config'
export type { RestConfig } from '../rest/config'
