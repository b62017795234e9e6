/**
 * `pnpm --filter @fabula/web bench`: the first load of a page, signed out (/sign-in), as a
 * learner (/dashboard, /read/stories) and as an admin (/users), in headless Chromium against the
 * built app and a local-supabase test server, served by the production server over HTTP/1.1
 * (plain) and over HTTP/2 (TLS with a throw-away self-signed certificate), unthrottled and at
 * 4× CPU + the DevTools "Slow 4G" profile. Median of 5 fresh loads (`BENCH_RUNS`).
 *
 * Per page: initial JS (files requested before the first render, gzip), requests before the
 * first paint (ours — document, config, CSS, JS, fonts — and the backend's), FCP and LCP, and
 * the ratio of our throttled LCP to the peer template's (recorded baseline, bench/peer-baseline.ts;
 * the template cannot be built here). `BENCH_DIST=<folder>` measures an existing build instead
 * of building one (e.g. an older commit's, to record a baseline); `BENCH_VERBOSE=1` lists files.
 * Signed-in pages are measured as a returning visit (opened once before in that browser, so the
 * head script replays their data, ADR 0070) and, over HTTP/1.1, as the first visit of the page.
 *
 * Targets (issue 21): signed-in initial JS ≤ 130 KB gzip; ≤ 12 requests before first paint;
 * throttled LCP ≤ 2.5 s over HTTP/1.1 and ≤ 0.6× the peer's.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { startTestServer } from '@fabula/local-supabase/testing'
import { chromiumArgs, chromiumPath } from '@fabula/test-runner/chromium'
import { chromium } from 'playwright-core'
import type { Browser } from 'playwright-core'
import { selfSignedCert } from '../server/self-signed-cert'
import { createWebServer } from '../server/static-server'
import { RECIPES_STORAGE_KEY } from '../src/app/early-data/replay-script'
import { FIRST_RENDER_MARK } from '../src/app/first-render'
import { PEER_BASELINE } from './peer-baseline'

const APP_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const VERBOSE = Boolean(process.env.BENCH_VERBOSE)
/** Chrome DevTools' "Slow 4G" preset (the Lighthouse mobile profile with DevTools throttling). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
}
const PASSWORD = 'bench-pass-123'
const TARGETS = { jsGzip: 130 * 1024, requests: 12, throttledLcp: 2500, peerRatio: 0.6 }

type Account = 'none' | 'learner' | 'admin'
const PAGES: { route: string; account: Account }[] = [
  { route: '/sign-in', account: 'none' },
  { route: '/dashboard', account: 'learner' },
  { route: '/read/stories', account: 'learner' },
  { route: '/users', account: 'admin' },
]

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

interface Load {
  fcp: number
  lcp: number
  /** Our JS files requested before the first render. */
  js: string[]
  /** Requests started before the first paint: ours (the document included) and the backend's. */
  own: number
  backend: number
}

async function load(
  browser: Browser,
  url: string,
  throttled: boolean,
  storage: { name: string; value: string }[],
): Promise<Load> {
  const origin = new URL(url).origin
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 1280, height: 800 },
    storageState: { cookies: [], origins: [{ origin, localStorage: storage }] },
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
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN
    const resources = performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: entry.name, start: entry.startTime }))
    return { fcp, lcp: w.__lcp, rendered, resources }
  }, FIRST_RENDER_MARK)
  await context.close()
  const own = metrics.resources.filter(({ name }) => new URL(name).origin === origin)
  const js = own
    .filter(({ name, start }) => start <= metrics.rendered && name.endsWith('.js'))
    .map(({ name }) => new URL(name).pathname)
  const beforePaint = metrics.resources.filter(({ start }) => start < metrics.fcp)
  const ownBefore = beforePaint.filter(({ name }) => new URL(name).origin === origin).length
  return {
    fcp: metrics.fcp,
    lcp: metrics.lcp,
    js: [...new Set(js)],
    // The document itself is a request too; resource timing lists only what it loads.
    own: ownBefore + 1,
    backend: beforePaint.length - ownBefore,
  }
}

