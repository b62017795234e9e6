// @ts-check
/**
 * The offline voice's worker thread: eSpeak NG (compiled to WebAssembly, GPL-3.0-or-later, from
 * `@echogarden/espeak-ng-emscripten`) speaks one sentence at a time, LAME (WebAssembly, from
 * `wasm-media-encoders`) encodes it to MP3, and eSpeak's word events become word timings. It runs
 * off the server's main thread, so a sentence being synthesised never holds up a request.
 *
 * Plain JavaScript on purpose: a worker file must run as is under Node, tsx, Vitest and Deno.
 *
 * Messages in: `{ id, text, voice, language, rate, bitrate }`, or `{ id, warm: [[voice, language], …] }`
 * to load the engine, those voices and (for Japanese) the analyser before the first sentence.
 * Messages out: `{ id, ok: true, mp3, samples, sampleRate, words: [{ start, end, ms }] }` (offsets
 * are UTF-16 positions in `text`), or `{ id, ok: false, message }`.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { parentPort } from 'node:worker_threads'
import initEspeak from '@echogarden/espeak-ng-emscripten'
import kuromoji from '@sglkc/kuromoji'
import { createMp3Encoder } from 'wasm-media-encoders'

const require = createRequire(import.meta.url)

/** eSpeak NG's output rate (it is fixed for its voices). */
const SAMPLE_RATE = 22050

/** @type {Promise<any> | undefined} */
let espeak
/** @type {Promise<any> | undefined} */
let tokenizer
/** @type {Promise<any> | undefined} */
let mp3Encoder

/** One LAME instance, reconfigured per sentence (compiling it each time costs more than a sentence). */
function encoder() {
  mp3Encoder ??= createMp3Encoder()
  return mp3Encoder
}

function engine() {
  espeak ??= initEspeak().then((module) => new module.eSpeakNGWorker())
  return espeak
}

/** The Japanese morphological analyser (IPADIC), for kanji readings eSpeak NG does not have. */
function japaneseTokenizer() {
  tokenizer ??= new Promise((resolve, reject) => {
    const dicPath = join(dirname(require.resolve('@sglkc/kuromoji/package.json')), 'dict')
    kuromoji.builder({ dicPath }).build((error, built) => (error ? reject(error) : resolve(built)))
  })
  return tokenizer
}

/** Katakana to hiragana (eSpeak NG's Japanese reads hiragana with small kana and ー best). */
function toHiragana(text) {
  let out = ''
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0
    out += code >= 0x30a1 && code <= 0x30f6 ? String.fromCodePoint(code - 0x60) : ch
  }
  return out
}

/**
 * Japanese text as kana eSpeak NG can say (kanji have no reading in its dictionary: it would say
 * "Chinese letter"), with the pieces that map positions in the kana back to the original text.
 * @param {string} text
 */
async function kanaFor(text) {
  const analyser = await japaneseTokenizer()
  /** @type {{ from: number, to: number, spokenFrom: number, spokenTo: number }[]} */
  const pieces = []
  let spoken = ''
  let spokenLength = 0
  for (const token of analyser.tokenize(text)) {
    const surface = token.surface_form
    const from = token.word_position - 1
    const reading =
      token.pronunciation && token.pronunciation !== '*' ? token.pronunciation : surface
    const kana = toHiragana(reading)
    const kanaLength = [...kana].length
    pieces.push({
      from,
      to: from + surface.length,
      spokenFrom: spokenLength,
      spokenTo: spokenLength + kanaLength,
    })
    spoken += kana
    spokenLength += kanaLength
  }
  return { spoken, pieces }
}

/** For each code point index of `text`, its UTF-16 offset (and one past the end). */
function utf16Offsets(text) {
  const offsets = []
  let at = 0
  for (const ch of text) {
    offsets.push(at)
    at += ch.length
  }
  offsets.push(at)
  return offsets
}

/**
 * @param {{ text: string, voice: string, language: string, rate: number, bitrate: number }} job
 */
async function speak(job) {
  const worker = await engine()
  let spoken = job.text
  /** @type {(from: number, to: number) => [number, number]} code points of `spoken` → UTF-16 of text */
  let toText
  if (job.language === 'ja') {
    const kana = await kanaFor(job.text)
    spoken = kana.spoken
    toText = (from, to) => {
      const first = kana.pieces.find((p) => from < p.spokenTo) ?? kana.pieces.at(-1)
      const last = [...kana.pieces].reverse().find((p) => to > p.spokenFrom) ?? first
      return [first?.from ?? 0, last?.to ?? job.text.length]
    }
  } else {
    const offsets = utf16Offsets(job.text)
    const end = offsets.length - 1
    toText = (from, to) => [
      offsets[Math.min(from, end)] ?? 0,
      offsets[Math.min(to, end)] ?? job.text.length,
    ]
  }
  worker.set_voice(job.voice)
  worker.set_rate(job.rate)
  /** @type {Int16Array[]} */
  const chunks = []
  /** @type {{ start: number, end: number, ms: number }[]} */
  const words = []
  worker.synthesize(spoken, (/** @type {Int16Array} */ samples, /** @type {any[]} */ events) => {
    // The samples are a view into WebAssembly memory that the next call reuses: copy them.
    if (samples && samples.length > 0) chunks.push(Int16Array.from(samples))
    for (const event of events) {
      if (event.type !== 'word' || event.word_length <= 0) continue
      const from = event.text_position - 1
      const [start, end] = toText(from, from + event.word_length)
      const last = words.at(-1)
      // Japanese readings can split one original word into several spoken ones: keep the first.
      if (last && last.start === start) continue
      words.push({ start, end, ms: event.audio_position })
    }
  })
  const total = chunks.reduce((sum, c) => sum + c.length, 0)
  const pcm = new Float32Array(total)
  let at = 0
  for (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i += 1) pcm[at + i] = (chunk[i] ?? 0) / 32768
    at += chunk.length
  }
  const lame = await encoder()
  lame.configure({ sampleRate: SAMPLE_RATE, channels: 1, bitrate: job.bitrate })
  // Both results are views the encoder reuses: copy them.
  const head = lame.encode([pcm]).slice()
  const tail = lame.finalize().slice()
  const mp3 = new Uint8Array(head.length + tail.length)
  mp3.set(head)
  mp3.set(tail, head.length)
  return { mp3, samples: total, sampleRate: SAMPLE_RATE, words }
}

/**
 * Loads what the first sentence of each language would otherwise wait for, by saying a few
 * numbers in each: the engine, the voice's data, the Japanese analyser and the encoder.
 * @param {[string, string][]} voices
 */
async function warm(voices) {
  for (const [voice, language] of voices) {
    await speak({ text: '1, 2, 3, 4, 5.', voice, language, rate: 150, bitrate: 40 })
  }
}

let queue = Promise.resolve()

parentPort?.on('message', (job) => {
  // One job at a time: the engine is a single instance and the events belong to one call.
  queue = queue.then(async () => {
    try {
      if (job.warm) {
        await warm(job.warm)
        parentPort?.postMessage({ id: job.id, ok: true })
        return
      }
      const result = await speak(job)
      parentPort?.postMessage({ id: job.id, ok: true, ...result }, [result.mp3.buffer])
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      parentPort?.postMessage({ id: job.id, ok: false, message })
    }
  })
})
