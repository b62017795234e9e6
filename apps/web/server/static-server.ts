import { createHash, randomBytes } from 'node:crypto'
import { readFile, readdir, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { IncomingMessage, Server } from 'node:http'
import { createSecureServer } from 'node:http2'
import type { Http2SecureServer, Http2ServerRequest } from 'node:http2'
import { extname, join, normalize, relative, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  localeDirection,
  matchLocale,
  negotiateLocale,
  parseAcceptLanguage,
  type Locale,
} from '../src/i18n/locales'
import { contentSecurityPolicy, inlineScriptHashes } from './csp'
import { DICTIONARY_PREFIX, createDictionaryFiles } from './dictionary-assets'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt'])
/** The anti-forgery cookie the HTTP client mirrors into `X-CSRF-Token` (src/lib/http-client). */
const CSRF_COOKIE = 'fabula-csrf'
/** Replaced in index.html by each response's style nonce (read at boot by src/app/csp-nonce). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__'
/** Replaced in every page by the runtime config (read at boot by src/config/runtime-config). */
export const CONFIG_PLACEHOLDER = '__FABULA_CONFIG__'

/**
 * A page ready to send: its style nonce, and the runtime config written into the
 * `<meta name="fabula-config">` it carries (attribute-escaped JSON), so the app needs no request
 * for it before its first paint.
 */
export function fillPage(
  html: string,
  nonce: string,
  config: { supabaseUrl: string; supabaseAnonKey: string },
): string {
  const json = JSON.stringify({
    supabaseUrl: config.supabaseUrl,
    supabaseAnonKey: config.supabaseAnonKey,
  })
  const attribute = json
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
  return html.replace(NONCE_PLACEHOLDER, nonce).replace(CONFIG_PLACEHOLDER, attribute)
}

interface Asset {
  body: Buffer
  gzip?: Buffer
  brotli?: Buffer
  type: string
  etag: string
}

/** Options of {@link createWebServer}. */
export interface WebServerOptions {
  /** The built app (vite build output). */
  distDir: string
  /** Values served as `/config.json` (runtime config, ADR 0010). */
  runtimeConfig: { supabaseUrl: string; supabaseAnonKey: string }
  /** Serve HTTP/2 over TLS (HTTP/1.1 still accepted) with this key pair, e.g. for the bench. */
  tls?: { key: Buffer | string; cert: Buffer | string }
  /** Folder served under `/dict/<version>/`; default: @fabula/dictionary's committed content. */
  dictionaryDir?: string
}

type Request = IncomingMessage | Http2ServerRequest
/** What the handler needs of an HTTP/1.1 or HTTP/2 compatibility response. */
interface Response {
  writeHead(status: number, headers?: Record<string, string>): this
  end(body?: Buffer | string): unknown
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
    ),
  )
  return nested.flat()
}

const ESCAPES: Record<string, string> = {
  n: '\n',
  r: '\r',
  t: '\t',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
}

/** The value of a JS string literal body (quotes removed), escapes resolved. */
export function unescapeJsString(body: string): string {
  return body.replace(
    /\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|\r?\n|.)/g,
    (_, esc: string) => {
      if (esc.startsWith('u{')) return String.fromCodePoint(parseInt(esc.slice(2, -1), 16))
      if (esc.startsWith('u') && esc.length === 5)
        return String.fromCharCode(parseInt(esc.slice(1), 16))
      if (esc.startsWith('x') && esc.length === 3)
        return String.fromCharCode(parseInt(esc.slice(1), 16))
      if (esc === '\n' || esc === '\r\n') return ''
      return ESCAPES[esc] ?? esc
    },
  )
}

/**
 * Sonner injects its stylesheet as an inline `<style>` at runtime, and Radix's Select and
 * ScrollArea render a fixed `<style>` for their viewports; hashing those fixed texts lets the CSP
 * allow exactly them and nothing else. Each is a string literal in the built bundle that starts
 * with the library's root selector (names are minified, string contents are not).
 */
