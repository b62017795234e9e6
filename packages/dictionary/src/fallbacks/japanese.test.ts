import { describe, expect, it } from 'vitest'
import { deinflectJapanese } from './japanese'

describe('deinflectJapanese', () => {
  it.each([
    ['食べました', '食べる'],
    ['食べ', '食べる'],
    ['食べていました', '食べる'],
    ['書かなければ', '書く'],
    ['書いて', '書く'],
    ['読んだ', '読む'],
    ['行った', '行く'],
    ['面白かった', '面白い'],
    ['高くない', '高い'],
    ['しました', 'する'],
    ['来た', '来る'],
    ['待', '待つ'],
  ])('%s leads to %s', (form, lemma) => {
    expect(deinflectJapanese(form)).toContain(lemma)
  })

  it('lists the word itself first and 行く before 行う for 行った', () => {
    const candidates = deinflectJapanese('行った')
    expect(candidates[0]).toBe('行った')
    expect(candidates.indexOf('行く')).toBeLessThan(candidates.indexOf('行う'))
  })

  it('respects the limit', () => {
    expect(deinflectJapanese('食べていませんでした', 5)).toHaveLength(5)
  })
})
