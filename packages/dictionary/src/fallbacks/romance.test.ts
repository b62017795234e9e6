import { describe, expect, it } from 'vitest'
import {
  elisionHosts,
  englishContractionHosts,
  italianCliticHosts,
  spanishCliticHosts,
} from './romance'

describe('spanishCliticHosts', () => {
  it.each([
    ['dámelo', 'da'],
    ['hacerlo', 'hacer'],
    ['diciéndole', 'diciendo'],
    ['cállate', 'calla'],
    ['vámonos', 'vamos'],
    ['sentaos', 'sentad'],
    ['dígamelo', 'diga'],
  ])('%s offers the host %s', (word, host) => {
    expect(spanishCliticHosts(word)).toContain(host)
  })

  it('offers nothing for a word without clitics and never the word itself', () => {
    expect(spanishCliticHosts('mesa')).toEqual([])
    // "calla" is a verb form, not cal + la: an unaccented host that is no infinitive carries none.
    expect(spanishCliticHosts('calla')).toEqual([])
    expect(spanishCliticHosts('dime')).toContain('di')
    expect(spanishCliticHosts('hacerlo')).not.toContain('hacerlo')
  })
})

describe('italianCliticHosts', () => {
  it.each([
    ['farlo', 'fare'],
    ['portaglielo', 'porta'],
    ['dimmi', 'dire'],
    ['dammi', 'dare'],
    ['andarsene', 'andare'],
    ['facendolo', 'facendo'],
  ])('%s offers the host %s', (word, host) => {
    expect(italianCliticHosts(word)).toContain(host)
  })
})

describe('elision and contractions', () => {
  it('keeps the word after an elided article or pronoun', () => {
    expect(elisionHosts("l'homme")).toEqual(['homme'])
    expect(elisionHosts("qu'il")).toEqual(['il'])
    expect(elisionHosts("dell'acqua")).toEqual(['acqua'])
    expect(elisionHosts('homme')).toEqual([])
  })

  it('finds the base of English contractions and possessives', () => {
    expect(englishContractionHosts("don't")).toEqual(['do'])
    expect(englishContractionHosts("can't")).toEqual(['can'])
    expect(englishContractionHosts("won't")).toEqual(['will'])
    expect(englishContractionHosts("he's")).toEqual(['he'])
    expect(englishContractionHosts("they'll")).toEqual(['they'])
    expect(englishContractionHosts("john's")).toEqual(['john'])
    expect(englishContractionHosts('dog')).toEqual([])
  })
})
