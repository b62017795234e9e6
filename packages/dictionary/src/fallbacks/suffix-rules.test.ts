import { describe, expect, it } from 'vitest'
import { suffixRuleCandidates } from './suffix-rules'

const rules = new Map<string, [string, number][]>([
  ['aste', [['ar', 800]]],
  ['ste', [['r', 20]]],
  [
    'e',
    [
      ['ar', 500],
      ['er', 300],
    ],
  ],
])

describe('suffixRuleCandidates', () => {
  it('prefers the longer ending, then the more frequent rewrite', () => {
    // "aste" and "ste" both give avergonzar (listed once), then the one-letter rules.
    expect(suffixRuleCandidates('avergonzaste', rules)).toEqual([
      'avergonzar',
      'avergonzastar',
      'avergonzaster',
    ])
  })

  it('honours the limit and skips the form itself', () => {
    expect(suffixRuleCandidates('avergonzaste', rules, 1)).toEqual(['avergonzar'])
    expect(suffixRuleCandidates('mesa', new Map([['a', [['a', 3]]]]))).toEqual([])
  })
})
