import type { Story } from '@fabula/reading-api'
import type { WordMeaningInput } from '@fabula/reading-api/contract'
import { useWordMeaning } from '@fabula/reading-api/react'
import { Button, Skeleton } from '@fabula/ui'
import { PenLine } from 'lucide-react'
import { useServices } from '@/app/app-context'
import { t } from '@/i18n/words'
import { languageName } from '@/lib/language-name'
import { DICTIONARY_BASE } from './dictionary'
import { meaningView, type MeaningInputs, type Pending } from './meanings'
import { useLookup, useMeaningPair, type DictionaryAnswer } from './use-dictionary'

/** Props of {@link WordMeaning}. */
export interface WordMeaningProps {
  /** The story's language (the word's). */
  language: string
  /** The learner's native language: meanings are wanted in it. */
  nativeLanguage: string
  /** The story's glossary entry for the word, and the language it is written in. */
  gloss: string | null | undefined
  glossLanguage: Story['gloss_language']
  /** The learner's own meaning. */
  own: string | null | undefined
  /** The word as tapped: normalised, and as written. */
  word: string
  text: string
  /**
   * What the provider is asked about when it differs from `word`: the whole dictionary word a
   * Japanese or Chinese fragment belongs to.
   */
  providerWord?: string | undefined
  /** Japanese and Chinese: text after the token. */
  following: string
  /** The sentence it is in (the provider is asked for the meaning there). */
  sentence: string
  /** Opens the own-meaning editor (offered when every source is silent). */
  onWriteOwn?: (() => void) | undefined
}

function pending<T>(query: {
  fetchStatus: string
  status: string
  data: T | undefined
  error: unknown
}): Pending<T> {
  if (query.status === 'success') return { state: 'done', value: query.data as T }
  if (query.status === 'error') return { state: 'failed', error: query.error }
  return query.fetchStatus === 'idle' ? { state: 'idle' } : { state: 'loading' }
}

function Sources({ answer }: { answer: DictionaryAnswer }) {
  const sources = answer.manifest.pairs[answer.pair.pair]?.sources ?? []
  const used = (answer.result?.sources ?? []).flatMap((id) => {
    const source = sources.find((s) => s.id === id)
    return source ? [source] : []
  })
  if (used.length === 0) return null
  return (
    <p className="text-xs text-muted-foreground">
      {t('words.meaning.sources')}{' '}
      {used.map((source, i) => (
        <span key={source.id}>
          {i > 0 ? ', ' : null}
          <a
            className="underline underline-offset-2 hover:text-foreground"
            href={`${DICTIONARY_BASE}${answer.pair.pair}/${source.id}/ATTRIBUTION.md`}
            target="_blank"
            rel="noreferrer"
          >
            {source.name}
          </a>{' '}
          ({source.licence})
        </span>
      ))}
    </p>
  )
}

/**
 * A word's meaning, in lookup order: the story's glossary → the learner's own meaning → the open
 * dictionaries → the connected AI provider (asked on demand, on the server). The learner's own
 * meaning is shown first whenever there is one; when every source is silent the panel says so
 * and offers to write one. Everything is rendered as text.
 */
export function WordMeaning(props: WordMeaningProps) {
  const { reading } = useServices()
  const { language, nativeLanguage, word, following } = props
  const needDictionary = !props.gloss?.trim() && !props.own?.trim()
  const pair = useMeaningPair(language, nativeLanguage)
  const lookup = useLookup(pair.data, word, following, needDictionary)
  // No dictionary for this pair at all counts as a dictionary with no entry.
  const dictionary: Pending<DictionaryAnswer['result']> =
    pair.isSuccess && pair.data === null
      ? { state: 'done', value: null }
      : pair.isError
        ? { state: 'failed', error: pair.error }
        : (() => {
            const state = pending(lookup)
            return state.state === 'done' ? { state: 'done', value: state.value.result } : state
          })()
  const dictionarySilent =
    (dictionary.state === 'done' && !dictionary.value?.meanings.length) ||
    dictionary.state === 'failed'
  const provider = useWordMeaning(
    reading,
    {
      // Both come from checked rows (a story's language, the profile's native language).
      language: language as WordMeaningInput['language'],
      native_language: nativeLanguage as WordMeaningInput['native_language'],
      word: props.providerWord ?? word,
      // The written form helps (case, accents) only when it is the word the provider is asked.
      ...((props.providerWord ?? word) === word && props.text !== word ? { text: props.text } : {}),
      ...(props.sentence ? { sentence: props.sentence.slice(0, 1000) } : {}),
    },
    needDictionary && dictionarySilent,
  )
  const inputs: MeaningInputs = {
    gloss: props.gloss,
    own: props.own,
    dictionary,
    provider: pending(provider),
  }
  const view = meaningView(inputs)
  const found = view.found

  return (
    <div className="flex flex-col gap-2">
      {view.own ? (
        <div data-testid="own-meaning">
          <p className="text-xs font-medium text-muted-foreground">{t('words.meaning.own')}</p>
          <p lang={nativeLanguage}>{view.own}</p>
        </div>
      ) : null}
      {found && found.source !== 'own' ? (
        <div data-testid="word-meaning" data-source={found.source}>
          {found.source === 'glossary' ? (
            <>
              <p className="text-xs font-medium text-muted-foreground">
                {t('words.meaning.glossary')}
              </p>
              <p data-testid="word-gloss" lang={props.glossLanguage}>
                {found.text}
              </p>
              <p className="text-xs text-muted-foreground">
                {t('reader.glossIn', { language: languageName(props.glossLanguage) })}
              </p>
            </>
          ) : found.source === 'dictionary' ? (
            <>
              <p className="text-xs font-medium text-muted-foreground">
                {pair.data?.fallback
                  ? t('words.meaning.dictionaryFallback', {
                      language: languageName(nativeLanguage),
                    })
                  : t('words.meaning.dictionary')}
              </p>
              {found.result.matched ? (
                <p className="text-xs text-muted-foreground">
                  {t('words.meaning.covers', { matched: found.result.matched })}
                </p>
              ) : null}
              <ul
                className="list-disc ps-5 text-sm"
                lang={pair.data?.to}
                data-testid="dictionary-meanings"
              >
                {found.result.meanings.slice(0, 5).map((meaning) => (
                  <li key={meaning}>{meaning}</li>
                ))}
              </ul>
              {found.result.partOfSpeech ? (
                <p className="text-xs text-muted-foreground">
                  {t('words.meaning.partOfSpeech', { partOfSpeech: found.result.partOfSpeech })}
                </p>
              ) : null}
              {lookup.data ? <Sources answer={lookup.data} /> : null}
            </>
          ) : (
            <>
              <p className="text-xs font-medium text-muted-foreground">
                {t('words.meaning.provider')}
              </p>
              <p lang={nativeLanguage}>{found.meaning.text}</p>
            </>
          )}
        </div>
      ) : null}
      {view.loading && !view.own ? (
        <div role="status" aria-label={t('words.meaning.loading')}>
          <Skeleton className="h-5 w-40" />
        </div>
      ) : null}
      {view.silent && !view.own ? (
        <div data-testid="word-meaning" data-source="none" className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">
            {t('words.meaning.none')}{' '}
            {view.providerSilence === 'no-provider'
              ? t('words.meaning.noProvider')
              : view.providerSilence === 'failed'
                ? t('words.meaning.providerFailed')
                : null}
          </p>
          {props.onWriteOwn ? (
            <Button size="sm" variant="outline" className="self-start" onClick={props.onWriteOwn}>
              <PenLine aria-hidden />
              {t('words.meaning.writeOwn')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
