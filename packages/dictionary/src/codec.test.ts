import { describe, expect, it } from 'vitest'
import { decodeLemma, encodeLemma } from './codec'

describe('encodeLemma / decodeLemma', () => {
  it.each([
    ['avergonzaste', 'avergonzar', '3:r'],
    ['casas', 'casa', '1:'],
    ['столами', 'стол', '3:'],
    ['fue', 'ser', 'ser'],
    ['ging', 'gehen', 'gehen'],
  ])('%s → %s is stored as %s and read back', (form, lemma, stored) => {
    expect(encodeLemma(form, lemma)).toBe(stored)
    expect(decodeLemma(form, stored)).toBe(lemma)
  })

  it('round-trips a lemma equal to the form and astral characters', () => {
    for (const [form, lemma] of [
      ['casa', 'casa'],
      ['𠮷野家', '𠮷野'],
      ['a𠮷b', 'a𠮷c'],
      ['x𠮷', 'x𠮹'],
    ] as const) {
      expect(decodeLemma(form, encodeLemma(form, lemma))).toBe(lemma)
    }
  })
})
