import { createFrequencyRanks } from '@fabula/reading'
import { describe, expect, it } from 'vitest'
import type { BankStory, StoryProblemRule } from '../index'
import {
  checkBankStory,
  lengthForWordCount,
  measureStory,
  missingGlossaryForms,
  storyWordCount,
  storyWordTypes,
  validateStoryFile,
} from '../index'

/** Sentences of `n` words from a small vocabulary, so length classes can be reached. */
function filler(n: number): string[] {
  const words = ['el', 'gato', 'come', 'pan', 'y', 'la', 'niña', 'lee']
  const sentences: string[] = []
  for (let i = 0; i < n; i += 8) {
    sentences.push(`${words.slice(0, Math.min(8, n - i)).join(' ')}.`)
  }
  return sentences
}

/** A sound Spanish story with a complete glossary. */
function story(overrides: Partial<BankStory> = {}): BankStory {
  const paragraphs = [
    ['{{hero}} vive en una casa azul.', 'Se puso rojo cuando vio a {{friend}}.'],
    filler(88),
  ]
  const base: BankStory = {
    id: 'es-a1-la-casa-azul',
    language: 'es',
    level: 'A1',
    subLevel: 2,
    genres: ['slice of life'],
    title: 'La casa de {{hero}}',
    characters: [
      { key: 'hero', gender: 'm', names: ['Pablo', 'Luis'] },
      { key: 'friend', gender: 'f', names: ['Ana'] },
    ],
    paragraphs,
    translations: {
      en: [
        ['{{hero}} lives in a blue house.', 'He went red when he saw {{friend}}.'],
        paragraphs[1]!.map(() => 'The cat eats bread and the girl reads.'),
      ],
    },
    glossary: {},
    phrases: [{ text: 'se puso rojo', lemma: 'ponerse rojo', gloss: 'went red, blushed' }],
    questions: Array.from({ length: 5 }, (_, i) => ({
      kind: 'multiple_choice' as const,
      prompt: `¿Pregunta ${i} sobre {{hero}}?`,
      options: ['Sí', 'No', 'Quizás'],
      answer: i % 3,
    })),
  }
  base.glossary = Object.fromEntries(
    storyWordTypes(base).map((form) => [form, [form, `meaning of ${form}`] as [string, string]]),
  )
  return { ...base, ...overrides }
}

const rules = (s: BankStory): StoryProblemRule[] => checkBankStory(s).map((p) => p.rule)

describe('storyWordTypes', () => {
  it('lists the normalized word forms of the text, never the names', () => {
    const types = storyWordTypes(story())
    expect(types.slice(0, 6)).toEqual(['vive', 'en', 'una', 'casa', 'azul', 'se'])
    expect(types).not.toContain('pablo')
    expect(types).not.toContain('ana')
    expect(types).not.toContain('hero')
  })

  it('leaves out a name glued to an elided article, and keeps real words', () => {
    const french: BankStory = {
      ...story(),
      language: 'fr',
      paragraphs: [["C'est la maison d'{{hero}}."]],
      characters: [{ key: 'hero', gender: 'f', names: ['Anna'] }],
    }
    expect(storyWordTypes(french)).toEqual(["c'est", 'la', 'maison'])
  })

  it('uses the reader’s own segments for Chinese and Japanese, whatever name is cast', () => {
    const chinese: BankStory = {
      ...story(),
      language: 'zh',
      paragraphs: [['{{hero}}去学校了。']],
      characters: [{ key: 'hero', gender: 'any', names: ['小明', '王芳'] }],
    }
    expect(storyWordTypes(chinese)).toEqual(['去', '学校', '了'])
    const japanese: BankStory = {
      ...chinese,
      language: 'ja',
      paragraphs: [['{{hero}}は学校に行きました。']],
      characters: [{ key: 'hero', gender: 'any', names: ['さくら', '太郎'] }],
    }
    expect(storyWordTypes(japanese)).toEqual(['は', '学校', 'に', '行き', 'ま', 'した'])
  })
})

describe('measureStory', () => {
  it('leaves every piece of a Chinese or Japanese name out of the count, however it is cut', () => {
    const chinese: BankStory = {
      ...story(),
      language: 'zh',
      paragraphs: [['{{hero}}去学校了。']],
      characters: [{ key: 'hero', gender: 'f', names: ['王芳'] }],
    }
    const ranks = createFrequencyRanks(['了', '去', '学校', '王'], 'zh')
    const report = measureStory(chinese, { level: 'A1', subLevel: 2, ranks })
    // ICU cuts the name into 王 and 芳; neither may count as a word of the text.
    expect(report.totalTokens).toBe(3)
    expect(report.excludedTokens).toBe(2)
    expect(report.newWords).toEqual([])
    expect(report.knownTokenShare).toBe(1)
  })
})

describe('length', () => {
  it('derives the class from the word count, names included', () => {
    expect(storyWordCount(story())).toBe(101)
    expect([79, 80, 249, 250, 599, 600, 1400].map(lengthForWordCount)).toEqual([
      'short',
      'short',
      'short',
      'medium',
      'medium',
      'long',
      'long',
    ])
  })

  it('reports a text too short to be a story', () => {
    const short = story({
      paragraphs: [['{{hero}} vive en una casa azul.', 'Se puso rojo con {{friend}}.']],
    })
    expect(rules(short)).toContain('length')
  })
})

