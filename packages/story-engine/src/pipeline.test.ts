import { loadFrequencyRanks } from '@fabula/reading'
import type { FrequencyRanks } from '@fabula/reading'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ReviseInput, StoryDraft, StoryProgress, StoryProvider } from './index'
import {
  MAX_LEVELLING_ROUNDS,
  createBuiltinProvider,
  generateStory,
  libraryFromStories,
  statusesWithNames,
  wordsToReplace,
} from './index'
import { draftWithCoverage, spanishLearner, testBankStory } from '../test/fixtures'

let ranks: FrequencyRanks
beforeAll(async () => {
  ranks = await loadFrequencyRanks('es')
})

/** A provider whose first draft and revisions are scripted; it records every revise call. */
function scripted(first: StoryDraft, revisions: StoryDraft[]) {
  const calls: ReviseInput[] = []
  const provider: StoryProvider = {
    id: 'openai-compatible',
    label: 'AI story provider',
    model: 'scripted',
    generate: (_input, options) => {
      options?.onToken?.('una ', 'una ')
      options?.onToken?.('historia', 'una historia')
      return Promise.resolve(first)
    },
    revise: (input) => {
      calls.push(input)
      return Promise.resolve(revisions[Math.min(calls.length - 1, revisions.length - 1)] ?? null)
    },
  }
  return { provider, calls }
}

const request = { genre: 'adventure', length: 'short' } as const

describe('generateStory levelling', () => {
  it('converges into the band, asking to replace the rare words', async () => {
    const { provider, calls } = scripted(draftWithCoverage(ranks, 100, 10), [
      draftWithCoverage(ranks, 100, 3),
    ])
    const story = await generateStory(request, { provider, learner: spanishLearner(), ranks })

    expect(story.coverage).toBeCloseTo(0.97, 5)
    expect(story.inBand).toBe(true)
    expect(story.levellingRounds).toBe(1)
    expect(story.levellingOutcome).toBe('in-band')
    expect(story.levelling[0]).toMatchObject({ coverageBefore: 0.9, coverageAfter: 0.97 })
    expect(calls[0]?.direction).toBe('simplify')
    // Enough of the invented words to lift coverage to the band's middle (96.5 %): 7 of 10.
    expect(calls[0]?.words).toHaveLength(7)
    for (const word of calls[0]?.words ?? []) expect(word).toMatch(/^zorqu/)
    expect(story.newWordCount).toBe(3)
  })

  it('stops after 3 rounds with an honest result when the provider never gets there', async () => {
    const { provider, calls } = scripted(draftWithCoverage(ranks, 100, 20), [
      draftWithCoverage(ranks, 100, 15),
      draftWithCoverage(ranks, 100, 12),
      draftWithCoverage(ranks, 100, 9),
      draftWithCoverage(ranks, 100, 1),
    ])
    const story = await generateStory(request, { provider, learner: spanishLearner(), ranks })

    expect(calls).toHaveLength(MAX_LEVELLING_ROUNDS)
    expect(story.levellingRounds).toBe(3)
    expect(story.levellingOutcome).toBe('max-rounds')
    expect(story.inBand).toBe(false)
    expect(story.coverage).toBeCloseTo(0.91, 5)
    expect(story.levelling.map((round) => round.coverageAfter)).toEqual([0.85, 0.88, 0.91])
  })

  it('keeps the better draft when a revision moves away from the band', async () => {
    const { provider } = scripted(draftWithCoverage(ranks, 100, 8), [
      draftWithCoverage(ranks, 100, 30),
    ])
    const story = await generateStory(request, { provider, learner: spanishLearner(), ranks })
    expect(story.coverage).toBeCloseTo(0.92, 5)
    expect(story.levellingRounds).toBe(3)
  })

  it('asks to enrich a text that is too easy', async () => {
    const { provider, calls } = scripted(draftWithCoverage(ranks, 100, 0), [
      draftWithCoverage(ranks, 100, 4),
    ])
    const story = await generateStory(request, { provider, learner: spanishLearner(), ranks })
    expect(calls[0]?.direction).toBe('enrich')
    expect(calls[0]?.coverage).toBe(1)
    expect(story.coverage).toBeCloseTo(0.96, 5)
  })

  it('counts the learner’s own known words', async () => {
    const draft = draftWithCoverage(ranks, 100, 10)
    const known = new Map(draft.glossary.slice(0, 3).map((entry) => [entry.word, 'known' as const]))
    const { provider, calls } = scripted(draft, [])
    const story = await generateStory(request, {
      provider,
      learner: spanishLearner({ wordStatuses: known }),
      ranks,
    })
    // 3 of the 10 invented words are known to this learner: 93 %, still below the band.
    expect(calls[0]?.coverage).toBeCloseTo(0.93, 5)
    for (const word of known.keys()) expect(calls[0]?.words).not.toContain(word)
    expect(story.levellingOutcome).toBe('provider-cannot-revise')
  })

  it('respects a lower maxRounds', async () => {
    const { provider, calls } = scripted(draftWithCoverage(ranks, 100, 20), [
      draftWithCoverage(ranks, 100, 19),
    ])
    await generateStory(request, { provider, learner: spanishLearner(), ranks, maxRounds: 1 })
    expect(calls).toHaveLength(1)
  })
})

