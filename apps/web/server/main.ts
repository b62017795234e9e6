import { readFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { banner, onShutdown, startBackend } from './backend'
import { parseServerEnv } from './env'
import { createWebServer } from './static-server'

/**
 * `pnpm start`: the built app behind the strict-CSP server, plus the backend. With
 * `WEB_TLS_CERT` and `WEB_TLS_KEY` it speaks HTTP/2 over TLS (ADR 0066).
 */
async function main(): Promise<void> {
  const env = parseServerEnv()
  const tls =
    env.WEB_TLS_CERT && env.WEB_TLS_KEY
      ? { cert: await readFile(env.WEB_TLS_CERT), key: await readFile(env.WEB_TLS_KEY) }
      : undefined
  const scheme = tls ? 'https' : 'http'
  const appUrl = `${scheme}://${env.WEB_HOST === '0.0.0.0' ? '127.0.0.1' : env.WEB_HOST}:${env.WEB_PORT}`
  const backend = await startBackend(env, appUrl)
  const server = await createWebServer({
    distDir: env.WEB_DIST_DIR,
    runtimeConfig: { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey },
    ...(tls ? { tls } : {}),
  })
  await new Promise<void>((resolve) => server.listen(env.WEB_PORT, env.WEB_HOST, resolve))
  const { port } = server.address() as AddressInfo
  console.info(banner(`${scheme}://${env.WEB_HOST}:${port}${tls ? ' (HTTP/2)' : ''}`, backend))
  onShutdown(async () => {
    server.close()
    await backend.close()
  })
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
