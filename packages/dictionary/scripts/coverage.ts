/**
 * Dictionary coverage per pair: the share of word tokens that get a meaning from the dictionaries
 * alone, and together with the story's glossary (the issue's target counts both) where the
 * glossary is in the pair's meaning language (English; Spanish for English stories).
 *
 *   pnpm --filter @fabula/dictionary coverage [pair …] [--missing N]
 *
 * Texts: the built-in stories of the pair's text language — `content/stories/<lang>/*.json` of
 * @fabula/story-engine when present, else its `src/bank/<lang>/*.ts` modules. Character names
 * (the `{{placeholders}}`) are left out: they are names, not vocabulary. For languages without
 * stories (Japanese, Chinese, Arabic, Russian) the text is the top 5,000 words of the frequency
 * list, each weighted by its expected share of running text (Zipf: 1/rank), looked up as a
 * reader would see it, without context.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadFrequencyRanks, normalizeWord, segmentWords } from '@fabula/reading'
import type { LemmaSource, LookupResult } from '../src/index'
import { createDictionary, MANIFEST } from '../src/index'
import { createFsLoader } from '../src/node'
import { PACKAGE_ROOT } from './lib/cache'

interface Story {
  id: string
  language: string
  title: string
  characters: { key: string; names: string[] }[]
  paragraphs: string[][]
  /** TypeScript bank: a list of entries; JSON content: form → [lemma, meaning]. */
  glossary: { word: string }[] | Record<string, unknown>
}

const STORY_ENGINE = join(PACKAGE_ROOT, '..', 'story-engine')
const FREQUENCY_SAMPLE = 5000

/** The built-in stories of a language, from JSON content or the TypeScript bank. */
async function storiesOf(lang: string): Promise<{ stories: Story[]; from: string }> {
  const jsonDir = join(STORY_ENGINE, 'content', 'stories', lang)
  if (existsSync(jsonDir)) {
    const files = readdirSync(jsonDir).filter((f) => f.endsWith('.json'))
    return {
      stories: files.map((f) => JSON.parse(readFileSync(join(jsonDir, f), 'utf8')) as Story),
      from: `story-engine/content/stories/${lang}`,
    }
  }
  const tsDir = join(STORY_ENGINE, 'src', 'bank', lang)
  if (!existsSync(tsDir)) return { stories: [], from: '' }
  const files = readdirSync(tsDir).filter(
    (f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts'),
  )
  const stories: Story[] = []
  for (const file of files) {
    const module = (await import(pathToFileURL(join(tsDir, file)).href)) as { default: Story }
    stories.push(module.default)
  }
  return { stories, from: `story-engine/src/bank/${lang}` }
}

/** Text of a story with every placeholder replaced by the character's first name. */
function storyText(story: Story): { text: string; names: Set<string> } {
  const names = new Map(story.characters.map((c) => [c.key, c.names[0] ?? c.key]))
  const fill = (s: string) =>
    s.replace(/\{\{([a-zA-Z0-9]+)\}\}/g, (_, key: string) => names.get(key) ?? key)
  const text = [story.title, ...story.paragraphs.map((p) => p.join(' '))].map(fill).join('\n\n')
  const nameWords = new Set<string>()
  for (const name of names.values()) {
    for (const token of segmentWords(name, story.language))
      if (token.isWord) nameWords.add(token.normalized)
  }
  return { text, names: nameWords }
}

interface Tally {
  tokens: number
  dictionary: number
  withGlossary: number
  bySource: Map<LemmaSource, number>
  missing: Map<string, number>
}

function newTally(): Tally {
  return { tokens: 0, dictionary: 0, withGlossary: 0, bySource: new Map(), missing: new Map() }
}

function count(
  tally: Tally,
  weight: number,
  result: LookupResult | null,
  glossed: boolean,
  word: string,
) {
  tally.tokens += weight
  if (result) {
    tally.dictionary += weight
    tally.bySource.set(result.lemmaSource, (tally.bySource.get(result.lemmaSource) ?? 0) + weight)
  } else {
    tally.missing.set(word, (tally.missing.get(word) ?? 0) + weight)
  }
  if (result || glossed) tally.withGlossary += weight
}

const args = process.argv.slice(2)
let showMissing = 12
const wanted: string[] = []
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i] ?? ''
  if (arg === '--missing') showMissing = Number(args[++i] ?? showMissing)
  else wanted.push(arg)
}
const pairs = Object.keys(MANIFEST.pairs).filter((p) => wanted.length === 0 || wanted.includes(p))

const dictionary = createDictionary({ load: createFsLoader() })
const pct = (part: number, whole: number) =>
  whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`
const rows: string[] = []
const details: string[] = []

for (const pairKey of pairs) {
  const pair = MANIFEST.pairs[pairKey]
  if (!pair) continue
  const lang = pair.from
  const tally = newTally()
  const cache = new Map<string, Promise<LookupResult | null>>()
  const look = (word: string, following: string) => {
    const key = `${word}\u0000${following}`
    let pending = cache.get(key)
    if (!pending) {
      pending = dictionary.lookup(pairKey, word, following ? { following } : {})
      cache.set(key, pending)
    }
    return pending
  }
  const { stories, from } = await storiesOf(lang)
  // Story glossaries are written in English, and in Spanish for English stories: they help only
  // the pair whose meanings are in that language.
  const glossaryHelps = pair.to === (lang === 'en' ? 'es' : 'en')
  let textDescription: string
  if (stories.length > 0) {
    let words = 0
    for (const story of stories) {
      const { text, names } = storyText(story)
      const glossed = Array.isArray(story.glossary)
        ? story.glossary.map((g) => g.word)
        : Object.keys(story.glossary)
      const glossary = new Set(glossed.map((word) => normalizeWord(word, lang)))
      const tokens = segmentWords(text, lang)
      for (const token of tokens) {
        if (!token.isWord || names.has(token.normalized)) continue
        words += 1
        const following =
          lang === 'ja' || lang === 'zh'
            ? text.slice(token.index + token.text.length, token.index + token.text.length + 8)
            : ''
        count(
          tally,
          1,
          await look(token.text, following),
          glossary.has(token.normalized),
          token.normalized,
        )
      }
    }
    textDescription = `${stories.length} stories, ${words} tokens (${from})`
  } else {
    const ranks = await loadFrequencyRanks(lang)
    const sample = [...ranks.entries()].filter(([, rank]) => rank <= FREQUENCY_SAMPLE)
    for (const [word, rank] of sample) count(tally, 1 / rank, await look(word, ''), false, word)
    textDescription = `top ${sample.length} frequency-list words, weighted 1/rank`
  }
  const sources = [...tally.bySource]
    .sort((a, b) => b[1] - a[1])
    .map(([s, n]) => `${s} ${pct(n, tally.tokens)}`)
  rows.push(
    `| ${pairKey} | ${pct(tally.dictionary, tally.tokens)} | ${stories.length > 0 && glossaryHelps ? pct(tally.withGlossary, tally.tokens) : '—'} | ${textDescription} |`,
  )
  const missing = [...tally.missing].sort((a, b) => b[1] - a[1]).slice(0, showMissing)
  details.push(
    `${pairKey}: lemma found by ${sources.join(', ')}\n  most frequent words without a meaning: ${missing
      .map(([w, n]) => (stories.length > 0 ? `${w}×${n}` : w))
      .join(', ')}`,
  )
}

console.info('| Pair | Dictionary only | Glossary + dictionary | Text |')
console.info('| ---- | --------------- | --------------------- | ---- |')
for (const row of rows) console.info(row)
console.info('')
for (const detail of details) console.info(detail)
