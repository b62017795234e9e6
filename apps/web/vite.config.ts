import { fabulaThemeInit } from '@fabula/ui/vite'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import {
  DICTIONARY_PREFIX,
  createDictionaryFiles,
  dictionaryVersion,
} from './server/dictionary-assets'

/**
 * The open dictionaries under `/dict/<version>/` (ADR 0058): the version (a hash of the content)
 * is built into the app, and the dev server serves the files as the production server does
 * (server/static-server.ts). They never enter the bundle: the reader fetches shards on demand.
 */
function fabulaDictionary(): Plugin {
  const files = createDictionaryFiles()
  return {
    name: 'fabula-dictionary',
    config: () => ({
      define: { 'import.meta.env.VITE_DICTIONARY_VERSION': JSON.stringify(dictionaryVersion()) },
    }),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname
        if (!pathname.startsWith(DICTIONARY_PREFIX)) return next()
        void files.get(pathname).then((file) => {
          if (!file) {
            response.statusCode = 404
            response.end('Not found')
            return
          }
          response.setHeader('Content-Type', file.type)
          response.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
          response.end(file.body)
        }, next)
      })
    },
  }
}

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [react(), tailwindcss(), fabulaThemeInit(), fabulaDictionary()],
  server: { port: 5173, strictPort: false },
  build: {
    target: 'es2022',
    // No inline scripts or styles: the served CSP forbids 'unsafe-inline' (ADR 0010).
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    // Read by scripts/prerender.ts to preload each prerendered page's route chunks.
    manifest: true,
  },
})
