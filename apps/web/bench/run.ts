/**
 * `pnpm --filter @fabula/web bench`: initial JS/CSS per route (gzip and brotli) and First /
 * Largest Contentful Paint in headless Chromium, unthrottled and with 4× CPU slowdown plus the
 * DevTools "Slow 4G" profile; median of 5 fresh loads, served compressed over HTTP/2 (TLS with a
 * throw-away self-signed certificate) from the built app, against a local-supabase test server.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { startTestServer } from '@fabula/local-supabase/testing'
import { chromiumArgs, chromiumPath } from '@fabula/test-runner/chromium'
import { chromium } from 'playwright-core'
import type { Browser } from 'playwright-core'
import { selfSignedCert } from '../server/self-signed-cert'
import { createWebServer } from '../server/static-server'
import { FIRST_RENDER_MARK } from '../src/app/first-render'

const APP_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..')
// Its own build folder, so a parallel `vite build` cannot change files under the measurement.
const DIST = mkdtempSync(join(tmpdir(), 'fabula-bench-dist-'))
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const ROUTES = ['/sign-in', '/dashboard'] as const
/** Chrome DevTools' "Slow 4G" preset (the Lighthouse mobile profile with DevTools throttling). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
}
const PASSWORD = 'bench-pass-123'

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

function sizes(paths: string[]) {
  let raw = 0
  let gzip = 0
  let brotli = 0
  for (const path of paths) {
    const body = readFileSync(join(DIST, path))
    raw += body.length
    gzip += gzipSync(body, { level: 9 }).length
    brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
  }
  return { files: paths.length, raw, gzip, brotli }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

interface Load {
  fcp: number
  lcp: number
  js: string[]
  css: string[]
}

async function load(
  browser: Browser,
  url: string,
  throttled: boolean,
  storage: { name: string; value: string }[],
): Promise<Load> {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 1280, height: 800 },
    storageState: {
      cookies: [],
      origins: [{ origin: new URL(url).origin, localStorage: storage }],
    },
  })
  await context.addInitScript(() => {
    const w = window as unknown as { __lcp: number }
    w.__lcp = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  const page = await context.newPage()
  if (throttled) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
  }
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 })
  await page.locator('h1').first().waitFor({ timeout: 120_000 })
  // The app marks its first render (hydration included): what it needed until then is initial.
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    FIRST_RENDER_MARK,
    { timeout: 120_000 },
  )
  await page.waitForLoadState('networkidle', { timeout: 120_000 })
  // LCP is final once the user interacts; a click on the body makes the browser report it.
  await page.mouse.click(1, 1)
  const metrics = await page.evaluate((mark) => {
    const w = window as unknown as { __lcp: number }
    const rendered = performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      lcp: w.__lcp,
      // Initial files = requests started before the first page had rendered (resource timing,
      // so the harness's polling delay does not count idle-time loads such as the toast region).
      // A prerendered page paints earlier, but its scripts still count until it has hydrated.
      initial: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= rendered)
        .map((entry) => entry.name),
    }
  }, FIRST_RENDER_MARK)
  const own = metrics.initial
    .map((name) => new URL(name))
    .filter(({ origin }) => origin === new URL(url).origin)
    .map(({ pathname }) => pathname)
  const js = own.filter((path) => path.endsWith('.js'))
  const css = own.filter((path) => path.endsWith('.css'))
  await context.close()
  return { fcp: metrics.fcp, lcp: metrics.lcp, js: [...new Set(js)], css: [...new Set(css)] }
}

async function main() {
  console.info('building…')
  execFileSync(
    'pnpm',
    ['exec', 'vite', 'build', '--configLoader', 'runner', '--outDir', DIST, '--emptyOutDir'],
    { cwd: APP_DIR, stdio: 'ignore' },
  )
  // The same prerendering step as `pnpm build`.
  execFileSync('pnpm', ['exec', 'tsx', 'scripts/prerender.ts', DIST], {
    cwd: APP_DIR,
    stdio: 'ignore',
  })
  const backend = await startTestServer()
  const server = await createWebServer({
    distDir: DIST,
    runtimeConfig: { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey },
    tls: selfSignedCert(),
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
  })
  try {
    // A learner with a complete profile, so /dashboard shows its real content.
    const user = await backend.createUser({ email: 'bench@example.com', password: PASSWORD })
    const client = backend.createClient()
    await client.auth.signInWithPassword({ email: user.email, password: PASSWORD })
    await client.from('profiles').upsert({
      user_id: user.id,
      wanted_name: 'Bench',
      nl: 'en',
      tl: 'es',
      lang_lvl: 'B1',
      lang_sub_lvl: 2,
    })
    const setup = await browser.newContext({ ignoreHTTPSErrors: true })
    const page = await setup.newPage()
    await page.goto(`${origin}/sign-in`)
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/dashboard')
    const signedIn = await page.evaluate(() =>
      Object.entries(localStorage).map(([name, value]) => ({ name, value })),
    )
    await setup.close()

    const rows: string[] = []
    for (const route of ROUTES) {
      const storage = route === '/sign-in' ? [] : signedIn
      for (const throttled of [false, true]) {
        const loads: Load[] = []
        for (let run = 0; run < RUNS; run += 1) {
          loads.push(await load(browser, `${origin}${route}`, throttled, storage))
        }
        const first = loads[0]!
        const js = sizes(first.js)
        if (process.env.BENCH_VERBOSE) {
          for (const file of first.js) console.info(route, file, sizes([file]).gzip)
        }
        const css = sizes(first.css)
        const label = `${route.padEnd(11)} ${throttled ? '4x CPU + slow 4G' : 'unthrottled     '}`
        rows.push(
          `${label}  FCP ${median(loads.map((l) => l.fcp))
            .toFixed(0)
            .padStart(5)} ms` +
            `  LCP ${median(loads.map((l) => l.lcp))
              .toFixed(0)
              .padStart(5)} ms` +
            (throttled
              ? ''
              : `  JS ${js.files} files ${kb(js.gzip)} gzip / ${kb(js.brotli)} br (${kb(js.raw)} raw)` +
                `  CSS ${kb(css.gzip)} gzip / ${kb(css.brotli)} br`),
        )
      }
    }
    console.info(`\n@fabula/web bench (median of ${RUNS} fresh loads, HTTP/2 + brotli)\n`)
    console.info(rows.join('\n'))
    console.info(
      '\nTargets: initial JS <= 150 KB gzip; LCP <= 400 ms unthrottled, <= 2500 ms throttled.',
    )
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
