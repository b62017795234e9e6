import type { LookupResult } from '@fabula/dictionary'
import { describe, expect, it } from 'vitest'
import { meaningView, type MeaningInputs } from './meanings'

const dictionaryHit: LookupResult = {
  lemma: 'zapato',
  lemmaSource: 'inflection',
  meanings: ['shoe'],
  sources: ['freedict-spa-eng'],
}
const providerHit = {
  meaning: {
    text: 'shoes',
    lemma: 'zapato',
    provider: 'openai-compatible',
    model: 'm',
    cached: false,
  },
  reason: null,
}

const none: MeaningInputs = {
  gloss: null,
  own: null,
  dictionary: { state: 'idle' },
  provider: { state: 'idle' },
}

describe('meaning lookup order', () => {
  it('takes the story glossary first and asks nothing else', () => {
    const view = meaningView({ ...none, gloss: 'shoes' })
    expect(view).toMatchObject({ found: { source: 'glossary', text: 'shoes' }, ask: null })
  })

  it('shows the own meaning first, with the glossary meaning beside it', () => {
    const view = meaningView({ ...none, gloss: 'shoes', own: 'my shoes' })
    expect(view.own).toBe('my shoes')
    expect(view.found).toEqual({ source: 'glossary', text: 'shoes' })
  })

  it('takes the own meaning before the dictionaries', () => {
    const view = meaningView({ ...none, own: ' my shoes ' })
    expect(view).toMatchObject({ own: 'my shoes', found: { source: 'own' }, ask: null })
  })

  it('asks the dictionaries next, and stops there when they answer', () => {
    expect(meaningView(none)).toMatchObject({ ask: 'dictionary', loading: true, found: null })
    expect(meaningView({ ...none, dictionary: { state: 'loading' } })).toMatchObject({
      ask: null,
      loading: true,
    })
    const view = meaningView({ ...none, dictionary: { state: 'done', value: dictionaryHit } })
    expect(view).toMatchObject({ found: { source: 'dictionary' }, ask: null, silent: false })
  })

  it('asks the provider only when the dictionaries are silent', () => {
    const silentDictionary = { state: 'done', value: null } as const
    expect(meaningView({ ...none, dictionary: silentDictionary })).toMatchObject({
      ask: 'provider',
    })
    const failedDictionary = { state: 'failed', error: new Error('offline') } as const
    expect(meaningView({ ...none, dictionary: failedDictionary }).ask).toBe('provider')
    const view = meaningView({
      ...none,
      dictionary: silentDictionary,
      provider: { state: 'done', value: providerHit },
    })
    expect(view.found).toMatchObject({ source: 'provider', meaning: { text: 'shoes' } })
  })

  it('says so when every source is silent, and why the provider was', () => {
    const noProvider = meaningView({
      ...none,
      dictionary: { state: 'done', value: null },
      provider: { state: 'done', value: { meaning: null, reason: 'no-provider' } },
    })
    expect(noProvider).toMatchObject({ silent: true, providerSilence: 'no-provider', found: null })
    const failed = meaningView({
      ...none,
      dictionary: { state: 'done', value: null },
      provider: { state: 'failed', error: new Error('429') },
    })
    expect(failed).toMatchObject({ silent: true, providerSilence: 'failed' })
  })

  it('treats a blank glossary entry as no entry', () => {
    expect(meaningView({ ...none, gloss: '  ' }).ask).toBe('dictionary')
  })
})
