/**
 * `pnpm --filter @fabula/web screenshots`: the main screens in light/dark, LTR/RTL, at desktop
 * (1280) and phone (390) width, from a private build against a local-supabase test server.
 * Output: apps/web/test-results/screenshots/<screen>-<theme>-<dir>-<width>.png (not committed).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startTestServer } from '@fabula/local-supabase/testing'
import { chromiumArgs, chromiumPath } from '@fabula/test-runner/chromium'
import { chromium } from 'playwright-core'
import { createWebServer } from '../server/static-server'

const APP_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const OUT = join(APP_DIR, 'test-results/screenshots')
const PASSWORD = 'screens-pass-1'

const SCREENS: [name: string, path: string, signedIn: boolean][] = [
  ['landing', '/', false],
  ['sign-in', '/sign-in', false],
  ['dashboard', '/dashboard', true],
  ['settings', '/settings', true],
  ['appearance', '/settings/appearance', true],
  ['users', '/users?status=active', true],
  ['apps', '/apps', true],
  ['help-center', '/help-center?q=coverage', true],
  ['help-article', '/help-center/how-coverage-is-measured', true],
  ['not-found', '/nowhere', true],
]
const only = process.argv[2]

async function main() {
  const dist = mkdtempSync(join(tmpdir(), 'fabula-shots-'))
  execFileSync(
    'pnpm',
    ['exec', 'vite', 'build', '--configLoader', 'runner', '--outDir', dist, '--emptyOutDir'],
    { cwd: APP_DIR, stdio: 'ignore' },
  )
  mkdirSync(OUT, { recursive: true })
  const backend = await startTestServer()
  const server = await createWebServer({
    distDir: dist,
    runtimeConfig: { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey },
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    await backend.createUser({ email: 'ana@example.com', password: PASSWORD, role: 'superadmin' })
    const setup = await browser.newContext()
    const page = await setup.newPage()
    await page.goto(`${origin}/sign-in`)
    await page.getByLabel('Email').fill('ana@example.com')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/dashboard')
    const storage = await page.evaluate(() =>
      Object.entries(localStorage).map(([name, value]) => ({ name, value })),
    )
    await setup.close()

    for (const theme of ['light', 'dark'] as const) {
      for (const dir of ['ltr', 'rtl'] as const) {
        for (const width of [1280, 390]) {
          for (const signedIn of [false, true]) {
            const context = await browser.newContext({
              viewport: { width, height: width > 500 ? 800 : 844 },
              storageState: {
                cookies: [],
                origins: signedIn ? [{ origin, localStorage: storage }] : [],
              },
            })
            await context.addCookies([
              { name: 'theme', value: theme, url: origin },
              { name: 'dir', value: dir, url: origin },
            ])
            for (const [name, path, needsSession] of SCREENS) {
              if (needsSession !== signedIn || (only && name !== only)) continue
              const shot = await context.newPage()
              await shot.goto(`${origin}${path}`)
              await shot.locator('h1').first().waitFor()
              await shot.waitForLoadState('networkidle')
              await shot.screenshot({ path: join(OUT, `${name}-${theme}-${dir}-${width}.png`) })
              await shot.close()
            }
            await context.close()
          }
        }
      }
    }
    console.info(`screenshots in ${OUT}`)
  } finally {
    await browser.close()
    server.close()
    await backend.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
