import type { LookupResult } from '@fabula/dictionary'
import type { ProviderMeaning, WordMeaningReply } from '@fabula/reading-api/contract'

/** The state of an asynchronous source. */
export type Pending<T> =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; value: T }
  | { state: 'failed'; error: unknown }

/** What each source has said about a word so far. */
export interface MeaningInputs {
  /** The story's glossary entry. */
  gloss: string | null | undefined
  /** The learner's own meaning. */
  own: string | null | undefined
  /** The open dictionaries (`null`: no entry). */
  dictionary: Pending<LookupResult | null>
  /** The connected AI provider. */
  provider: Pending<WordMeaningReply>
}

/** The meaning found, by source. */
type FoundMeaning =
  | { source: 'glossary'; text: string }
  | { source: 'own'; text: string }
  | { source: 'dictionary'; result: LookupResult }
  | { source: 'provider'; meaning: ProviderMeaning }

/** What the word panel shows. */
export interface MeaningView {
  /** The learner's own meaning, always shown first when there is one. */
  own: string | null
  /** The first source in lookup order that answered; `null` while waiting or when all are silent. */
  found: FoundMeaning | null
  /** The source to ask next (the panel starts it); `null` when the lookup is over. */
  ask: 'dictionary' | 'provider' | null
  /** Still waiting for a source. */
  loading: boolean
  /** Every source is silent: say so and offer to write one. */
  silent: boolean
  /** Why the provider was silent, when it was asked. */
  providerSilence: WordMeaningReply['reason'] | 'failed' | null
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null)

/**
 * The lookup order for a word's meaning — the story's glossary → the learner's own meaning → the
 * open dictionaries → the connected AI provider — as a pure function of what each source has
 * said: the first that answers is the meaning found, and later sources are never asked. The
 * learner's own meaning is shown first whenever there is one.
 */
export function meaningView(inputs: MeaningInputs): MeaningView {
  const own = text(inputs.own)
  const base = { own, loading: false, silent: false, providerSilence: null, ask: null }
  const gloss = text(inputs.gloss)
  if (gloss) return { ...base, found: { source: 'glossary', text: gloss } }
  if (own) return { ...base, found: { source: 'own', text: own } }
  const dictionary = inputs.dictionary
  if (dictionary.state === 'idle') return { ...base, found: null, ask: 'dictionary', loading: true }
  if (dictionary.state === 'loading') return { ...base, found: null, loading: true }
  if (dictionary.state === 'done' && dictionary.value && dictionary.value.meanings.length > 0) {
    return { ...base, found: { source: 'dictionary', result: dictionary.value } }
  }
  const provider = inputs.provider
  if (provider.state === 'idle') return { ...base, found: null, ask: 'provider', loading: true }
  if (provider.state === 'loading') return { ...base, found: null, loading: true }
  if (provider.state === 'done' && provider.value.meaning) {
    return { ...base, found: { source: 'provider', meaning: provider.value.meaning } }
  }
  return {
    ...base,
    found: null,
    silent: true,
    providerSilence: provider.state === 'done' ? provider.value.reason : 'failed',
  }
}
