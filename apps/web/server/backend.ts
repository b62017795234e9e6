import { guardOptionsFromEnv, startLocalSupabase } from '@fabula/local-supabase'
import type { DemoAccount } from '@fabula/local-supabase'
import type { ServerEnv } from './env'

/** Where the app's backend lives and how to stop it. */
export interface Backend {
  url: string
  anonKey: string
  demoAccounts: DemoAccount[] | null
  mailboxUrl: string | null
  close: () => Promise<void>
}

/**
 * The configured Supabase, or a local-supabase started in this process with its data kept in
 * the web app's `.data/` (demo accounts are seeded on a new data directory).
 */
export async function startBackend(env: ServerEnv, siteUrl: string): Promise<Backend> {
  if (env.SUPABASE_URL && env.SUPABASE_ANON_KEY) {
    return {
      url: env.SUPABASE_URL,
      anonKey: env.SUPABASE_ANON_KEY,
      demoAccounts: null,
      mailboxUrl: null,
      close: async () => undefined,
    }
  }
  const server = await startLocalSupabase({
    port: env.LOCAL_SUPABASE_PORT,
    dataDir: env.LOCAL_SUPABASE_DATA_DIR,
    seedDemo: true,
    auth: { siteUrl },
    // LOCAL_SUPABASE_MAILBOX, _ALLOWED_ORIGINS and the REST limits apply here too.
    ...guardOptionsFromEnv(process.env),
  })
  return {
    url: server.url,
    anonKey: server.anonKey,
    demoAccounts: server.demoAccounts,
    // Carries the per-start token the mailbox page asks for; null when the mailbox is off.
    mailboxUrl: server.mailboxUrl,
    close: () => server.close(),
  }
}

/** The banner `pnpm start` and `pnpm dev` print. */
export function banner(appUrl: string, backend: Backend): string {
  const lines = ['', `Fabula is running at ${appUrl}`, `  backend  ${backend.url}`]
  if (backend.mailboxUrl) lines.push(`  mailbox  ${backend.mailboxUrl}`)
  if (backend.demoAccounts?.length) {
    lines.push('  demo accounts:')
    for (const account of backend.demoAccounts) {
      lines.push(`    ${account.role.padEnd(11)} ${account.email.padEnd(28)} ${account.password}`)
    }
  }
  lines.push('')
  return lines.join('\n')
}

/** Stops everything on Ctrl+C or a termination signal. */
export function onShutdown(close: () => Promise<void>): void {
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
