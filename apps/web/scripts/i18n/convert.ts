import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { pathToFileURL } from 'node:url'
import { renderTypes } from './generate-types'
import { CATALOGUES_DIR, I18N_DIR, TYPES_FILE } from './paths'

/**
 * `pnpm --filter @fabula/web i18n:convert <pack>…`: turns a TypeScript pack
 * (`src/i18n/messages/<pack>.en.ts`, or `messages/en.ts` for `core`) into
 * `catalogues/en/<pack>.json`, regenerates the type module, deletes the TypeScript pack and
 * rewrites the pack module `src/i18n/<pack>.ts` (if it still imports `./messages/…`) to the JSON
 * form. Used once per pack written before the catalogues became data (ADR 0062).
 */
async function convert(pack: string): Promise<void> {
  const source = pack === 'core' ? `${I18N_DIR}messages/en.ts` : `${I18N_DIR}messages/${pack}.en.ts`
  if (!existsSync(source)) throw new Error(`No TypeScript pack at ${source}`)
  const module = (await import(pathToFileURL(source).href)) as Record<string, unknown>
  const messages = Object.values(module).find(isMessages)
  if (!messages) throw new Error(`${source} exports no message object`)
  mkdirSync(`${CATALOGUES_DIR}en`, { recursive: true })
  writeFileSync(`${CATALOGUES_DIR}en/${pack}.json`, `${JSON.stringify(messages, null, 2)}\n`)
  rmSync(source)
  const packModule = `${I18N_DIR}${pack}.ts`
  if (pack !== 'core' && existsSync(packModule)) {
    const text = readFileSync(packModule, 'utf8')
    if (text.includes("from './messages/")) writeFileSync(packModule, rewritePackModule(text))
  }
  console.log(`converted ${pack} → catalogues/en/${pack}.json`)
}

function isMessages(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  )
}

/**
 * Rewrites an old pack module: `import { xEn } from './messages/x.en'` goes (packs are loaded
 * by name, ADR 0068), and `i18n.extend({ ...aEn, ...bEn })` (or `i18n.extend(aEn)`) becomes
 * `i18n.extend('a', 'b')`.
 */
function rewritePackModule(text: string): string {
  const names = new Map<string, string>()
  let out = text.replace(
    /import \{ (\w+) \} from '\.\/messages\/([\w-]+)\.en'\n/g,
    (_, binding: string, pack: string) => {
      names.set(binding, pack)
      return ''
    },
  )
  out = out.replace(/i18n\.extend\(([^)]*)\)/, (_, args: string) => {
    const packs = [...args.matchAll(/\w+/g)]
      .map((match) => names.get(match[0]))
      .filter((pack): pack is string => pack !== undefined)
    return `i18n.extend(${packs.map((pack) => `'${pack}'`).join(', ')})`
  })
  return out
}

const packs = process.argv.slice(2)
if (packs.length === 0) {
  console.error('usage: i18n:convert <pack>…   (e.g. chats)')
  process.exit(1)
}
for (const pack of packs) await convert(pack)
mkdirSync(dirname(TYPES_FILE), { recursive: true })
writeFileSync(TYPES_FILE, renderTypes(CATALOGUES_DIR))
console.log(`wrote ${TYPES_FILE}`)
