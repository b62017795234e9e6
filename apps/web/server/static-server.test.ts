// @vitest-environment node
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createHash } from 'node:crypto'
import { get } from 'node:https'
import { connect } from 'node:http2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createWebServer,
  fillPage,
  inlineStyleHashes,
  matchesPattern,
  unescapeJsString,
} from './static-server'
import { inlineScriptHashes } from './csp'
import { selfSignedCert } from './self-signed-cert'

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`
/** The build writes the head script into every page (ADR 0072); the CSP allows it by hash. */
const HEAD_SCRIPT = 'document.documentElement.dataset.ready = "1"'

let base = ''
let dist = ''
let close: () => void = () => undefined

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'fabula-web-'))
  await mkdir(join(dist, 'assets'))
  await writeFile(
    join(dist, 'index.html'),
    `<html><head><script>${HEAD_SCRIPT}</script><meta name="csp-nonce" content="__CSP_NONCE__"><meta name="fabula-config" content="__FABULA_CONFIG__"></head><body><script type="module" src="/assets/app-abc.js"></script></body></html>`,
  )
  await writeFile(
    join(dist, 'assets', 'app-abc.js'),
    `console.log(1);x(\`[data-sonner-toaster]{a:b}\`);${'/* padding */'.repeat(100)}`,
  )
  const server = await createWebServer({
    distDir: dist,
    runtimeConfig: { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'a'.repeat(40) },
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})

afterAll(() => close())

describe('web server', () => {
  it('serves any app route as index.html with a strict CSP and a fresh style nonce', async () => {
    const first = await fetch(`${base}/users?page=2`)
    const csp = first.headers.get('content-security-policy') ?? ''
    expect(first.status).toBe(200)
    expect(csp).toContain("default-src 'self'")
    // Our files, and the one inline script the page carries by its hash: nothing else runs.
    expect(csp).toContain(`script-src 'self' '${sha(HEAD_SCRIPT)}';`)
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:54321 ws://127.0.0.1:54321;")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain(`'${sha('[data-sonner-toaster]{a:b}')}'`)
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(await first.text()).toContain(`content="${nonce}"`)
    const second = await fetch(`${base}/dashboard`)
    expect(second.headers.get('content-security-policy')).not.toContain(`nonce-${nonce}`)
  })

  it('writes the runtime config into every page, attribute-escaped', async () => {
    const html = await (await fetch(`${base}/dashboard`)).text()
    const content = /name="fabula-config" content="([^"]*)"/.exec(html)?.[1] ?? ''
    expect(content.replaceAll('&quot;', '"')).toBe(
      JSON.stringify({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'a'.repeat(40) }),
    )
    const tricky = fillPage('<meta content="__FABULA_CONFIG__">', 'n', {
      supabaseUrl: 'https://x.test/?a="b"&c=<d>',
      supabaseAnonKey: 'k',
    })
    expect(tricky).not.toMatch(/content="[^"]*"[^>]/)
    expect(tricky).toContain('\\&quot;b\\&quot;&amp;c=&lt;d&gt;')
  })

  it('serves the runtime config uncached', async () => {
    const response = await fetch(`${base}/config.json`)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      supabaseUrl: 'http://127.0.0.1:54321',
      supabaseAnonKey: 'a'.repeat(40),
    })
  })

  it('compresses hashed assets and caches them for a year', async () => {
    const response = await fetch(`${base}/assets/app-abc.js`, {
      headers: { 'Accept-Encoding': 'br' },
    })
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect(await response.text()).toContain('console.log(1)')
  })

  it('answers 404 for a missing file and sets the anti-forgery cookie', async () => {
    const response = await fetch(`${base}/assets/missing.js`)
    expect(response.status).toBe(404)
    expect(response.headers.get('set-cookie')).toMatch(
      /^fabula-csrf=[\w-]+; Path=\/; SameSite=Strict$/,
    )
  })

  it('refuses methods other than GET and HEAD', async () => {
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405)
  })
})

describe('inline style hashes', () => {
  it('finds sonner and Radix viewport styles in any quote style', () => {
    const hashes = inlineStyleHashes([
      `a("[data-sonner-toaster]{content:\\"x\\"}");b('[data-radix-select-viewport]{c:d}')`,
    ])
    expect(hashes).toContain(sha('[data-sonner-toaster]{content:"x"}'))
    expect(hashes).toContain(sha('[data-radix-select-viewport]{c:d}'))
  })

  it('resolves escapes like the JS engine would', () => {
    expect(unescapeJsString('a\\nb\\u0041\\x42\\\\')).toBe('a\nbAB\\')
  })
})

