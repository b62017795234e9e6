import { describe, expect, it } from 'vitest'
import {
  SUPPORTED_TARGET_LANGUAGES,
  createFrequencyRanks,
  isSupportedLanguage,
  loadFrequencyRanks,
  normalizeWord,
  rankOf,
} from './index.js'

describe('SUPPORTED_TARGET_LANGUAGES', () => {
  it('lists the 44 languages of the frequency package as unique ISO 639-1 codes', () => {
    expect(SUPPORTED_TARGET_LANGUAGES).toHaveLength(44)
    expect(new Set(SUPPORTED_TARGET_LANGUAGES).size).toBe(44)
    for (const code of SUPPORTED_TARGET_LANGUAGES) expect(code).toMatch(/^[a-z]{2}$/)
    expect(SUPPORTED_TARGET_LANGUAGES).toEqual(expect.arrayContaining(['es', 'ar', 'he', 'ja']))
  })

  it('isSupportedLanguage accepts listed codes only, exactly', () => {
    expect(isSupportedLanguage('es')).toBe(true)
    expect(isSupportedLanguage('zh')).toBe(true)
    expect(isSupportedLanguage('ES')).toBe(false)
    expect(isSupportedLanguage('pt-BR')).toBe(false)
    expect(isSupportedLanguage('xx')).toBe(false)
    expect(isSupportedLanguage(undefined)).toBe(false)
  })
})

describe('loadFrequencyRanks', () => {
  it.each(SUPPORTED_TARGET_LANGUAGES)(
    'loads dense, normalised ranks for %s',
    async (lang) => {
      const ranks = await loadFrequencyRanks(lang)
      // Bengali, Hindi and Kazakh ship shorter lists; every other language has about 10,000.
      expect(ranks.size).toBeGreaterThan(2000)
      expect(ranks.size).toBeLessThanOrEqual(10_000)
      // Collected rather than asserted one by one: 10,000 `expect` calls per language are slow.
      const problems: string[] = []
      let expected = 1
      for (const [word, rank] of ranks) {
        if (rank !== expected) problems.push(`${word}: rank ${rank}, expected ${expected}`)
        if (normalizeWord(word, lang) !== word) problems.push(`${word}: not normalised`)
        expected += 1
      }
      expect(problems).toEqual([])
    },
    // Imports and checks up to 10,000 words: generous for a loaded CI machine.
    20_000,
  )

  it('ranks common words near the top', async () => {
    const es = await loadFrequencyRanks('es')
    const de = await loadFrequencyRanks('de')
    expect(es.get('que')).toBe(1)
    expect(es.get('casa')).toBeLessThan(200)
    expect(de.get('ich')).toBe(1)
    expect(de.get('straße')).toBeDefined()
  })

  it('ranks English by spoken use (SUBTLEX-US), where narrative words are common', async () => {
    const en = await loadFrequencyRanks('en')
    expect(en.size).toBe(10_000)
    for (const word of ['she', 'looked', 'morning', 'ate', 'asked']) {
      expect(en.get(word), word).toBeLessThan(2000)
    }
    // Contractions are split by the list; the supplement restores the parts it dropped.
    for (const word of ["you've", "hadn't", "o'clock", "we'll"]) {
      expect(rankOf(word, en, 'en'), word).toBeLessThan(2000)
    }
  })

  it('caches per language', async () => {
    const first = await loadFrequencyRanks('fr')
    const second = await loadFrequencyRanks('fr')
    expect(second).toBe(first)
    expect(await loadFrequencyRanks('it')).not.toBe(first)
  })

  it('rejects an unsupported language with a RangeError', async () => {
    await expect(loadFrequencyRanks('xx')).rejects.toBeInstanceOf(RangeError)
  })
})

describe('createFrequencyRanks', () => {
  it('normalises, drops non-words, keeps the first of duplicates and ranks densely', () => {
    const ranks = createFrequencyRanks(
      ['Das', 'das', '#', 'Haus', 'km/h', 'cf (usually cf.)', 'über'],
      'de',
    )
    expect([...ranks]).toEqual([
      ['das', 1],
      ['haus', 2],
      ['über', 3],
    ])
  })
})

