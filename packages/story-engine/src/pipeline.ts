import { AppError } from '@fabula/errors'
import type { CoverageReport, FrequencyRanks, WordStatus } from '@fabula/reading'
import {
  COVERAGE_BAND,
  knownRankForLevel,
  loadFrequencyRanks,
  measureCoverage,
  normalizeWord,
  segmentWords,
} from '@fabula/reading'
import { phraseOccurs, sentenceJoiner } from './bank/text'
import type {
  DraftQuestion,
  GeneratedStory,
  Learner,
  LevellingRound,
  StoryDraft,
  StoryPlan,
  StoryProgress,
  StoryProvider,
  StoryRequest,
} from './types'
import { STORY_LENGTH_WORDS } from './types'

/** At most this many levelling rounds (issue 7). */
export const MAX_LEVELLING_ROUNDS = 3
/** Most words listed in one revision request; longer lists confuse models. */
const MAX_WORDS_PER_ROUND = 30
/** Where a revision aims: the middle of the band. */
const TARGET_SHARE = (COVERAGE_BAND.min + COVERAGE_BAND.max) / 2

/** Options of {@link generateStory}. */
export interface GenerateStoryOptions {
  /** Who writes. */
  provider: StoryProvider
  /** Who reads. */
  learner: Learner
  /** Frequency ranks of `learner.tl`; loaded with `loadFrequencyRanks` when absent. */
  ranks?: FrequencyRanks
  /** Stage and progress reports (and streamed text). Must not throw. */
  onProgress?: (progress: StoryProgress) => void
  /** Cancels the run; the pipeline rejects with the signal's reason. */
  signal?: AbortSignal
  /** Levelling rounds, default and maximum {@link MAX_LEVELLING_ROUNDS}. */
  maxRounds?: number
  /** Clock for timings (ms). */
  now?: () => number
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason
}

function bandDistance(share: number): number {
  if (share < COVERAGE_BAND.min) return COVERAGE_BAND.min - share
  if (share > COVERAGE_BAND.max) return share - COVERAGE_BAND.max
  return 0
}

/**
 * The learner's statuses plus the draft's character names as `ignored` (unless the learner said
 * otherwise about that word), so names never count as words to learn.
 */
export function statusesWithNames(
  statuses: ReadonlyMap<string, WordStatus>,
  names: readonly string[] | undefined,
  language: string,
): ReadonlyMap<string, WordStatus> {
  if (!names || names.length === 0) return statuses
  const merged = new Map(statuses)
  for (const name of names) {
    for (const part of name.split(/\s+/)) {
      const word = normalizeWord(part, language)
      if (word !== '' && !merged.has(word)) merged.set(word, 'ignored')
    }
  }
  return merged
}

function paragraphTexts(draft: StoryDraft, language: string): string[] {
  const joiner = sentenceJoiner(language)
  return draft.paragraphs.map((sentences) => sentences.map((s) => s.text).join(joiner))
}

/** Builds the plan every provider writes from. */
export function planStory(request: StoryRequest, learner: Learner): StoryPlan {
  const level = request.level ?? learner.level
  const subLevel = request.subLevel ?? learner.subLevel
  return {
    language: learner.tl,
    nativeLanguage: learner.nl,
    level,
    subLevel,
    genre: request.genre,
    ...(request.styleAuthor ? { styleAuthor: request.styleAuthor } : {}),
    ...(request.topic ? { topic: request.topic } : {}),
    length: request.length,
    targetWords: STORY_LENGTH_WORDS[request.length],
    knownRank: knownRankForLevel(level, subLevel),
    seed: request.seed ?? `${learner.tl}:${request.genre}:${request.length}`,
  }
}

/**
 * The words a revision should replace: for a hard text, its new words, most frequent first, until
 * replacing them would lift coverage to the band's middle; for an easy text, none (the prompt asks
 * for a few richer words instead).
 */
