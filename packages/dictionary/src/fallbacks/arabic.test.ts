import { describe, expect, it } from 'vitest'
import { arabicCandidates } from './arabic'

describe('arabicCandidates', () => {
  it.each([
    ['وذهب', 'ذهب'],
    ['بالقلم', 'قلم'],
    ['بالقلم', 'القلم'],
    ['رسائلهم', 'رسائل'],
    ['مدرستي', 'مدرسة'],
    ['وكتبها', 'كتب'],
    ['سيكتبون', 'يكتبون'],
  ])('%s offers %s', (word, candidate) => {
    expect(arabicCandidates(word)).toContain(candidate)
  })

  it('offers plain-alif spellings and never the word itself', () => {
    expect(arabicCandidates('وأنا')).toContain('انا')
    expect(arabicCandidates('كتاب')).not.toContain('كتاب')
  })
})
