/**
 * `tsx scripts/prerender.ts <dist>`: after `vite build`, renders the public pages listed in
 * src/prerender.tsx to static HTML, so they paint before any script runs (issue 6: LCP), and
 * writes `<dist>/prerendered/<page>.html` plus `<dist>/prerendered.json` (path → file) for the
 * web server. Each page also gets `modulepreload` links for its route chunks, so the browser
 * fetches them with the entry instead of after it; `<dist>/route-preloads.json` lists the same
 * for every other route pattern, and the server adds those links to the app shell it sends.
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

const APP_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** `.vite/module-chunks.json` (vite.config.ts): the chunk of each source module, chunk imports. */
interface ModuleChunks {
  modules: Record<string, string>
  chunks: Record<string, string[]>
}

interface RouteLike {
  id?: string
  path?: string
  index?: boolean
  children?: RouteLike[]
  handle?: { module?: string; dataModule?: string }
}

interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[]
  availableLocales: readonly string[]
  catalogueUrls: (locale: string, packs: readonly string[]) => string[]
  readCataloguesWith: (reader: (url: string) => Promise<unknown>) => void
  routePacks: (module: string) => string[]
  render: (
    path: string,
    locale: string,
  ) => Promise<{ html: string; title: string; lang: string; dir: string; description: string }>
  routes: RouteLike[]
}

/** A URL pattern and the route modules its page is made of, outermost first. */
interface RoutePage {
  pattern: string
  modules: string[]
  /** Under the guarded layout: its loader builds the services (data client) before it renders. */
  guarded: boolean
}

function joinPattern(parent: string, path: string | undefined): string {
  if (path === undefined) return parent
  if (path.startsWith('/')) return path
  return `${parent.replace(/\/$/, '')}/${path}`
}

/** Every page of the route tree: a pattern per route with a module, the deepest chain kept. */
function routePages(
  routes: RouteLike[],
  parent = '',
  modules: string[] = [],
  guarded = false,
  pages = new Map<string, RoutePage>(),
): Map<string, RoutePage> {
  for (const route of routes) {
    const pattern = joinPattern(parent, route.path)
    const own = [route.handle?.module, route.handle?.dataModule].filter((m) => m !== undefined)
    const chain = [...modules, ...own]
    const underGuard = guarded || route.id === 'app'
    if (route.handle?.module && (route.path !== undefined || route.index)) {
      const known = pages.get(pattern)
      // A layout and its index child share a pattern: the index child's chain is the page.
      if (!known || known.modules.length < chain.length) {
        pages.set(pattern, { pattern, modules: chain, guarded: underGuard })
      }
    }
    routePages(route.children ?? [], pattern, chain, underGuard, pages)
  }
  return pages
}

/** A chunk and every chunk it imports statically, depth first. */
function importedChunks(map: ModuleChunks, file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return []
  seen.add(file)
  return [file, ...(map.chunks[file] ?? []).flatMap((next) => importedChunks(map, next, seen))]
}

/** The chunks a source module needs: the one holding it and what that one imports. */
function chunkFiles(map: ModuleChunks, module: string): string[] {
  const file = map.modules[module]
  if (!file) throw new Error(`${module} is not in the client build`)
  return importedChunks(map, file)
}

/**
 * The repositories that load on first use (src/app/lazy-repository.ts) a route's modules call
 * through `services.<name>`: their chunks join the page's preloads, so a page whose first paint
 * needs one fetches it with its own chunks rather than after them (ADR 0073).
 */
async function lazyRepositoryModules(modules: readonly string[]): Promise<string[]> {
  const found = new Set<string>()
  for (const module of modules) {
    const source = await readFile(join(APP_DIR, module), 'utf8')
    for (const match of source.matchAll(/\bservices\.([a-zA-Z]+)\b/g)) {
      const file = `src/app/repositories/${(match[1] ?? '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`
      if (
        await readFile(join(APP_DIR, file)).then(
          () => true,
          () => false,
        )
      )
        found.add(file)
    }
  }
  return [...found]
}

/** The interface font (Latin subset, the default `font` preference): the first text uses it. */
const FONT_FILE = /^inter-latin-wght-normal-[\w-]+\.woff2$/

/**
 * The preload link for the interface font, for the prerendered pages: otherwise the browser finds
 * the font only after the CSS is parsed and laid out, and the first text waits for it.
 */
