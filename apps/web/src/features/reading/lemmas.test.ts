// @vitest-environment node
import { createDictionary, MANIFEST } from '@fabula/dictionary'
import { createFsLoader } from '@fabula/dictionary/node'
import { segmentWords } from '@fabula/reading'
import type { WordBook, WordEntry } from '@fabula/reading-api'
import { describe, expect, it } from 'vitest'
import { entryOf, linkLemmas, saveLemmaOf, type WordOccurrence } from './lemmas'

// Lemma linking with the committed dictionaries read from disk, as the reader links a story.

const source = { dictionary: createDictionary({ load: createFsLoader() }), manifest: MANIFEST }

function occurrences(text: string, lang: string): WordOccurrence[] {
  let index = 0
  return segmentWords(text, lang)
    .filter((token) => token.isWord)
    .map((token) => ({
      index: index++,
      paragraph: 0,
      offset: token.index,
      text: token.text,
      normalized: token.normalized,
      following: text.slice(token.index + token.text.length, token.index + token.text.length + 8),
    }))
}

/** The text's words with their lemmas (`form→lemma`, `[saved form]` where it differs). */
async function linked(text: string, lang: string, pair: string) {
  const words = occurrences(text, lang)
  const links = await linkLemmas(words, lang, source, pair)
  return Object.fromEntries(
    words.map((word) => {
      const link = links.get(word.index)
      const saved = link && link.form !== word.normalized ? ` [${link.form}]` : ''
      return [word.text, link ? `${link.lemma}${saved}` : null]
    }),
  )
}

describe('lemma linking', () => {
  it('links Spanish inflections and enclitic forms', async () => {
    expect(await linked('Ana compra zapatos para los niños; dámelo.', 'es', 'es-en')).toMatchObject(
      { zapatos: 'zapato', niños: 'niño', los: 'el', dámelo: 'dar' },
    )
  })

  it('links German strong verbs and plurals', async () => {
    expect(await linked('Er ging in die Häuser und sah die Kinder.', 'de', 'de-en')).toMatchObject({
      ging: 'gehen',
      Häuser: 'haus',
      sah: 'sehen',
      Kinder: 'kind',
    })
  })

  it('links French plurals, tenses and elided articles', async () => {
    expect(await linked("Les yeux de l'homme suivaient les chevaux.", 'fr', 'fr-en')).toMatchObject(
      { yeux: 'oeil', "l'homme": 'homme', suivaient: 'suivre', chevaux: 'cheval' },
    )
  })

  it('links Russian cases and past tenses', async () => {
    expect(await linked('Мы сидели за столами и читали книги.', 'ru', 'ru-en')).toMatchObject({
      столами: 'стол',
      сидели: 'сидеть',
      читали: 'читать',
      книги: 'книга',
    })
  })

  it('links a Japanese verb cut into fragments to one dictionary word', async () => {
    const links = await linked('私は寿司を食べました。猫が好きです。', 'ja', 'ja-en')
    // ICU cuts 食べました into pieces; every piece belongs to 食べる, saved as the whole word.
    const pieces = Object.entries(links).filter(([text]) => '食べました'.includes(text))
    expect(pieces.length).toBeGreaterThan(1)
    for (const [, lemma] of pieces) expect(lemma).toBe('食べる [食べました]')
    expect(links['猫']).toBe('猫')
    expect(links['寿司']).toBe('寿司')
  })

  it('links Chinese words without spaces', async () => {
    expect(await linked('我们在学校学习中文。', 'zh', 'zh-en')).toMatchObject({
      我们: '我们',
      学校: '学校',
      学习: '学习',
      中文: '中文',
    })
  })

  it('strips Arabic prefixes to the dictionary word', async () => {
    expect(await linked('كتب بالقلم', 'ar', 'ar-en')).toMatchObject({ بالقلم: 'قلم' })
  })

  it('leaves unknown words unlinked', async () => {
    expect(await linked('Zorblax xqwv', 'es', 'es-en')).toEqual({ Zorblax: null, xqwv: null })
  })
})

const entry = (lemma: string, fields: Partial<WordEntry> = {}): WordEntry => ({
  lemma,
  status: 'known',
  meaning: null,
  note: null,
  form: lemma,
  sentence: null,
  storyId: null,
  lemmaChecked: true,
  ...fields,
})

describe('where a form’s status lives', () => {
  const book: WordBook = {
    entries: new Map([
      ['zapato', entry('zapato')],
      ['comer', entry('comer', { status: 'known' })],
      ['como', entry('como', { status: 'learning' })],
      ['gatos', entry('gatos', { status: 'learning', lemmaChecked: false })],
    ]),
    links: new Map([['como', { form: 'como', lemma: 'como', linkedBy: 'learner' as const }]]),
  }

  it('is the dictionary form, shared by every inflection', () => {
    expect(entryOf(book, 'zapatos', 'zapato')?.lemma).toBe('zapato')
    expect(entryOf(book, 'zapato', 'zapato')?.lemma).toBe('zapato')
  })

  it("follows the learner's own unlink over the dictionary", () => {
    expect(entryOf(book, 'como', 'comer')?.status).toBe('learning')
    expect(saveLemmaOf(book, 'como', 'comer')).toBe('como')
    expect(saveLemmaOf(book, 'comes', 'comer')).toBe('comer')
  })

  it('finds a word saved by form before statuses moved to dictionary forms', () => {
    expect(entryOf(book, 'gatos', 'gato')?.status).toBe('learning')
    expect(entryOf(book, 'perros', 'perro')).toBeUndefined()
  })
})
