/**
 * Coverage and accuracy on real text: for each public-domain passage in `passages/` (one per
 * library language, each with its source and public-domain status), every distinct word is
 * looked up as the reader would look it up — in its sentence, with the words around it, and for
 * Japanese and Chinese with the text that follows — and the script prints per language how many
 * distinct words got a meaning and how many first meanings fit the hand-written answer list.
 *
 *   pnpm --filter @fabula/dictionary accuracy [lang …] [--misses] [--root <package copy>]
 *
 * `--root` measures another copy of this package (its `src/` and `content/`), e.g. the code of
 * the main branch extracted into a folder, so a before/after table comes from one run of this
 * script on the same passages. Names (listed per passage) are left out: they are not vocabulary.
 * A word missing from the answer list is an error, so the list stays complete.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Token } from '@fabula/reading'
import { segmentWords } from '@fabula/reading'
import type { Dictionary, DictionaryLoader } from '../src/index'
import { PACKAGE_ROOT } from './lib/cache'
import type { Passage } from './lib/passages'
import { PASSAGE_LANGUAGES, meaningFits, readPassage } from './lib/passages'

const args = process.argv.slice(2)
let root = PACKAGE_ROOT
let showMisses = false
const wanted: string[] = []
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i] ?? ''
  if (arg === '--root') root = args[++i] ?? root
  else if (arg === '--misses') showMisses = true
  else wanted.push(arg)
}

const api = (await import(pathToFileURL(join(root, 'src', 'index.ts')).href)) as {
  createDictionary: (options: { load: DictionaryLoader }) => Dictionary
}
const node = (await import(pathToFileURL(join(root, 'src', 'node.ts')).href)) as {
  createFsLoader: (root?: string) => DictionaryLoader
}
const dictionary = api.createDictionary({ load: node.createFsLoader(join(root, 'content')) })

/** Languages whose tokens are looked up with the text that follows them. */
const IN_CONTEXT = new Set(['ja', 'zh'])
/** Words of context passed on each side. */
const CONTEXT_WORDS = 3

interface Row {
  lang: string
  words: number
  distinct: number
  withMeaning: number
  fits: number
  misses: string[]
}

async function measure(lang: string, passage: Passage): Promise<Row> {
  const pair = lang === 'en' ? 'en-es' : `${lang}-en`
  const names = new Set(passage.names)
  const seen = new Set<string>()
  const row: Row = { lang, words: 0, distinct: 0, withMeaning: 0, fits: 0, misses: [] }
  for (const paragraph of passage.text) {
    const tokens = segmentWords(paragraph, lang)
    const words = tokens.filter((token) => token.isWord)
    row.words += words.length
    for (let i = 0; i < words.length; i += 1) {
      const token = words[i] as Token
      const key = token.normalized
      const end = token.index + token.text.length
      // What follows the token: Japanese and Chinese words run on into it; elsewhere a full
      // stop marks an abbreviation.
      const following = paragraph.slice(end, end + 8)
      const result = await dictionary.lookup(pair, token.text, {
        ...(following ? { following } : {}),
        context: {
          before: sentenceWords(tokens, token, -CONTEXT_WORDS),
          after: sentenceWords(tokens, token, CONTEXT_WORDS),
        },
      })
      // Japanese and Chinese: a match that runs over the next tokens makes them one word, as the
      // reader links them (the next tokens are not looked up on their own).
      if (result?.matched && IN_CONTEXT.has(lang)) {
        while (
          words[i + 1] &&
          (words[i + 1] as Token).index + (words[i + 1] as Token).text.length <=
            token.index + result.matched.length
        )
          i += 1
      }
      if (names.has(key) || seen.has(key)) continue
      seen.add(key)
      const accepted = passage.answers[key]
      if (!accepted) throw new Error(`passages/${lang}.json: no answer for "${key}"`)
      row.distinct += 1
      const first = result?.meanings[0]
      if (first === undefined) {
        row.misses.push(`${key} → —`)
        continue
      }
      row.withMeaning += 1
      if (meaningFits(first, accepted)) row.fits += 1
      else row.misses.push(`${key} → ${result?.lemma}: ${first}`)
    }
  }
  return row
}

/** Up to `count` word texts before (negative) or after the token, inside its sentence. */
function sentenceWords(tokens: readonly Token[], token: Token, count: number): string[] {
  const at = tokens.indexOf(token)
  const out: string[] = []
  const step = count < 0 ? -1 : 1
  for (let i = at + step; i >= 0 && i < tokens.length && out.length < Math.abs(count); i += step) {
    const other = tokens[i] as Token
    if (!other.isWord && /[.!?;:«»"“”—–]/.test(other.text)) break
    if (other.isWord) out.push(other.text)
  }
  return step < 0 ? out.reverse() : out
}

const pct = (part: number, whole: number) =>
  whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`

const rows: Row[] = []
for (const lang of PASSAGE_LANGUAGES) {
  if (wanted.length > 0 && !wanted.includes(lang)) continue
  rows.push(await measure(lang, readPassage(lang)))
}
console.info('| Language | Passage words | Distinct words | With a meaning | First meaning fits |')
console.info('| -------- | ------------- | -------------- | -------------- | ------------------ |')
for (const row of rows) {
  console.info(
    `| ${row.lang} | ${row.words} | ${row.distinct} | ${row.withMeaning} (${pct(row.withMeaning, row.distinct)}) | ${row.fits} (${pct(row.fits, row.distinct)}) |`,
  )
}
const total = rows.reduce(
  (sum, row) => ({
    distinct: sum.distinct + row.distinct,
    with: sum.with + row.withMeaning,
    fits: sum.fits + row.fits,
  }),
  { distinct: 0, with: 0, fits: 0 },
)
console.info(
  `| all | | ${total.distinct} | ${total.with} (${pct(total.with, total.distinct)}) | ${total.fits} (${pct(total.fits, total.distinct)}) |`,
)
if (showMisses) {
  for (const row of rows) console.info(`\n${row.lang}:\n  ${row.misses.join('\n  ')}`)
}
