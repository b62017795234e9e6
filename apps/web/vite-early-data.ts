import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { transformWithOxc, type Plugin } from 'vite'

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
  return `;(function () {\n${body}\nstartEarlyData(window)\n})()\n`
}

/**
 * Appends the early data replay (ADR 0070) to the head script (`/theme-init.js`, emitted by
 * @fabula/ui's plugin), so a returning learner's first-paint requests leave with the document
 * rather than after the app's bundle, without a request of their own. Build only: the dev
 * server's page loads its data itself.
 */
export function fabulaEarlyData(): Plugin {
  return {
    name: 'fabula-early-data',
    apply: 'build',
    async generateBundle(_, bundle) {
      const head = bundle['theme-init.js']
      if (!head || head.type !== 'asset') {
        this.error('fabula-early-data: the head script theme-init.js was not emitted')
      }
      head.source = `${String(head.source)}${await earlyDataScript()}`
    },
  }
}
