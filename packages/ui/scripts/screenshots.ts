/**
 * Screenshots every story of the built Storybook in light/dark × ltr/rtl × desktop/phone, for a
 * human to look at, and flags stories whose page scrolls sideways (usually something clipped or
 * pushed off-screen). Run after `pnpm build:storybook`:
 *
 *   pnpm screenshots [substring-of-story-id …]
 *
 * Output: screenshots/out/<story-id>--<theme>-<dir>-<viewport>.png (gitignored).
 */
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve } from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '@fabula/test-runner/chromium'

const ROOT = resolve(import.meta.dirname, '..')
const STATIC_DIR = join(ROOT, 'storybook-static')
const OUT_DIR = join(ROOT, 'screenshots', 'out')
const THEMES = ['light', 'dark'] as const
const DIRECTIONS = ['ltr', 'rtl'] as const
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
}

interface IndexEntry {
  id: string
  type: string
}

function serve(dir: string) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path)
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(response)
  })
  return new Promise<{ url: string; close: () => void }>((done) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      done({ url: `http://127.0.0.1:${port}`, close: () => server.close() })
    })
  })
}

interface PreviewChannel {
  on: (event: string, listener: (payload: unknown) => void) => void
  off: (event: string, listener: (payload: unknown) => void) => void
  emit: (event: string, payload: unknown) => void
}

/**
 * Renders `storyId` with `globals` and resolves once Storybook reports the render (or an error).
 * Globals are reset to the story itself by re-selecting the story after updating them, so every
 * shot starts from a fresh mount.
 */
async function showStory(page: Page, storyId: string, globals: Record<string, string>) {
  await page.evaluate(
    async ({ storyId, globals }) => {
      const channel = (window as unknown as { __STORYBOOK_PREVIEW__: { channel: PreviewChannel } })
        .__STORYBOOK_PREVIEW__.channel
      const rendered = (id: string) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(finish, 4000)
          function finish() {
            clearTimeout(timer)
            channel.off('storyRendered', onRendered)
            channel.off('storyErrored', finish)
            channel.off('storyThrewException', finish)
            resolve()
          }
          function onRendered(payload: unknown) {
            if (payload === id) finish()
          }
          channel.on('storyRendered', onRendered)
          channel.on('storyErrored', finish)
          channel.on('storyThrewException', finish)
        })
      const afterGlobals = rendered(storyId)
      channel.emit('updateGlobals', { globals })
      channel.emit('setCurrentStory', { storyId, viewMode: 'story' })
      await afterGlobals
    },
    { storyId, globals },
  )
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  // Lets portalled layers position themselves after the render.
  await page.waitForTimeout(80)
}

async function main() {
  if (!existsSync(join(STATIC_DIR, 'index.json'))) {
    throw new Error('storybook-static is missing: run `pnpm build:storybook` first')
  }
  const filters = process.argv.slice(2)
  const index = JSON.parse(readFileSync(join(STATIC_DIR, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>
  }
  const stories = Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .filter((entry) => filters.length === 0 || filters.some((f) => entry.id.includes(f)))
  mkdirSync(OUT_DIR, { recursive: true })

  const server = await serve(STATIC_DIR)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const overflowing: string[] = []
  const started = Date.now()
  try {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' })
      // tsx (esbuild keepNames) wraps functions in a `__name` helper that the page lacks.
      await context.addInitScript('window.__name = (fn) => fn')
      const page = await context.newPage()
      page.on('pageerror', (error) => console.error(`page error: ${error.message}`))
      // Load the preview once, then switch stories and globals over Storybook's channel: a full
      // reload per screenshot costs more than the screenshot itself.
      await page.goto(`${server.url}/iframe.html?id=${stories[0]?.id ?? ''}&viewMode=story`)
      await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window)
      for (const story of stories) {
        for (const theme of THEMES) {
          for (const dir of DIRECTIONS) {
            await showStory(page, story.id, { theme, direction: dir })
            const name = `${story.id}--${theme}-${dir}-${viewportName}`
            const scrolls = await page.evaluate(
              () => document.documentElement.scrollWidth > window.innerWidth + 1,
            )
            if (scrolls) overflowing.push(name)
            await page.screenshot({ path: join(OUT_DIR, `${name}.png`) })
          }
        }
      }
      await context.close()
    }
  } finally {
    await browser.close()
    server.close()
  }
  const shots = stories.length * THEMES.length * DIRECTIONS.length * Object.keys(VIEWPORTS).length
  console.info(
    `${shots} screenshots of ${stories.length} stories in ${Math.round((Date.now() - started) / 1000)} s → ${OUT_DIR}`,
  )
  if (overflowing.length > 0) {
    console.info(`Horizontal overflow in ${overflowing.length}:\n  ${overflowing.join('\n  ')}`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
