/**
 * `pnpm --filter @fabula/web build:static`: turns the build (`dist/`) into a folder any static
 * host can serve next to a hosted Supabase project (`dist-static/`, ADR 0066):
 *
 * - `config.json` with the project's URL and anon key (`SUPABASE_URL`, `SUPABASE_ANON_KEY`);
 * - one HTML file per address the production server would answer specially: the prerendered
 *   public pages, and every route without parameters as the app shell with its chunks as
 *   `modulepreload` links (`dashboard/index.html`); `index.html` answers everything else;
 * - the open dictionaries under `dict/<version>/`;
 * - `_headers` (the CSP with the backend's origin, the browser hardening, a year of caching for
 *   hashed files) and `_redirects` (every other path → `index.html`), the files Netlify and
 *   Cloudflare Pages read; other hosts take the same values in their own configuration.
 *
 * A static host cannot mint a style nonce per response, so one is drawn here for the whole
 * deployment: it only ever allowed Radix's scroll-lock `<style>`; scripts stay `'self'` only.
 */
import { randomBytes } from 'node:crypto'
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { DEFAULT_LOCALE } from '../src/i18n/locales'
import { CONTENT_DIRECTORY } from '@fabula/dictionary/node'
import { contentSecurityPolicy, inlineScriptHashes } from '../server/csp'
import { dictionaryVersion } from '../server/dictionary-assets'
import {
  fillPage,
  inlineStyleHashes,
  securityHeaders,
  withModulePreloads,
} from '../server/static-server'

const APP_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..')

const StaticEnvSchema = v.object({
  SUPABASE_URL: v.pipe(v.string(), v.url()),
  SUPABASE_ANON_KEY: v.pipe(v.string(), v.minLength(20)),
})

const RoutePreloadsSchema = v.array(v.object({ pattern: v.string(), files: v.array(v.string()) }))
/** `prerendered.json`: per path, the prerendered page of each locale (scripts/prerender.ts). */
const PrerenderedSchema = v.record(v.string(), v.record(v.string(), v.string()))

/** A year: the file names of `assets/` and `dict/<version>/` change with their content. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
    ),
  )
  return nested.flat()
}

async function main() {
  const parsed = v.safeParse(StaticEnvSchema, process.env)
  if (!parsed.success) {
    throw new Error(
      'SUPABASE_URL and SUPABASE_ANON_KEY must be set: the project the static app talks to.',
    )
  }
  const env = parsed.output
  const dist = resolve(process.argv[2] ?? join(APP_DIR, 'dist'))
  const out = resolve(process.argv[3] ?? join(APP_DIR, 'dist-static'))
  await rm(out, { recursive: true, force: true })
  await cp(dist, out, {
    recursive: true,
    // Build bookkeeping and the server's own lists stay behind; the catalogues (assets/i18n/)
    // are the app's own files.
    filter: (source) => {
      const path = source.slice(dist.length)
      return (
        /^[\\/]assets[\\/]/.test(path) || !/[\\/](\.vite|prerendered)([\\/]|$)|\.json$/.test(path)
      )
    },
  })

  const nonce = randomBytes(18).toString('base64')
  const config = { supabaseUrl: env.SUPABASE_URL, supabaseAnonKey: env.SUPABASE_ANON_KEY }
  const read = async (file: string) => readFile(join(dist, file), 'utf8')
  const indexHtml = fillPage(await read('index.html'), nonce, config)
  const pages = new Map<string, string>()
  const preloads = v.parse(RoutePreloadsSchema, JSON.parse(await read('route-preloads.json')))
  for (const { pattern, files } of preloads) {
    if (pattern === '/' || /[:*]/.test(pattern)) continue
    pages.set(pattern, withModulePreloads(indexHtml, files))
  }
  const prerendered = v.parse(PrerenderedSchema, JSON.parse(await read('prerendered.json')))
  // A static host cannot choose a page by the visitor's language: it serves the English one, and
  // a visitor in another language gets the page rendered in theirs in the browser (boot.tsx
  // hydrates only a page in the visitor's locale).
  for (const [path, byLocale] of Object.entries(prerendered)) {
    const file = byLocale[DEFAULT_LOCALE]
    if (file) pages.set(path, fillPage(await read(file), nonce, config))
  }
  await writeFile(join(out, 'index.html'), indexHtml)
  for (const [path, html] of pages) {
    await mkdir(join(out, path), { recursive: true })
    await writeFile(join(out, path, 'index.html'), html)
  }
  await writeFile(join(out, 'config.json'), JSON.stringify(config))
  await cp(CONTENT_DIRECTORY, join(out, 'dict', dictionaryVersion()), { recursive: true })

  const scripts = (await listFiles(join(out, 'assets'))).filter((file) => file.endsWith('.js'))
  const styleHashes = inlineStyleHashes(
    await Promise.all(scripts.map((file) => readFile(file, 'utf8'))),
  )
  const csp = contentSecurityPolicy(new URL(env.SUPABASE_URL).origin, {
    styleHashes,
    styleNonce: nonce,
    scriptHashes: inlineScriptHashes(indexHtml),
  })
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  const revalidate = ['/', '/index.html', '/config.json', ...pages.keys()]
  await writeFile(
    join(out, '_headers'),
    [
      block('/*', securityHeaders(csp)),
      block('/assets/*', { 'Cache-Control': IMMUTABLE }),
      block('/dict/*', { 'Cache-Control': IMMUTABLE }),
      ...revalidate.map((path) => block(path, { 'Cache-Control': 'no-cache' })),
    ].join('\n\n') + '\n',
  )
  await writeFile(join(out, '_redirects'), '/*  /index.html  200\n')
  console.info(`static deployment in ${out} (${pages.size + 1} pages, backend ${env.SUPABASE_URL})`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
