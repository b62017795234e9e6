import { CEFR_LEVELS, knownRankForLevel, measureCoverage, rankOf } from '@fabula/reading'
import type { CefrLevel, CoverageReport, FrequencyRanks, SubLevel, Token } from '@fabula/reading'
import type { WordStatusValue } from '@fabula/reading-api'

/** A learner's level as the level prior needs it; unknown values fall back to A1/2. */
function levelOf(level: string | null | undefined, subLevel: number | null | undefined) {
  const cefr: CefrLevel = (CEFR_LEVELS as readonly string[]).includes(level ?? '')
    ? (level as CefrLevel)
    : 'A1'
  const sub: SubLevel = subLevel === 1 || subLevel === 3 ? subLevel : 2
  return { level: cefr, subLevel: sub }
}

/**
 * The status a word has for this learner: what they said, else the level prior (words more
 * frequent than the level's known rank are known), else new.
 */
export function effectiveStatus(
  word: string,
  lang: string,
  statuses: ReadonlyMap<string, WordStatusValue>,
  ranks: FrequencyRanks,
  knownRank: number,
): WordStatusValue {
  const said = statuses.get(word)
  if (said) return said
  const rank = rankOf(word, ranks, lang)
  return rank !== undefined && rank <= knownRank ? 'known' : 'new'
}

/** The known-word coverage of a text for this learner (statuses plus level prior). */
export function coverageOf(
  text: string | readonly Token[],
  lang: string,
  learner: { level: string | null | undefined; subLevel: number | null | undefined },
  statuses: ReadonlyMap<string, WordStatusValue>,
  ranks: FrequencyRanks,
): CoverageReport {
  return measureCoverage(text, {
    lang,
    ...levelOf(learner.level, learner.subLevel),
    wordStatuses: statuses,
    ranks,
  })
}

/** The known rank of a learner's level. */
export function knownRankOf(level: string | null | undefined, subLevel: number | null | undefined) {
  const resolved = levelOf(level, subLevel)
  return knownRankForLevel(resolved.level, resolved.subLevel)
}
