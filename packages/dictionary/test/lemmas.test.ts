/**
 * Lemma linking against the committed data, per language: a word form reaches its dictionary
 * form and a meaning. Japanese and Chinese use the real tokens `segmentWords` produces.
 */
import type { Token } from '@fabula/reading'
import { segmentWords } from '@fabula/reading'
import { describe, expect, it } from 'vitest'
import { createDictionary } from '../src/index'
import { createFsLoader } from '../src/node'

const dictionary = createDictionary({ load: createFsLoader() })

async function lemmaOf(pair: string, word: string, following?: string) {
  const result = await dictionary.lookup(pair, word, following === undefined ? {} : { following })
  return result && { lemma: result.lemma, how: result.lemmaSource, meanings: result.meanings }
}

describe('Spanish', () => {
  it.each([
    ['zapatos', 'zapato', 'inflection'],
    ['zapato', 'zapato', 'exact'],
    ['ríe', 'reír', 'inflection'],
    ['fue', 'ser', 'inflection'],
    ['tengo', 'tener', 'inflection'],
    ['casas', 'casa', 'inflection'],
    ['avergonzaste', 'avergonzar', 'inflection'],
    ['dámelo', 'dar', 'clitic'],
    ['hacerlo', 'hacer', 'clitic'],
    ['diciéndole', 'decir', 'clitic'],
    ['vámonos', 'ir', 'clitic'],
  ])('%s → %s (%s)', async (word, lemma, how) => {
    expect(await lemmaOf('es-en', word)).toMatchObject({ lemma, how })
  })

  it('gives the meanings of the dictionary form', async () => {
    expect((await lemmaOf('es-en', 'zapatos'))?.meanings).toContain('shoe')
    expect((await lemmaOf('es-en', 'marrón'))?.meanings).toContain('brown')
  })

  it('lemmatises without a meaning lookup, for statuses by dictionary form', async () => {
    expect(await dictionary.lemmatize('es', 'zapatos')).toEqual(['zapato'])
  })
})

describe('German', () => {
  it.each([
    ['Häuser', 'haus', 'inflection'],
    ['ging', 'gehen', 'inflection'],
    ['gegangen', 'gehen', 'inflection'],
    ['war', 'sein', 'inflection'],
    ['bekam', 'bekommen', 'inflection'],
    ['schönsten', 'schön', 'inflection'],
    ['Tisch', 'tisch', 'exact'],
  ])('%s → %s (%s)', async (word, lemma, how) => {
    expect(await lemmaOf('de-en', word)).toMatchObject({ lemma, how })
  })

  it('reaches forms left out of the committed table through the learned suffix rules', async () => {
    // "Kolleginnen" is not among the committed forms (see README, "What was cut").
    expect(await dictionary.lemmatize('de', 'Kolleginnen')).toEqual([])
    expect(await lemmaOf('de-en', 'Kolleginnen')).toMatchObject({
      lemma: 'kollegin',
      how: 'suffix-rule',
    })
  })

  it('splits a compound into known words and names both meanings', async () => {
    const result = await lemmaOf('de-en', 'Küchentisch')
    expect(result).toMatchObject({ lemma: 'küchentisch', how: 'compound' })
    expect(result?.meanings.join(' ')).toMatch(/kitchen/)
    expect(result?.meanings.join(' ')).toMatch(/table/)
  })
})

describe('French', () => {
  it.each([
    ['mangeaient', 'manger', 'inflection'],
    ['était', 'être', 'inflection'],
    ['yeux', 'oeil', 'inflection'],
    ["l'homme", 'homme', 'elision'],
    ["qu'il", 'il', 'elision'],
    ["aujourd'hui", "aujourd'hui", 'exact'],
  ])('%s → %s (%s)', async (word, lemma, how) => {
    expect(await lemmaOf('fr-en', word)).toMatchObject({ lemma, how })
  })
})

describe('Russian', () => {
  it.each([
    ['столами', 'стол', 'inflection'],
    ['красивую', 'красивый', 'inflection'],
    ['читаешь', 'читать', 'inflection'],
    ['хочу', 'хотеть', 'inflection'],
    ['людей', 'человек', 'inflection'],
    ['легкий', 'лёгкий', 'inflection'],
  ])('%s → %s (%s)', async (word, lemma, how) => {
    expect(await lemmaOf('ru-en', word)).toMatchObject({ lemma, how })
  })

  it('orders common English meanings first', async () => {
    expect((await lemmaOf('ru-en', 'красивую'))?.meanings[0]).toBe('beautiful')
  })
})

