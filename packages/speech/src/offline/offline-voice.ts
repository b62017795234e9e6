import { Worker } from 'node:worker_threads'
import { SpeechError } from '../errors'
import type { SpeechLanguage } from '../languages'
import type { SpeechInput, SynthesizedSpeech, Voice, WordTiming } from '../types'

/** eSpeak NG's voice for each library language (Brazilian Portuguese and US English, as the library writes them). */
export const ESPEAK_VOICES: Record<SpeechLanguage, string> = {
  es: 'es',
  pt: 'pt-BR',
  fr: 'fr',
  it: 'it',
  de: 'de',
  en: 'en-us',
  ja: 'ja',
  zh: 'cmn',
  ar: 'ar',
  ru: 'ru',
}

/** Options of {@link createOfflineVoice}. */
export interface OfflineVoiceOptions {
  /** Words per minute (eSpeak NG's default is 175; a learner hears 150 better). */
  rate?: number
  /** MP3 bitrate in kbit/s (speech at 22.05 kHz mono is clear at 40). */
  bitrate?: number
  /** Longest time one sentence may take before the worker is restarted, in ms. */
  timeoutMs?: number
}

/** The offline voice, with ways to load it ahead of time and to stop its worker. */
export interface OfflineVoice extends Voice {
  /**
   * Starts the worker and loads the engine and the voices of `languages` (all by default), so
   * the first sentence does not wait for them (Japanese's analyser takes the longest). Call it
   * when the server starts.
   */
  warmUp(languages?: readonly SpeechLanguage[]): Promise<void>
  /** Stops the worker thread (it starts again on the next sentence). */
  close(): Promise<void>
}

interface WorkerReply {
  id: number
  ok: boolean
  message?: string
  mp3?: Uint8Array
  samples?: number
  sampleRate?: number
  words?: { start: number; end: number; ms: number }[]
}

const WORKER_URL = new URL('./espeak-worker.mjs', import.meta.url)

/** Turns eSpeak's word starts into spans that end where the next word starts. */
function wordTimings(words: NonNullable<WorkerReply['words']>, durationMs: number): WordTiming[] {
  return words.map((w, i) => ({
    start: w.start,
    end: w.end,
    startMs: w.ms,
    endMs: Math.max(w.ms, words[i + 1]?.ms ?? durationMs),
  }))
}

/**
 * The offline voice: eSpeak NG on this server, in a worker thread, for all ten library languages
 * with no account anywhere (Japanese kanji are read through the IPADIC analyser first). Audio is
 * MP3 at 22.05 kHz mono with word timings from eSpeak's own events. The worker starts on the
 * first sentence (a few hundred ms to load the voices) and is kept for the next.
 */
export function createOfflineVoice(options: OfflineVoiceOptions = {}): OfflineVoice {
  const rate = options.rate ?? 150
  const bitrate = options.bitrate ?? 40
  const timeoutMs = options.timeoutMs ?? 30_000
  let worker: Worker | undefined
  let nextId = 1
  const pending = new Map<
    number,
    { resolve: (r: WorkerReply) => void; reject: (e: Error) => void }
  >()

  const failAll = (error: Error) => {
    for (const job of pending.values()) job.reject(error)
    pending.clear()
  }
  const start = (): Worker => {
    if (worker) return worker
    const started = new Worker(WORKER_URL)
    started.on('message', (reply: WorkerReply) => {
      const job = pending.get(reply.id)
      pending.delete(reply.id)
      job?.resolve(reply)
      if (pending.size === 0) started.unref()
    })
    started.on('error', (error) => {
      if (worker === started) worker = undefined
      failAll(new SpeechError('engine_failed', `offline voice failed: ${error.message}`))
    })
    started.on('exit', () => {
      if (worker === started) worker = undefined
      failAll(new SpeechError('engine_failed', 'offline voice stopped'))
    })
    worker = started
    return started
  }

  /** Posts one job to the worker and waits for its reply (or the time-out). */
  const send = (message: Record<string, unknown>, signal?: AbortSignal): Promise<WorkerReply> => {
    const thread = start()
    const id = nextId++
    thread.ref()
    return new Promise<WorkerReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id)
        reject(new SpeechError('timeout', `offline voice took longer than ${timeoutMs} ms`))
        // A stuck engine is replaced; the other waiting sentences fail and may be asked again.
        void thread.terminate()
      }, timeoutMs)
      const settle =
        <T>(fn: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer)
          fn(value)
        }
      pending.set(id, { resolve: settle(resolve), reject: settle(reject) })
      signal?.addEventListener(
        'abort',
        () => {
          pending.delete(id)
          settle(reject)(signal.reason as Error)
        },
        { once: true },
      )
      thread.postMessage({ id, ...message })
    })
  }

  return {
    id: 'espeak-ng',
    kind: 'offline',
    speaks: (language) => language in ESPEAK_VOICES,
    async synthesize(input: SpeechInput, signal?: AbortSignal): Promise<SynthesizedSpeech> {
      const voice = ESPEAK_VOICES[input.language]
      if (!voice)
        throw new SpeechError('unsupported_language', `no offline voice for ${input.language}`)
      const reply = await send(
        { text: input.text, voice, language: input.language, rate, bitrate },
        signal,
      )
      if (!reply.ok || !reply.mp3 || reply.samples === undefined || !reply.sampleRate) {
        throw new SpeechError('engine_failed', `offline voice: ${reply.message ?? 'no audio'}`)
      }
      const durationMs = Math.round((reply.samples / reply.sampleRate) * 1000)
      return {
        audio: reply.mp3,
        contentType: 'audio/mpeg',
        durationMs,
        timings: wordTimings(reply.words ?? [], durationMs),
      }
    },
    async warmUp(languages = Object.keys(ESPEAK_VOICES) as SpeechLanguage[]) {
      const reply = await send({ warm: languages.map((l) => [ESPEAK_VOICES[l], l]) })
      if (!reply.ok)
        throw new SpeechError('engine_failed', `offline voice: ${reply.message ?? 'did not load'}`)
    },
    async close() {
      const running = worker
      worker = undefined
      if (running) await running.terminate()
    },
  }
}
