import { createHash } from 'node:crypto'
import type { SpeechLanguage } from './languages'

/** Whose audio it is: the library's (shared by every learner) or one learner's own text. */
export type SpeechScope = { kind: 'library' } | { kind: 'learner'; userId: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const VOICE_ID = /^[a-z0-9-]{1,64}$/

/**
 * The text as it is spoken: Unicode NFC, spaces collapsed and trimmed. Two spellings of the same
 * sentence that sound the same share one recording.
 */
export function normalizeSpeechText(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim()
}

/** The cache key of a sentence: SHA-256 of voice, language and normalised text, in hex. */
export function speechCacheKey(voiceId: string, language: SpeechLanguage, text: string): string {
  return createHash('sha256')
    .update(JSON.stringify([voiceId, language, normalizeSpeechText(text)]))
    .digest('hex')
}

/**
 * Where a sentence's audio is stored in the `audio` bucket: `library/<voice>/<language>/<key>.mp3`
 * for library stories (readable by every signed-in learner), `<user id>/speech/<voice>/<language>/
 * <key>.mp3` for a learner's own text (private to them: their imports must not be heard by
 * others). Built only from checked parts, never from the text itself.
 */
export function speechObjectPath(
  scope: SpeechScope,
  voiceId: string,
  language: SpeechLanguage,
  key: string,
): string {
  if (!VOICE_ID.test(voiceId)) throw new Error(`voice id ${voiceId} is not a path segment`)
  if (!/^[0-9a-f]{64}$/.test(key)) throw new Error('cache key is not a SHA-256 hex digest')
  if (scope.kind === 'library') return `library/${voiceId}/${language}/${key}.mp3`
  if (!UUID.test(scope.userId)) throw new Error('user id is not a UUID')
  return `${scope.userId.toLowerCase()}/speech/${voiceId}/${language}/${key}.mp3`
}
