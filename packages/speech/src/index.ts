/**
 * @fabula/speech: the server half of Fabula's voice chain. A sentence is served from Storage when
 * it was said before, else said by the connected speech provider (OpenAI-compatible
 * `/audio/speech`) or by the offline eSpeak NG voice on this server, stored in the `audio` bucket
 * and handed out as a signed URL with its duration and word timings. Server-only: eSpeak NG is
 * GPL-3.0-or-later and must never reach a browser bundle (see the README).
 * @packageDocumentation
 */
export { createSpeechEngine, sentenceAt, MAX_SPEECH_TEXT } from './engine'
export type {
  SpeakRequest,
  SpeechEngine,
  SpeechEngineOptions,
  SpokenSentence,
  SkippedVoice,
} from './engine'
export { createOfflineVoice, ESPEAK_VOICES } from './offline/offline-voice'
export type { OfflineVoice, OfflineVoiceOptions } from './offline/offline-voice'
export { createProviderVoice, MAX_PROVIDER_INPUT } from './provider-voice'
export type { ProviderVoiceConfig } from './provider-voice'
export { createStorageAudioStore } from './store'
export type { AudioStore, StorageLike, StoredSpeech } from './store'
export { normalizeSpeechText, speechCacheKey, speechObjectPath } from './cache-key'
export type { SpeechScope } from './cache-key'
export { SpeechError, isSpeechError } from './errors'
export type { SpeechFailureReason } from './errors'
export { SPEECH_LANGUAGES, isSpeechLanguage } from './languages'
export type { SpeechLanguage } from './languages'
export { decodeMp3 } from './mp3'
export type { DecodedAudio } from './mp3'
export type { SpeechInput, SynthesizedSpeech, Voice, WordTiming } from './types'