export function wordsToReplace(report: CoverageReport): string[] {
  if (!report.belowBand) return []
  const needed = report.newTokens - (1 - TARGET_SHARE) * report.totalTokens
  const words: string[] = []
  let covered = 0
  for (const entry of report.newWords) {
    if (covered >= needed || words.length >= MAX_WORDS_PER_ROUND) break
    words.push(entry.word)
    covered += entry.count
  }
  return words
}

/** Keeps questions whose answer key points at an option; the schema already checked the rest. */
function soundQuestions(questions: readonly DraftQuestion[]): DraftQuestion[] {
  return questions
    .filter((q) => q.kind === 'true_false' || (q.answer >= 0 && q.answer < q.options.length))
    .slice(0, 12)
}

/**
 * Glossary entries for words of the final text, keyed the way the reader looks words up: a
 * one-word entry under its normalized form (`normalizeWord`, as `@fabula/reading` tokenizes the
 * text), kept when that form is among the text's word tokens; an entry of several tokens (a
 * phrase, or a Japanese word the segmenter splits) under its lower-cased text, kept when it
 * occurs in the text. A one-token entry that is no token of the text ("été" of "d'été") is
 * dropped: the reader would never look it up. The first entry for a key wins.
 */
function finalGlossary(
  draft: StoryDraft,
  paragraphs: readonly string[],
  language: string,
): GeneratedStory['glossary'] {
  const forms = new Set<string>()
  for (const paragraph of paragraphs) {
    for (const token of segmentWords(paragraph, language))
      if (token.isWord) forms.add(token.normalized)
  }
  const text = paragraphs.join('\n')
  const glossary: GeneratedStory['glossary'] = {}
  for (const entry of draft.glossary) {
    const form = normalizeWord(entry.word, language)
    const words = segmentWords(entry.word, language).filter((token) => token.isWord).length
    const key = forms.has(form)
      ? form
      : words > 1 && phraseOccurs(entry.word, text, language)
        ? entry.word.toLocaleLowerCase(language)
        : undefined
    if (key !== undefined && !(key in glossary)) {
      glossary[key] = { lemma: entry.lemma, gloss: entry.gloss }
    }
  }
  return glossary
}

/**
 * Generates one story for one learner: plan → write → level → questions → glossary.
 *
 * - **write**: the provider's first draft (streamed text is reported as `partialText`).
 * - **level**: coverage is measured with `@fabula/reading` against the learner's word statuses
 *   and level prior. Outside the 95–98 % band the provider is asked to replace the listed rare
 *   words (or to enrich a too-easy text), at most 3 rounds. The best draft seen is kept, and the
 *   result says honestly where it ended and why levelling stopped.
 * - **questions**: comprehension questions with answer keys, checked.
 * - **glossary**: glosses for words in the final text, in the learner's native language when the
 *   provider could give them; otherwise the fallback language is recorded (`glossFallback`).
 *
 * @param request - What the learner asked for.
 * @param options - Provider, learner, progress callback and cancellation.
 * @returns The story, ready to store.
 * @throws `AppError` from the provider (`DEPENDENCY_ERROR`, `DATA_CORRUPTION`, `REQUEST_TIMEOUT`,
 *   `CONFIGURATION_ERROR`, `DATA_NOT_FOUND`), or the signal's reason when cancelled.
 */
