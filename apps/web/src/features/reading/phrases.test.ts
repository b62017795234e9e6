import type { Phrase } from '@fabula/reading-api'
import { describe, expect, it } from 'vitest'
import { findPhrases, phraseOfText, type PhraseWord } from './phrases'

const phrase = (key: string): Phrase => ({
  id: key,
  language: 'es',
  phrase: key,
  text: key,
  status: 'learning',
  meaning: null,
  note: null,
  sentence: null,
  story_id: null,
  created_at: '',
  updated_at: '',
})

function words(paragraphs: string[][]): PhraseWord[] {
  let index = 0
  return paragraphs.flatMap((list, paragraph) =>
    list.map((normalized) => ({ index: index++, paragraph, normalized })),
  )
}

describe('phrases', () => {
  it('keys a phrase by its normalised words, punctuation dropped', () => {
    expect(phraseOfText('De vez, en CUANDO', 'es')).toEqual({ key: 'de vez en cuando', words: 4 })
    expect(phraseOfText('食べました', 'ja').words).toBeGreaterThan(1)
  })

  it('finds every recurrence, longest phrase first, never across paragraphs', () => {
    const text = words([
      ['a', 'veces', 'de', 'vez', 'en', 'cuando', 'de', 'vez'],
      ['en', 'cuando'],
    ])
    const spans = findPhrases(text, [
      phrase('de vez'),
      phrase('de vez en cuando'),
      phrase('a veces'),
    ])
    expect(spans.get(0)?.phrase.phrase).toBe('a veces')
    expect(spans.get(1)).toBe(spans.get(0))
    expect(spans.get(2)).toMatchObject({ start: 2, end: 5, phrase: { phrase: 'de vez en cuando' } })
    expect(spans.get(6)).toMatchObject({ start: 6, end: 7, phrase: { phrase: 'de vez' } })
    expect(spans.has(8)).toBe(false)
  })
})
