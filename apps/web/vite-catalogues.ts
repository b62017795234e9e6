import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'
import { fileURLToPath } from 'node:url'
import type { Plugin, ViteDevServer } from 'vite'

/**
 * Interface catalogues as JSON files fetched on demand, every locale alike, English included
 * (ADR 0068). The catalogues under `src/i18n/catalogues/<locale>/<pack>.json` become, per
 * locale, one file per pack and one file per *bundle*: the packs a route module needs (what it
 * imports, statically or lazily, registers with `i18n.extend(...)`), alone and together with
 * each layout chain it may render in. So a page's first paint fetches at most two catalogue
 * files: the locale's core and its bundle (English core is in the entry). Addresses carry a hash
 * of every catalogue (`/assets/i18n/<version>/<locale>/<packs>.json`): cached for a year.
 *
 * The app reads the result from `virtual:fabula-catalogues` (src/i18n/catalogue-manifest.d.ts):
 * the address prefix, the locales, each pack's English size, the bundles, and each route
 * module's packs, known before the module's code arrives.
 */
const CATALOGUE_MODULE = 'virtual:fabula-catalogues'
const RESOLVED = `\0${CATALOGUE_MODULE}`
/** Where the files live in the build (served like every hashed asset). */
const CATALOGUE_PREFIX = '/assets/i18n/'

/**
 * The layout route modules (`src/routes/<name>/route.tsx` names), outermost first, that pages
 * render in: each page also gets a bundle with each chain's packs. src/app/routes.tsx has the
 * tree; src/i18n/route-packs.test.ts fails when a page's chain has no bundle of its own.
 */
const LAYOUT_CHAINS = [['app-layout'], ['app-layout', 'settings-layout']] as const

/** What {@link fabulaCatalogues} needs to know about the app. */
export interface CatalogueOptions {
  /** The app folder (holds `src/`). */
  appDir: string
  /** Layout chains pages render in; see {@link LAYOUT_CHAINS}. */
  layoutChains: readonly (readonly string[])[]
}

const APP_DIR = dirname(fileURLToPath(import.meta.url))

/** The manifest the app imports; see src/i18n/catalogue-manifest.d.ts. */
export interface CatalogueManifest {
  base: string
  locales: string[]
  sizes: Record<string, number>
  bundles: string[]
  routePacks: Record<string, string>
}

const SEPARATOR = '.'
const EXTEND_CALL = /\bi18n\.extend\(([^)]*)\)/g
const STRING = /'([a-z][a-z-]*)'|"([a-z][a-z-]*)"/g
const SOURCE = /\.(ts|tsx)$/

/** The pack names a source file registers with `i18n.extend('a', 'b')`. */
function registeredPacks(source: string): string[] {
  const packs: string[] = []
  for (const call of source.matchAll(EXTEND_CALL)) {
    for (const name of (call[1] ?? '').matchAll(STRING)) packs.push(name[1] ?? name[2] ?? '')
  }
  return packs
}

/** The app source file an import specifier names, if it is one (`@/…` or relative). */
function resolveImport(srcDir: string, from: string, specifier: string): string | undefined {
  const bare = specifier.split('?')[0] ?? specifier
  let base: string
  if (bare.startsWith('@/')) base = join(srcDir, bare.slice(2))
  else if (bare.startsWith('.')) base = resolve(dirname(from), bare)
  else return undefined
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) {
      return candidate
    }
  }
  return undefined
}

/**
 * The packs a module needs: those registered by it and by everything it imports, statically
 * or with `import()` (a lazily loaded dialog words itself with the route's packs).
 */
function packsOf(srcDir: string, entry: string): Set<string> {
  const packs = new Set<string>()
  const seen = new Set<string>()
  const queue = [entry]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const pack of registeredPacks(source)) packs.add(pack)
    for (const imported of ts.preProcessFile(source, true, true).importedFiles) {
      const next = resolveImport(srcDir, file, imported.fileName)
      if (next) queue.push(next)
    }
  }
  return packs
}

const keyOf = (packs: Iterable<string>) => [...new Set(packs)].sort().join(SEPARATOR)

