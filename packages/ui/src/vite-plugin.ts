import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/** Public URL path the no-flash script is served from. */
export const THEME_INIT_PATH = '/theme-init.js'

/**
 * Vite plugin that serves `@fabula/ui/theme-init.js` at `/theme-init.js` (dev and build) and
 * puts a blocking `<script src>` for it first in `<head>`. An external file keeps the app's
 * strict CSP free of `'unsafe-inline'` while still applying theme, font and direction before
 * the first paint.
 */
export function fabulaThemeInit(): Plugin {
  const source = readFileSync(fileURLToPath(new URL('./theme-init.js', import.meta.url)), 'utf8')
  return {
    name: 'fabula-theme-init',
    configureServer(server) {
      server.middlewares.use(THEME_INIT_PATH, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8')
        response.end(source)
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: THEME_INIT_PATH.slice(1), source })
    },
    transformIndexHtml() {
      return [{ tag: 'script', attrs: { src: THEME_INIT_PATH }, injectTo: 'head-prepend' }]
    },
  }
}
