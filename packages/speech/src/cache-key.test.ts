import { describe, expect, it } from 'vitest'
import { normalizeSpeechText, speechCacheKey, speechObjectPath } from './index'

describe('cache keys and paths', () => {
  it('gives the same key to the same sentence however it is spaced or composed', () => {
    const composed = speechCacheKey('espeak-ng', 'fr', 'Ça va ?')
    expect(speechCacheKey('espeak-ng', 'fr', '  C\u0327a   va ? ')).toBe(composed)
    expect(normalizeSpeechText(' a \n b ')).toBe('a b')
    expect(speechCacheKey('espeak-ng', 'es', 'Ça va ?')).not.toBe(composed)
    expect(speechCacheKey('provider-abc', 'fr', 'Ça va ?')).not.toBe(composed)
    expect(composed).toMatch(/^[0-9a-f]{64}$/)
  })

  it('puts library audio under library/ and a learner’s under their own folder', () => {
    const key = speechCacheKey('espeak-ng', 'es', 'Hola')
    expect(speechObjectPath({ kind: 'library' }, 'espeak-ng', 'es', key)).toBe(
      `library/espeak-ng/es/${key}.mp3`,
    )
    const id = '6F9619FF-8B86-D011-B42D-00C04FC964FF'
    expect(speechObjectPath({ kind: 'learner', userId: id }, 'espeak-ng', 'es', key)).toBe(
      `${id.toLowerCase()}/speech/espeak-ng/es/${key}.mp3`,
    )
  })

  it('never builds a path from anything but checked parts', () => {
    const key = speechCacheKey('espeak-ng', 'es', 'Hola')
    expect(() =>
      speechObjectPath({ kind: 'learner', userId: '../library' }, 'espeak-ng', 'es', key),
    ).toThrow()
    expect(() => speechObjectPath({ kind: 'library' }, '../x', 'es', key)).toThrow()
    expect(() => speechObjectPath({ kind: 'library' }, 'espeak-ng', 'es', 'Hola')).toThrow()
  })
})
