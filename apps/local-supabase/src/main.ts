import { resolve } from 'node:path'
import { describeContentSync } from './db/content'
import { guardOptionsFromEnv, parseEnv } from './env'
import { startLocalSupabase } from './server'

/** `pnpm --filter @fabula/local-supabase start`: the dev server, configured by environment. */
async function main(): Promise<void> {
  const env = parseEnv(process.env)
  const dataDir = resolve(env.LOCAL_SUPABASE_DATA_DIR)
  const server = await startLocalSupabase({
    port: env.LOCAL_SUPABASE_PORT,
    hostname: env.LOCAL_SUPABASE_HOST,
    dataDir,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    auth: {
      autoconfirm: env.LOCAL_SUPABASE_AUTOCONFIRM,
      ...(env.LOCAL_SUPABASE_SITE_URL ? { siteUrl: env.LOCAL_SUPABASE_SITE_URL } : {}),
    },
    seedDemo: true,
    logMail: true,
    ...guardOptionsFromEnv(process.env),
  })
  const lines = [
    '',
    `local-supabase is running (${server.db.kind}${env.DATABASE_URL ? '' : `, data in ${dataDir}`})`,
    `  API URL          ${server.url}`,
    `  anon key         ${server.anonKey}`,
    `  service_role key ${server.serviceRoleKey}`,
    server.mailboxUrl
      ? `  mailbox          ${server.mailboxUrl} (JSON: ${server.url}/mailbox with the service_role key as apikey)`
      : '  mailbox          off (mails are printed here)',
    `  email confirm    ${server.authConfig.autoconfirm ? 'off (autoconfirm)' : 'on'}`,
  ]
  for (const line of describeContentSync(server.contentSync))
    lines.push(`  content          ${line}`)
  if (server.demoAccounts) {
    lines.push('  demo accounts (password per data dir):')
    for (const a of server.demoAccounts)
      lines.push(`    ${a.role.padEnd(10)} ${a.email.padEnd(26)} ${a.password}`)
  }
  console.info(lines.join('\n'))

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.info(`\n${signal}: shutting down`)
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
