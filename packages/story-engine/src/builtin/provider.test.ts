import { AppError } from '@fabula/errors'
import type { CefrLevel, FrequencyRanks } from '@fabula/reading'
import { CEFR_LEVELS, loadFrequencyRanks } from '@fabula/reading'
import { beforeAll, describe, expect, it } from 'vitest'
import type { BankStory, Genre, GenerateInput, Learner, Library, StoryLength } from '../index'
import {
  FABULA_LIBRARY,
  GENRES,
  MAX_LEVEL_DISTANCE,
  STORY_LENGTHS,
  createBuiltinProvider,
  generateStory,
  libraryFromStories,
  libraryLanguages,
  planStory,
  rankBankStories,
} from '../index'
import { spanishLearner, testBankStory } from '../../test/fixtures'

let ranks: FrequencyRanks
beforeAll(async () => {
  ranks = await loadFrequencyRanks('es')
})

function input(
  learner: Learner = spanishLearner(),
  request: { genre?: Genre; length?: StoryLength; seed?: string } = {},
): GenerateInput {
  const plan = planStory(
    {
      genre: request.genre ?? 'adventure',
      length: request.length ?? 'short',
      seed: request.seed ?? 'request-1',
    },
    learner,
  )
  return { plan, learner, ranks }
}

async function refusalOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('built-in library provider: coverage and names', () => {
  let library: Library
  beforeAll(() => {
    library = libraryFromStories([
      testBankStory('easy', ranks, { rare: 0 }),
      testBankStory('fit', ranks, { rare: 2 }),
      testBankStory('hard', ranks, { rare: 15 }),
    ])
  })

  it('among equally fitting stories serves the one nearest the 95–98 % band', async () => {
    const draft = await createBuiltinProvider({ library }).generate(input())
    expect(draft.sourceId).toBe('es-a1-fit')
    const stories = await Promise.all(library.entries.map((e) => library.load(e.id)))
    const ranked = rankBankStories(input(), stories)
    expect(ranked.map((c) => c.story.id)).toEqual(['es-a1-fit', 'es-a1-easy', 'es-a1-hard'])
    expect(ranked[0]?.report.inBand).toBe(true)
  })

  it('measures for this learner: known words change the pick', async () => {
    const hard = await library.load('es-a1-hard')
    const rare =
      hard.paragraphs
        .flat()
        .join(' ')
        .match(/zorqu\w+/g) ?? []
    // The learner already knows 13 of the hard story's 15 invented words.
    const wordStatuses = new Map(rare.slice(0, 13).map((w) => [w, 'known' as const]))
    const learner = spanishLearner({ wordStatuses })
    const ranked = rankBankStories(input(learner), [await library.load('es-a1-easy'), hard])
    expect(ranked[0]?.story.id).toBe('es-a1-hard')
  })

  it('casts names from the pools, deterministically per seed, everywhere in the story', async () => {
    const provider = createBuiltinProvider({ library })
    const a = await provider.generate(input())
    const b = await provider.generate(input())
    expect(a).toEqual(b)
    expect(JSON.stringify(a)).not.toContain('{{')
    expect(a.title).toMatch(/^La historia de (Marta|Julia|Rosa)$/)
    const name = a.title.replace('La historia de ', '')
    expect(a.questions[0]?.prompt).toContain(name)
    expect(a.properNouns).toEqual([name])
    const seeds = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8']
    const titles = await Promise.all(
      seeds.map(async (seed) => (await provider.generate(input(undefined, { seed }))).title),
    )
    expect(new Set(titles).size).toBeGreaterThan(1)
  })

  it('serves the complete glossary and phrases, keyed like the reader, in English', async () => {
    const story = await generateStory(
      { genre: 'adventure', length: 'short' },
      {
        provider: createBuiltinProvider({ library }),
        learner: spanishLearner({ nl: 'fr' }),
        ranks,
      },
    )
    expect(story.glossLanguage).toBe('en')
    expect(story.glossFallback).toBe(true)
    const served = await library.load(story.sourceId!)
    expect(Object.keys(story.glossary).sort()).toEqual(Object.keys(served.glossary).sort())
    expect(Object.values(story.glossary)[0]?.gloss).toMatch(/^gloss of /)
    expect(story.questions).toHaveLength(5)
    expect(story.sentenceTranslations[0]?.[0]?.translation).toBe('A sentence.')
    expect(story.providerLabel).toBe('Fabula library')
  })

  it('glosses and translates English stories in Spanish', async () => {
    const english: BankStory = testBankStory('x', ranks, { rare: 2, language: 'en' })
    const learner = spanishLearner({ nl: 'es', tl: 'en' })
    const provider = createBuiltinProvider({ library: libraryFromStories([english]) })
    const draft = await provider.generate({
      plan: planStory({ genre: 'adventure', length: 'short' }, learner),
      learner,
      ranks,
    })
    expect(draft.glossLanguage).toBe('es')
    expect(draft.paragraphs[0]?.[0]?.translation).toBe('A sentence.')
  })

  it('cannot revise', async () => {
    const provider = createBuiltinProvider({ library })
    const draft = await provider.generate(input())
    const revised = await provider.revise({
      ...input(),
      draft,
      direction: 'simplify',
      words: [],
      coverage: 0.9,
    })
    expect(revised).toBeNull()
  })
})

