import { Button } from '@fabula/ui'
import { Languages, Link2Off, Undo2, Volume2 } from 'lucide-react'
import * as React from 'react'
import { WORD_STATUSES } from '@fabula/reading-api'
import type { Story, WordEntry, WordLink, WordStatusValue } from '@fabula/reading-api'
import type { PhraseSpan } from '@/features/reading/phrases'
import { OwnMeaningEditor, type OwnMeaningValues } from '@/features/reading/own-meaning-editor'
import { useLemmaCandidates } from '@/features/reading/use-dictionary'
import { WordMeaning } from '@/features/reading/word-meaning'
import { t } from '@/i18n/words'
import { languageName } from '@/lib/language-name'
import { speak } from './speech'
import type { SpeakResult } from './speech'
import type { OpenedWord } from './story-text'

/** The story fields a word panel reads. */
export type PanelStory = Pick<
  Story,
  'glossary' | 'gloss_language' | 'language' | 'sentence_translations'
>

/** Props of {@link WordPanel}. */
export interface WordPanelProps {
  word: OpenedWord
  story: PanelStory
  /** The learner's native language (meanings are wanted in it). */
  nativeLanguage: string
  /** The word's dictionary form, when the dictionaries know it. */
  lemma: string | undefined
  /** The form the word is saved under (a whole Japanese or Chinese word for a fragment). */
  form: string
  /** The learner's entry for the word's dictionary form. */
  entry: WordEntry | undefined
  /** The learner's own link or unlink of this form. */
  ownLink: WordLink | undefined
  status: WordStatusValue | undefined
  /** The sentence the word is in, and the text after it (Japanese and Chinese lookups). */
  sentence: string
  following: string
  /** A saved phrase the word belongs to. */
  phrase?: PhraseSpan | undefined
  onStatus: (status: WordStatusValue) => void
  onSaveDetails: (values: OwnMeaningValues) => Promise<void>
  /** Links the form to `lemma` by the learner's choice (`lemma === form` unlinks); `null` undoes. */
  onLink: (lemma: string | null) => void
  onOpenPhrase?: (() => void) | undefined
}

/** The gloss entry of a word: by its normalised form, then by its lower-case form. */
export function glossEntry(
  story: Pick<Story, 'glossary'>,
  word: Pick<OpenedWord, 'normalized' | 'text'>,
) {
  return story.glossary[word.normalized] ?? story.glossary[word.text.toLowerCase()]
}

/**
 * What a tapped word shows: the word and its dictionary form, the status buttons (keys 1–4), its
 * meaning in lookup order (glossary → own → dictionary → provider) with the learner's own meaning
 * first, the own meaning and note editor, the phrase it belongs to, linking, listen and the
 * sentence's translation. The status buttons come first in tab order.
 */
export function WordPanel(props: WordPanelProps) {
  const { word, story, entry, ownLink, status, onStatus } = props
  const [speech, setSpeech] = React.useState<SpeakResult>()
  const [showTranslation, setShowTranslation] = React.useState(false)
  const [editing, setEditing] = React.useState(false)
  const gloss = glossEntry(story, word)
  const translation =
    story.sentence_translations[word.paragraph]?.[word.sentence]?.translation ?? null
  const unlinked = ownLink?.linkedBy === 'learner' && ownLink.lemma === props.form
  // The dictionary form shown: the learner's link, else the dictionaries', else the glossary's.
  const lemma = unlinked
    ? undefined
    : ownLink?.linkedBy === 'learner'
      ? ownLink.lemma
      : (props.lemma ?? gloss?.lemma ?? undefined)
  const showLemma = lemma !== undefined && lemma !== word.normalized
  const candidates = useLemmaCandidates(story.language, word.normalized).data ?? []
  const others = candidates.filter((candidate) => candidate !== lemma && candidate !== props.form)

  return (
    <div className="flex flex-col gap-3" data-testid="word-panel">
      <div>
        <p className="text-lg font-semibold" lang={story.language}>
          {word.text}
        </p>
        {showLemma ? (
          <p className="text-sm text-muted-foreground" data-testid="word-lemma">
            {t('words.lemma.label')} <span lang={story.language}>{lemma}</span>
            {ownLink?.linkedBy === 'learner' ? ` · ${t('words.lemma.yours')}` : null}
          </p>
        ) : null}
        {unlinked ? (
          <p className="text-sm text-muted-foreground">
            {t('words.lemma.unlinked', { form: props.form })}
          </p>
        ) : null}
      </div>
      <div role="group" aria-label={t('reader.statusGroup')} className="flex flex-wrap gap-1">
        {WORD_STATUSES.map((value, i) => (
          <Button
            key={value}
            size="sm"
            variant={status === value ? 'default' : 'outline'}
            aria-pressed={status === value}
            aria-keyshortcuts={String(i + 1)}
            onClick={() => onStatus(value)}
          >
            {t(`reader.status.${value}`)}
          </Button>
        ))}
      </div>
      <WordMeaning
        language={story.language}
        nativeLanguage={props.nativeLanguage}
        gloss={gloss?.gloss}
        glossLanguage={story.gloss_language}
        own={entry?.meaning}
        word={word.normalized}
        providerWord={props.form}
        text={word.text}
        following={props.following}
        sentence={props.sentence}
        onWriteOwn={() => setEditing(true)}
      />
      <OwnMeaningEditor
        meaning={entry?.meaning ?? null}
        note={entry?.note ?? null}
        lang={props.nativeLanguage}
        editing={editing}
        onEditingChange={setEditing}
        onSave={props.onSaveDetails}
      />
      {props.phrase ? (
        <div className="rounded-md border border-violet-500/40 p-2 text-sm">
          <p>
            {t('words.phrase.partOf', { phrase: props.phrase.phrase.text })}
            {props.phrase.phrase.meaning ? `: ${props.phrase.phrase.meaning}` : null}
          </p>
          {props.onOpenPhrase ? (
            <Button size="sm" variant="link" className="h-auto p-0" onClick={props.onOpenPhrase}>
              {t('words.phrase.open')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {ownLink?.linkedBy === 'learner' || showLemma || others.length > 0 ? (
        <div className="flex flex-wrap gap-1">
          {ownLink?.linkedBy === 'learner' ? (
            <Button size="sm" variant="ghost" onClick={() => props.onLink(null)}>
              <Undo2 aria-hidden className="rtl:-scale-x-100" />
              {t('words.lemma.undo')}
            </Button>
          ) : showLemma ? (
            <Button size="sm" variant="ghost" onClick={() => props.onLink(props.form)}>
              <Link2Off aria-hidden />
              {t('words.lemma.unlink', { form: props.form })}
            </Button>
          ) : null}
          {others.slice(0, 3).map((candidate) => (
            <Button
              key={candidate}
              size="sm"
              variant="ghost"
              onClick={() => props.onLink(candidate)}
            >
              {t('words.lemma.linkTo', { lemma: candidate })}
            </Button>
          ))}
        </div>
      ) : null}
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
