import type { FrequencyRanks } from '@fabula/reading'
import type { TextImportPart, WordStatusValue } from '@fabula/reading-api'
import { coverageOf } from '@/features/reading/coverage'
import type { SplitPart } from './parse/split'

/**
 * Measures each part for the learner, as the reader will (their word statuses and level prior):
 * the known share and the new words, stored with the text like a story's.
 */
export function measureParts(
  parts: readonly SplitPart[],
  lang: string,
  learner: { level: string | null | undefined; subLevel: number | null | undefined },
  statuses: ReadonlyMap<string, WordStatusValue>,
  ranks: FrequencyRanks,
): TextImportPart[] {
  return parts.map((part) => {
    const report = coverageOf(part.paragraphs.join('\n\n'), lang, learner, statuses, ranks)
    return {
      title: part.title,
      paragraphs: part.paragraphs,
      word_count: part.wordCount,
      coverage: Math.round(report.knownTokenShare * 10_000) / 10_000,
      new_word_count: report.newWords.length,
    }
  })
}
