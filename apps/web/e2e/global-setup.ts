import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startTestServer } from '@fabula/local-supabase/testing'
import { chromiumArgs, chromiumPath } from '@fabula/test-runner/chromium'
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { createWebServer } from '../server/static-server'

const DIST = process.env.WEB_DIST_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '../dist')

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string
    backendUrl: string
    serviceRoleKey: string
    wsEndpoint: string
  }
}

/**
 * One backend, one web server over the *built* app, one Chromium for the whole suite; test files
 * connect to the browser and open their own contexts.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(resolve(DIST, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `pnpm --filter @fabula/web build` first')
  }
  const backend = await startTestServer()
  const web = await createWebServer({
    distDir: DIST,
    runtimeConfig: { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey },
  })
  await new Promise<void>((done) => web.listen(0, '127.0.0.1', done))
  const { port } = web.address() as AddressInfo
  const browser = await chromium.launchServer({
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
  })
  project.provide('appUrl', `http://127.0.0.1:${port}`)
  project.provide('backendUrl', backend.url)
  project.provide('serviceRoleKey', backend.serviceRoleKey)
  project.provide('wsEndpoint', browser.wsEndpoint())
  return async () => {
    await browser.close()
    await new Promise((done) => web.close(done))
    await backend.stop()
  }
}
