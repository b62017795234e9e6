/**
 * Prints the coverage of every bank story for a learner at the story's own level and sub-level
 * with no word statuses (the level prior alone; character names left out), and the most frequent new words — a writing aid:
 * a story inside 95–98 % here is comprehensible for a typical learner of that level.
 *
 *   pnpm --filter @fabula/story-engine bank:coverage [lang]
 */
import type { CefrLevel, SubLevel } from '@fabula/reading'
import { COVERAGE_BAND, loadFrequencyRanks, measureCoverage } from '@fabula/reading'
import { BANK_STORIES, PLACEHOLDER_PATTERN, statusesWithNames } from '../src/index'

const only = process.argv[2]
for (const story of BANK_STORIES) {
  if (only && story.language !== only) continue
  const ranks = await loadFrequencyRanks(story.language)
  const names = new Map(story.characters.map((c) => [c.key, c.names[0] ?? c.key]))
  const text = story.paragraphs
    .flat()
    .join(' ')
    .replace(PLACEHOLDER_PATTERN, (whole, key: string) => names.get(key) ?? whole)
  const report = measureCoverage(text, {
    lang: story.language,
    level: story.level as CefrLevel,
    subLevel: story.subLevel as SubLevel,
    wordStatuses: statusesWithNames(new Map(), [...names.values()], story.language),
    ranks,
  })
  const share = report.knownTokenShare
  const mark = share < COVERAGE_BAND.min ? 'below' : share > COVERAGE_BAND.max ? 'above' : 'in band'
  const words = report.newWords.slice(0, 10).map((w) => `${w.word}×${w.count}`)
  console.log(
    `${story.id.padEnd(40)} ${(share * 100).toFixed(1).padStart(5)} % ${mark.padEnd(7)} ` +
      `${report.totalTokens} words; new: ${words.join(', ')}`,
  )
}
