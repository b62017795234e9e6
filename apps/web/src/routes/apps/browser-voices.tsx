import { TARGET_LANGUAGES } from '@fabula/profile-api'
import { Label } from '@fabula/ui'
import * as React from 'react'
import { t } from '@/i18n/apps-help'
import { languageName } from '@/lib/language-name'
import { NativeSelect } from '@/routes/read-generate/native-select'

/**
 * The browser's voices, updated when it finishes loading them (`voiceschanged`: Chrome fills the
 * list late); `null` where the browser cannot speak at all.
 */
function useBrowserVoices(): SpeechSynthesisVoice[] | null {
  const synth = globalThis.speechSynthesis as SpeechSynthesis | undefined
  const [voices, setVoices] = React.useState<SpeechSynthesisVoice[]>(() => synth?.getVoices() ?? [])
  React.useEffect(() => {
    if (!synth) return
    const update = () => setVoices(synth.getVoices())
    update()
    synth.addEventListener('voiceschanged', update)
    return () => synth.removeEventListener('voiceschanged', update)
  }, [synth])
  return synth ? voices : null
}

/** The voices of one language (ISO 639-1), matched as the reader matches them. */
function voicesFor(
  voices: readonly Pick<SpeechSynthesisVoice, 'lang'>[],
  language: string,
): number[] {
  const code = language.toLowerCase()
  return voices.flatMap((voice, index) => {
    const lang = voice.lang.toLowerCase().replace('_', '-')
    return lang === code || lang.startsWith(`${code}-`) ? [index] : []
  })
}

/**
 * The voices this browser has for a language, starting with the viewer's target language: what a
 * learner with that language would hear from Listen.
 */
export function BrowserVoices({ initialLanguage }: { initialLanguage: string }) {
  const voices = useBrowserVoices()
  const [language, setLanguage] = React.useState(initialLanguage)
  const id = React.useId()
  if (voices === null)
    return <p className="text-sm text-muted-foreground">{t('apps.voices.none')}</p>
  const matching = voicesFor(voices, language).flatMap((index) => voices[index] ?? [])
  return (
    <section className="flex flex-col gap-2" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-medium">
        {t('apps.voices.title')}
      </h3>
      <div className="grid max-w-xs gap-1">
        <Label htmlFor={`${id}-language`}>{t('apps.voices.language')}</Label>
        <NativeSelect
          id={`${id}-language`}
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
        >
          {TARGET_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {languageName(code)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <p className="text-sm" data-testid="voice-count">
        {t('apps.voices.count', { count: matching.length, language: languageName(language) })}
      </p>
      {matching.length > 0 && (
        <ul className="max-h-40 overflow-y-auto rounded-md border text-sm" data-testid="voice-list">
          {matching.map((voice) => (
            <li
              key={voice.voiceURI}
              className="flex justify-between gap-3 border-b px-3 py-1.5 last:border-b-0"
            >
              <span className="min-w-0 truncate">{voice.name}</span>
              <span className="shrink-0 text-muted-foreground">
                {voice.lang} ·{' '}
                {voice.localService ? t('apps.voices.local') : t('apps.voices.remote')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