async function fontPreload(dist: string): Promise<string> {
  const font = (await readdir(join(dist, 'assets'))).find((file) => FONT_FILE.test(file))
  if (!font) throw new Error('the interface font is not in the build')
  return `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">`
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

async function main() {
  const dist = resolve(process.argv[2] ?? join(APP_DIR, 'dist'))
  const ssrOut = join(tmpdir(), `fabula-prerender-${process.pid}`)
  await build({
    root: APP_DIR,
    configLoader: 'runner',
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false },
  })
  try {
    const mod = (await import(pathToFileURL(join(ssrOut, 'prerender.js')).href)) as PrerenderModule
    // The catalogue files the browser fetches are in the build: read from there.
    mod.readCataloguesWith(async (url) => JSON.parse(await readFile(join(dist, url), 'utf8')))
    const map = JSON.parse(
      await readFile(join(dist, '.vite', 'module-chunks.json'), 'utf8'),
    ) as ModuleChunks
    // Only the prerendered pages preload the font: their text paints from the HTML, while the
    // app shell's pages paint after their scripts, which the font's bytes would only delay.
    const template = (await readFile(join(dist, 'index.html'), 'utf8')).replace(
      '<link rel="stylesheet"',
      `${await fontPreload(dist)}\n    <link rel="stylesheet"`,
    )
    const inEntry = new Set(chunkFiles(map, 'src/main.tsx'))
    // Per page: its route modules' chunks (and the services behind the guard), minus the entry's.
    const services = 'src/app/services.ts'
    const preloads = await Promise.all(
      [...routePages(mod.routes).values()].map(async (page) => ({
        pattern: page.pattern,
        // Per locale, the catalogue files the page's first render needs (ADR 0068): the server
        // links them as preloads, so they download with the scripts instead of after them.
        catalogues: Object.fromEntries(
          mod.availableLocales.map((locale) => [locale, catalogueFiles(mod, page.modules, locale)]),
        ),
        files: [
          ...new Set([
            ...page.modules.flatMap((module) => chunkFiles(map, module)),
            ...(page.guarded ? chunkFiles(map, services) : []),
            ...(page.guarded ? await lazyRepositoryModules(page.modules) : []).flatMap((module) =>
              chunkFiles(map, module),
            ),
          ]),
        ].filter((file) => !inEntry.has(file)),
      })),
    )
    // path → locale → file: every public page in every offered language (ADR 0062).
    const pages: Record<string, Record<string, string>> = {}
    for (const path of mod.PRERENDERED_PATHS) {
      const files = preloads.find((page) => page.pattern === path)?.files
      if (!files) throw new Error(`${path} is not a route of its own`)
      for (const locale of mod.availableLocales) {
        await mkdir(join(dist, 'prerendered', locale), { recursive: true })
        const catalogues = catalogueFiles(mod, routePages(mod.routes).get(path)?.modules, locale)
        const file = await prerenderPage(mod, template, dist, path, locale, files, catalogues)
        pages[path] = { ...pages[path], [locale]: file }
      }
    }
    await writeFile(join(dist, 'prerendered.json'), JSON.stringify(pages, null, 2))
    await writeFile(join(dist, 'route-preloads.json'), JSON.stringify(preloads, null, 2))
    console.info(
      `prerendered ${Object.keys(pages).join(', ')} in ${mod.availableLocales.join(', ')}`,
    )
  } finally {
    await rm(ssrOut, { recursive: true, force: true })
  }
}

/**
 * The catalogue files a page's boot fetches in `locale` (src/app/boot.tsx): the locale's core
 * unless English (in the entry) and the packs of the page's route modules.
 */
function catalogueFiles(
  mod: PrerenderModule,
  modules: readonly string[] = [],
  locale: string,
): string[] {
  const packs = new Set(modules.flatMap((module) => mod.routePacks(module)))
  if (locale !== 'en') packs.add('core')
  return packs.size === 0 ? [] : mod.catalogueUrls(locale, [...packs])
}

/** Renders one public page in one locale into `<dist>/prerendered/<locale><path>.html`. */
async function prerenderPage(
  mod: PrerenderModule,
  template: string,
  dist: string,
  path: string,
  locale: string,
  files: readonly string[],
  catalogues: readonly string[],
): Promise<string> {
  const { html, title, lang, dir, description } = await mod.render(path, locale)
  if (/\sstyle="/.test(html)) {
    // The CSP has no 'unsafe-inline' for styles: a style attribute in HTML would be refused.
    throw new Error(`${path} prerendered an inline style attribute`)
  }
  // Low priority: the stylesheet, the theme script and the font paint the page; these
  // chunks only hydrate it, and must not take the bandwidth the paint needs.
  // So do the catalogue files hydration waits for (the same addresses boot fetches).
  const links = [
    ...files.map(
      (file) =>
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${escapeAttr(file)}">`,
    ),
    ...catalogues.map(
      (url) =>
        `<link rel="preload" as="fetch" crossorigin fetchpriority="low" href="${escapeAttr(url)}">`,
    ),
  ].join('')
  const page = template
    .replace(
      '<html lang="en" dir="ltr">',
      `<html lang="${escapeAttr(lang)}" dir="${escapeAttr(dir)}">`,
    )
    .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, `$1${escapeAttr(description)}"`)
    .replace('<title>Fabula</title>', `<title>${escapeText(title)}</title>`)
    .replace('</head>', `${links}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${escapeAttr(path)}">${html}</div>`,
    )
  if (!page.includes('data-prerendered')) throw new Error('index.html has no empty #root')
  if (!page.includes(`<html lang="${lang}"`)) throw new Error('index.html has no <html lang>')
  const file = `prerendered/${locale}${path}.html`
  await writeFile(join(dist, file), page)
  return file
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
