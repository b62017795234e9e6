import { describe, expect, it } from 'vitest'
import { normalizeWord } from './index.js'

describe('normalizeWord', () => {
  it.each([
    ['Hola', 'es', 'hola'],
    ['AÑO', 'es', 'año'],
    ['Straße', 'de', 'straße'],
    ['ÜBER', 'de', 'über'],
    ['Élève', 'fr', 'élève'],
    ['ΛΌΓΟΣ', 'el', 'λόγος'],
    ['МОСКВА', 'ru', 'москва'],
  ])('lower-cases %s (%s) and keeps its diacritics → %s', (word, lang, expected) => {
    expect(normalizeWord(word, lang)).toBe(expected)
  })

  it('applies Turkish casing: dotted İ → i and dotless I → ı', () => {
    expect(normalizeWord('İstanbul', 'tr')).toBe('istanbul')
    expect(normalizeWord('IRMAK', 'tr')).toBe('ırmak')
    expect(normalizeWord('IRMAK', 'en')).toBe('irmak')
  })

  it('maps Romanian cedilla letters to the comma-below forms, in Romanian only', () => {
    expect(normalizeWord('Ştiinţă', 'ro')).toBe('știință')
    expect(normalizeWord('știință', 'ro')).toBe('știință')
    // Turkish ş has a cedilla by right.
    expect(normalizeWord('Şeker', 'tr')).toBe('şeker')
  })

  it('composes decomposed accents (NFC) so both spellings match', () => {
    const decomposed = 'cafe\u0301'
    expect(normalizeWord(decomposed, 'fr')).toBe('café')
    expect(normalizeWord(decomposed, 'fr')).toBe(normalizeWord('café', 'fr'))
  })

  it('strips surrounding punctuation, quotes and elision apostrophes', () => {
    expect(normalizeWord('«Bonjour»', 'fr')).toBe('bonjour')
    expect(normalizeWord('¿Qué?', 'es')).toBe('qué')
    expect(normalizeWord("qu'", 'fr')).toBe('qu')
    expect(normalizeWord('(hello),', 'en')).toBe('hello')
  })

  it('unifies apostrophe look-alikes inside words', () => {
    expect(normalizeWord('C’est', 'fr')).toBe("c'est")
    expect(normalizeWord('don\u02BCt', 'en')).toBe("don't")
    expect(normalizeWord('geht´s', 'de')).toBe("geht's")
  })

  it('removes Arabic harakat, dagger alif and tatweel but keeps hamza forms', () => {
    expect(normalizeWord('كِتَابٌ', 'ar')).toBe('كتاب')
    expect(normalizeWord('كـتـاب', 'ar')).toBe('كتاب')
    expect(normalizeWord('هٰذا', 'ar')).toBe('هذا')
    expect(normalizeWord('أَنا', 'ar')).toBe('أنا')
  })

  it('removes Hebrew niqqud and cantillation', () => {
    expect(normalizeWord('שָׁלוֹם', 'he')).toBe('שלום')
    expect(normalizeWord('בְּרֵאשִׁ֖ית', 'he')).toBe('בראשית')
  })

  it('removes invisible characters but keeps the Persian zero-width non-joiner', () => {
    expect(normalizeWord('Ele\u00ADfant', 'de')).toBe('elefant')
    expect(normalizeWord('\uFEFFword\u200B', 'en')).toBe('word')
    expect(normalizeWord('می\u200Cخواهم', 'fa')).toBe('می\u200Cخواهم')
  })

  it('leaves scripts without case unchanged', () => {
    expect(normalizeWord('学生', 'ja')).toBe('学生')
    expect(normalizeWord('ข้าว', 'th')).toBe('ข้าว')
  })

  it('returns an empty string when nothing word-like remains', () => {
    expect(normalizeWord('—', 'es')).toBe('')
    expect(normalizeWord('  ', 'en')).toBe('')
  })

  it('is idempotent', () => {
    for (const [word, lang] of [
      ['«İstanbul»', 'tr'],
      ['كِتَابٌ', 'ar'],
      ['C’est', 'fr'],
    ] as const) {
      const once = normalizeWord(word, lang)
      expect(normalizeWord(once, lang)).toBe(once)
    }
  })

  it('falls back to root casing for a malformed language tag', () => {
    expect(normalizeWord('Hello', '!!')).toBe('hello')
  })
})
