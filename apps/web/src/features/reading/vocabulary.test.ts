import { describe, expect, it } from 'vitest'
import type { Story, WordStatusValue } from '@fabula/reading-api'
import { buildVocabularyTest } from './vocabulary'

const story: Story = {
  id: 's1',
  title: 'El mercado',
  language: 'es',
  native_language: 'en',
  level: 'A1',
  sub_level: 1,
  genre: 'adventure',
  provider: 'builtin',
  request_differences: [],
  import_id: null,
  import_part: null,
  paragraphs: ['Marta compra manzanas rojas. El perro come pan. La casa es grande.'],
  glossary: {
    compra: { lemma: 'comprar', gloss: 'buys' },
    manzanas: { lemma: 'manzana', gloss: 'apples' },
    perro: { lemma: 'perro', gloss: 'dog' },
    pan: { lemma: 'pan', gloss: 'bread' },
    casa: { lemma: 'casa', gloss: 'house' },
    grande: { lemma: 'grande', gloss: 'big' },
  },
  gloss_language: 'en',
  sentence_translations: [],
  word_count: 13,
  created_at: '2026-01-01T00:00:00Z',
}

describe('buildVocabularyTest', () => {
  const statuses = new Map<string, WordStatusValue>([
    ['perro', 'learning'],
    ['casa', 'new'],
  ])

  it('asks the learner’s own words first, with the right answer among four options', () => {
    const test = buildVocabularyTest('meaning', [story], 'es', statuses, { size: 3, seed: 4 })
    expect(test).toHaveLength(3)
    expect(test[0]?.word).toBe('perro')
    expect(test[1]?.word).toBe('casa')
    for (const question of test) {
      expect(question.options).toHaveLength(4)
      expect(new Set(question.options).size).toBe(4)
      const gloss = story.glossary[question.word]?.gloss
      expect(question.options[question.answer]).toBe(gloss)
    }
  })

  it('blanks exactly the word in a sentence of the story for cloze questions', () => {
    const [first] = buildVocabularyTest('cloze', [story], 'es', statuses, { size: 1, seed: 2 })
    expect(first?.prompt).toBe('El _____ come pan.')
    expect(first?.options[first.answer]).toBe('perro')
  })

  it('ignores stories in other languages', () => {
    expect(buildVocabularyTest('meaning', [story], 'fr', statuses)).toEqual([])
  })
})
