import { fabulaThemeInit } from '@fabula/ui/vite'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { fabulaCatalogues } from './vite-catalogues'
import { fabulaEarlyData } from './vite-early-data'
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

const APP_DIR = fileURLToPath(new URL('.', import.meta.url))

/**
 * What the signed-in pages' data needs: the data client, TanStack Query, the repositories, and
 * every page's data module (a few hundred bytes each; ADR 0065).
 */
const DATA_PATH =
  /node_modules[\\/]@(supabase[\\/](postgrest|functions)-js|tanstack[\\/](query-core|react-query))[\\/]|packages[\\/][a-z-]+-api[\\/]src[\\/]|src[\\/]app[\\/](services|data-client)\.ts|src[\\/]lib[\\/](query-client|email-preferences)\.ts|src[\\/]routes[\\/][a-z0-9-]+[\\/]data\.ts$/

/**
 * The repositories that load on their first call (ADR 0073, src/app/lazy-repository.ts), one
 * chunk each with their package; the package's query options (`react/`) stay with the data path,
 * and its light constants with whoever imports them (the entry's address rules).
 */
const LAZY_REPOSITORIES = ['lessons', 'staff', 'help-center', 'integrations'].map((name) => ({
  name: `${name}-api`,
  test: new RegExp(
    `src[\\\\/]app[\\\\/]repositories[\\\\/]${name}\\.ts$|packages[\\\\/]${name}-api[\\\\/]src[\\\\/](?!react[\\\\/]|constants\\.ts$|analytics-range\\.ts$|contract[\\\\/]categories\\.ts$)`,
  ),
  priority: 31,
  includeDependenciesRecursively: false,
}))

/**
 * The pages anyone may open (sign-in and the like) and what they use; signed-in pages that need
 * one of those pieces (a card, an input) load this chunk too (11 KB gzip).
 */
const PUBLIC_PAGES =
  /src[\\/]routes[\\/](sign-in|sign-up|forgot-password|otp|landing|auth-callback|auth-invitation|error-\d+|error-page)[\\/]/
/**
 * The few pieces public and signed-in pages share (card, field, input, label, logo, the message
 * packs' `t` modules: ~2 KB gzip):
 * with the entry, so a signed-in page never loads the public pages' chunk for them.
 */
const FORM_KIT =
  /packages[\\/]ui[\\/]src[\\/]components[\\/](card|field|input|label)\.tsx|src[\\/]components[\\/]logo\.tsx|src[\\/]lib[\\/]hydrated\.ts|src[\\/]i18n[\\/][a-z-]+\.ts$|node_modules[\\/]@radix-ui[\\/]react-(label|primitive)[\\/]/

/**
 * The signed-in chrome (layout, sidebar, header stand-ins) and everything it uses; the menus and
 * the command palette it loads on demand stay out.
 */
const SIGNED_IN_LAYOUT =
  /src[\\/]routes[\\/]app-layout[\\/](route|app-sidebar|deferred-header-menus|header-menu-buttons|use-visible-nav)\.tsx?$/

/**
 * Light leaves many pages share: icons, words, simple components and helpers. Taken without
 * their imports (they import little beyond React and the UI kit's class helpers), so grouping
 * them never drags a heavy module onto a page that does not use it.
 */
const PAGE_KIT =
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]|src[\\/]i18n[\\/]|src[\\/]components[\\/](page|nothing-yet|preload-link|settings-section|filter-toggles)\.tsx|src[\\/]features[\\/]reading[\\/](level-label|coverage|frequency-ranks|time-zone|review-due-card|vocabulary-search)\.tsx?|src[\\/]lib[\\/](language-name|table-labels|search[\\/]use-search)\.ts|src[\\/]routes[\\/]read-generate[\\/]native-select\.tsx|packages[\\/]reading[\\/]src[\\/]|packages[\\/]ui[\\/]src[\\/]components[\\/](badge|card|checkbox|empty-state|field|input|label|progress|separator|skeleton|table|textarea|popover-classes)\.tsx?|packages[\\/]ui[\\/]src[\\/]patterns[\\/]deferred-overlay\.tsx|src[\\/]components[\\/]mount-once-opened\.tsx|packages[\\/]ui[\\/]src[\\/]patterns[\\/](chart(-scale)?|pagination(-items)?)\.tsx?|node_modules[\\/]@radix-ui[\\/]react-(context|primitive|slot|compose-refs|use-[a-z-]+|id|presence|direction|progress|separator|label|visually-hidden|checkbox)[\\/]|node_modules[\\/]@radix-ui[\\/]primitive[\\/]/

