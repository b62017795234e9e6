import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { segmentSentences, segmentWords } from './index.js'

interface Case {
  lang: string
  text: string
  sentences: string[]
  /** Word tokens as [text, normalized, sentenceIndex]. */
  words: [string, string, number][]
}

const CASES: Case[] = [
  {
    lang: 'es',
    text: '¿Dónde está el niño? —Aquí, dijo Ana.',
    // The em dash that opens dialogue keeps the reply in the same sentence.
    sentences: ['¿Dónde está el niño? —Aquí, dijo Ana.'],
    words: [
      ['Dónde', 'dónde', 0],
      ['está', 'está', 0],
      ['el', 'el', 0],
      ['niño', 'niño', 0],
      ['Aquí', 'aquí', 0],
      ['dijo', 'dijo', 0],
      ['Ana', 'ana', 0],
    ],
  },
  {
    lang: 'de',
    text: 'Die Straße ist schön. Äpfel kosten 3,50 €.',
    sentences: ['Die Straße ist schön. ', 'Äpfel kosten 3,50 €.'],
    words: [
      ['Die', 'die', 0],
      ['Straße', 'straße', 0],
      ['ist', 'ist', 0],
      ['schön', 'schön', 0],
      ['Äpfel', 'äpfel', 1],
      ['kosten', 'kosten', 1],
    ],
  },
  {
    lang: 'ar',
    text: 'ذهبَ الولدُ إلى المدرسة. هل تحب القراءة؟',
    sentences: ['ذهبَ الولدُ إلى المدرسة. ', 'هل تحب القراءة؟'],
    words: [
      ['ذهبَ', 'ذهب', 0],
      ['الولدُ', 'الولد', 0],
      ['إلى', 'إلى', 0],
      ['المدرسة', 'المدرسة', 0],
      ['هل', 'هل', 1],
      ['تحب', 'تحب', 1],
      ['القراءة', 'القراءة', 1],
    ],
  },
  {
    lang: 'he',
    text: 'הילד הלך לבית הספר. מה שלומך?',
    sentences: ['הילד הלך לבית הספר. ', 'מה שלומך?'],
    words: [
      ['הילד', 'הילד', 0],
      ['הלך', 'הלך', 0],
      ['לבית', 'לבית', 0],
      ['הספר', 'הספר', 0],
      ['מה', 'מה', 1],
      ['שלומך', 'שלומך', 1],
    ],
  },
  {
    lang: 'ja',
    text: '私は学生です。東京に住んでいます。',
    sentences: ['私は学生です。', '東京に住んでいます。'],
    words: [
      ['私', '私', 0],
      ['は', 'は', 0],
      ['学生', '学生', 0],
      ['です', 'です', 0],
      ['東京', '東京', 1],
      ['に', 'に', 1],
      ['住', '住', 1],
      ['んで', 'んで', 1],
      ['い', 'い', 1],
      ['ます', 'ます', 1],
    ],
  },
  {
    lang: 'zh',
    text: '我们今天去北京。你好吗？',
    sentences: ['我们今天去北京。', '你好吗？'],
    words: [
      ['我们', '我们', 0],
      ['今天', '今天', 0],
      ['去', '去', 0],
      ['北京', '北京', 0],
      ['你好', '你好', 1],
      ['吗', '吗', 1],
    ],
  },
  {
    lang: 'th',
    text: 'ฉันชอบกินข้าวผัด เธอไปตลาด',
    sentences: ['ฉันชอบกินข้าวผัด เธอไปตลาด'],
    words: [
      ['ฉัน', 'ฉัน', 0],
      ['ชอบ', 'ชอบ', 0],
      ['กิน', 'กิน', 0],
      ['ข้าว', 'ข้าว', 0],
      ['ผัด', 'ผัด', 0],
      ['เธอ', 'เธอ', 0],
      ['ไป', 'ไป', 0],
      ['ตลาด', 'ตลาด', 0],
    ],
  },
  {
    lang: 'ru',
    text: 'Маша пошла в магазин. Она купила хлеб!',
    sentences: ['Маша пошла в магазин. ', 'Она купила хлеб!'],
    words: [
      ['Маша', 'маша', 0],
      ['пошла', 'пошла', 0],
      ['в', 'в', 0],
      ['магазин', 'магазин', 0],
      ['Она', 'она', 1],
      ['купила', 'купила', 1],
      ['хлеб', 'хлеб', 1],
    ],
  },
  {
    lang: 'el',
    text: 'Η Μαρία πήγε στο σχολείο. Είναι καλή;',
    sentences: ['Η Μαρία πήγε στο σχολείο. ', 'Είναι καλή;'],
    words: [
      ['Η', 'η', 0],
      ['Μαρία', 'μαρία', 0],
      ['πήγε', 'πήγε', 0],
      ['στο', 'στο', 0],
      ['σχολείο', 'σχολείο', 0],
      ['Είναι', 'είναι', 1],
      ['καλή', 'καλή', 1],
    ],
  },
]

describe('segmentSentences', () => {
  it.each(CASES)('splits $lang text into its sentences', ({ lang, text, sentences }) => {
    const result = segmentSentences(text, lang)
    expect(result.map((s) => s.text)).toEqual(sentences)
    expect(result.map((s) => s.sentenceIndex)).toEqual(sentences.map((_, i) => i))
    for (const sentence of result) {
      expect(text.slice(sentence.index, sentence.index + sentence.text.length)).toBe(sentence.text)
    }
  })

  it('returns no sentences for an empty text', () => {
    expect(segmentSentences('', 'en')).toEqual([])
  })
})

