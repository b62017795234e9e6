import { describe, expect, it } from 'vitest'
import { expectedPartOfSpeech, fitsExpectation } from './context'

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
