/**
 * Coverage of a 5,000-word text: median time of `measureCoverage`, compared with plain
 * `Intl.Segmenter` word segmentation of the same text — over the whole text at once (what naive
 * code does; quadratic in V8) and sentence by sentence (the cheapest correct use of ICU alone).
 * Target (issue 7): at most 20 ms. Medians are shown with the fastest run, because a loaded
 * machine inflates medians.
 *
 *   pnpm --filter @fabula/reading bench
 */
import { performance } from 'node:perf_hooks'
import type { WordStatus } from '../src/index.js'
import { loadFrequencyRanks, measureCoverage, segmentWords } from '../src/index.js'

const WORDS = 5_000
const WARM_UP = 5
const RUNS = 41
const PLAIN_RUNS = 3
const TARGET_MS = 20

/** Small deterministic PRNG (mulberry32) so every run measures the same text. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A Spanish-like text: words drawn with Zipf frequencies from the list, 6–16 words a sentence. */
function buildText(vocabulary: readonly string[], next: () => number): string {
  const sentences: string[] = []
  let count = 0
  while (count < WORDS) {
    const length = Math.min(WORDS - count, 6 + Math.floor(next() * 11))
    const words: string[] = []
    for (let i = 0; i < length; i += 1) {
      // Inverse-CDF sampling of a Zipf-like law (rank ∝ e^(u · ln N)) favours common words.
      const rank = Math.floor(Math.exp(next() * Math.log(vocabulary.length)))
      words.push(vocabulary[Math.min(rank, vocabulary.length) - 1] ?? 'casa')
    }
    const first = words[0] ?? 'casa'
    words[0] = first.charAt(0).toUpperCase() + first.slice(1)
    sentences.push(`${words.join(next() < 0.2 ? ', ' : ' ')}${next() < 0.1 ? '?' : '.'}`)
    count += length
  }
  return sentences.join(' ')
}

interface Timing {
  median: number
  fastest: number
}

function measure(run: () => unknown, runs = RUNS, warmUp = WARM_UP): Timing {
  for (let i = 0; i < warmUp; i += 1) run()
  const times: number[] = []
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now()
    run()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return {
    median: times[Math.floor(times.length / 2)] ?? Number.NaN,
    fastest: times[0] ?? Number.NaN,
  }
}

const ranks = await loadFrequencyRanks('es')
const next = random(7)
const text = buildText([...ranks.keys()], next)
const statuses = new Map<string, WordStatus>()
for (const word of [...ranks.keys()].slice(0, 3000)) {
  if (next() < 0.1) statuses.set(word, next() < 0.5 ? 'known' : 'learning')
}
const options = { lang: 'es', level: 'B1', subLevel: 2, ranks, wordStatuses: statuses } as const
const segmenter = new Intl.Segmenter('es', { granularity: 'word' })
const sentences = Array.from(
  new Intl.Segmenter('es', { granularity: 'sentence' }).segment(text),
  (part) => part.segment,
)
const tokens = segmentWords(text, 'es')

const plainWhole = measure(() => Array.from(segmenter.segment(text)), PLAIN_RUNS, 1)
const plainSentences = measure(() => sentences.map((s) => Array.from(segmenter.segment(s))))
const segmented = measure(() => segmentWords(text, 'es'))
const fromText = measure(() => measureCoverage(text, options))
const fromTokens = measure(() => measureCoverage(tokens, options))
const report = measureCoverage(text, options)

const ms = (value: number) => `${value.toFixed(2)} ms`
const row = (label: string, timing: Timing, extra = '') =>
  console.log(
    `${label.padEnd(40)} median ${ms(timing.median).padStart(11)}   fastest ${ms(timing.fastest).padStart(11)}${extra}`,
  )
const ratio = (timing: Timing, base: Timing) => (timing.median / base.median).toFixed(2)

console.log(`text: ${tokens.filter((t) => t.isWord).length} words, ${text.length} characters`)
row('plain Intl.Segmenter, whole text', plainWhole)
row('plain Intl.Segmenter, per sentence', plainSentences)
row('segmentWords', segmented, `   ${ratio(segmented, plainSentences)}× per-sentence ICU`)
row(
  'measureCoverage(text)',
  fromText,
  `   ${ratio(fromText, plainSentences)}× per-sentence ICU, ${ratio(fromText, plainWhole)}× whole-text ICU`,
)
row('measureCoverage(tokens)', fromTokens)
console.log(
  `coverage ${(report.knownTokenShare * 100).toFixed(1)} %, ${report.uniqueWords} unique, ` +
    `${report.newWords.length} new words`,
)
console.log(
  fromText.median <= TARGET_MS
    ? `OK: median within the ${TARGET_MS} ms target`
    : `OVER TARGET: median ${ms(fromText.median)} > ${TARGET_MS} ms (fastest ${ms(fromText.fastest)})`,
)
