import type {
  CefrLevel,
  CoverageReport,
  FrequencyRanks,
  SubLevel,
  WordStatus,
} from '@fabula/reading'
import { CEFR_LEVELS, measureCoverage } from '@fabula/reading'
import { statusesWithNames } from '../pipeline'
import { defaultNames, storyTokens } from './text'
import type { BankStory } from './types'

/** Who a story is measured for. */
export interface StoryReader {
  /** CEFR level. */
  level: CefrLevel
  /** Sub-level. */
  subLevel: SubLevel
  /** Frequency ranks of the story's language. */
  ranks: FrequencyRanks
  /** The reader's word statuses; none means the level prior alone. */
  wordStatuses?: ReadonlyMap<string, WordStatus>
  /** The cast; default the first name of each pool. */
  names?: Readonly<Record<string, string>>
}

/**
 * A story's coverage for one reader, measured exactly like the pipeline measures a served story:
 * the text with names filled in, names left out of the count (as `ignored`; in Japanese and
 * Chinese every token a name overlaps, see {@link storyTokens}), then the reader's statuses and
 * level prior (`measureCoverage` of `@fabula/reading`).
 *
 * @param story - The story.
 * @param reader - Level, ranks, statuses and cast.
 * @returns The coverage report.
 */
export function measureStory(story: BankStory, reader: StoryReader): CoverageReport {
  const names = reader.names ?? defaultNames(story)
  return measureCoverage(storyTokens(story, names), {
    lang: story.language,
    level: reader.level,
    subLevel: reader.subLevel,
    wordStatuses: statusesWithNames(
      reader.wordStatuses ?? new Map(),
      Object.values(names),
      story.language,
    ),
    ranks: reader.ranks,
  })
}

/** The sub-level at which a level's stories are measured: the middle of the level. */
export const MID_BAND: SubLevel = 2

/** One row of {@link coverageTable}: a language and level. */
export interface CoverageRow {
  language: string
  level: CefrLevel
  /** Stories of this language and level. */
  stories: number
  /** Of those, how many are inside 95–98 % for a learner at the level's mid band. */
  inBand: number
  /** Below the band (too hard) and above it (too easy). */
  below: number
  above: number
}

/**
 * Per language and level, how many stories land inside the 95–98 % band for a learner at that
 * level's mid band ({@link MID_BAND}) with no word statuses: the level prior alone.
 *
 * @param stories - Stories to measure.
 * @param ranksOf - Frequency ranks by language.
 * @returns Rows sorted by language, then level.
 */
export function coverageTable(
  stories: readonly BankStory[],
  ranksOf: (language: string) => FrequencyRanks,
): CoverageRow[] {
  const rows = new Map<string, CoverageRow>()
  for (const story of stories) {
    const key = `${story.language}:${story.level}`
    const row = rows.get(key) ?? {
      language: story.language,
      level: story.level,
      stories: 0,
      inBand: 0,
      below: 0,
      above: 0,
    }
    const report = measureStory(story, {
      level: story.level,
      subLevel: MID_BAND,
      ranks: ranksOf(story.language),
    })
    row.stories += 1
    if (report.inBand) row.inBand += 1
    else if (report.belowBand) row.below += 1
    else row.above += 1
    rows.set(key, row)
  }
  return [...rows.values()].sort(
    (a, b) =>
      a.language.localeCompare(b.language) ||
      CEFR_LEVELS.indexOf(a.level) - CEFR_LEVELS.indexOf(b.level),
  )
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${Math.round((100 * part) / whole)} %`

/**
 * The coverage table as aligned text: one line per language, one column per level, each cell
 * "in band / stories (share)".
 *
 * @param rows - From {@link coverageTable}.
 * @returns Printable lines.
 */
export function formatCoverageTable(rows: readonly CoverageRow[]): string {
  const languages = [...new Set(rows.map((row) => row.language))]
  const cell = (row: CoverageRow | undefined) =>
    (row ? `${row.inBand}/${row.stories} ${percent(row.inBand, row.stories)}` : '–').padEnd(12)
  const lines = [
    `lang  ${CEFR_LEVELS.map((level) => level.padEnd(12)).join('')}all`,
    ...languages.map((language) => {
      const own = rows.filter((row) => row.language === language)
      const inBand = own.reduce((sum, row) => sum + row.inBand, 0)
      const total = own.reduce((sum, row) => sum + row.stories, 0)
      const cells = CEFR_LEVELS.map((level) => cell(own.find((row) => row.level === level)))
      return `${language.padEnd(6)}${cells.join('')}${inBand}/${total} ${percent(inBand, total)}`
    }),
  ]
  return lines.join('\n')
}
