import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { minify, transformWithOxc, type Plugin } from 'vite'

/** The replay's source: a module without imports, so it can run as a classic script. */
const SOURCE = fileURLToPath(new URL('./src/app/early-data/replay-script.ts', import.meta.url))

/**
 * The early data replay as plain JavaScript: the TypeScript of replay-script.ts without its types
 * and exports, run at once against `window`.
 */
export async function earlyDataScript(): Promise<string> {
  const source = readFileSync(SOURCE, 'utf8')
  if (/^\s*import\s/m.test(source)) throw new Error('replay-script.ts must not import anything')
  const { code } = await transformWithOxc(source, SOURCE, { lang: 'ts' })
  const body = code.replace(/^export\s+(?=(const|function|interface|type)\s)/gm, '')
  return `;(function () {\n${body}\nstartEarlyData(window)\n${WARM_INTL}})()\n`
}

/**
 * The first Intl call of a page loads the time zone and locale data (about 45 ms at 4× CPU).
 * Made from the head script once the parser yields, while the page waits for its scripts, the
 * guard's fingerprint (time zone) and the first render's formatters no longer pay for it.
 */
const WARM_INTL = `if (typeof window.setTimeout === 'function') window.setTimeout(function () {
  try { Intl.DateTimeFormat().resolvedOptions() } catch (_error) {}
}, 0)
`

/** The site icon as index.html links it; public/favicon.svg stays for anything else. */
const FAVICON_LINK = /href="\/favicon\.svg"/
const FAVICON_FILE = fileURLToPath(new URL('./public/favicon.svg', import.meta.url))

/**
 * Writes the site icon into the page as a data address (the CSP's `img-src` allows `data:`), so
 * the browser does not spend one of a first paint's requests on a 179-byte file.
 */
export function inlineFavicon(html: string, svg: string): string {
  if (!FAVICON_LINK.test(html)) throw new Error('no <link href="/favicon.svg"> in the page')
  return html.replace(
    FAVICON_LINK,
    () => `href="data:image/svg+xml,${encodeURIComponent(svg.trim())}"`,
  )
}

/** The head script's tag as @fabula/ui's plugin writes it into index.html. */
const HEAD_SCRIPT_TAG = /<script src="\/theme-init\.js"><\/script>/

/**
 * Writes a script's text into a page in place of its `<script src>`: the text must not end the
 * element early, which an HTML parser would do at `</script`.
 */
export function inlineHeadScript(html: string, script: string): string {
  if (/<\/script/i.test(script)) throw new Error('the head script must not contain "</script"')
  if (!HEAD_SCRIPT_TAG.test(html)) throw new Error('no <script src="/theme-init.js"> in the page')
  return html.replace(HEAD_SCRIPT_TAG, () => `<script>${script}</script>`)
}

/**
 * Appends the early data replay (ADR 0070) to the head script (`/theme-init.js`, emitted by
 * @fabula/ui's plugin) and writes the result into the page itself (ADR 0072): a returning
 * learner's first-paint requests leave as soon as the document's head is parsed, and the page
 * costs no request for its head script, nor for its icon. The CSP allows exactly that text by its hash
 * (server/csp.ts `inlineScriptHashes`). The file stays in the build for pages cached before.
 * Build only: the dev server's page loads its data itself.
 */
export function fabulaEarlyData(): Plugin {
  return {
    name: 'fabula-early-data',
    apply: 'build',
    enforce: 'post',
    // The browser build writes the page; the prerender build (Node) has none.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async generateBundle(_, bundle) {
      const head = bundle['theme-init.js']
      if (!head || head.type !== 'asset') {
        this.error('fabula-early-data: the head script theme-init.js was not emitted')
      }
      // Minified: every page carries it, and its comments would otherwise travel too.
      const script = `${String(head.source)}${await earlyDataScript()}`
      const minified = await minify('theme-init.js', script, {})
      if (minified.errors.length > 0)
        this.error(`fabula-early-data: ${minified.errors[0]?.message}`)
      head.source = minified.code
      const page = bundle['index.html']
      if (!page || page.type !== 'asset') this.error('fabula-early-data: no index.html emitted')
      const icon = readFileSync(FAVICON_FILE, 'utf8')
      page.source = inlineFavicon(inlineHeadScript(String(page.source), String(head.source)), icon)
    },
  }
}
