import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { banner, onShutdown, startBackend } from './backend'
import { contentSecurityPolicy } from './csp'
import { parseServerEnv } from './env'

/**
 * `pnpm dev`: local-supabase in this process (tsx watch restarts it when its code changes) and
 * Vite with hot module replacement for the app, serving the same `/config.json` as production.
 */
async function main(): Promise<void> {
  const env = parseServerEnv()
  const port = env.WEB_PORT === 3000 ? 5173 : env.WEB_PORT
  const appUrl = `http://${env.WEB_HOST}:${port}`
  const backend = await startBackend(env, appUrl)
  const runtimeConfig = JSON.stringify({
    supabaseUrl: backend.url,
    supabaseAnonKey: backend.anonKey,
  })
  const vite = await createServer({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    configLoader: 'runner',
    server: { port, host: env.WEB_HOST, strictPort: true },
    plugins: [
      {
        name: 'fabula-runtime-config',
        configureServer(server) {
          server.middlewares.use('/config.json', (_request, response) => {
            response.setHeader('Content-Type', 'application/json')
            response.setHeader('Cache-Control', 'no-store')
            response.end(runtimeConfig)
          })
        },
      },
    ],
  })
  await vite.listen()
  console.info(banner(appUrl, backend))
  // Vite's dev client needs inline styles and a websocket, so dev shows the policy it will get.
  console.info(`  production CSP  ${contentSecurityPolicy(backend.url)}\n`)
  onShutdown(async () => {
    await vite.close()
    await backend.close()
  })
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
