import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CoverageOptions, WordStatus } from './index.js'
import {
  COVERAGE_BAND,
  createFrequencyRanks,
  estimateCefrLevel,
  knownRankForLevel,
  loadFrequencyRanks,
  measureCoverage,
  segmentWords,
} from './index.js'

/** A list where `word` has rank `rank`: fills the gaps with filler entries. */
function ranksFrom(entries: Record<string, number>, lang = 'en') {
  const size = Math.max(...Object.values(entries))
  const words = Array.from({ length: size }, (_, i) => `filler${i + 1}x`)
  for (const [word, rank] of Object.entries(entries)) words[rank - 1] = word
  return createFrequencyRanks(words, lang)
}

const EN = ranksFrom({
  the: 1,
  on: 5,
  in: 7,
  dog: 40,
  cat: 50,
  met: 600,
  yesterday: 800,
  paris: 1200,
  ran: 2500,
  sat: 3000,
  smiled: 4000,
  mat: 9000,
})

const A1_1: Pick<CoverageOptions, 'level' | 'subLevel'> = { level: 'A1', subLevel: 1 }
const A2_1: Pick<CoverageOptions, 'level' | 'subLevel'> = { level: 'A2', subLevel: 1 }

describe('measureCoverage', () => {
  const text = 'The cat sat on the mat. The dog ran.'

  it('counts words within the level prior as known and the rest as new', () => {
    const report = measureCoverage(text, { lang: 'en', ...A1_1, ranks: EN })
    expect(report).toMatchObject({
      totalTokens: 9,
      knownTokens: 6,
      newTokens: 3,
      learningTokens: 0,
      excludedTokens: 0,
      uniqueWords: 7,
      knownRank: knownRankForLevel('A1', 1),
    })
    expect(report.knownTokenShare).toBeCloseTo(6 / 9, 12)
    // Equal counts: the commoner word first.
    expect(report.newWords).toEqual([
      { word: 'ran', count: 1, rank: 2500 },
      { word: 'sat', count: 1, rank: 3000 },
      { word: 'mat', count: 1, rank: 9000 },
    ])
  })

  it('knows more words at a higher level', () => {
    const report = measureCoverage(text, { lang: 'en', ...A2_1, ranks: EN })
    expect(report.knownTokens).toBe(8)
    expect(report.newWords).toEqual([{ word: 'mat', count: 1, rank: 9000 }])
  })

  it('lets statuses override the prior: known, learning, new and ignored', () => {
    const wordStatuses = new Map<string, WordStatus>([
      ['mat', 'known'],
      ['sat', 'learning'],
      ['dog', 'new'],
      ['the', 'ignored'],
    ])
    const report = measureCoverage(text, { lang: 'en', ...A1_1, ranks: EN, wordStatuses })
    expect(report).toMatchObject({
      totalTokens: 6,
      knownTokens: 3, // cat, on, mat
      newTokens: 2, // dog, ran
      learningTokens: 1, // sat
      excludedTokens: 3, // the ×3
      uniqueWords: 6,
    })
    expect(report.learningWords).toEqual([{ word: 'sat', count: 1, rank: 3000 }])
    expect(report.newWords.map((w) => w.word)).toEqual(['dog', 'ran'])
  })

  it('sorts new words by count, most frequent in the text first, and omits unknown ranks', () => {
    const report = measureCoverage('mat zorp mat zorp mat', { lang: 'en', ...A1_1, ranks: EN })
    expect(report.newWords).toEqual([
      { word: 'mat', count: 3, rank: 9000 },
      { word: 'zorp', count: 2 },
    ])
  })

  it('never counts numbers or punctuation', () => {
    const report = measureCoverage('The 3 cats… 42!', { lang: 'en', ...A1_1, ranks: EN })
    expect(report.totalTokens).toBe(2)
  })

  it('excludes capitalised words mid-sentence that the prior does not cover, as likely names', () => {
    const report = measureCoverage('Yesterday Toby met Ana in Paris. Ana smiled.', {
      lang: 'en',
      ...A2_1,
      ranks: EN,
    })
    // Toby and both Ana (the sentence-initial one too: it is a name elsewhere) are excluded;
    // Paris is within the prior and simply counts as known.
    expect(report).toMatchObject({ excludedTokens: 3, totalTokens: 5, knownTokens: 4 })
    expect(report.newWords).toEqual([{ word: 'smiled', count: 1, rank: 4000 }])
  })

  it('sees a name behind an elided article or preposition', () => {
    const fr = ranksFrom({ le: 2, de: 1, bord: 700, vu: 300, ciel: 900, personne: 400 }, 'fr')
    const report = measureCoverage("Personne à bord de l'Hespérie n'a vu le ciel de l'Hespérie.", {
      lang: 'fr',
      ...A2_1,
      ranks: fr,
    })
    // Both "l'Hespérie" are left out as a name; "à" and "n'a" are words like any other.
    expect(report.excludedTokens).toBe(2)
    expect(report.newWords.map((w) => w.word)).not.toContain("l'hespérie")
    // A lower-case word after an elision is not a name.
    const plain = measureCoverage("Il a vu l'hespérie.", { lang: 'fr', ...A2_1, ranks: fr })
    expect(plain.excludedTokens).toBe(0)
  })

  it('does not treat capitals after an opening quote or dialogue dash as names', () => {
    const report = measureCoverage('The dog ran «Zorp». —Zorp.', { lang: 'en', ...A2_1, ranks: EN })
    expect(report.excludedTokens).toBe(0)
    expect(report.newWords).toEqual([{ word: 'zorp', count: 2 }])
  })

  it('does not guess names in German, which capitalises every noun', () => {
    const de = ranksFrom({ gestern: 300, traf: 900, den: 10, mann: 80 }, 'de')
    const report = measureCoverage('Gestern traf Toby den Mann.', {
      lang: 'de',
      ...A1_1,
      ranks: de,
    })
    expect(report).toMatchObject({ excludedTokens: 0, totalTokens: 5, knownTokens: 4 })
    expect(report.newWords).toEqual([{ word: 'toby', count: 1 }])
  })

  it('a learner can still mark a name-like word known or learning', () => {
    const wordStatuses = new Map<string, WordStatus>([['toby', 'learning']])
    const report = measureCoverage('Yesterday Toby met the dog.', {
      lang: 'en',
      ...A1_1,
      ranks: EN,
      wordStatuses,
    })
    expect(report).toMatchObject({ excludedTokens: 0, learningTokens: 1, totalTokens: 5 })
  })

  it.each([
    [19, 1, 'inBand'],
    [49, 1, 'inBand'],
    [99, 1, 'aboveBand'],
    [18, 2, 'belowBand'],
    [0, 0, 'aboveBand'],
  ] as const)('%i known and %i new tokens → %s', (known, unknown, flag) => {
    const text = [...Array<string>(known).fill('the'), ...Array<string>(unknown).fill('mat')].join(
      ' ',
    )
    const report = measureCoverage(text, { lang: 'en', ...A1_1, ranks: EN })
    expect(report.knownTokenShare).toBe(known + unknown === 0 ? 1 : known / (known + unknown))
    expect({
      inBand: report.inBand,
      belowBand: report.belowBand,
      aboveBand: report.aboveBand,
    }).toEqual({
      inBand: flag === 'inBand',
      belowBand: flag === 'belowBand',
      aboveBand: flag === 'aboveBand',
    })
  })

  it('gives the same report for a text and for its tokens', () => {
    const options = { lang: 'en', ...A1_1, ranks: EN }
    expect(measureCoverage(segmentWords(text, 'en'), options)).toEqual(
      measureCoverage(text, options),
    )
  })

  it('states the 95–98 % target band', () => {
    expect(COVERAGE_BAND).toEqual({ min: 0.95, max: 0.98 })
  })
})

