import type { Phrase, WordStatusValue } from '@fabula/reading-api'
import { PHRASE_MAX_WORDS, PHRASE_TEXT_MAX_LENGTH, WORD_STATUSES } from '@fabula/reading-api'
import { Button } from '@fabula/ui'
import { Trash2 } from 'lucide-react'
import * as React from 'react'
import { OwnMeaningEditor, type OwnMeaningValues } from '@/features/reading/own-meaning-editor'
import { t } from '@/i18n/words'

/** Adjacent words selected (or found) in the text, as a phrase. */
export interface PhraseTarget {
  /** First and last word index. */
  start: number
  end: number
  /** The words as written, with what stands between them. */
  text: string
  /** Normalised words joined by one space. */
  key: string
  words: number
  sentence: string
  element: HTMLElement
}

/** Props of {@link PhrasePanel}. */
export interface PhrasePanelProps {
  target: PhraseTarget
  /** The saved phrase with these words, if any. */
  saved: Phrase | undefined
  language: string
  nativeLanguage: string
  onSave: (values: OwnMeaningValues & { status: WordStatusValue }) => Promise<void>
  onDelete: (phrase: Phrase) => void
}

/**
 * A phrase's panel: for a new selection, its status buttons and meaning and note, saved together;
 * for a saved phrase, the same to change, and delete. Phrases of 2 to 10 words are kept.
 */
export function PhrasePanel({
  target,
  saved,
  language,
  nativeLanguage,
  ...props
}: PhrasePanelProps) {
  const [editing, setEditing] = React.useState(!saved)
  const status = saved?.status
  const fits =
    target.words >= 2 &&
    target.words <= PHRASE_MAX_WORDS &&
    [...target.text].length <= PHRASE_TEXT_MAX_LENGTH
  const save = (values: Partial<OwnMeaningValues> & { status?: WordStatusValue }) =>
    props.onSave({
      meaning: values.meaning !== undefined ? values.meaning : (saved?.meaning ?? null),
      note: values.note !== undefined ? values.note : (saved?.note ?? null),
      status: values.status ?? saved?.status ?? 'learning',
    })
  return (
    <div className="flex flex-col gap-3" data-testid="phrase-panel">
      <div>
        <p className="text-xs font-medium text-muted-foreground">
          {saved ? t('words.phrase.title') : t('words.phrase.new')}
        </p>
        <p className="text-lg font-semibold" lang={language}>
          {target.text}
        </p>
      </div>
      {!fits ? (
        <p role="alert" className="text-sm text-destructive">
          {t('words.phrase.tooLong')}
        </p>
      ) : (
        <>
          <div role="group" aria-label={t('words.phrase.status')} className="flex flex-wrap gap-1">
            {WORD_STATUSES.map((value, i) => (
              <Button
                key={value}
                size="sm"
                variant={status === value ? 'default' : 'outline'}
                aria-pressed={status === value}
                aria-keyshortcuts={String(i + 1)}
                onClick={() => void save({ status: value }).catch(() => undefined)}
              >
                {t(`reader.status.${value}`)}
              </Button>
            ))}
          </div>
          {saved?.meaning && !editing ? (
            <div data-testid="own-meaning">
              <p className="text-xs font-medium text-muted-foreground">{t('words.meaning.own')}</p>
              <p lang={nativeLanguage}>{saved.meaning}</p>
            </div>
          ) : null}
          <OwnMeaningEditor
            meaning={saved?.meaning ?? null}
            note={saved?.note ?? null}
            lang={nativeLanguage}
            editing={editing}
            onEditingChange={setEditing}
            onSave={(values) => save(values)}
          />
          {saved ? (
            <Button
              size="sm"
              variant="ghost"
              className="self-start text-destructive"
              onClick={() => props.onDelete(saved)}
            >
              <Trash2 aria-hidden />
              {t('words.phrase.delete')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  )
}
