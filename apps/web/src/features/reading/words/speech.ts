/** Outcome of {@link speak}. */
export type SpeakResult = 'spoken' | 'no-voice' | 'unsupported'

/** A browser voice for a language (ISO 639-1), if the browser has one. */
function voiceFor(lang: string): SpeechSynthesisVoice | undefined {
  const synth = globalThis.speechSynthesis as SpeechSynthesis | undefined
  if (!synth) return undefined
  const prefix = lang.toLowerCase()
  return synth
    .getVoices()
    .find(
      (voice) =>
        voice.lang.toLowerCase() === prefix || voice.lang.toLowerCase().startsWith(`${prefix}-`),
    )
}

/**
 * Reads `text` aloud with a voice of the target language. Without such a voice it says so
 * instead of reading the word with a voice of another language.
 */
export function speak(text: string, lang: string): SpeakResult {
  const synth = globalThis.speechSynthesis as SpeechSynthesis | undefined
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return 'unsupported'
  const voice = voiceFor(lang)
  if (!voice) return 'no-voice'
  const utterance = new SpeechSynthesisUtterance(text)
  utterance.voice = voice
  utterance.lang = voice.lang
  synth.cancel()
  synth.speak(utterance)
  return 'spoken'
}