describe('measureCoverage properties', () => {
  const VOCABULARY = [
    'the',
    'cat',
    'sat',
    'on',
    'mat',
    'dog',
    'ran',
    'zorp',
    'Toby',
    'Paris',
    'smiled',
    '7',
  ]
  const STATUSES: WordStatus[] = ['new', 'learning', 'known', 'ignored']
  const sentence = fc.array(fc.constantFrom(...VOCABULARY), { minLength: 1, maxLength: 8 })
  const textArb = fc
    .array(sentence, { minLength: 0, maxLength: 6 })
    .map((sentences) => sentences.map((words) => `${words.join(' ')}.`).join(' '))
  const statusesArb = fc
    .dictionary(
      fc.constantFrom(...VOCABULARY.map((w) => w.toLowerCase())),
      fc.constantFrom(...STATUSES),
    )
    .map((record) => new Map(Object.entries(record)))
  const levelArb = fc.record({
    level: fc.constantFrom('A1', 'A2', 'B1', 'B2', 'C1', 'C2' as const),
    subLevel: fc.constantFrom(1, 2, 3 as const),
  })

  it('known + new + learning = total, word lists add up, share in [0, 1]', () => {
    fc.assert(
      fc.property(textArb, statusesArb, levelArb, (text, wordStatuses, level) => {
        const report = measureCoverage(text, { lang: 'en', ranks: EN, wordStatuses, ...level })
        const words = segmentWords(text, 'en').filter((t) => t.isWord).length
        const sum = (list: { count: number }[]) => list.reduce((n, w) => n + w.count, 0)
        expect(report.knownTokens + report.newTokens + report.learningTokens).toBe(
          report.totalTokens,
        )
        expect(report.totalTokens + report.excludedTokens).toBe(words)
        expect(sum(report.newWords)).toBe(report.newTokens)
        expect(sum(report.learningWords)).toBe(report.learningTokens)
        expect(report.knownTokenShare).toBeGreaterThanOrEqual(0)
        expect(report.knownTokenShare).toBeLessThanOrEqual(1)
        expect([report.inBand, report.belowBand, report.aboveBand].filter(Boolean)).toHaveLength(1)
      }),
    )
  })

  it('marking a word known never lowers coverage', () => {
    fc.assert(
      fc.property(
        textArb,
        statusesArb,
        levelArb,
        fc.constantFrom(...VOCABULARY),
        (text, wordStatuses, level, word) => {
          const options = { lang: 'en', ranks: EN, wordStatuses, ...level }
          const before = measureCoverage(text, options).knownTokenShare
          const marked = new Map(wordStatuses).set(word.toLowerCase(), 'known')
          const after = measureCoverage(text, { ...options, wordStatuses: marked }).knownTokenShare
          expect(after).toBeGreaterThanOrEqual(before)
        },
      ),
    )
  })

  it('adding a known word to the text never lowers coverage', () => {
    fc.assert(
      fc.property(textArb, statusesArb, levelArb, (text, wordStatuses, level) => {
        const known = new Map(wordStatuses).set('cat', 'known')
        const options = { lang: 'en', ranks: EN, wordStatuses: known, ...level }
        const before = measureCoverage(text, options).knownTokenShare
        const after = measureCoverage(`${text} cat.`, options).knownTokenShare
        expect(after).toBeGreaterThanOrEqual(before)
      }),
    )
  })
})

