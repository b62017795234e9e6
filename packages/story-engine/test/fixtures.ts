/**
 * Test data: model outputs, drafts with a chosen coverage, and a tiny bank of stories written
 * for these tests (not the shipped bank, which a content writer fills in).
 */
import type { FrequencyRanks } from '@fabula/reading'
import type { BankStory, Learner, StoryDraft } from '../src/index'
import { storyWordTypes } from '../src/index'

/** Common Spanish words (ranks within the A1 prior), lower case, letters only. */
function commonWords(ranks: FrequencyRanks, count = 120): string[] {
  return [...ranks.keys()].filter((word) => /^[a-zñ]{3,}$/.test(word)).slice(0, count)
}

/** Invented words: certainly outside every frequency list, so always new. */
function rareWords(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `zorqu${String.fromCharCode(97 + (i % 26))}${i}x`)
}

/** Sentences of `perSentence` words from `words`, lower case, so no word looks like a name. */
function sentences(words: readonly string[], perSentence = 10): string[] {
  const out: string[] = []
  for (let i = 0; i < words.length; i += perSentence) {
    out.push(`${words.slice(i, i + perSentence).join(' ')}.`)
  }
  return out
}

/**
 * A draft of `total` word tokens of which `rare` are invented words: its coverage for any
 * learner without statuses is exactly `(total - rare) / total`.
 */
export function draftWithCoverage(
  ranks: FrequencyRanks,
  total: number,
  rare: number,
  glossLanguage = 'en',
): StoryDraft {
  const common = commonWords(ranks)
  const words: string[] = []
  const rareList = rareWords(rare)
  for (let i = 0; i < total - rare; i += 1) words.push(common[i % common.length] ?? 'casa')
  // Spread rare words evenly through the text.
  rareList.forEach((word, i) =>
    words.splice(Math.floor(((i + 0.5) * words.length) / rare), 0, word),
  )
  const text = sentences(words)
  return {
    title: 'una historia',
    paragraphs: [text.map((sentence) => ({ text: sentence, translation: 'a sentence' }))],
    glossLanguage,
    glossary: [
      ...rareList.slice(0, 3).map((word) => ({ word, lemma: word, gloss: 'a rare thing' })),
      { word: 'nosuchwordinthetext', lemma: 'x', gloss: 'never shown' },
    ],
    questions: [
      { kind: 'multiple_choice', prompt: '¿qué?', options: ['uno', 'dos', 'tres'], answer: 1 },
      { kind: 'true_false', prompt: 'es verdad', answer: true },
    ],
  }
}

/** A Spanish learner at A1-2 with no word statuses. */
export function spanishLearner(overrides: Partial<Learner> = {}): Learner {
  return { nl: 'en', tl: 'es', level: 'A1', subLevel: 2, wordStatuses: new Map(), ...overrides }
}

/** A valid model reply (JSON text) for the OpenAI-compatible provider. */
export function validOutputJson(title = 'El faro'): string {
  return JSON.stringify({
    title,
    paragraphs: [
      {
        sentences: [
          {
            text: 'Ana vive en una casa cerca del mar.',
            translation: 'Ana lives in a house by the sea.',
          },
          {
            text: 'Cada noche mira el faro.',
            translation: 'Every night she looks at the lighthouse.',
          },
        ],
      },
    ],
    glossary: [{ word: 'faro', lemma: 'faro', gloss: 'lighthouse' }],
    questions: [
      {
        kind: 'multiple_choice',
        prompt: '¿Dónde vive Ana?',
        options: ['En el mar', 'Cerca del mar', 'En la ciudad'],
        answer: 'Cerca del mar',
      },
      { kind: 'true_false', prompt: 'Ana mira el faro cada noche.', options: [], answer: 'true' },
      { kind: 'true_false', prompt: 'Ana vive en la ciudad.', options: [], answer: 'false' },
      {
        kind: 'multiple_choice',
        prompt: '¿Qué mira Ana?',
        options: ['El faro', 'La luna', 'Un barco'],
        answer: 'El faro',
      },
      {
        kind: 'multiple_choice',
        prompt: '¿Cuándo mira el faro?',
        options: ['Por la mañana', 'Cada noche', 'Nunca'],
        answer: 'Cada noche',
      },
    ],
  })
}

/**
 * A library story for tests: 100 words of which `rare` are invented (so its coverage for a learner
 * without statuses is known), with a complete glossary and five questions. Genre, level and
 * length class (via `words`) can be chosen.
 */
export function testBankStory(
  id: string,
  ranks: FrequencyRanks,
  options: {
    rare: number
    genre?: BankStory['genres'][number]
    level?: BankStory['level']
    language?: string
    /** Word tokens of the text (default 100: a short story). */
    words?: number
  },
): BankStory {
  const draft = draftWithCoverage(ranks, options.words ?? 100, options.rare)
  const text = draft.paragraphs[0]?.map((s) => s.text) ?? []
  const level = options.level ?? 'A1'
  const language = options.language ?? 'es'
  const sentences = [...text.slice(0, -1), `${text.at(-1) ?? ''} {{hero}} sonríe.`]
  const paragraphs = [sentences]
  const glossLanguage = language === 'en' ? 'es' : 'en'
  const story: BankStory = {
    id: `${language}-${level.toLowerCase()}-${id}`,
    language,
    level,
    subLevel: 2,
    genres: [options.genre ?? 'adventure'],
    title: 'La historia de {{hero}}',
    characters: [{ key: 'hero', gender: 'f', names: ['Marta', 'Julia', 'Rosa'] }],
    paragraphs,
    translations: { [glossLanguage]: [sentences.map(() => 'A sentence.')] },
    glossary: {},
    questions: Array.from({ length: 5 }, (_, i) => ({
      kind: 'true_false' as const,
      prompt: `¿{{hero}} ${i}?`,
      answer: i % 2 === 0,
    })),
  }
  story.glossary = Object.fromEntries(
    storyWordTypes(story).map((word) => [word, [word, `gloss of ${word}`] as [string, string]]),
  )
  return story
}
