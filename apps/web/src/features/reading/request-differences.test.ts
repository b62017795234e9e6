import { describe, expect, it } from 'vitest'
import { levelLabel } from './level-label'
import { describeDifference } from './request-differences'

describe('what a library story differs in, in words', () => {
  it.each([
    [
      { field: 'genre', asked: 'mystery', got: 'science fiction' },
      'You asked for mystery; this story is science fiction.',
    ],
    [
      { field: 'level', asked: 'A2', got: 'B1' },
      'You asked for level A2; this story is written for B1.',
    ],
    [
      { field: 'length', asked: 'long', got: 'medium' },
      'You asked for a long story; this one is medium-length.',
    ],
    [
      { field: 'topic', asked: 'a dragon', got: null },
      'The library cannot write about “a dragon”: this story has a topic of its own.',
    ],
    [
      { field: 'style_author', asked: 'Borges', got: null },
      'The library cannot write in the style of Borges.',
    ],
  ] as const)('%j', (difference, sentence) => {
    expect(describeDifference(difference)).toBe(sentence)
  })
})

describe('level bands have one name everywhere', () => {
  it('writes the band as Low, Mid or High', () => {
    expect(levelLabel('A2', 1)).toBe('A2 · Low')
    expect(levelLabel('B1', 2)).toBe('B1 · Mid')
    expect(levelLabel('C2', 3)).toBe('C2 · High')
    expect(levelLabel('C1', null)).toBe('C1')
    expect(levelLabel(null, null)).toBeNull()
  })
})