describe('prerendered pages', () => {
  async function serve(files: Record<string, string>) {
    const dist = await mkdtemp(join(tmpdir(), 'fabula-web-pre-'))
    await mkdir(join(dist, 'prerendered'))
    await writeFile(
      join(dist, 'index.html'),
      '<html><body><div id="root"></div>SHELL</body></html>',
    )
    for (const [name, body] of Object.entries(files)) {
      await mkdir(dirname(join(dist, name)), { recursive: true })
      await writeFile(join(dist, name), body)
    }
    const server = await createWebServer({
      distDir: dist,
      runtimeConfig: { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'a'.repeat(40) },
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
  }

  it('serves a listed page’s HTML for its exact path, with its own style nonce', async () => {
    const { url, server } = await serve({
      'prerendered.json': JSON.stringify({ '/sign-in': 'prerendered/sign-in.html' }),
      'prerendered/sign-in.html':
        '<html><head><meta name="csp-nonce" content="__CSP_NONCE__"></head><body>PAINTED</body></html>',
    })
    const page = await fetch(`${url}/sign-in`)
    const nonce = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1]
    const html = await page.text()
    expect(html).toContain('PAINTED')
    expect(html).toContain(`content="${nonce}"`)
    // A query string may change what the page shows, and other paths are not listed.
    await expect((await fetch(`${url}/sign-in?error-id=x`)).text()).resolves.toContain('SHELL')
    await expect((await fetch(`${url}/sign-up`)).text()).resolves.toContain('SHELL')
    server.close()
  })

  it('serves each visitor the page in their language: cookie, then Accept-Language', async () => {
    const page = (lang: string, dir: string, text: string) =>
      `<html lang="${lang}" dir="${dir}"><head></head><body>${text}</body></html>`
    const { url, server } = await serve({
      'index.html': '<html lang="en" dir="ltr"><body><div id="root"></div>SHELL</body></html>',
      'prerendered.json': JSON.stringify({
        '/sign-in': {
          en: 'prerendered/en/sign-in.html',
          ja: 'prerendered/ja/sign-in.html',
          ar: 'prerendered/ar/sign-in.html',
        },
      }),
      'prerendered/en/sign-in.html': page('en', 'ltr', 'Sign in'),
      'prerendered/ja/sign-in.html': page('ja', 'ltr', 'ログイン'),
      'prerendered/ar/sign-in.html': page('ar', 'rtl', 'تسجيل الدخول'),
    })
    const get = async (path: string, headers: Record<string, string>) => {
      const response = await fetch(`${url}${path}`, { headers })
      return { text: await response.text(), language: response.headers.get('content-language') }
    }
    expect(await get('/sign-in', { 'Accept-Language': 'ja-JP,ja;q=0.9,en;q=0.8' })).toEqual({
      text: page('ja', 'ltr', 'ログイン'),
      language: 'ja',
    })
    // Not offered (pt), then the next the visitor accepts.
    expect((await get('/sign-in', { 'Accept-Language': 'pt-BR, ar;q=0.5' })).language).toBe('ar')
    expect((await get('/sign-in', { 'Accept-Language': 'pt-BR' })).language).toBe('en')
    // A language menu's cookie wins over the browser.
    const chosen = await get('/sign-in', { 'Accept-Language': 'ja', Cookie: 'locale=ar' })
    expect(chosen.text).toContain('تسجيل الدخول')
    // The shell of any other page carries the language and its direction; a dir cookie wins.
    expect((await get('/dashboard', { 'Accept-Language': 'ar' })).text).toContain(
      '<html lang="ar" dir="rtl">',
    )
    expect(
      (await get('/dashboard', { 'Accept-Language': 'ar', Cookie: 'dir=ltr' })).text,
    ).toContain('<html lang="ar" dir="ltr">')
    server.close()
  })

  it('refuses to start when the list names a page the build does not have', async () => {
    await expect(
      serve({ 'prerendered.json': JSON.stringify({ '/otp': 'prerendered/otp.html' }) }),
    ).rejects.toThrow(/prerendered\/otp.html/)
  })
})

describe('route preloads', () => {
  it('matches React Router patterns, static segments first', () => {
    expect(matchesPattern('/dashboard', '/dashboard')).toBe(true)
    expect(matchesPattern('/dashboard', '/dashboard/x')).toBe(false)
    expect(matchesPattern('/read/story/:id', '/read/story/abc')).toBe(true)
    expect(matchesPattern('/read/story/:id', '/read/story')).toBe(false)
    expect(matchesPattern('/', '/')).toBe(true)
    expect(matchesPattern('/', '/users')).toBe(false)
    expect(matchesPattern('/*', '/anything/at/all')).toBe(true)
  })

  it('adds the route’s chunks as modulepreload links to the shell it sends', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'fabula-web-preload-'))
    await mkdir(join(dist, 'assets'))
    await writeFile(join(dist, 'index.html'), '<html><head></head><body>SHELL</body></html>')
    await writeFile(join(dist, 'assets', 'story.js'), 'export {}')
    await writeFile(join(dist, 'assets', 'generating.js'), 'export {}')
    await writeFile(join(dist, 'assets', 'missing-ok.js'), 'export {}')
    await writeFile(
      join(dist, 'route-preloads.json'),
      JSON.stringify([
        { pattern: '/read/story/:id', files: ['assets/story.js'] },
        { pattern: '/read/story/generating', files: ['assets/generating.js'] },
        { pattern: '/gone', files: ['assets/not-built.js'] },
      ]),
    )
    const server = await createWebServer({
      distDir: dist,
      runtimeConfig: { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'a'.repeat(40) },
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const story = await (await fetch(`${url}/read/story/s-1`)).text()
    expect(story).toContain('<link rel="modulepreload" crossorigin href="/assets/story.js">')
    // The static segment outranks the parameter.
    const generating = await (await fetch(`${url}/read/story/generating?request=r`)).text()
    expect(generating).toContain('href="/assets/generating.js"')
    expect(generating).not.toContain('href="/assets/story.js"')
    // A pattern whose files are not in the build is ignored, and unknown paths get the plain shell.
    expect(await (await fetch(`${url}/gone`)).text()).not.toContain('modulepreload')
    expect(await (await fetch(`${url}/nowhere`)).text()).not.toContain('modulepreload')
    server.close()
  })

  it('adds the catalogue files of the route in the page’s language as preload links', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'fabula-web-catalogue-'))
    await mkdir(join(dist, 'assets', 'i18n', 'h1', 'en'), { recursive: true })
    await writeFile(join(dist, 'index.html'), '<html><head></head><body>SHELL</body></html>')
    await writeFile(join(dist, 'assets', 'dashboard.js'), 'export {}')
    await writeFile(join(dist, 'assets', 'i18n', 'h1', 'en', 'learner.pages.json'), '{}')
    await writeFile(
      join(dist, 'route-preloads.json'),
      JSON.stringify([
        {
          pattern: '/dashboard',
          files: ['assets/dashboard.js'],
          catalogues: {
            en: ['/assets/i18n/h1/en/learner.pages.json', '/assets/i18n/h1/en/not-built.json'],
            de: ['/assets/i18n/h1/de/core.json'],
          },
        },
      ]),
    )
    const server = await createWebServer({
      distDir: dist,
      runtimeConfig: { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'a'.repeat(40) },
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const page = await (
      await fetch(`${url}/dashboard`, { headers: { 'Accept-Language': 'en' } })
    ).text()
    expect(page).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/assets/i18n/h1/en/learner.pages.json">',
    )
    // Only files the build has, and only the page's own language.
    expect(page).not.toContain('not-built.json')
    expect(page).not.toContain('/de/')
    server.close()
  })
})