/**
 * What menus, dialogs, selects and popovers are made of (Radix, floating-ui, scroll locking) and
 * the UI kit's components over them: one chunk for the pages that use any of them.
 */
const OVERLAYS =
  /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden|cmdk|tslib)[\\/]|packages[\\/]ui[\\/]src[\\/]components[\\/](select|dialog|popover|dropdown-menu|sheet|alert-dialog|command|tooltip|combobox|radio-group|scroll-area|slider|switch|tabs)\.tsx/

/** The data table and its parts (TanStack Table), for the list pages of staff and words. */
const DATA_TABLE =
  /packages[\\/]ui[\\/]src[\\/]patterns[\\/]data-table[\\/]|node_modules[\\/]@tanstack[\\/](table-core|react-table)[\\/]/

/**
 * Chunk groups (ADR 0065): the entry's libraries; the signed-in data path (data client, TanStack
 * Query, repositories); the public pages; the signed-in chrome — each with the modules its
 * members use — and the light leaves pages share. The rest stays split by route. Higher priority
 * wins a module several groups want. A page loads a handful of right-sized files instead of
 * dozens of tiny ones.
 */
const CHUNK_GROUPS = [
  { name: 'vendor', test: /node_modules/, tags: ['$initial' as const], priority: 40 },
  { name: 'boot', tags: ['$initial' as const], priority: 35 },
  { name: 'boot', test: FORM_KIT, priority: 34 },
  ...LAZY_REPOSITORIES,
  // The data path and the signed-in chrome come together on every signed-in page: one chunk.
  {
    name: 'data',
    test: new RegExp(`${DATA_PATH.source}|${SIGNED_IN_LAYOUT.source}`),
    priority: 30,
  },
  { name: 'public', test: PUBLIC_PAGES, priority: 27 },
  {
    name: 'page-kit',
    test: PAGE_KIT,
    minShareCount: 2,
    priority: 22,
    includeDependenciesRecursively: false,
  },
  { name: 'overlays', test: OVERLAYS, minShareCount: 2, priority: 21 },
  { name: 'data-table', test: DATA_TABLE, minShareCount: 2, priority: 20 },
]

/** Where {@link moduleChunks} writes its map, inside the build folder. */
export const MODULE_CHUNKS_FILE = '.vite/module-chunks.json'

/**
 * Writes which chunk holds each of our source modules and what each chunk imports statically
 * (`.vite/module-chunks.json`), for scripts/prerender.ts's preload lists. Vite's manifest keys a
 * chunk by its facade module only, and a route module merged into a chunk group has none.
 */
function moduleChunks(): Plugin {
  return {
    name: 'fabula-module-chunks',
    apply: 'build',
    generateBundle(_, bundle) {
      const modules: Record<string, string> = {}
      const chunks: Record<string, string[]> = {}
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        chunks[chunk.fileName] = chunk.imports
        for (const id of chunk.moduleIds) {
          const path = relative(APP_DIR, id.split('?')[0] ?? id)
            .split(sep)
            .join('/')
          if (path.startsWith('src/')) modules[path] = chunk.fileName
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: MODULE_CHUNKS_FILE,
        source: JSON.stringify({ modules, chunks }),
      })
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    react(),
    tailwindcss(),
    fabulaThemeInit(),
    fabulaEarlyData(),
    fabulaDictionary(),
    fabulaCatalogues(),
    moduleChunks(),
  ],
  server: { port: 5173, strictPort: false },
  build: {
    target: 'es2022',
    // No inline scripts or styles: the served CSP forbids 'unsafe-inline' (ADR 0010).
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    // The prerender build (Node) keeps the default splitting; the groups are for browsers.
    ...(isSsrBuild
      ? {}
      : { rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } } }),
  },
}))