/** Reads the catalogues and the route modules' imports: the manifest and each locale's files. */
export function buildCatalogues(
  options: CatalogueOptions = { appDir: APP_DIR, layoutChains: LAYOUT_CHAINS },
): {
  manifest: CatalogueManifest
  /** `<locale>/<bundle key>.json` → the file's text. */
  files: Map<string, string>
} {
  const srcDir = join(options.appDir, 'src')
  const catalogueDir = join(srcDir, 'i18n', 'catalogues')
  const locales = readdirSync(catalogueDir).sort((a, b) =>
    a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b),
  )
  const packNames = readdirSync(join(catalogueDir, 'en'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort()
  const read = (locale: string, pack: string): Record<string, string> => {
    const file = join(catalogueDir, locale, `${pack}.json`)
    return existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
      : {}
  }

  const routesDir = join(srcDir, 'routes')
  const routePacks: Record<string, string> = {}
  const byName = new Map<string, Set<string>>()
  for (const name of readdirSync(routesDir).sort()) {
    const file = join(routesDir, name, 'route.tsx')
    if (!existsSync(file)) continue
    const packs = packsOf(srcDir, file)
    for (const pack of packs) {
      if (!packNames.includes(pack)) throw new Error(`${name} registers an unknown pack "${pack}"`)
    }
    byName.set(name, packs)
    routePacks[relative(options.appDir, file).split(sep).join('/')] = keyOf(packs)
  }

  const bundles = new Set<string>()
  const chains = options.layoutChains.map((chain) =>
    chain.flatMap((name) => {
      const packs = byName.get(name)
      if (!packs) throw new Error(`layout chain names no route module "${name}"`)
      return [...packs]
    }),
  )
  for (const packs of byName.values()) {
    for (const chain of [[], ...chains]) bundles.add(keyOf([...packs, ...chain]))
  }
  // A single pack is a file of its own anyway; an empty set needs none.
  const multi = [...bundles].filter((key) => key.includes(SEPARATOR)).sort()

  const files = new Map<string, string>()
  for (const locale of locales) {
    for (const key of [...packNames, ...multi]) {
      const messages = Object.assign({}, ...key.split(SEPARATOR).map((pack) => read(locale, pack)))
      files.set(`${locale}/${key}.json`, JSON.stringify(messages))
    }
  }
  const hash = createHash('sha256')
  for (const [name, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(name).update('\0').update(text).update('\0')
  }
  const sizes = Object.fromEntries(
    packNames.map((pack) => [pack, JSON.stringify(read('en', pack)).length]),
  )
  return {
    manifest: {
      base: `${CATALOGUE_PREFIX}${hash.digest('hex').slice(0, 12)}/`,
      locales,
      sizes,
      bundles: multi,
      routePacks,
    },
    files,
  }
}

/**
 * The Vite side of the catalogues: the virtual manifest, the files in the build, and the same
 * addresses served from source by the dev server (built again after any change under src/).
 */
export function fabulaCatalogues(
  options: CatalogueOptions = { appDir: APP_DIR, layoutChains: LAYOUT_CHAINS },
): Plugin {
  let server: ViteDevServer | undefined
  let built: ReturnType<typeof buildCatalogues> | undefined
  const current = () => (built ??= buildCatalogues(options))
  return {
    name: 'fabula-catalogues',
    resolveId: (id) => (id === CATALOGUE_MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined
      const { manifest } = current()
      return `export default ${JSON.stringify(manifest)}`
    },
    configureServer(devServer) {
      server = devServer
      devServer.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname
        if (!pathname.startsWith(CATALOGUE_PREFIX)) return next()
        // Any version: a page loaded before a catalogue edit still gets the current words.
        const name = /^[0-9a-f]+\/(.+)$/.exec(pathname.slice(CATALOGUE_PREFIX.length))?.[1]
        const body = name === undefined ? undefined : current().files.get(name)
        response.statusCode = body === undefined ? 404 : 200
        response.setHeader('Content-Type', 'application/json; charset=utf-8')
        response.setHeader('Cache-Control', 'no-cache')
        response.end(body ?? '{}')
      })
    },
    handleHotUpdate({ file }) {
      // A changed import or catalogue changes the manifest: its importers reload.
      if (!server || !file.startsWith(join(options.appDir, 'src'))) return
      built = undefined
      const module = server.moduleGraph.getModuleById(RESOLVED)
      if (module) server.moduleGraph.invalidateModule(module)
    },
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return
      const { manifest, files } = current()
      for (const [name, source] of files) {
        this.emitFile({ type: 'asset', fileName: `${manifest.base.slice(1)}${name}`, source })
      }
    },
  }
}
