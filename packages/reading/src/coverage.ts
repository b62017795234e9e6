import type { CefrLevel, LevelEstimate, SubLevel } from './level-prior.js'
import { knownRankForLevel, levelForKnownRank } from './level-prior.js'
import type { FrequencyRanks } from './ranks.js'
import { rankOf } from './ranks.js'
import type { Token } from './segment.js'
import { segmentWords } from './segment.js'

/**
 * The coverage band Fabula aims for: the share of running words a reader already knows.
 *
 * - Hu & Nation (2000), "Unknown vocabulary density and reading comprehension": readers of a
 *   fiction text needed about 98 % known words for adequate unassisted comprehension.
 * - Nation (2006), "How large a vocabulary is needed for reading and listening?": reaching 98 %
 *   of written text takes 8,000–9,000 word families.
 * - Laufer & Ravenhorst-Kalovski (2010), "Lexical threshold revisited: Lexical text coverage,
 *   learners' vocabulary size and reading comprehension": 95 % is a minimal threshold (reading
 *   with some help), 98 % the optimal one.
 *
 * Below 95 % a story is a struggle; above 98 % it teaches almost nothing new. Inside the band a
 * 400-word story brings 8–20 new words — enough to learn from context.
 */
export const COVERAGE_BAND = { min: 0.95, max: 0.98 } as const

/** What the learner has said about a word. */
export type WordStatus = 'new' | 'learning' | 'known' | 'ignored'

/** A word and how often it occurs in the text. */
export interface WordCount {
  /** The normalised word. */
  word: string
  /** Occurrences in the text. */
  count: number
  /** Frequency rank, when the word is in the list. */
  rank?: number
}

/** Inputs to {@link measureCoverage}. */
export interface CoverageOptions {
  /** Language of the text (ISO 639-1). */
  lang: string
  /** The learner's CEFR level. */
  level: CefrLevel
  /** The learner's sub-level. */
  subLevel: SubLevel
  /** The learner's statuses, keyed by normalised word. Missing words fall back to the prior. */
  wordStatuses?: ReadonlyMap<string, WordStatus>
  /** Frequency ranks of `lang` (from `loadFrequencyRanks`). */
  ranks: FrequencyRanks
}

/** The comprehensibility of a text for one learner. */
export interface CoverageReport {
  /** `knownTokens / totalTokens`, in [0, 1]; 1 for a text without counted words. */
  knownTokenShare: number
  /** Counted word tokens: known + new + learning. */
  totalTokens: number
  /** Tokens of words the learner knows (by status or by the level prior). */
  knownTokens: number
  /** Tokens of words the learner does not know yet (status `new`, or beyond the prior). */
  newTokens: number
  /** Tokens of words with status `learning`. */
  learningTokens: number
  /** Word tokens left out of the count: status `ignored` and likely proper nouns. */
  excludedTokens: number
  /** Distinct normalised words among the counted tokens. */
  uniqueWords: number
  /** New words with their counts, most frequent in the text first (ties: commoner word first). */
  newWords: WordCount[]
  /** Learning words with their counts, ordered like `newWords`. */
  learningWords: WordCount[]
  /** The level prior used: words up to this rank count as known unless a status says otherwise. */
  knownRank: number
  /** `knownTokenShare` is inside {@link COVERAGE_BAND} (bounds included). */
  inBand: boolean
  /** `knownTokenShare` is below the band: too hard. */
  belowBand: boolean
  /** `knownTokenShare` is above the band: too easy. */
  aboveBand: boolean
}