function gzipSize(dist: string, paths: string[]): number {
  return paths.reduce(
    (sum, path) => sum + gzipSync(readFileSync(join(dist, path)), { level: 9 }).length,
    0,
  )
}

function build(): string {
  if (process.env.BENCH_DIST) return resolve(process.env.BENCH_DIST)
  // Its own build folder, so a parallel `vite build` cannot change files under the measurement.
  const dist = mkdtempSync(join(tmpdir(), 'fabula-bench-dist-'))
  console.info('building…')
  execFileSync(
    'pnpm',
    ['exec', 'vite', 'build', '--configLoader', 'runner', '--outDir', dist, '--emptyOutDir'],
    { cwd: APP_DIR, stdio: 'ignore' },
  )
  // The same prerendering step as `pnpm build`.
  execFileSync('pnpm', ['exec', 'tsx', 'scripts/prerender.ts', dist], {
    cwd: APP_DIR,
    stdio: 'ignore',
  })
  return dist
}

async function main() {
  const dist = build()
  const backend = await startTestServer()
  const runtimeConfig = { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey }
  const plain = await createWebServer({ distDir: dist, runtimeConfig })
  const secure = await createWebServer({ distDir: dist, runtimeConfig, tls: selfSignedCert() })
  const listen = async (server: typeof plain) => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    return (server.address() as AddressInfo).port
  }
  const transports = [
    { name: 'HTTP/1.1', origin: `http://127.0.0.1:${await listen(plain)}` },
    { name: 'HTTP/2', origin: `https://127.0.0.1:${await listen(secure)}` },
  ]
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
  })
  try {
    // A learner with a complete profile, so /dashboard shows its real content; an admin for /users.
    const learner = await backend.createUser({ email: 'bench@example.com', password: PASSWORD })
    const admin = await backend.createUser({
      email: 'bench-admin@example.com',
      password: PASSWORD,
      role: 'admin',
    })
    const client = backend.createClient()
    await client.auth.signInWithPassword({ email: learner.email, password: PASSWORD })
    await client.from('profiles').upsert({
      user_id: learner.id,
      wanted_name: 'Bench',
      nl: 'en',
      tl: 'es',
      lang_lvl: 'B1',
      lang_sub_lvl: 2,
    })
    /**
     * The localStorage a browser has after signing in through the sign-in page; for a returning
     * visit also after one earlier load of `route`, which records its early data (ADR 0070).
     */
    const signIn = async (origin: string, email: string, route?: string) => {
      const setup = await browser.newContext({ ignoreHTTPSErrors: true })
      const page = await setup.newPage()
      await page.goto(`${origin}/sign-in`)
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.waitForURL('**/dashboard')
      if (route) {
        await page.goto(`${origin}${route}`)
        await page.locator('h1').first().waitFor()
        // This page's own recording, not only the dashboard's from signing in.
        await page.waitForFunction(
          ([key, path]) => {
            const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as {
              routes?: Record<string, unknown>
            } | null
            return stored?.routes?.[path] !== undefined
          },
          [RECIPES_STORAGE_KEY, route] as const,
        )
      }
      const storage = await page.evaluate(() =>
        Object.entries(localStorage).map(([name, value]) => ({ name, value })),
      )
      await setup.close()
      return storage
    }

    const rows: string[] = []
    const misses: string[] = []
    // Signed-in pages twice: a returning visit (the page was opened before in this browser, so
    // its data leaves from the head script) and, over HTTP/1.1, the first visit of the page.
    interface Run {
      route: string
      account: Account
      transport: (typeof transports)[number]
      visit: string
    }
    const runs = PAGES.flatMap(({ route, account }): Run[] =>
      transports.flatMap((transport): Run[] =>
        account === 'none'
          ? [{ route, account, transport, visit: '' }]
          : [
              { route, account, transport, visit: 'return' },
              ...(transport.name === 'HTTP/1.1'
                ? [{ route, account, transport, visit: 'first' }]
                : []),
            ],
      ),
    )
    for (const { route, account, transport, visit } of runs) {
      {
        const email = account === 'admin' ? admin.email : learner.email
        const signedIn =
          account === 'none'
            ? []
            : await signIn(transport.origin, email, visit === 'return' ? route : undefined)
        // A first visit has nothing recorded, not even the dashboard the sign-in went to.
        const storage =
          visit === 'first' ? signedIn.filter(({ name }) => name !== RECIPES_STORAGE_KEY) : signedIn
        const url = `${transport.origin}${route}`
        const results: Record<'fast' | 'slow', Load[]> = { fast: [], slow: [] }
        // Alternating unthrottled and throttled loads, so both see the same machine load.
        for (let run = 0; run < RUNS; run += 1) {
          results.fast.push(await load(browser, url, false, storage))
          results.slow.push(await load(browser, url, true, storage))
        }
        const first = results.fast[0]!
        const jsGzip = gzipSize(dist, first.js)
        const own = median(results.fast.map((l) => l.own))
        const data = median(results.fast.map((l) => l.backend))
        const lcpFast = median(results.fast.map((l) => l.lcp))
        const lcpSlow = median(results.slow.map((l) => l.lcp))
        const peer = PEER_BASELINE.routes[route]?.throttledLcpMs
        const ratio = peer ? lcpSlow / ((peer[0] + peer[1]) / 2) : undefined
        console.info(`measured ${route} over ${transport.name} ${visit}`)
        if (VERBOSE) {
          for (const file of first.js) console.info(route, transport.name, file)
        }
        rows.push(
          [
            route.padEnd(13),
            account.padEnd(7),
            transport.name.padEnd(8),
            visit.padEnd(6),
            `${String(first.js.length).padStart(3)} JS ${kb(jsGzip).padStart(9)}`,
            `${String(own).padStart(3)} + ${String(data).padStart(2)} req`,
            `${median(results.fast.map((l) => l.fcp))
              .toFixed(0)
              .padStart(5)} / ${lcpFast.toFixed(0).padStart(5)} ms`,
            `${median(results.slow.map((l) => l.fcp))
              .toFixed(0)
              .padStart(5)} / ${lcpSlow.toFixed(0).padStart(5)} ms`,
            peer
              ? `${peer[0]}–${peer[1]} ms  ${ratio!.toFixed(2)}× (${(lcpSlow / peer[1]).toFixed(2)}–${(lcpSlow / peer[0]).toFixed(2)})`
              : 'n/a',
          ].join('  '),
        )
        if (account !== 'none') {
          const where = `${route} ${transport.name} (${visit} visit)`
          if (jsGzip > TARGETS.jsGzip) misses.push(`${where}: initial JS ${kb(jsGzip)}`)
          if (own > TARGETS.requests) misses.push(`${where}: ${own} requests before first paint`)
          if (transport.name === 'HTTP/1.1' && lcpSlow > TARGETS.throttledLcp) {
            misses.push(`${where}: throttled LCP ${lcpSlow.toFixed(0)} ms`)
          }
          if (ratio !== undefined && ratio > TARGETS.peerRatio) {
            misses.push(`${where}: ${ratio.toFixed(2)}× the peer's LCP`)
          }
        }
      }
    }
    console.info(`\n@fabula/web bench (median of ${RUNS} fresh loads each)\n`)
    console.info(
      [
        'route'.padEnd(13),
        'account'.padEnd(7),
        'via'.padEnd(8),
        'visit'.padEnd(6),
        'initial JS (gzip)'.padEnd(17),
        'req < FCP'.padEnd(11),
        'FCP / LCP fast'.padEnd(16),
        'FCP / LCP 4x+slow4G'.padEnd(19),
        'peer LCP (recorded)  ours/peer',
      ].join('  '),
    )
    console.info(rows.join('\n'))
    console.info(
      `\nreq < FCP: ours (document, config, CSS, JS, fonts) + the backend's (data; CORS preflights` +
        ` not counted).\nPeer: ${PEER_BASELINE.label}.`,
    )
    console.info(
      `Targets (signed in): initial JS <= 130 KB gzip; <= 12 requests before first paint; ` +
        `throttled LCP <= 2500 ms over HTTP/1.1 and <= 0.6x the peer's.`,
    )
    console.info(misses.length ? `Missed:\n  ${misses.join('\n  ')}` : 'All targets met.')
  } finally {
    await browser.close()
    plain.close()
    secure.close()
    await backend.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
