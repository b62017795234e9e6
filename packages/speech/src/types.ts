import type { SpeechLanguage } from './languages'

/** One word of the spoken text: where it is in the text and when it is heard. */
export interface WordTiming {
  /** UTF-16 offset of the word's first character in the text that was spoken. */
  start: number
  /** UTF-16 offset just past the word. */
  end: number
  /** When the word starts, in ms from the start of the audio. */
  startMs: number
  /** When the next word starts (or the audio ends), in ms. */
  endMs: number
}

/** Encoded audio and what is known about it. */
export interface SynthesizedSpeech {
  /** The encoded audio (MP3). */
  audio: Uint8Array
  /** `audio/mpeg`. */
  contentType: string
  /** Length of the audio in ms. */
  durationMs: number
  /** Word timings where the voice reports them (the offline voice does), else empty. */
  timings: WordTiming[]
}

/** What to say. */
export interface SpeechInput {
  text: string
  language: SpeechLanguage
}

/** A voice of the chain: something that turns a sentence into audio. */
export interface Voice {
  /**
   * A stable id, part of the cache key and of the stored path (letters, digits, `-`): audio made
   * by one voice is never served as another's.
   */
  readonly id: string
  /** `provider` (a connected speech endpoint) or `offline` (eSpeak NG on this server). */
  readonly kind: 'provider' | 'offline'
  /** Whether the voice speaks `language` at all. */
  speaks(language: SpeechLanguage): boolean
  /** Says `input`; rejects with a `SpeechError` that names the cause. */
  synthesize(input: SpeechInput, signal?: AbortSignal): Promise<SynthesizedSpeech>
}
