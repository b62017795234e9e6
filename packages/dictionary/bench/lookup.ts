/**
 * Lookup time per word, per pair: cold (a fresh dictionary, so every shard the word needs is
 * fetched, parsed and validated — the first tap of a session) and warm (shards already loaded).
 * Shards are fetched over HTTP from a local static server, as the web app will serve them, and
 * read from disk with the Node loader for comparison.
 *
 *   pnpm --filter @fabula/dictionary bench [pair …]
 *
 * Words: 60 per pair, spread over the frequency list (ranks 1–10,000) so inflected forms,
 * fallbacks and misses all appear. Japanese and Chinese words are looked up without context.
 * Routed pairs (de-ar, zh-es, ru-ja: through English) are measured too, and the bytes of JSON a
 * cold lookup loads (before HTTP compression).
 */
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, normalize } from 'node:path'
import { loadFrequencyRanks } from '@fabula/reading'
import type { DictionaryLoader } from '../src/index'
import { createDictionary, MANIFEST } from '../src/index'
import { CONTENT_DIRECTORY, createFsLoader } from '../src/node'

const WORDS_PER_PAIR = 60

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/** A static file server for the content folder, on a free local port. */
async function serveContent(): Promise<{ base: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    if (path.includes('..')) {
      response.writeHead(400).end()
      return
    }
    readFile(join(CONTENT_DIRECTORY, path))
      .then((body) => response.writeHead(200, { 'content-type': 'application/json' }).end(body))
      .catch(() => response.writeHead(404).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** Bytes of JSON loaded by the HTTP loader, for "what a tap loads". */
let loadedBytes = 0

async function measure(pair: string, words: readonly string[], makeLoader: () => DictionaryLoader) {
  const cold: number[] = []
  let files = 0
  const bytesBefore = loadedBytes
  for (const word of words) {
    let loads = 0
    const load = makeLoader()
    const dictionary = createDictionary({
      load: (path) => {
        loads += 1
        return load(path)
      },
    })
    const start = performance.now()
    await dictionary.lookup(pair, word)
    cold.push(performance.now() - start)
    files += loads
  }
  const dictionary = createDictionary({ load: makeLoader() })
  for (const word of words) await dictionary.lookup(pair, word)
  const warm: number[] = []
  for (const word of words) {
    const start = performance.now()
    await dictionary.lookup(pair, word)
    warm.push(performance.now() - start)
  }
  return {
    cold,
    warm,
    filesPerLookup: files / words.length,
    bytesPerLookup: (loadedBytes - bytesBefore) / words.length,
  }
}

const only = process.argv.slice(2)
// Routed pairs (no data of their own: the word through English, then English → native).
const ROUTED = ['de-ar', 'zh-es', 'ru-ja']
const pairs = [...Object.keys(MANIFEST.pairs), ...ROUTED].filter(
  (p) => only.length === 0 || only.includes(p),
)
const server = await serveContent()
const http = (): DictionaryLoader => async (path) => {
  const text = await (await fetch(server.base + path)).text()
  loadedBytes += Buffer.byteLength(text)
  return JSON.parse(text) as unknown
}
const fs = () => createFsLoader()

console.info(
  `Lookup time per word (ms), ${WORDS_PER_PAIR} words per pair spread over the frequency list.`,
)
console.info(
  '| Pair | Cold HTTP median | Cold HTTP p95 | Cold HTTP max | Cold disk median | Warm median | Warm p95 | Files per cold lookup | KB per cold lookup (uncompressed) |',
)
console.info(
  '| ---- | ---------------- | ------------- | ------------- | ---------------- | ----------- | -------- | --------------------- | --------------------------------- |',
)
const allCold: number[] = []
try {
  for (const pair of pairs) {
    const lang = pair.split('-')[0] ?? ''
    const ranked = [...(await loadFrequencyRanks(lang)).keys()]
    const step = Math.max(1, Math.floor(ranked.length / WORDS_PER_PAIR))
    const words = ranked.filter((_, i) => i % step === 0).slice(0, WORDS_PER_PAIR)
    const overHttp = await measure(pair, words, http)
    const fromDisk = await measure(pair, words, fs)
    allCold.push(...overHttp.cold)
    const f = (n: number) => n.toFixed(2)
    console.info(
      `| ${pair} | ${f(percentile(overHttp.cold, 50))} | ${f(percentile(overHttp.cold, 95))} | ${f(Math.max(...overHttp.cold))} | ${f(percentile(fromDisk.cold, 50))} | ${f(percentile(overHttp.warm, 50))} | ${f(percentile(overHttp.warm, 95))} | ${overHttp.filesPerLookup.toFixed(1)} | ${(overHttp.bytesPerLookup / 1000).toFixed(1)} |`,
    )
  }
} finally {
  await server.close()
}
console.info(
  `\nAll pairs, cold over HTTP: median ${percentile(allCold, 50).toFixed(2)} ms, p95 ${percentile(allCold, 95).toFixed(2)} ms, max ${Math.max(...allCold).toFixed(2)} ms (target: tap → meaning ≤ 150 ms).`,
)
