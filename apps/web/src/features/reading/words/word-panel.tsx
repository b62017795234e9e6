import { Button } from '@fabula/ui'
import { Languages, Volume2 } from 'lucide-react'
import * as React from 'react'
import { WORD_STATUSES } from '@fabula/reading-api'
import type { Story, WordStatusValue } from '@fabula/reading-api'
import { t } from '@/i18n/reading'
import { languageName } from '@/lib/language-name'
import { speak } from './speech'
import type { SpeakResult } from './speech'
import type { OpenedWord } from './story-text'

/** Props of {@link WordPanel}. */
export interface WordPanelProps {
  word: OpenedWord
  story: Pick<Story, 'glossary' | 'gloss_language' | 'language' | 'sentence_translations'>
  status: WordStatusValue | undefined
  onStatus: (status: WordStatusValue) => void
}

/** The gloss entry of a word: by its normalised form, then by its lower-case form. */
export function glossEntry(
  story: Pick<Story, 'glossary'>,
  word: Pick<OpenedWord, 'normalized' | 'text'>,
) {
  return story.glossary[word.normalized] ?? story.glossary[word.text.toLowerCase()]
}

/** What a tapped word shows: gloss, dictionary form, status buttons, listen and translation. */
export function WordPanel({ word, story, status, onStatus }: WordPanelProps) {
  const [speech, setSpeech] = React.useState<SpeakResult>()
  const [showTranslation, setShowTranslation] = React.useState(false)
  const entry = glossEntry(story, word)
  const translation =
    story.sentence_translations[word.paragraph]?.[word.sentence]?.translation ?? null
  const glossLanguage = languageName(story.gloss_language)
  return (
    <div className="flex flex-col gap-3" data-testid="word-panel">
      <div>
        <p className="text-lg font-semibold" lang={story.language}>
          {word.text}
        </p>
        {entry?.lemma && entry.lemma.toLowerCase() !== word.text.toLowerCase() ? (
          <p className="text-sm text-muted-foreground">
            {t('reader.dictionaryForm')} <span lang={story.language}>{entry.lemma}</span>
          </p>
        ) : null}
        <p className="mt-1" data-testid="word-gloss">
          {entry?.gloss ? (
            <span lang={story.gloss_language}>{entry.gloss}</span>
          ) : (
            <span className="text-muted-foreground">{t('reader.noGloss')}</span>
          )}
        </p>
        {entry?.gloss ? (
          <p className="text-xs text-muted-foreground">
            {t('reader.glossIn', { language: glossLanguage })}
          </p>
        ) : null}
      </div>
      <div role="group" aria-label={t('reader.statusGroup')} className="flex flex-wrap gap-1">
        {WORD_STATUSES.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={status === value ? 'default' : 'outline'}
            aria-pressed={status === value}
            onClick={() => onStatus(value)}
          >
            {t(`reader.status.${value}`)}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setSpeech(speak(word.text, story.language))}
        >
          <Volume2 aria-hidden />
          {t('reader.listen')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={showTranslation}
          onClick={() => setShowTranslation((shown) => !shown)}
        >
          <Languages aria-hidden />
          {t('reader.translateSentence')}
        </Button>
      </div>
      {speech && speech !== 'spoken' ? (
        <p role="status" className="text-sm text-muted-foreground">
          {speech === 'no-voice'
            ? t('reader.noVoice', { language: languageName(story.language) })
            : t('reader.noSpeech')}
        </p>
      ) : null}
      {showTranslation ? (
        <p className="rounded-md bg-muted p-2 text-sm" data-testid="sentence-translation">
          {translation ? (
            <span lang={story.gloss_language}>{translation}</span>
          ) : (
            t('reader.noTranslation')
          )}
        </p>
      ) : null}
    </div>
  )
}