describe('generateStory stages and output', () => {
  it('reports stages in order with growing progress and the streamed text', async () => {
    const { provider } = scripted(draftWithCoverage(ranks, 100, 3), [])
    const reports: StoryProgress[] = []
    await generateStory(request, {
      provider,
      learner: spanishLearner(),
      ranks,
      onProgress: (p) => reports.push(p),
    })
    const stages = reports.map((p) => p.stage).filter((s, i, all) => all[i - 1] !== s)
    expect(stages).toEqual(['planning', 'writing', 'levelling', 'questions', 'glossary'])
    const progress = reports.map((p) => p.progress)
    expect([...progress].sort((a, b) => a - b)).toEqual(progress)
    expect(reports.find((p) => p.partialText === 'una historia')).toBeDefined()
  })

  it('keeps only glossary words that occur in the final text, and says the gloss language', async () => {
    const { provider } = scripted(draftWithCoverage(ranks, 100, 3), [])
    const story = await generateStory(request, {
      provider,
      learner: spanishLearner({ nl: 'de' }),
      ranks,
    })
    expect(Object.keys(story.glossary)).toHaveLength(3)
    expect(story.glossary).not.toHaveProperty('nosuchwordinthetext')
    expect(story.glossLanguage).toBe('en')
    expect(story.glossFallback).toBe(true)
    expect(story.sentenceTranslations[0]?.[0]).toMatchObject({ translation: 'a sentence' })
    expect(story.provider).toBe('openai-compatible')
    expect(story.model).toBe('scripted')
    expect(Object.keys(story.timings)).toEqual(
      expect.arrayContaining([
        'plan_ms',
        'write_ms',
        'level_ms',
        'questions_ms',
        'glossary_ms',
        'total_ms',
      ]),
    )
  })

  it('rejects with the abort reason when cancelled', async () => {
    const controller = new AbortController()
    const reason = new Error('canceled')
    const provider: StoryProvider = {
      id: 'openai-compatible',
      label: 'AI',
      generate: () => {
        controller.abort(reason)
        return Promise.resolve(draftWithCoverage(ranks, 100, 3))
      },
      revise: () => Promise.resolve(null),
    }
    await expect(
      generateStory(request, {
        provider,
        learner: spanishLearner(),
        ranks,
        signal: controller.signal,
      }),
    ).rejects.toBe(reason)
  })

  it('keys glossary entries the way the reader looks words up, in every script', async () => {
    const draft = (text: string, glossary: StoryDraft['glossary']): StoryDraft => ({
      title: 't',
      paragraphs: [[{ text }]],
      glossLanguage: 'en',
      glossary,
      questions: [{ kind: 'true_false', prompt: 'p', answer: true }],
    })
    const japanese = await generateStory(request, {
      provider: scripted(
        draft('さくらは学校に行きました。', [
          { word: '学校', lemma: '学校', gloss: 'school' },
          { word: '行きました', lemma: '行く', gloss: 'went' },
          { word: '行き', lemma: '行く', gloss: 'go (stem)' },
        ]),
        [],
      ).provider,
      learner: spanishLearner({ tl: 'ja' }),
      ranks: await loadFrequencyRanks('ja'),
      maxRounds: 0,
    })
    // `行きました` is a phrase here: the reader's segments are 行き|ま|した.
    expect(japanese.glossary).toEqual({
      学校: { lemma: '学校', gloss: 'school' },
      行きました: { lemma: '行く', gloss: 'went' },
      行き: { lemma: '行く', gloss: 'go (stem)' },
    })
    const french = await generateStory(request, {
      provider: scripted(
        draft("L’orage arrive. Un Orage d'été.", [
          { word: "l'orage", lemma: 'orage', gloss: 'the storm' },
          { word: 'Orage', lemma: 'orage', gloss: 'storm' },
          { word: 'été', lemma: 'été', gloss: 'summer' },
        ]),
        [],
      ).provider,
      learner: spanishLearner({ tl: 'fr' }),
      ranks: await loadFrequencyRanks('fr'),
      maxRounds: 0,
    })
    // "d'été" is one token: an entry for "été" alone is not what the reader looks up.
    expect(french.glossary).toEqual({
      "l'orage": { lemma: 'orage', gloss: 'the storm' },
      orage: { lemma: 'orage', gloss: 'storm' },
    })
  })

  it('stops levelling honestly when the provider cannot revise (built-in library)', async () => {
    const library = libraryFromStories([testBankStory('hard', ranks, { rare: 20 })])
    const story = await generateStory(request, {
      provider: createBuiltinProvider({ library }),
      learner: spanishLearner(),
      ranks,
    })
    expect(story.levellingOutcome).toBe('provider-cannot-revise')
    expect(story.levellingRounds).toBe(0)
    expect(story.inBand).toBe(false)
    expect(story.provider).toBe('builtin')
    expect(story.providerLabel).toBe('Fabula library')
    expect(story.sourceId).toBe('es-a1-hard')
  })
})