describe('segmentWords', () => {
  it.each(CASES)('finds the exact words of $lang text', ({ lang, text, words }) => {
    const tokens = segmentWords(text, lang).filter((t) => t.isWord)
    expect(tokens.map((t) => [t.text, t.normalized, t.sentenceIndex])).toEqual(words)
  })

  it.each(CASES)('covers every character of $lang text, in order', ({ lang, text }) => {
    const tokens = segmentWords(text, lang)
    expect(tokens.map((t) => t.text).join('')).toBe(text)
    for (const token of tokens) {
      expect(text.slice(token.index, token.index + token.text.length)).toBe(token.text)
    }
  })

  it('classifies numbers, spaces and punctuation and leaves them unnormalised', () => {
    const tokens = segmentWords('Äpfel kosten 3,50 €.', 'de')
    expect(tokens.map((t) => [t.text, t.kind, t.isWord, t.normalized])).toEqual([
      ['Äpfel', 'word', true, 'äpfel'],
      [' ', 'space', false, ''],
      ['kosten', 'word', true, 'kosten'],
      [' ', 'space', false, ''],
      ['3,50', 'number', false, ''],
      [' ', 'space', false, ''],
      ['€', 'punctuation', false, ''],
      ['.', 'punctuation', false, ''],
    ])
  })

  it('keeps elisions and contractions whole, as Unicode word boundaries define them', () => {
    const words = segmentWords("L'homme n'est pas là. Don't go.", 'fr')
      .filter((t) => t.isWord)
      .map((t) => t.normalized)
    expect(words).toEqual(["l'homme", "n'est", 'pas', 'là', "don't", 'go'])
  })

  it('reports offsets of the original text for tokens in later sentences', () => {
    const text = 'Hola. Adiós, amigo.'
    const amigo = segmentWords(text, 'es').find((t) => t.text === 'amigo')
    expect(amigo).toMatchObject({ index: text.indexOf('amigo'), sentenceIndex: 1 })
  })

  it('falls back to root rules for a malformed language tag instead of throwing', () => {
    expect(segmentWords('Hello world', 'not a tag!').filter((t) => t.isWord)).toHaveLength(2)
  })
})

describe('segmentWords agrees with Intl.Segmenter', () => {
  /** The reference: ICU sentences over the whole text, ICU words over each sentence. */
  function reference(text: string, lang: string): [number, string, boolean][] {
    const words = new Intl.Segmenter(lang, { granularity: 'word' })
    const result: [number, string, boolean][] = []
    for (const sentence of new Intl.Segmenter(lang, { granularity: 'sentence' }).segment(text)) {
      for (const part of words.segment(sentence.segment)) {
        const isWord = part.isWordLike === true && /\p{L}/u.test(part.segment)
        result.push([sentence.index + part.index, part.segment, isWord])
      }
    }
    return result
  }

  // Pieces chosen to probe every branch of the fast path and its hand-over to ICU: words of the
  // fast scripts with and without marks, punctuation that joins (. : ' ’ " _ ·) and that does
  // not, digits, other whitespace, marks and format characters after spaces, emoji, CJK, Thai.
  const PIECES = [
    'casa',
    'Niño',
    'año',
    'Straße',
    'Москва',
    'λόγος',
    'ذهبَ',
    'كـتـاب',
    'שָׁלוֹם',
    'הילד',
    'Ծաղիկ',
    'ქართული',
    'e\u0301',
    'می\u200Cخواهم',
    'Ele\u00ADfant',
    ' ',
    ' ',
    ' ',
    '  ',
    '\n',
    '\t',
    '\u00A0',
    '\u0301',
    '\u200D',
    '\u200B',
    '.',
    '.',
    ',',
    ';',
    ':',
    '!',
    '?',
    '¿',
    '¡',
    '(',
    ')',
    '«',
    '»',
    '“',
    '”',
    '„',
    '…',
    '—',
    '–',
    '-',
    '؟',
    '،',
    '؛',
    "'",
    '’',
    '"',
    '_',
    '·',
    '/',
    '@',
    '%',
    '。',
    '3',
    '42',
    '3.5',
    '😀',
    '👍🏽',
    '学生',
    '東京',
    'カタカナ',
    'ข้าว',
    'U.S.A',
    'a:b',
  ]
  const textArb = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((p) => p.join(''))

  it.each(['en', 'es', 'de', 'ru', 'el', 'ar', 'he', 'fa', 'sv', 'fi', 'ja', 'th'])(
    'produces the same segments as Intl.Segmenter for %s',
    (lang) => {
      fc.assert(
        fc.property(textArb, (text) => {
          const tokens = segmentWords(text, lang).map((t): [number, string, boolean] => [
            t.index,
            t.text,
            t.isWord,
          ])
          expect(tokens).toEqual(reference(text, lang))
        }),
        { numRuns: 300 },
      )
    },
  )

  it('segments long texts the same way, across window and chunk edges', () => {
    const sentence = 'El niño (que vive aquí) come pan, y 3 gatos… ¿Duermen? ¡Sí! '
    const long = sentence.repeat(120) + 'a'.repeat(2500) + ' fin' + '学生です。'.repeat(100)
    const tokens = segmentWords(long, 'es')
    expect(tokens.map((t): [number, string, boolean] => [t.index, t.text, t.isWord])).toEqual(
      reference(long, 'es'),
    )
  })
})