describe('web server with a certificate', () => {
  let origin = ''
  let stop: () => void = () => undefined

  beforeAll(async () => {
    const server = await createWebServer({
      distDir: dist,
      runtimeConfig: { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'a'.repeat(40) },
      tls: selfSignedCert(),
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
    stop = () => server.close()
  })

  afterAll(() => stop())

  it('speaks HTTP/2, with the same CSP', async () => {
    const session = connect(origin, { rejectUnauthorized: false })
    try {
      const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
        const stream = session.request({ ':path': '/dashboard' })
        stream.on('response', (received) => {
          stream.resume()
          resolve(received)
        })
        stream.on('error', reject)
      })
      expect(headers[':status']).toBe(200)
      expect(String(headers['content-security-policy'])).toContain(
        `script-src 'self' '${sha(HEAD_SCRIPT)}';`,
      )
      expect(session.alpnProtocol).toBe('h2')
    } finally {
      session.close()
    }
  })

  it('still answers a client that only speaks HTTP/1.1', async () => {
    const { status, protocol } = await new Promise<{ status?: number; protocol: string }>(
      (resolve, reject) => {
        get(
          `${origin}/config.json`,
          // An HTTPS client of HTTP/1.1 only: Node's `https` offers no ALPN, like old clients.
          { rejectUnauthorized: false },
          (response) => {
            response.resume()
            resolve({ status: response.statusCode, protocol: response.httpVersion })
          },
        ).on('error', reject)
      },
    )
    expect(status).toBe(200)
    expect(protocol).toBe('1.1')
  })
})

describe('inline script hashes', () => {
  it('hashes the text of every inline script and ignores scripts with a src', () => {
    const html =
      '<head><script>a()</script><script type="module" src="/x.js"></script></head>' +
      '<body><script type="text/javascript">b()\n</script></body>'
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()\n')])
  })
})