// German (and Luxembourgish) capitalise every noun, so a capital letter mid-sentence says nothing
// about names there.
const CAPITALISES_NOUNS = new Set(['de', 'lb'])
const STARTS_UPPER = /^[\p{Lu}\p{Lt}]/u
// Punctuation after which a capital letter is normal even mid-sentence: opening brackets and
// quotes, Spanish inverted marks, colons, and the dashes that open dialogue. The hyphen is not
// among them: in "Jean-Pierre" both halves are the same name.
const OPENS_CLAUSE = /[\p{Ps}\p{Pi}\p{Pf}"'«»„:¿¡\u2013\u2014\u2015]$/u
// An elided article or preposition glued to the next word ("l'Hespérie", "d'Anna", "dell'Italia",
// "qu'Ana"): the capital that marks a name is on the word after the apostrophe.
const ELIDED_PREFIX = /^\p{Ll}{1,5}['\u2019\u02BC]/u

interface WordInfo {
  word: string
  rank: number | undefined
  nameLike: boolean
}

function baseLanguage(lang: string): string {
  return (lang.split('-')[0] ?? lang).toLowerCase()
}

/**
 * Classifies every word token: its normalised form, its rank, and whether it looks like a proper
 * noun. A word looks like a proper noun when it is capitalised and does not open its sentence or
 * a quotation, in a language that does not capitalise common nouns; a capitalised word that does
 * open a sentence is name-like too when the same word is name-like elsewhere in the text ("Ana"
 * in "Ana vive… dijo Ana."). Scripts without case (Arabic, Hebrew, CJK, Thai …) never match, so
 * names there count as words unless the learner marks them ignored.
 */
function classifyWords(tokens: readonly Token[], lang: string, ranks: FrequencyRanks): WordInfo[] {
  const namesPossible = !CAPITALISES_NOUNS.has(baseLanguage(lang))
  const rankCache = new Map<string, number | undefined>()
  const infos: WordInfo[] = []
  const sentenceInitialCapitals: number[] = []
  const namesInText = new Set<string>()
  let sentence = -1
  let sawWordInSentence = false
  let pendingPunctuation = ''
  for (const token of tokens) {
    if (token.sentenceIndex !== sentence) {
      sentence = token.sentenceIndex
      sawWordInSentence = false
      pendingPunctuation = ''
    }
    if (!token.isWord) {
      if (token.kind === 'punctuation') pendingPunctuation = token.text
      else if (token.kind !== 'space') pendingPunctuation = ''
      continue
    }
    const word = token.normalized
    let rank: number | undefined
    if (rankCache.has(word)) {
      rank = rankCache.get(word)
    } else {
      rank = rankOf(word, ranks, lang)
      rankCache.set(word, rank)
    }
    const capitalised = namesPossible && STARTS_UPPER.test(token.text.replace(ELIDED_PREFIX, ''))
    const opensClause = !sawWordInSentence || OPENS_CLAUSE.test(pendingPunctuation)
    const nameLike = capitalised && !opensClause
    if (nameLike) namesInText.add(word)
    else if (capitalised) sentenceInitialCapitals.push(infos.length)
    infos.push({ word, rank, nameLike })
    sawWordInSentence = true
    pendingPunctuation = ''
  }
  for (const position of sentenceInitialCapitals) {
    const info = infos[position]
    if (info !== undefined && namesInText.has(info.word)) info.nameLike = true
  }
  return infos
}

function byCountThenRank(a: WordCount, b: WordCount): number {
  return (
    b.count - a.count ||
    (a.rank ?? Infinity) - (b.rank ?? Infinity) ||
    (a.word < b.word ? -1 : a.word > b.word ? 1 : 0)
  )
}

function toWordCounts(counts: Map<string, WordCount>): WordCount[] {
  return [...counts.values()].sort(byCountThenRank)
}

function tally(counts: Map<string, WordCount>, word: string, rank: number | undefined): void {
  const entry = counts.get(word)
  if (entry !== undefined) entry.count += 1
  else counts.set(word, rank === undefined ? { word, count: 1 } : { word, count: 1, rank })
}

/**
 * Measures how much of a text a learner already knows.
 *
 * Only word tokens count (numbers, punctuation and spaces never do). For each word, in order:
 * 1. status `known` → known; `learning` → learning; `new` → new; `ignored` → excluded;
 * 2. no status, capitalised mid-sentence (a likely proper noun) and not within the level prior →
 *    excluded: names are understood from context, not learned, and most are missing from the
 *    lists or rank far down. German and Luxembourgish capitalise all nouns, so the rule is off
 *    there. A name-like word the prior covers (English "I", "Paris") simply counts as known;
 * 3. no status → known when its frequency rank is within the level prior
 *    ({@link knownRankForLevel}), otherwise new (words missing from the list are new).
 *
 * @param input - The text, or its tokens from `segmentWords` (avoids segmenting twice).
 * @param options - Language, level, statuses and ranks.
 * @returns Token counts, the known share and the new words, with the band verdict.
 */
export function measureCoverage(
  input: string | readonly Token[],
  options: CoverageOptions,
): CoverageReport {
  const { lang, level, subLevel, ranks } = options
  const statuses = options.wordStatuses
  const tokens = typeof input === 'string' ? segmentWords(input, lang) : input
  const knownRank = knownRankForLevel(level, subLevel)

  let knownTokens = 0
  let excludedTokens = 0
  let newTokens = 0
  let learningTokens = 0
  const unique = new Set<string>()
  const newCounts = new Map<string, WordCount>()
  const learningCounts = new Map<string, WordCount>()

  for (const { word, rank, nameLike } of classifyWords(tokens, lang, ranks)) {
    const status = statuses?.get(word)
    const withinPrior = rank !== undefined && rank <= knownRank
    if (status === 'ignored' || (status === undefined && nameLike && !withinPrior)) {
      excludedTokens += 1
      continue
    }
    unique.add(word)
    if (status === 'known' || (status === undefined && withinPrior)) {
      knownTokens += 1
    } else if (status === 'learning') {
      learningTokens += 1
      tally(learningCounts, word, rank)
    } else {
      newTokens += 1
      tally(newCounts, word, rank)
    }
  }

  const totalTokens = knownTokens + newTokens + learningTokens
  const knownTokenShare = totalTokens === 0 ? 1 : knownTokens / totalTokens
  return {
    knownTokenShare,
    totalTokens,
    knownTokens,
    newTokens,
    learningTokens,
    excludedTokens,
    uniqueWords: unique.size,
    newWords: toWordCounts(newCounts),
    learningWords: toWordCounts(learningCounts),
    knownRank,
    inBand: knownTokenShare >= COVERAGE_BAND.min && knownTokenShare <= COVERAGE_BAND.max,
    belowBand: knownTokenShare < COVERAGE_BAND.min,
    aboveBand: knownTokenShare > COVERAGE_BAND.max,
  }
}

/** The result of {@link estimateCefrLevel}. */
export interface TextLevelEstimate extends LevelEstimate {
  /**
   * The frequency rank a reader must know to cover {@link COVERAGE_BAND}.min of the text's
   * counted tokens; `Infinity` when that share includes words outside the list.
   */
  rankAtCoverage: number
  /** Counted word tokens (proper-noun-like words excluded). */
  totalTokens: number
}

/**
 * Estimates the CEFR level a text is written at: the lowest level whose prior alone covers 95 %
 * of the text's words (the minimal threshold of Laufer & Ravenhorst-Kalovski 2010).
 *
 * The word tokens' ranks are sorted (words outside the list rank last) and the rank at the 95th
 * percentile is mapped back through the level prior with `levelForKnownRank`. Proper-noun-like
 * words (capitalised mid-sentence, see {@link measureCoverage}) are left out. A text with no
 * words is A1-1.
 *
 * @param input - The text, or its tokens from `segmentWords`.
 * @param lang - Language of the text.
 * @param ranks - Frequency ranks of `lang`.
 * @returns Level, sub-level and the rank at the coverage threshold.
 */
export function estimateCefrLevel(
  input: string | readonly Token[],
  lang: string,
  ranks: FrequencyRanks,
): TextLevelEstimate {
  const tokens = typeof input === 'string' ? segmentWords(input, lang) : input
  const sorted = classifyWords(tokens, lang, ranks)
    .filter((info) => !info.nameLike)
    .map((info) => info.rank ?? Infinity)
    .sort((a, b) => a - b)
  if (sorted.length === 0) return { level: 'A1', subLevel: 1, rankAtCoverage: 0, totalTokens: 0 }
  // The smallest rank r such that at least 95 % of tokens have a rank ≤ r.
  const position = Math.ceil(COVERAGE_BAND.min * sorted.length) - 1
  const rankAtCoverage = sorted[Math.max(0, position)] ?? Infinity
  return { ...levelForKnownRank(rankAtCoverage), rankAtCoverage, totalTokens: sorted.length }
}