export async function generateStory(
  request: StoryRequest,
  options: GenerateStoryOptions,
): Promise<GeneratedStory> {
  const { provider, learner, signal, onProgress } = options
  const now = options.now ?? (() => performance.now())
  const maxRounds = Math.min(options.maxRounds ?? MAX_LEVELLING_ROUNDS, MAX_LEVELLING_ROUNDS)
  const started = now()
  const timings: Record<string, number> = {}
  let mark = started
  const lap = (name: string) => {
    const at = now()
    timings[name] = Math.round((at - mark) * 100) / 100
    mark = at
  }

  // plan
  onProgress?.({ stage: 'planning', progress: 2 })
  const plan = planStory(request, learner)
  const ranks = options.ranks ?? (await loadFrequencyRanks(plan.language))
  const input = { plan, learner, ranks }
  lap('plan_ms')
  throwIfAborted(signal)

  // write
  onProgress?.({ stage: 'writing', progress: 10 })
  // About six characters per word with its space: progress reaches 60 % near the target length.
  const expectedChars = plan.targetWords * 6
  let draft = await provider.generate(input, {
    ...(signal ? { signal } : {}),
    onToken: (_delta, soFar) =>
      onProgress?.({
        stage: 'writing',
        progress: Math.min(60, 10 + Math.floor((50 * soFar.length) / expectedChars)),
        partialText: soFar,
      }),
  })
  lap('write_ms')
  throwIfAborted(signal)

  // level
  onProgress?.({ stage: 'levelling', progress: 62 })
  const measure = (d: StoryDraft) =>
    measureCoverage(paragraphTexts(d, plan.language).join('\n'), {
      lang: plan.language,
      level: plan.level,
      subLevel: plan.subLevel,
      wordStatuses: statusesWithNames(learner.wordStatuses, d.properNouns, plan.language),
      ranks,
    })
  let report = measure(draft)
  const levelling: LevellingRound[] = []
  let outcome: GeneratedStory['levellingOutcome'] = 'in-band'
  while (!report.inBand) {
    if (levelling.length >= maxRounds) {
      outcome = 'max-rounds'
      break
    }
    const words = wordsToReplace(report)
    const revised = await provider.revise(
      {
        ...input,
        draft,
        direction: report.belowBand ? 'simplify' : 'enrich',
        words,
        coverage: report.knownTokenShare,
      },
      signal ? { signal } : {},
    )
    throwIfAborted(signal)
    if (revised === null) {
      outcome = 'provider-cannot-revise'
      break
    }
    const revisedReport = measure(revised)
    levelling.push({
      coverageBefore: report.knownTokenShare,
      coverageAfter: revisedReport.knownTokenShare,
      words,
    })
    onProgress?.({ stage: 'levelling', progress: 62 + 6 * levelling.length })
    // Keep the best draft seen: a revision that moved away from the band is not an improvement.
    if (bandDistance(revisedReport.knownTokenShare) <= bandDistance(report.knownTokenShare)) {
      draft = revised
      report = revisedReport
    }
  }
  lap('level_ms')

  // questions
  onProgress?.({ stage: 'questions', progress: 85 })
  const questions = soundQuestions(draft.questions)
  if (questions.length === 0) {
    throw new AppError('DATA_CORRUPTION', { message: 'The story came without usable questions' })
  }
  lap('questions_ms')
  throwIfAborted(signal)

  // glossary
  onProgress?.({ stage: 'glossary', progress: 92 })
  const paragraphs = paragraphTexts(draft, plan.language)
  const glossary = finalGlossary(draft, paragraphs, plan.language)
  const sentenceTranslations = draft.paragraphs.map((sentences) =>
    sentences.map((s) => ({ source: s.text, translation: s.translation ?? null })),
  )
  lap('glossary_ms')
  timings.total_ms = Math.round((now() - started) * 100) / 100

  return {
    language: plan.language,
    nativeLanguage: plan.nativeLanguage,
    // A served library story keeps what it is (ADR 0059); a written one is what the plan asked.
    level: draft.level ?? plan.level,
    subLevel: draft.subLevel ?? plan.subLevel,
    genre: draft.genre ?? plan.genre,
    title: draft.title,
    paragraphs,
    glossary,
    glossLanguage: draft.glossLanguage,
    glossFallback: draft.glossLanguage !== plan.nativeLanguage,
    sentenceTranslations,
    coverage: report.knownTokenShare,
    inBand: report.inBand,
    newWordCount: report.newWords.length,
    wordCount: report.totalTokens + report.excludedTokens,
    levellingRounds: levelling.length,
    levelling,
    levellingOutcome: outcome,
    questions,
    provider: provider.id,
    providerLabel: provider.label,
    ...(provider.model === undefined ? {} : { model: provider.model }),
    ...(draft.sourceId === undefined ? {} : { sourceId: draft.sourceId }),
    differences: draft.differences ?? [],
    timings,
  }
}