describe('wordsToReplace', () => {
  it('lists nothing for a text in or above the band', async () => {
    const { provider } = scripted(draftWithCoverage(ranks, 100, 0), [])
    const story = await generateStory(request, {
      provider,
      learner: spanishLearner(),
      ranks,
      maxRounds: 0,
    })
    expect(story.coverage).toBe(1)
    expect(
      wordsToReplace({
        knownTokenShare: 0.97,
        totalTokens: 100,
        knownTokens: 97,
        newTokens: 3,
        learningTokens: 0,
        excludedTokens: 0,
        uniqueWords: 50,
        newWords: [{ word: 'x', count: 3 }],
        learningWords: [],
        knownRank: 2000,
        inBand: true,
        belowBand: false,
        aboveBand: false,
      }),
    ).toEqual([])
  })
})

describe('character names', () => {
  it('leaves the draft’s proper nouns out of coverage', async () => {
    const draft = draftWithCoverage(ranks, 100, 4)
    const names = draft.glossary.slice(0, 3).map((entry) => entry.word)
    const { provider } = scripted({ ...draft, properNouns: names }, [])
    const story = await generateStory(request, { provider, learner: spanishLearner(), ranks })
    // 3 of the 4 invented words are names now: 96 known of 97 counted words.
    expect(story.coverage).toBeCloseTo(96 / 97, 5)
    expect(story.newWordCount).toBe(1)
  })

  it('lets the learner’s own status of a name-like word win', () => {
    const statuses = new Map([['rosa', 'known' as const]])
    const merged = statusesWithNames(statuses, ['Rosa', 'Ana María'], 'es')
    expect(merged.get('rosa')).toBe('known')
    expect(merged.get('ana')).toBe('ignored')
    expect(merged.get('maría')).toBe('ignored')
    expect(statuses.size).toBe(1)
  })
})