describe('estimateCefrLevel', () => {
  const ranks = ranksFrom({ the: 100, sat: 5000, mat: 9000 })

  it('maps the rank at the 95th percentile of tokens back through the prior', () => {
    const easy = [...Array<string>(19).fill('the'), 'mat'].join(' ')
    expect(estimateCefrLevel(easy, 'en', ranks)).toEqual({
      level: 'A1',
      subLevel: 1,
      rankAtCoverage: 100,
      totalTokens: 20,
    })
    const harder = [...Array<string>(18).fill('the'), 'sat', 'mat'].join(' ')
    // 5,000 is above A2-3 (4,667) and within B1-1 (5,250).
    expect(estimateCefrLevel(harder, 'en', ranks)).toMatchObject({
      level: 'B1',
      subLevel: 1,
      rankAtCoverage: 5000,
    })
  })

  it('rates a text whose top 5 % includes words outside the list as C2-3', () => {
    const rare = [...Array<string>(18).fill('the'), 'zorp', 'blick'].join(' ')
    expect(estimateCefrLevel(rare, 'en', ranks)).toMatchObject({
      level: 'C2',
      subLevel: 3,
      rankAtCoverage: Infinity,
    })
  })

  it('rates an empty text A1-1', () => {
    expect(estimateCefrLevel('', 'en', ranks)).toEqual({
      level: 'A1',
      subLevel: 1,
      rankAtCoverage: 0,
      totalTokens: 0,
    })
  })

  it('rates a simple Spanish text as elementary with the real frequency list', async () => {
    const es = await loadFrequencyRanks('es')
    const text =
      'Hola. Me llamo Ana y tengo un perro. Mi casa es pequeña. ' +
      'Todos los días como pan con mi madre. Mi padre trabaja mucho. Me gusta leer.'
    const estimate = estimateCefrLevel(text, 'es', es)
    expect(['A1', 'A2']).toContain(estimate.level)
  })
})
