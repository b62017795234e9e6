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
  it('weighs how often a rule was seen against how long its ending is', () => {
    // aste (800 × 16) first; ste gives the same lemma (listed once, 20 × 8 = 160) and falls
    // behind e → ar (500 × 2) and e → er (300 × 2).
    expect(suffixRuleCandidates('avergonzaste', rules)).toEqual([
      'avergonzar',
      'avergonzastar',
      'avergonzaster',
    ])
  })

  it('lets a much more frequent short rule beat a rare long one', () => {
    const verbFirst = new Map<string, [string, number][]>([
      ['lla', [['llo', 60]]],
      ['a', [['ar', 1600]]],
    ])
    expect(suffixRuleCandidates('calla', verbFirst)).toEqual(['callar', 'callo'])
  })

  it('honours the limit and skips the form itself', () => {
    expect(suffixRuleCandidates('avergonzaste', rules, 1)).toEqual(['avergonzar'])
    expect(suffixRuleCandidates('mesa', new Map([['a', [['a', 3]]]]))).toEqual([])
  })
})