describe('Italian, Portuguese, English', () => {
  it.each([
    ['it-en', 'andarono', 'andare', 'inflection'],
    ['it-en', 'farlo', 'fare', 'clitic'],
    ['it-en', 'dimmi', 'dire', 'clitic'],
    ['it-en', 'portaglielo', 'portare', 'clitic'],
    ['it-en', "dell'acqua", 'acqua', 'elision'],
    ['pt-en', 'falou', 'falar', 'inflection'],
    ['en-es', 'went', 'go', 'inflection'],
    ['en-es', 'children', 'child', 'inflection'],
    ['en-fr', 'running', 'run', 'inflection'],
    // The English analyser knows contractions; the elision fallback covers the rest.
    ['en-de', "can't", 'can', 'inflection'],
    ['en-es', "kate's", 'kate', 'elision'],
  ])('%s: %s → %s (%s)', async (pair, word, lemma, how) => {
    expect(await lemmaOf(pair, word)).toMatchObject({ lemma, how })
  })
})

/** The word tokens of a text with the text that follows each (what a reader passes). */
function tokensWithContext(text: string, lang: string): { token: Token; following: string }[] {
  return segmentWords(text, lang)
    .filter((token) => token.isWord)
    .map((token) => ({ token, following: text.slice(token.index + token.text.length) }))
}

describe('Japanese (no spaces, real segments)', () => {
  const text =
    '私は毎朝パンを食べました。昨日、友達と映画を見に行った。この本はとても面白かったです。'
  const tokens = tokensWithContext(text, 'ja')
  /** The token a tap on the first character of `surface` hits, with the text after it. */
  const startingAt = (surface: string) => {
    const index = text.indexOf(surface)
    const found = tokens.find(({ token }) => token.index === index)
    if (!found) throw new Error(`no token starts at "${surface}"`)
    return found
  }

  it.each([
    ['食べました', '食べる'],
    ['行った', '行く'],
    ['面白かった', '面白い'],
  ])('a tap on the start of %s gives %s and covers the whole word', async (surface, lemma) => {
    // ICU (Node 20) cuts these into fragments such as 食 | べ | ま | した; the lookup reads on.
    const { token, following } = startingAt(surface)
    const result = await dictionary.lookup('ja-en', token.text, { following })
    expect(result).toMatchObject({ lemma, lemmaSource: 'deinflection' })
    expect(result?.matched ?? token.text).toBe(surface)
  })

  it('finds whole words as they are', async () => {
    expect(await lemmaOf('ja-en', startingAt('友達').token.text)).toMatchObject({
      lemma: '友達',
      how: 'exact',
    })
    expect((await lemmaOf('ja-en', startingAt('映画').token.text))?.meanings.join(' ')).toMatch(
      /movie|film/,
    )
  })

  it('deinflects a stem fragment without context', async () => {
    expect(await lemmaOf('ja-en', '食べ')).toMatchObject({ lemma: '食べる', how: 'deinflection' })
  })
})

describe('Chinese (no spaces, real segments)', () => {
  const text = '我昨天和朋友去看电影了。她在公园里慢慢地走着。'
  const tokens = tokensWithContext(text, 'zh')

  it('looks every segment up, splitting segments the dictionary does not have', async () => {
    for (const { token, following } of tokens) {
      const result = await dictionary.lookup('zh-en', token.text, { following })
      expect(result, token.text).not.toBeNull()
    }
  })

  it('finds words whole and splits unknown segments into known words', async () => {
    expect(await lemmaOf('zh-en', '电影')).toMatchObject({ lemma: '电影', how: 'exact' })
    const split = await lemmaOf('zh-en', '她在')
    expect(split).toMatchObject({ lemma: '她在', how: 'segments' })
    expect(split?.meanings[0]).toMatch(/^她: she/)
  })
})

describe('Arabic', () => {
  it.each([
    ['وذهب', 'ذهب'],
    ['بالقلم', 'قلم'],
    ['رسائلهم', 'رسائل'],
  ])('%s → %s by removing affixes', async (word, lemma) => {
    expect(await lemmaOf('ar-en', word)).toMatchObject({ lemma, how: 'affixes' })
  })

  it('ignores vowel marks and orders common meanings first', async () => {
    expect((await lemmaOf('ar-en', 'كِتَاب'))?.meanings[0]).toBe('book')
  })
})