describe('checkBankStory', () => {
  it('accepts a sound story', () => {
    expect(checkBankStory(story())).toEqual([])
  })

  it('reports every missing glossary form, ready for the writer', () => {
    const incomplete = story()
    const { casa: _casa, niña: _niña, ...rest } = incomplete.glossary
    incomplete.glossary = rest
    expect(missingGlossaryForms(incomplete)).toEqual(['casa', 'niña'])
    expect(checkBankStory(incomplete)).toEqual([
      {
        rule: 'glossary-incomplete',
        message: expect.stringContaining('lacks 2 of') as string,
      },
    ])
  })

  it('reports glossary keys not in the text, not normalized, or of several words', () => {
    const s = story()
    s.glossary = {
      ...s.glossary,
      unicornio: ['unicornio', 'unicorn'],
      Casa: ['casa', 'house'],
      'se puso': ['ponerse', 'became'],
    }
    const problems = checkBankStory(s)
    expect(problems.map((p) => p.rule)).toEqual(['glossary-key', 'glossary-key', 'glossary-extra'])
    expect(problems[0]?.message).toContain('write "casa"')
    expect(problems[1]?.message).toContain('move it to phrases')
    expect(problems[2]?.message).toContain('"unicornio"')
  })

  it('reports misaligned translations, names a translation invents, and a missing gloss language', () => {
    const s = story()
    expect(rules({ ...s, translations: { en: [['Only one.']] } })).toContain('translations')
    const invented = structuredClone(s)
    invented.translations.en![1]![0] = '{{friend}} says hello.'
    expect(checkBankStory(invented).map((p) => p.message)).toContain(
      'translations.en[1][0] names {{friend}}, the sentence does not',
    )
    const english = { ...s, id: 'en-a1-x', language: 'en' }
    const messages = checkBankStory(english).map((p) => p.message)
    expect(messages).toContain('translations.es is required')
  })

  it('reports undeclared and unused placeholders, id mismatches, phrases and answer keys', () => {
    const s = story({
      id: 'fr-a2-x',
      title: '{{villain}} y la casa',
      characters: [...story().characters, { key: 'ghost', gender: 'any', names: ['Nadie'] }],
      phrases: [{ text: 'se fue volando', lemma: 'irse volando', gloss: 'flew off' }],
      questions: [
        ...story().questions.slice(0, 4),
        { kind: 'multiple_choice', prompt: 'Otra', options: ['a', 'b', 'b'], answer: 3 },
      ],
    })
    const messages = checkBankStory(s).map((p) => p.message)
    expect(messages).toEqual(
      expect.arrayContaining([
        'id starts with "fr" but language is "es"',
        'id level "a2" differs from A1',
        '{{villain}} is not declared',
        'character "ghost" is never used',
        'phrase "se fue volando" does not occur in the text',
        'question 5: answer index 3 has no option',
        'question 5: options repeat',
      ]),
    )
  })

  it('accepts a summary, topics and a series, and checks their names and placeholders', () => {
    const sound = story({
      summary: '{{hero}} vive en una casa azul.',
      topics: ['home', 'love'],
      series: { kind: 'serial', id: 'es-la-casa-azul', part: 1 },
    })
    expect(checkBankStory(sound)).toEqual([])
    const messages = checkBankStory(
      story({
        summary: '{{stranger}} llega.',
        topics: ['home', 'home'],
        series: { kind: 'graded', id: 'fr-la-casa-azul' },
      }),
    ).map((p) => p.message)
    expect(messages).toEqual(
      expect.arrayContaining([
        'topics repeat',
        'series id "fr-la-casa-azul" must start with "es-"',
        '{{stranger}} is not declared',
      ]),
    )
  })

  it('refuses a topic outside the list and a serial without its part', () => {
    const { problems } = validateStoryFile({
      ...story(),
      topics: ['dragons'],
      series: { kind: 'serial', id: 'es-la-casa-azul' },
    })
    const messages = problems.map((p) => p.message).join('\n')
    expect(messages).toContain('topics.0')
    expect(messages).toContain('series.part')
  })
})

describe('validateStoryFile', () => {
  it('lists every schema issue with its path, including unknown keys', () => {
    const { story: parsed, problems } = validateStoryFile({
      ...story(),
      glosary: {},
      level: 'D1',
      questions: [],
    })
    expect(parsed).toBeUndefined()
    const messages = problems.map((p) => p.message).join('\n')
    expect(messages).toContain('level:')
    expect(messages).toContain('questions:')
    expect(messages).toContain('glosary')
  })

  it('checks that the file sits where its id and language say', () => {
    const { problems } = validateStoryFile(story(), { language: 'fr', fileName: 'other.json' })
    expect(problems.map((p) => p.message)).toEqual([
      'file is in fr/ but the story is in es',
      'file other.json holds id es-a1-la-casa-azul',
    ])
  })
})