describe('rankOf', () => {
  const fr = createFrequencyRanks(['de', 'l', 'homme', "c'est", 'est'], 'fr')
  const zh = createFrequencyRanks(['我', '很', '喜欢', '北京'], 'zh')

  it('looks a word up exactly first', () => {
    expect(rankOf("c'est", fr, 'fr')).toBe(4)
    expect(rankOf('homme', fr, 'fr')).toBe(3)
  })

  it('splits a missing contraction at its apostrophes and takes the rarest part', () => {
    expect(rankOf("l'homme", fr, 'fr')).toBe(3)
    expect(rankOf("x'homme", fr, 'fr')).toBeUndefined()
  })

  it('ranks a listed contraction by its parts when they are more frequent', () => {
    const list = createFrequencyRanks(['que', 'est', 'ce', 'tu', "qu'est"], 'fr')
    expect(rankOf("qu'est", list, 'fr')).toBe(2)
    // The whole form still counts when it is the better rank or the parts are unknown.
    const whole = createFrequencyRanks(["aujourd'hui", 'de'], 'fr')
    expect(rankOf("aujourd'hui", whole, 'fr')).toBe(1)
  })

  it('ranks an elided clitic no worse than its full form', () => {
    // "d" is not in the list, but it is "de" (rank 1).
    expect(rankOf("d'homme", fr, 'fr')).toBe(3)
    const italian = createFrequencyRanks(['è', 'ci', 'dove', 'c', 'sei'], 'it')
    expect(rankOf("c'è", italian, 'it')).toBe(2)
    expect(rankOf("dov'è", italian, 'it')).toBe(3)
    // Only before the apostrophe, and only in languages that elide.
    expect(rankOf("sei'c", italian, 'it')).toBe(5)
    expect(rankOf("c'è", italian, 'en')).toBe(4)
  })

  it('finds British English spellings under their American forms', () => {
    const en = createFrequencyRanks(
      [
        'color',
        'recognized',
        'center',
        'catalog',
        'traveled',
        'analyze',
        'defense',
        'hour',
        'acre',
      ],
      'en',
    )
    expect(rankOf('colour', en, 'en')).toBe(1)
    expect(rankOf('recognised', en, 'en')).toBe(2)
    expect(rankOf('centre', en, 'en')).toBe(3)
    expect(rankOf('catalogue', en, 'en')).toBe(4)
    expect(rankOf('travelled', en, 'en')).toBe(5)
    expect(rankOf('analyse', en, 'en')).toBe(6)
    expect(rankOf('defence', en, 'en')).toBe(7)
    // Words the list has are never rewritten, and other languages are left alone.
    expect(rankOf('hour', en, 'en')).toBe(8)
    expect(rankOf('acre', en, 'en')).toBe(9)
    expect(rankOf('colour', en, 'fr')).toBeUndefined()
  })

  it('splits a missing German compound into known words, taking the rarest piece', () => {
    const de = createFrequencyRanks(
      ['tisch', 'küche', 'geschichte', 'bücher', 'lampe', 'eis'],
      'de',
    )
    expect(rankOf('küchentisch', de, 'de')).toBe(2)
    expect(rankOf('geschichtsbücher', de, 'de')).toBe(4)
    expect(rankOf('tischlampe', de, 'de')).toBe(5)
    // Pieces shorter than 4 letters, unknown pieces and other languages are not split.
    expect(rankOf('eiskücheX', de, 'de')).toBeUndefined()
    expect(rankOf('tischeis', de, 'de')).toBeUndefined()
    expect(rankOf('küchentisch', de, 'nl')).toBeUndefined()
  })

  it('splits a missing Chinese or Japanese word into list entries, taking the rarest piece', () => {
    expect(rankOf('很喜欢', zh, 'zh')).toBe(3)
    expect(rankOf('我喜欢北京', zh, 'zh')).toBe(4)
    expect(rankOf('你好', zh, 'zh')).toBeUndefined()
  })

  it('ranks a listed Japanese form with hiragana no worse than its split, kanji words as listed', () => {
    const ja = createFrequencyRanks(
      ['ま', 'せ', 'ん', '帰', 'り', '化', '石', 'せん', '帰り', '化石'],
      'ja',
    )
    expect(rankOf('せん', ja, 'ja')).toBe(3)
    expect(rankOf('帰り', ja, 'ja')).toBe(5)
    expect(rankOf('化石', ja, 'ja')).toBe(10)
    expect(rankOf('せん', ja, 'zh')).toBe(8)
  })

  it('does not split words of other languages', () => {
    const en = createFrequencyRanks(['in', 'side'], 'en')
    expect(rankOf('inside', en, 'en')).toBeUndefined()
  })
})
