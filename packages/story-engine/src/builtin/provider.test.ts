import { AppError } from '@fabula/errors'
import { loadFrequencyRanks } from '@fabula/reading'
import type { FrequencyRanks } from '@fabula/reading'
import { beforeAll, describe, expect, it } from 'vitest'
import type { BankStory, Learner } from '../index'
import { createBuiltinProvider, generateStory, planStory, rankBankStories } from '../index'
import { spanishLearner, testBankStory } from '../../test/fixtures'

let ranks: FrequencyRanks
let bank: { es: BankStory[] }
beforeAll(async () => {
  ranks = await loadFrequencyRanks('es')
  bank = {
    es: [
      testBankStory('easy', ranks, { rare: 0 }),
      testBankStory('fit', ranks, { rare: 2 }),
      testBankStory('hard', ranks, { rare: 15 }),
      testBankStory('far', ranks, { rare: 2, level: 'C1' }),
    ],
  }
})

function input(
  learner: Learner = spanishLearner(),
  genre: BankStory['genres'][number] = 'adventure',
) {
  return { plan: planStory({ genre, length: 'short', seed: 'request-1' }, learner), learner, ranks }
}

describe('built-in library provider', () => {
  it('picks the story whose measured coverage is closest to the band', async () => {
    const draft = await createBuiltinProvider({ bank }).generate(input())
    expect(draft.sourceId).toBe('es-a1-fit')
    const ranked = rankBankStories(input(), bank)
    expect(ranked.map((c) => c.story.id)).toEqual(['es-a1-fit', 'es-a1-easy', 'es-a1-hard'])
    expect(ranked[0]?.report.inBand).toBe(true)
  })

  it('measures for this learner: known words change the pick', async () => {
    const hard = bank.es[2]!
    // The learner already knows 13 of the hard story's 15 invented words.
    const rare =
      hard.paragraphs
        .flat()
        .join(' ')
        .match(/zorqu\w+/g) ?? []
    const wordStatuses = new Map(rare.slice(0, 13).map((w) => [w, 'known' as const]))
    const learner = spanishLearner({ wordStatuses })
    const ranked = rankBankStories(input(learner), { es: [bank.es[0]!, hard] })
    expect(ranked[0]?.story.id).toBe('es-a1-hard')
  })

  it('prefers the requested genre between equally comprehensible stories', () => {
    const adventure = testBankStory('adv', ranks, { rare: 2, genre: 'adventure' })
    const mystery = testBankStory('mys', ranks, { rare: 2, genre: 'mystery' })
    const pick = (genre: 'adventure' | 'mystery') =>
      rankBankStories(input(spanishLearner(), genre), { es: [adventure, mystery] })[0]?.story.id
    expect(pick('adventure')).toBe('es-a1-adv')
    expect(pick('mystery')).toBe('es-a1-mys')
  })

  it('ignores stories more than one level away while closer ones exist', () => {
    const ids = rankBankStories(input(), bank).map((c) => c.story.id)
    expect(ids).not.toContain('es-c1-far')
  })

  it('fills character names from the pool, deterministically per seed, everywhere', async () => {
    const provider = createBuiltinProvider({ bank })
    const a = await provider.generate(input())
    const b = await provider.generate(input())
    expect(a).toEqual(b)
    const text = JSON.stringify(a)
    expect(text).not.toContain('{{')
    expect(a.title).toMatch(/^La historia de (Marta|Julia|Rosa)$/)
    const name = a.title.replace('La historia de ', '')
    expect(a.questions[0]?.prompt).toContain(name)
  })

  it('glosses in English for non-English learners and marks the fallback in the story', async () => {
    const story = await generateStory(
      { genre: 'adventure', length: 'short' },
      { provider: createBuiltinProvider({ bank }), learner: spanishLearner({ nl: 'fr' }), ranks },
    )
    expect(story.glossLanguage).toBe('en')
    expect(story.glossFallback).toBe(true)
    expect(Object.values(story.glossary)[0]?.gloss).toMatch(/^gloss of /)
    expect(story.questions).toHaveLength(5)
    expect(story.sentenceTranslations[0]?.[0]?.translation).toBe('A sentence.')
  })

  it('glosses English stories in Spanish for Spanish speakers', async () => {
    const en = testBankStory('x', ranks, { rare: 2 })
    const english: BankStory = {
      ...en,
      id: 'en-a1-x',
      language: 'en',
      translations: {
        en: en.translations.en,
        es: [en.translations.en[0]!.map(() => 'Una frase.')],
      },
      glossary: en.glossary.map((g) => ({
        ...g,
        gloss: { en: g.gloss.en, es: `glosa ${g.word}` },
      })),
    }
    const learner = spanishLearner({ nl: 'es', tl: 'en' })
    const plan = planStory({ genre: 'adventure', length: 'short' }, learner)
    const draft = await createBuiltinProvider({ bank: { en: [english] } }).generate({
      plan,
      learner,
      ranks,
    })
    expect(draft.glossLanguage).toBe('es')
    expect(draft.glossary[0]?.gloss).toMatch(/^glosa /)
    expect(draft.paragraphs[0]?.[0]?.translation).toBe('Una frase.')
  })

  it('rejects with DATA_NOT_FOUND when the bank has no story in the language', async () => {
    const learner = spanishLearner({ tl: 'fi' })
    const plan = planStory({ genre: 'adventure', length: 'short' }, learner)
    const error = await createBuiltinProvider({ bank })
      .generate({ plan, learner, ranks })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).code).toBe('DATA_NOT_FOUND')
  })

  it('cannot revise', async () => {
    const provider = createBuiltinProvider({ bank })
    const draft = await provider.generate(input())
    expect(
      await provider.revise({ ...input(), draft, direction: 'simplify', words: [], coverage: 0.9 }),
    ).toBeNull()
  })
})