describe('built-in library provider: refusals', () => {
  let library: Library
  beforeAll(() => {
    library = libraryFromStories([
      testBankStory('one', ranks, { rare: 2 }),
      testBankStory('two', ranks, { rare: 2, level: 'A2' }),
      testBankStory('far', ranks, { rare: 2, level: 'C1', genre: 'mystery' }),
    ])
  })

  it('refuses a language without stories, before and during generation', async () => {
    const provider = createBuiltinProvider({ library })
    expect(provider.checkRequest?.({ language: 'fi', level: 'A1', readSourceIds: [] })).toEqual({
      code: 'DATA_NOT_FOUND',
      reason: 'LIBRARY_LANGUAGE_MISSING',
      message: expect.stringContaining('"fi"') as string,
      details: { language: 'fi', languages: ['es'] },
    })
    const error = await refusalOf(provider.generate(input(spanishLearner({ tl: 'fi' }))))
    expect(error.code).toBe('DATA_NOT_FOUND')
    expect(error.record.context).toMatchObject({ reason: 'LIBRARY_LANGUAGE_MISSING' })
  })

  it('never repeats: with everything near the level read it refuses with the nearest choices', async () => {
    const provider = createBuiltinProvider({ library })
    const readSourceIds = ['es-a1-one', 'es-a2-two']
    const check = provider.checkRequest?.({ language: 'es', level: 'A1', readSourceIds })
    expect(check).toMatchObject({
      reason: 'LIBRARY_EXHAUSTED',
      details: { choices: [{ level: 'C1', unread: 1, genres: ['mystery'], lengths: ['short'] }] },
    })
    const error = await refusalOf(provider.generate(input(spanishLearner({ readSourceIds }))))
    expect(error.record.context).toMatchObject({ reason: 'LIBRARY_EXHAUSTED', level: 'A1' })
  })

  it('passes a request it can serve', () => {
    const provider = createBuiltinProvider({ library })
    expect(provider.checkRequest?.({ language: 'es', level: 'A1', readSourceIds: [] })).toBeNull()
  })
})

/**
 * Table-driven over the shipped library: for every language it has and every level, a learner
 * asks again and again (each time for another genre and length), and each served story joins the
 * ones they have read — until the library refuses.
 */
describe('built-in library provider over the Fabula library', () => {
  const languages = libraryLanguages()
  const ranksByLanguage = new Map<string, FrequencyRanks>()
  beforeAll(async () => {
    for (const language of languages) {
      ranksByLanguage.set(language, await loadFrequencyRanks(language))
    }
  })

  const levelIndex = (level: CefrLevel) => CEFR_LEVELS.indexOf(level)
  const rows = languages.flatMap((language) =>
    CEFR_LEVELS.map((level) => [language, level] as const),
  )

  it.each(rows)(
    '%s learner at %s: no repeat, closest fit, honest label, then a refusal',
    async (language, level) => {
      const provider = createBuiltinProvider()
      const entries = FABULA_LIBRARY.entries.filter((e) => e.language === language)
      const near = entries.filter(
        (e) => Math.abs(levelIndex(e.level) - levelIndex(level)) <= MAX_LEVEL_DISTANCE,
      )
      const read: string[] = []
      for (let request = 0; request <= near.length; request += 1) {
        const genre = GENRES[request % GENRES.length]!
        const length = STORY_LENGTHS[request % STORY_LENGTHS.length]!
        const learner: Learner = {
          nl: language === 'en' ? 'es' : 'en',
          tl: language,
          level,
          subLevel: 2,
          wordStatuses: new Map(),
          readSourceIds: [...read],
        }
        const generated = generateStory(
          { genre, length, seed: `${language}-${level}-${request}` },
          { provider, learner, ranks: ranksByLanguage.get(language)! },
        )
        if (request === near.length) {
          // Everything within a level has been read: a refusal, never a repeat.
          const error = await refusalOf(generated)
          expect(error.record.context).toMatchObject({ reason: 'LIBRARY_EXHAUSTED', level })
          break
        }
        const story = await generated
        expect(story.provider).toBe('builtin')
        expect(story.providerLabel).toBe('Fabula library')
        expect(read).not.toContain(story.sourceId)
        const served = entries.find((e) => e.id === story.sourceId)!
        expect(near).toContain(served)
        // Closest fit: no unread story near the level fits better (level, then genre, then length).
        const fitOf = (e: (typeof entries)[number]) => [
          Math.abs(levelIndex(e.level) - levelIndex(level)),
          e.genres.includes(genre) ? 0 : 1,
          Math.abs(STORY_LENGTHS.indexOf(e.length) - STORY_LENGTHS.indexOf(length)),
        ]
        const unread = near.filter((e) => !read.includes(e.id))
        const best = unread
          .map(fitOf)
          .sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!)[0]
        expect(fitOf(served)).toEqual(best)
        // What differed is said, as data.
        const fields = story.differences.map((d) => d.field)
        expect(fields.includes('level')).toBe(served.level !== level)
        expect(fields.includes('genre')).toBe(!served.genres.includes(genre))
        expect(fields.includes('length')).toBe(served.length !== length)
        // Stored as what it is: the story's own genre (the asked one when it has it) and level.
        expect(story.genre).toBe(served.genres.includes(genre) ? genre : served.genres[0])
        expect(story.level).toBe(served.level)
        expect(story.subLevel).toBe(served.subLevel)
        read.push(story.sourceId!)
      }
      expect(read).toHaveLength(near.length)
    },
  )
})
