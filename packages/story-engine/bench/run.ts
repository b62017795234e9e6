/**
 * Story-engine benchmarks (issue 7). Targets: built-in generation end to end in the server
 * ≤ 200 ms; coverage of a 5,000-word text ≤ 20 ms. Medians of warm runs.
 *
 *   pnpm --filter @fabula/story-engine bench
 */
import { performance } from 'node:perf_hooks'
import { startTestServer } from '@fabula/local-supabase/testing'
import type { WordStatus } from '@fabula/reading'
import { loadFrequencyRanks, measureCoverage } from '@fabula/reading'
import { createBuiltinProvider, generateStory } from '../src/index'
import { signIn } from '../test/support'

// The runs below start more stories than the default hourly limit allows one learner.
process.env.STORY_RATE_LIMIT_PER_HOUR = '1000'

const GENERATION_TARGET_MS = 200
const COVERAGE_TARGET_MS = 20

async function median(runs: number, warmUp: number, run: () => unknown): Promise<number> {
  for (let i = 0; i < warmUp; i += 1) await run()
  const times: number[] = []
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now()
    await run()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)] ?? Number.NaN
}

/** Deterministic PRNG so every run measures the same text. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const ms = (value: number) => `${value.toFixed(2)} ms`
const verdict = (value: number, target: number) =>
  value <= target ? `OK (target ${target} ms)` : `OVER TARGET (${target} ms)`

// 1. Coverage of a 5,000-word Spanish text (Zipf-distributed words from the list).
const ranks = await loadFrequencyRanks('es')
const vocabulary = [...ranks.keys()]
const next = random(11)
const words: string[] = []
for (let i = 0; i < 5_000; i += 1) {
  const rank = Math.floor(Math.exp(next() * Math.log(vocabulary.length)))
  words.push(vocabulary[Math.min(rank, vocabulary.length) - 1] ?? 'casa')
  if (i % 12 === 11) words[i] = `${words[i]}.`
}
const text = words.join(' ')
const statuses = new Map<string, WordStatus>(vocabulary.slice(0, 2000).map((w) => [w, 'known']))
const coverageMs = await median(31, 5, () =>
  measureCoverage(text, { lang: 'es', level: 'B1', subLevel: 2, ranks, wordStatuses: statuses }),
)
console.log(
  `coverage of a 5,000-word text:            ${ms(coverageMs)}  ${verdict(coverageMs, COVERAGE_TARGET_MS)}`,
)

// 2. Built-in pipeline in process (bank ranking, personalisation, coverage, glossary).
const learner = { nl: 'en', tl: 'es', level: 'A2', subLevel: 2, wordStatuses: statuses } as const
let seed = 0
const pipelineMs = await median(21, 3, () =>
  generateStory(
    { genre: 'mystery', length: 'medium', seed: `bench-${(seed += 1)}` },
    { provider: createBuiltinProvider(), learner, ranks },
  ),
)
console.log(`built-in pipeline (in process):           ${ms(pipelineMs)}`)

// 3. End to end in the server: POST generate-story, then poll until the story is stored.
const server = await startTestServer({ autoconfirm: true })
try {
  // The library never serves a learner the same story twice (issue 15), so each run is a new
  // learner: one learner would run out of unread stories near their level after a few runs.
  const users: Awaited<ReturnType<typeof signIn>>[] = []
  for (let i = 0; i < 13; i += 1) users.push(await signIn(server))
  let run = 0
  const endToEndMs = await median(11, 2, async () => {
    const user = users[run++]
    if (!user) throw new Error('more runs than learners')
    const { data } = await user.client.functions.invoke('generate-story', {
      body: { genre: 'mystery', length: 'medium' },
    })
    const id = (data as { request: { id: string } }).request.id
    for (;;) {
      const polled = await user.client.functions.invoke(`generate-story?request=${id}`, {
        method: 'GET',
      })
      const status = (polled.data as { request: { status: string } }).request.status
      if (status === 'succeeded') break
      if (status === 'failed' || status === 'canceled') throw new Error(`generation ${status}`)
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
  })
  console.log(
    `built-in generation end to end (server):  ${ms(endToEndMs)}  ${verdict(endToEndMs, GENERATION_TARGET_MS)}`,
  )
} finally {
  await server.stop()
}
