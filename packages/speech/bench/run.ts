/**
 * Speech bench (issue 32), on this machine, against the local backend over PGlite:
 *
 * 1. Time to first audio of a library story's first sentence made by the offline voice: the
 *    engine speaks it (synthesis, MP3, upload to the `audio` bucket, signed URL) and the first
 *    bytes of the signed URL arrive, as a reader's <audio> would fetch them. Cold (the worker's
 *    first sentence) and warm. Beside it: the 2.5 s target and eSpeak NG's own synthesis
 *    time for the same sentence, measured here.
 * 2. The same sentence when cached: lookup, signed URL, first bytes. Beside it: the 800 ms target
 *    and a bare download of a stored object of the same size (the floor Storage sets).
 * 3. Pre-render throughput (sentences per second) for one language's whole library, next to the
 *    offline voice alone (no storage) on the same sentences.
 *
 *   pnpm --filter @fabula/speech bench            (Spanish, every sentence)
 *   BENCH_LANGUAGE=ja BENCH_SENTENCES=100 pnpm --filter @fabula/speech bench
 */
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startTestServer } from '@fabula/local-supabase/testing'
import {
  createOfflineVoice,
  createSpeechEngine,
  createStorageAudioStore,
  isSpeechLanguage,
} from '../src/index'
import type { SpeechLanguage } from '../src/index'

const STORIES = join(dirname(fileURLToPath(import.meta.url)), '../../story-engine/content/stories')
const language = process.env.BENCH_LANGUAGE ?? 'es'
if (!isSpeechLanguage(language))
  throw new Error(`BENCH_LANGUAGE ${language} is not a library language`)
const limit = Number(process.env.BENCH_SENTENCES ?? Infinity)

interface StoryFile {
  id: string
  characters?: { key: string; names: string[] }[]
  paragraphs: string[][]
}

/** The library's stories in `lang`, sentences with each character's first name filled in. */
function librarySentences(lang: SpeechLanguage): { story: string; sentences: string[] }[] {
  return readdirSync(join(STORIES, lang))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const story = JSON.parse(readFileSync(join(STORIES, lang, file), 'utf8')) as StoryFile
      const fill = (s: string) =>
        s.replace(
          /\{\{(\w+)\}\}/g,
          (_, key: string) => story.characters?.find((c) => c.key === key)?.names[0] ?? key,
        )
      return { story: story.id, sentences: story.paragraphs.flat().map(fill) }
    })
}

async function firstBytes(url: string): Promise<number> {
  const started = performance.now()
  const res = await fetch(url)
  const reader = res.body!.getReader()
  await reader.read()
  await reader.cancel()
  return performance.now() - started
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN
const ms = (x: number) => `${x.toFixed(0)} ms`

async function main() {
  const stories = librarySentences(language as SpeechLanguage)
  const backend = await startTestServer()
  const offline = createOfflineVoice()
  const bare = createOfflineVoice()
  try {
    const store = createStorageAudioStore(backend.createClient(backend.serviceRoleKey).storage)
    const engine = createSpeechEngine({ voices: [offline], store })
    const scope = { kind: 'library' as const }
    const lines: string[] = [
      `speech bench: ${language}, ${stories.length} stories, local backend on PGlite`,
    ]

    // 1. Generated: the first sentence of the first story, cold then warm (other stories' first sentences).
    const time = async (text: string) => {
      const started = performance.now()
      const spoken = await engine.speak({ text, language: language as SpeechLanguage, scope })
      const reply = performance.now() - started
      return { total: reply + (await firstBytes(spoken.url)), spoken }
    }
    const cold = await time(stories[0]!.sentences[0]!)
    // A server that calls warmUp() when it starts: a fresh worker, loaded before the first request.
    const prepared = createOfflineVoice()
    await prepared.warmUp([language as SpeechLanguage])
    const preparedEngine = createSpeechEngine({ voices: [prepared], store })
    const started0 = performance.now()
    const first = await preparedEngine.speak({
      text: stories[8]!.sentences[0]!,
      language: language as SpeechLanguage,
      scope,
    })
    const afterWarmUp = performance.now() - started0 + (await firstBytes(first.url))
    await prepared.close()
    const warm: number[] = []
    for (const story of stories.slice(1, 8)) warm.push((await time(story.sentences[0]!)).total)
    await bare.synthesize({ text: 'x', language: language as SpeechLanguage })
    const synthOnly: number[] = []
    for (const story of stories.slice(1, 8)) {
      const started = performance.now()
      await bare.synthesize({ text: story.sentences[0]!, language: language as SpeechLanguage })
      synthOnly.push(performance.now() - started)
    }
    lines.push(
      `time to first audio, generated (offline voice): cold process ${ms(cold.total)},` +
        ` first sentence after warmUp() ${ms(afterWarmUp)}, warm median ${ms(median(warm))}` +
        ` | target ≤ 2500 ms | eSpeak NG synthesis alone, warm median ${ms(median(synthOnly))}` +
        ` (store + sign + first byte add ${ms(median(warm) - median(synthOnly))})`,
    )

    // 2. Cached: the same first sentence again, many times.
    const cached: number[] = []
    for (let i = 0; i < 20; i += 1) cached.push((await time(stories[0]!.sentences[0]!)).total)
    const { data } = await backend
      .createClient(backend.serviceRoleKey)
      .storage.from('audio')
      .createSignedUrl(cold.spoken.path, 60)
    const download: number[] = []
    for (let i = 0; i < 20; i += 1) download.push(await firstBytes(data!.signedUrl))
    lines.push(
      `time to first audio, cached: median ${ms(median(cached))} | target ≤ 800 ms` +
        ` | bare signed download of the same object, median ${ms(median(download))}`,
    )

    // 3. Pre-render a language's library (the sentences not made above), then the voice alone.
    const all = stories.flatMap((s) => s.sentences.slice(1)).slice(0, limit)
    let started = performance.now()
    let made = 0
    for (const text of all) {
      const spoken = await engine.speak({ text, language: language as SpeechLanguage, scope })
      if (!spoken.cached) made += 1
    }
    const renderSeconds = (performance.now() - started) / 1000
    const sample = all.slice(0, 100)
    started = performance.now()
    for (const text of sample) await bare.synthesize({ text, language: language as SpeechLanguage })
    const bareRate = sample.length / ((performance.now() - started) / 1000)
    lines.push(
      `pre-render ${all.length} sentences (${made} made, ${all.length - made} already stored): ` +
        `${(all.length / renderSeconds).toFixed(2)} sentences/s (${renderSeconds.toFixed(1)} s)` +
        ` | offline voice alone, no storage: ${bareRate.toFixed(2)} sentences/s on ${sample.length} of them`,
    )
    console.info(lines.join('\n'))
  } finally {
    await offline.close()
    await bare.close()
    await backend.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
