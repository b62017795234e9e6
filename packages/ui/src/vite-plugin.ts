import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/** Public URL path the no-flash script is served from. */
export const THEME_INIT_PATH = '/theme-init.js'

/** The script sits beside this module in the repo (src/) and one folder up from dist/ when published. */
function themeInitFile(): string {
  const beside = fileURLToPath(new URL('./theme-init.js', import.meta.url))
  return existsSync(beside)
    ? beside
    : fileURLToPath(new URL('../src/theme-init.js', import.meta.url))
}

/**
 * Vite plugin that serves `@fabula/ui/theme-init.js` at `/theme-init.js` (dev and build) and
 * puts a blocking `<script src>` for it first in `<head>`. An external file keeps the app's
 * strict CSP free of `'unsafe-inline'` while still applying theme, font and direction before
 * the first paint.
 */
export function fabulaThemeInit(): Plugin {
  const source = readFileSync(themeInitFile(), 'utf8')
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
