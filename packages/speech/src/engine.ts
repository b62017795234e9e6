import { normalizeSpeechText, speechCacheKey, speechObjectPath } from './cache-key'
import type { SpeechScope } from './cache-key'
import { SpeechError, isSpeechError } from './errors'
import type { SpeechFailureReason } from './errors'
import { isSpeechLanguage } from './languages'
import type { SpeechLanguage } from './languages'
import type { AudioStore } from './store'
import type { Voice, WordTiming } from './types'

/** Longest sentence the engine says in one piece. */
export const MAX_SPEECH_TEXT = 1000

/** What to say, for whom. */
export interface SpeakRequest {
  text: string
  language: SpeechLanguage
  /** Library audio is shared by every learner; a learner's own text stays in their folder. */
  scope: SpeechScope
}

/** A voice that was skipped, and why (for the reader's quiet note). */
export interface SkippedVoice {
  voice: string
  reason: SpeechFailureReason
  retryAfterSeconds?: number
}

/** A sentence, spoken: where its audio is and how to play it highlighted. */
export interface SpokenSentence {
  /** The object path in the `audio` bucket. */
  path: string
  /** A signed URL that plays it (expires after `signedUrlSeconds`). */
  url: string
  /** The id of the voice that made it. */
  voice: string
  /** `provider` or `offline`. */
  voiceKind: Voice['kind']
  durationMs: number
  timings: WordTiming[]
  /** True when the audio was already stored (nothing was generated). */
  cached: boolean
  /** Voices before this one that could not speak it, in order. */
  skipped: SkippedVoice[]
}

/** Options of {@link createSpeechEngine}. */
export interface SpeechEngineOptions {
  /** The voices in order of preference: a connected provider first, then the offline voice. */
  voices: readonly Voice[]
  store: AudioStore
  /** Life of the URLs handed out, in seconds. Default one hour. */
  signedUrlSeconds?: number
}

/** The speech engine made by {@link createSpeechEngine}. */
export interface SpeechEngine {
  /** Says a sentence with the first voice that can, from storage when it was said before. */
  speak(request: SpeakRequest, signal?: AbortSignal): Promise<SpokenSentence>
}

/**
 * The server half of the voice chain. For each voice in order: audio already stored for (voice,
 * language, text) is served as is; otherwise the voice speaks, the audio is stored and served.
 * A voice that fails (rate limit, time-out, refused key …) is skipped with its reason and the next
 * one tried, so a provider problem never leaves a learner without sound while the offline voice
 * works. Concurrent requests for the same sentence share one synthesis.
 */
export function createSpeechEngine(options: SpeechEngineOptions): SpeechEngine {
  const expiresIn = options.signedUrlSeconds ?? 3600
  const inFlight = new Map<string, Promise<Omit<SpokenSentence, 'skipped'>>>()

  async function withVoice(
    voice: Voice,
    text: string,
    request: SpeakRequest,
    signal?: AbortSignal,
  ) {
    const key = speechCacheKey(voice.id, request.language, text)
    const path = speechObjectPath(request.scope, voice.id, request.language, key)
    const stored = await options.store.find(path)
    if (stored) {
      const url = await options.store.signedUrl(path, expiresIn)
      return { path, url, voice: voice.id, voiceKind: voice.kind, ...stored, cached: true }
    }
    const running = inFlight.get(path)
    if (running) return running
    const job = (async () => {
      const speech = await voice.synthesize({ text, language: request.language }, signal)
      await options.store.save(path, speech)
      const url = await options.store.signedUrl(path, expiresIn)
      return {
        path,
        url,
        voice: voice.id,
        voiceKind: voice.kind,
        durationMs: speech.durationMs,
        timings: speech.timings,
        cached: false,
      }
    })()
    inFlight.set(path, job)
    try {
      return await job
    } finally {
      inFlight.delete(path)
    }
  }

  return {
    async speak(request, signal) {
      if (!isSpeechLanguage(request.language)) {
        throw new SpeechError('unsupported_language', `no voice for ${String(request.language)}`)
      }
      const text = normalizeSpeechText(request.text)
      if (text === '') throw new SpeechError('empty_text', 'nothing to say')
      if (text.length > MAX_SPEECH_TEXT) {
        throw new SpeechError('text_too_long', `at most ${MAX_SPEECH_TEXT} characters per sentence`)
      }
      const skipped: SkippedVoice[] = []
      for (const voice of options.voices) {
        if (!voice.speaks(request.language)) {
          skipped.push({ voice: voice.id, reason: 'unsupported_language' })
          continue
        }
        try {
          return { ...(await withVoice(voice, text, request, signal)), skipped }
        } catch (error) {
          if (signal?.aborted) throw error
          // Storage failing is not the voice's fault: no other voice would fare better.
          if (!isSpeechError(error) || error.reason === 'storage_failed') throw error
          skipped.push({
            voice: voice.id,
            reason: error.reason,
            ...(error.retryAfterSeconds === undefined
              ? {}
              : { retryAfterSeconds: error.retryAfterSeconds }),
          })
        }
      }
      const last = skipped.at(-1)
      throw new SpeechError(
        last?.reason ?? 'unsupported_language',
        `no voice could say it (${skipped.map((s) => `${s.voice}: ${s.reason}`).join(', ') || 'no voices'})`,
        last?.retryAfterSeconds,
      )
    },
  }
}

/**
 * The `index`-th sentence of a story whose paragraphs are lists of sentences (as stories are
 * stored), counting across paragraphs from 0; undefined past the end.
 */
export function sentenceAt(
  paragraphs: readonly (readonly string[])[],
  index: number,
): string | undefined {
  if (!Number.isInteger(index) || index < 0) return undefined
  let left = index
  for (const paragraph of paragraphs) {
    if (left < paragraph.length) return paragraph[left]
    left -= paragraph.length
  }
  return undefined
}
