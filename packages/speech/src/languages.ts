/** The library's ten languages, the ones every voice of the chain is asked about. */
export const SPEECH_LANGUAGES = [
  'es',
  'pt',
  'fr',
  'it',
  'de',
  'en',
  'ja',
  'zh',
  'ar',
  'ru',
] as const

/** A language the speech engine serves. */
export type SpeechLanguage = (typeof SPEECH_LANGUAGES)[number]

/** Whether `code` is one of {@link SPEECH_LANGUAGES}. */
export function isSpeechLanguage(code: unknown): code is SpeechLanguage {
  return typeof code === 'string' && (SPEECH_LANGUAGES as readonly string[]).includes(code)
}
