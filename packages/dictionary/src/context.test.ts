import { describe, expect, it } from 'vitest'
import { expectedAfterElision, expectedPartOfSpeech, fitsExpectation } from './context'

describe('expectedPartOfSpeech', () => {
  it.each([
    ['es', ['no'], 'verb'],
    ['es', ['una'], 'nominal'],
    ['fr', ['arbre', 'avait'], 'verb'],
    ['fr', ['cet'], 'nominal'],
    ['de', ['und', 'das', 'trübe'], 'nominal'],
    ['de', ['wie', 'ein'], 'nominal'],
    ['it', ['si'], 'verb'],
    ['pt', ['Ele', 'já'], 'verb'],
    ['en', ['in'], null],
    ['en', ['the'], 'nominal'],
    ['es', [], null],
    ['ru', ['он'], null],
  ] as const)('%s after %j → %s', (lang, before, expected) => {
    expect(expectedPartOfSpeech(lang, before)).toBe(expected)
  })

  it('matches parts of speech to what the context calls for', () => {
    expect(fitsExpectation('verb', 'verb')).toBe(true)
    expect(fitsExpectation('adjective', 'nominal')).toBe(true)
    expect(fitsExpectation('noun', 'verb')).toBe(false)
    expect(fitsExpectation('noun', null)).toBe(false)
  })
})

describe('expectedAfterElision', () => {
  it('reads an elided article as a noun cue and an elided pronoun as a verb cue', () => {
    expect(expectedAfterElision('fr', "l'")).toBe('nominal')
    expect(expectedAfterElision('fr', "s'")).toBe('verb')
    expect(expectedAfterElision('it', "c'")).toBe('verb')
    expect(expectedAfterElision('fr', "qu'")).toBeNull()
  })
})
