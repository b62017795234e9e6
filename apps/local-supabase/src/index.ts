/**
 * @fabula/local-supabase: a Supabase-compatible server (Auth, PostgREST, Functions, dev mailbox)
 * over PGlite or PostgreSQL. `startLocalSupabase` runs it; `@fabula/local-supabase/testing` has the
 * test helpers.
 * @packageDocumentation
 */
export { startLocalSupabase } from './server'
export type { AuthOverrides, LocalSupabase, LocalSupabaseOptions, RestOverrides } from './server'
export { guardOptionsFromEnv } from './env'
export type { GuardOptions } from './env'
export { defaultRestConfig } from './rest/config'
export type { RestConfig, StatementTimeouts } from './rest/config'
export { createApp, MAX_BODY_BYTES } from './app'
export type { AppDeps } from './app'
export { openDatabase, DEFAULT_SUPABASE_DIR } from './db/open'
export type { OpenDatabaseOptions } from './db/open'
export {
  describeContentSync,
  readContentBatches,
  syncContent,
  syncContentOverRest,
} from './db/content'
export type { ContentBatch, ContentSource, ContentSyncResult } from './db/content'
export type { Database, Queryable, QueryResult, ResultField } from './db/types'
export { createJwtVerifier, signJwt } from './auth/jwt'
export type { JwtClaims, JwtVerifier, JwtVerifyResult } from './auth/jwt'
export { deriveApiKeys, generateJwtSecret, loadJwtSecret } from './auth/keys'
export type { ApiKeys } from './auth/keys'
export { defaultAuthConfig } from './auth/config'
export type { AuthConfig, RateLimits } from './auth/config'
export { Mailbox } from './mailbox/mailbox'
export type { Mail, MailKind } from './mailbox/mailbox'
export type { FunctionHandler } from './functions/index'
export type { DemoAccount } from './seed-demo'