export function inlineStyleHashes(jsSources: readonly string[]): string[] {
  // The empty text's hash: sonner appends its <style> element before filling it in.
  const hashes = new Set<string>(['sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='])
  const pattern =
    /(["'`])(\[data-(?:sonner-toaster|radix-[a-z-]+-viewport)\](?:[^"'`\\]|\\[\s\S]|(?!\1)["'`])*)\1/g
  for (const source of jsSources) {
    for (const match of source.matchAll(pattern)) {
      const css = unescapeJsString(match[2] ?? '')
      hashes.add(`sha256-${createHash('sha256').update(css).digest('base64')}`)
    }
  }
  return [...hashes]
}

/** Loads and pre-compresses every file of the build once; the app is small enough for memory. */
export async function loadAssets(distDir: string): Promise<Map<string, Asset>> {
  const assets = new Map<string, Asset>()
  for (const file of await listFiles(distDir)) {
    const ext = extname(file)
    const body = await readFile(file)
    const asset: Asset = {
      body,
      type: CONTENT_TYPES[ext] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
    }
    if (COMPRESSIBLE.has(ext) && body.length > 512) {
      asset.gzip = gzipSync(body, { level: 9 })
      asset.brotli = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      })
    }
    assets.set(`/${relative(distDir, file).split(sep).join('/')}`, asset)
  }
  return assets
}

/** The headers every response carries besides its own: the CSP and the browser hardening. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  }
}

function hasCookie(request: Request, name: string): boolean {
  return cookieValue(request, name) !== undefined
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}

/**
 * The language of an HTML response (ADR 0062): the `locale` cookie of a language menu, else the
 * browser's `Accept-Language`, else English, among the locales the build prerendered. The
 * browser's app negotiates the same way (plus the account's language once signed in).
 */
export function pickLocale(
  request: Pick<Request, 'headers'>,
  offered: readonly Locale[],
): { locale: Locale; dir: 'ltr' | 'rtl' } {
  const acceptLanguage = request.headers['accept-language']
  const locale = negotiateLocale(
    {
      cookie: cookieValue(request as Request, LOCALE_COOKIE),
      browser: parseAcceptLanguage(typeof acceptLanguage === 'string' ? acceptLanguage : ''),
    },
    offered,
  )
  const dirCookie = cookieValue(request as Request, 'dir')
  const dir = dirCookie === 'ltr' || dirCookie === 'rtl' ? dirCookie : localeDirection(locale)
  return { locale, dir }
}

/** Writes the response's language and direction on `<html>` (the template says `en`, `ltr`). */
function withLanguage(html: string, locale: Locale, dir: 'ltr' | 'rtl'): string {
  return html.replace(
    /<html lang="[\w-]+" dir="(?:ltr|rtl)">/,
    `<html lang="${locale}" dir="${dir}">`,
  )
}

function send(request: Request, response: Response, asset: Asset, headers: Record<string, string>) {
  const accept = String(request.headers['accept-encoding'] ?? '')
  const all: Record<string, string> = { ...headers, 'Content-Type': asset.type }
  if (asset.etag) all.ETag = asset.etag
  if (asset.gzip) all.Vary = all.Vary ? `${all.Vary}, Accept-Encoding` : 'Accept-Encoding'
  if (asset.etag && request.headers['if-none-match'] === asset.etag) {
    response.writeHead(304, all).end()
    return
  }
  let body = asset.body
  if (asset.brotli && /\bbr\b/.test(accept)) {
    body = asset.brotli
    all['Content-Encoding'] = 'br'
  } else if (asset.gzip && /\bgzip\b/.test(accept)) {
    body = asset.gzip
    all['Content-Encoding'] = 'gzip'
  }
  all['Content-Length'] = String(body.length)
  response.writeHead(200, all)
  response.end(request.method === 'HEAD' ? undefined : body)
}

/**
 * The prerendered pages listed in `prerendered.json` (path → locale → HTML file in the build; a
 * bare file name is English), if the build has any. A listed file that is missing is a broken
 * build: fail at start, not per request.
 */
async function loadPrerendered(dist: string, assets: Map<string, Asset>) {
  const pages = new Map<string, Map<Locale, string>>()
  const list = assets.get('/prerendered.json')
  if (!list) return pages
  const parsed = JSON.parse(list.body.toString('utf8')) as Record<string, unknown>
  for (const [path, entry] of Object.entries(parsed)) {
    const byLocale = typeof entry === 'string' ? { [DEFAULT_LOCALE]: entry } : entry
    const files = new Map<Locale, string>()
    for (const [tag, file] of Object.entries(byLocale as Record<string, unknown>)) {
      const locale = matchLocale([tag], [tag as Locale])
      const asset = typeof file === 'string' ? assets.get(`/${file}`) : undefined
      if (!asset || !locale) {
        throw new Error(`prerendered.json lists ${String(file)}, which is not in ${dist}`)
      }
      files.set(locale, asset.body.toString('utf8'))
    }
    pages.set(path, files)
  }
  return pages
}

/** Does `pathname` match a React Router pattern (`/read/story/:id`, `/*`)? */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean)
  const have = pathname.split('/').filter(Boolean)
  for (const [index, segment] of want.entries()) {
    if (segment === '*') return true
    const part = have[index]
    if (part === undefined) return false
    if (!segment.startsWith(':') && segment !== part) return false
  }
  return want.length === have.length
}

/** Static segments count most, then dynamic ones; a splat matches last (React Router's ranking). */
function patternRank(pattern: string): number {
  return pattern
    .split('/')
    .filter(Boolean)
    .reduce(
      (rank, segment) => rank + (segment === '*' ? -100 : segment.startsWith(':') ? 3 : 10),
      0,
    )
}

/**
 * The app shell with `modulepreload` links for a route's chunks (paths inside the build) and
 * `preload` links for the catalogue files its first render needs in the page's language.
 */
export function withModulePreloads(
  indexHtml: string,
  files: readonly string[],
  catalogues: readonly string[] = [],
): string {
  const modules = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
  // First in <head>: ahead of the head script, whose replay then leaves these files to them.
  const data = catalogues.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`)
  return indexHtml
    .replace(/<head>/, () => `<head>${data.join('')}`)
    .replace('</head>', () => `${modules.join('')}</head>`)
}

/** One entry of `route-preloads.json` (scripts/prerender.ts). */
interface RoutePreload {
  pattern: string
  files: string[]
  /** Per locale, the catalogue files (addresses under /assets/i18n/). */
  catalogues?: Record<string, string[]>
}

/**
 * The app shell per route pattern and language, with `modulepreload` links for the chunks that
 * route needs and `preload` links for its catalogue files (`route-preloads.json`, written at build
 * time by scripts/prerender.ts): the browser fetches them with the entry instead of after it has
 * run. Returns the shell for a pathname in a locale, if any.
 */
function routeShells(
  indexHtml: string,
  assets: Map<string, Asset>,
): (pathname: string, locale: string) => string | undefined {
  const list = assets.get('/route-preloads.json')
  if (!list) return () => undefined
  const entries = (JSON.parse(list.body.toString('utf8')) as RoutePreload[])
    .filter(({ files }) => files.every((file) => assets.has(`/${file}`)))
    .sort((a, b) => patternRank(b.pattern) - patternRank(a.pattern))
  const built = new Map<string, string>()
  return (pathname, locale) => {
    const entry = entries.find(({ pattern }) => matchesPattern(pattern, pathname))
    if (!entry) return undefined
    const key = `${entry.pattern} ${locale}`
    let html = built.get(key)
    if (html === undefined) {
      const catalogues = (entry.catalogues?.[locale] ?? []).filter((url) => assets.has(url))
      html = withModulePreloads(indexHtml, entry.files, catalogues)
      built.set(key, html)
    }
    return html
  }
}

/**
 * The production web server: static files with gzip/brotli, long caching for hashed assets, SPA
 * fallback to index.html, `/config.json`, a strict CSP on every response, and the anti-forgery
 * cookie. Plain Node, no framework: it does little and must stay auditable.
 */
export async function createWebServer(
  options: WebServerOptions,
): Promise<Server | Http2SecureServer> {
  const dist = normalize(options.distDir)
  await stat(join(dist, 'index.html'))
  const assets = await loadAssets(dist)
  const js = [...assets.entries()]
    .filter(([path]) => path.endsWith('.js'))
    .map(([, asset]) => asset.body.toString('utf8'))
  const backendOrigin = new URL(options.runtimeConfig.supabaseUrl).origin
  const styleHashes = inlineStyleHashes(js)
  const configAsset: Asset = {
    body: Buffer.from(JSON.stringify(options.runtimeConfig)),
    type: 'application/json; charset=utf-8',
    etag: `"${createHash('sha1').update(JSON.stringify(options.runtimeConfig)).digest('base64url').slice(0, 20)}"`,
  }
  const indexAsset = assets.get('/index.html')
  if (!indexAsset) throw new Error(`No index.html in ${dist}`)
  const indexHtml = indexAsset.body.toString('utf8')
  const scriptHashes = inlineScriptHashes(indexHtml)
  const base = securityHeaders(contentSecurityPolicy(backendOrigin, { styleHashes, scriptHashes }))

  const prerendered = await loadPrerendered(dist, assets)
  // The locales the build has pages for (English at least): the shell's <html lang> too.
  const offered = [
    ...new Set<Locale>([
      DEFAULT_LOCALE,
      ...[...prerendered.values()].flatMap((m) => [...m.keys()]),
    ]),
  ]
  const shells = routeShells(indexHtml, assets)
  const dictionary = createDictionaryFiles(options.dictionaryDir)

  /** An HTML page with a fresh style nonce, and the CSP that allows exactly that nonce. */
  const renderPage = (html: string): { asset: Asset; headers: Record<string, string> } => {
    const nonce = randomBytes(18).toString('base64')
    const body = Buffer.from(fillPage(html, nonce, options.runtimeConfig))
    const asset: Asset = {
      body,
      gzip: gzipSync(body),
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      type: indexAsset.type,
      etag: '',
    }
    return {
      asset,
      headers: securityHeaders(
        contentSecurityPolicy(backendOrigin, { styleHashes, styleNonce: nonce, scriptHashes }),
      ),
    }
  }

  const handle = (request: Request, response: Response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...base, Allow: 'GET, HEAD' }).end()
      return
    }
    const url = new URL(request.url ?? '/', 'http://localhost')
    let pathname: string
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      response.writeHead(400, base).end()
      return
    }
    const headers = { ...base }
    if (!hasCookie(request, CSRF_COOKIE)) {
      headers['Set-Cookie'] =
        `${CSRF_COOKIE}=${randomBytes(24).toString('base64url')}; Path=/; SameSite=Strict`
    }
    if (pathname === '/config.json') {
      send(request, response, configAsset, { ...headers, 'Cache-Control': 'no-store' })
      return
    }
    if (pathname.startsWith(DICTIONARY_PREFIX)) {
      // Versioned addresses (a hash of the content): cached for a year like hashed assets.
      void dictionary.get(pathname).then(
        (file) => {
          if (file) {
            send(request, response, file, {
              ...headers,
              'Cache-Control': 'public, max-age=31536000, immutable',
            })
          } else {
            response.writeHead(404, { ...headers, 'Content-Type': 'text/plain' }).end('Not found')
          }
        },
        () => response.writeHead(500, headers).end(),
      )
      return
    }
    const asset = pathname === '/' || pathname === '/index.html' ? undefined : assets.get(pathname)
    if (asset) {
      const immutable = pathname.startsWith('/assets/')
      send(request, response, asset, {
        ...headers,
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      })
      return
    }
    if (extname(pathname) !== '' && !pathname.endsWith('.html')) {
      response.writeHead(404, { ...headers, 'Content-Type': 'text/plain' }).end('Not found')
      return
    }
    // Public pages without a query string come prerendered (scripts/prerender.ts) and hydrate;
    // every other route is rendered in the browser, and the router shows its own 404 page.
    // A public page comes prerendered in the visitor's language when the build has it; any other
    // page is the shell with <html lang dir> already right for the first paint.
    const chosen = pickLocale(request, offered)
    const painted = url.search === '' ? prerendered.get(pathname) : undefined
    const locale = painted && !painted.has(chosen.locale) ? DEFAULT_LOCALE : chosen.locale
    const page = renderPage(
      painted?.get(locale) ??
        withLanguage(shells(pathname, locale) ?? indexHtml, locale, chosen.dir),
    )
    send(request, response, page.asset, {
      ...headers,
      ...page.headers,
      'Cache-Control': 'no-store',
      'Content-Language': locale,
      Vary: 'Cookie, Accept-Language',
    })
  }
  return options.tls
    ? createSecureServer({ ...options.tls, allowHTTP1: true }, (request, response) =>
        handle(request, response as unknown as Response),
      )
    : createServer(handle)
}
