import { describe, expect, it } from 'vitest'
import { cardParts, modeOf } from './card-parts'

const card = {
  kind: 'word' as const,
  language: 'es',
  term: 'zapato',
  text: 'zapatos',
  sentence: 'Ana compra Zapatos rojos.',
}

describe('review cards', () => {
  it('cuts the sentence around the form the learner met', () => {
    expect(cardParts(card)).toEqual({ before: 'Ana compra ', word: 'Zapatos', after: ' rojos.' })
  })

  it('finds phrases and words written without spaces', () => {
    expect(
      cardParts({
        ...card,
        kind: 'phrase',
        term: 'de vez',
        text: 'De vez',
        sentence: 'Llueve de vez en cuando.',
      }),
    ).toEqual({ before: 'Llueve ', word: 'de vez', after: ' en cuando.' })
    expect(
      cardParts({
        kind: 'word',
        language: 'ja',
        term: '食べる',
        text: '食べました',
        sentence: '寿司を食べました。',
      }),
    ).toEqual({ before: '寿司を', word: '食べました', after: '。' })
  })

  it('has no parts without a sentence or without the word in it', () => {
    expect(cardParts({ ...card, sentence: null })).toBeNull()
    expect(cardParts({ ...card, sentence: 'Otra frase.' })).toBeNull()
  })

  it('asks new cards for their meaning, then alternates cloze and recall', () => {
    expect(modeOf({ ...card, state: 0, reps: 0 })).toBe('recall')
    expect(modeOf({ ...card, state: 2, reps: 1 })).toBe('cloze')
    expect(modeOf({ ...card, state: 2, reps: 2 })).toBe('recall')
    expect(modeOf({ ...card, sentence: null, state: 2, reps: 1 })).toBe('recall')
  })
})
