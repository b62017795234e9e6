/**
 * Checks library stories for a writer: every problem, the glossary forms still missing (ready to
 * paste as JSON keys), the word count and length class, and the measured coverage for a learner
 * at each sub-level of the story's level.
 *
 *   pnpm --filter @fabula/story-engine bank:check <file-or-id> [more …]
 *   pnpm --filter @fabula/story-engine bank:check            (every story, one line each)
 *
 * Exits with 1 when a checked story has a problem.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { CefrLevel } from '@fabula/reading'
import { COVERAGE_BAND, SUB_LEVELS, knownRankForLevel, loadFrequencyRanks } from '@fabula/reading'
import { missingGlossaryForms } from '../src/bank/check'
import { MID_BAND, measureStory } from '../src/bank/coverage'
import { describeStory } from '../src/bank/text'
import type { StoryFile } from './lib/library-files'
import { STORIES_DIR, readStoryFile, readStoryFiles } from './lib/library-files'

const pct = (share: number) => `${(share * 100).toFixed(1)} %`
const verdict = (share: number) =>
  share < COVERAGE_BAND.min
    ? 'below the band: too hard'
    : share > COVERAGE_BAND.max
      ? 'above the band: too easy'
      : 'in band'

/** A path as given, or an id looked up as content/stories/<lang>/<id>.json. */
function pathOf(arg: string): string {
  if (arg.endsWith('.json')) return resolve(process.env.INIT_CWD ?? process.cwd(), arg)
  return join(STORIES_DIR, arg.slice(0, 2), `${arg}.json`)
}

async function report(file: StoryFile): Promise<void> {
  console.log(`\n${file.path}`)
  const story = file.story
  if (story) {
    const entry = describeStory(story)
    console.log(
      `  ${story.id} · ${story.language} · ${story.level}.${story.subLevel} · ${story.genres.join(', ')}`,
    )
    console.log(`  ${entry.wordCount} words → ${entry.length}`)
  }
  if (file.problems.length === 0) console.log('  no problems')
  else {
    console.log(`  ${file.problems.length} problem(s):`)
    for (const problem of file.problems) console.log(`  - [${problem.rule}] ${problem.message}`)
  }
  if (!story) return

  const missing = missingGlossaryForms(story)
  if (missing.length > 0) {
    console.log(`\n  Missing glossary forms (${missing.length}), to paste into "glossary":`)
    for (const form of missing) console.log(`    ${JSON.stringify(form)}: ["", ""],`)
  }

  const ranks = await loadFrequencyRanks(story.language)
  console.log(
    `\n  Coverage for a learner at ${story.level} with no word statuses (level prior only):`,
  )
  for (const subLevel of SUB_LEVELS) {
    const measured = measureStory(story, { level: story.level, subLevel, ranks })
    const mark = subLevel === MID_BAND ? '  ← mid band, the target' : ''
    console.log(
      `    ${story.level}.${subLevel} (knows the ${knownRankForLevel(story.level, subLevel)} most frequent forms): ` +
        `${pct(measured.knownTokenShare)} ${verdict(measured.knownTokenShare)}${mark}`,
    )
  }
  const mid = measureStory(story, { level: story.level as CefrLevel, subLevel: MID_BAND, ranks })
  const words = mid.newWords
    .slice(0, 20)
    .map((w) => `${w.word}×${w.count}${w.rank ? ` (#${w.rank})` : ''}`)
  console.log(`  New words at mid band (${mid.newTokens} tokens): ${words.join(', ') || 'none'}`)
}

const args = process.argv.slice(2)
if (args.length === 0) {
  const files = await readStoryFiles()
  for (const file of files) {
    const summary =
      file.problems.length === 0
        ? 'ok'
        : [...new Set(file.problems.map((problem) => problem.rule))].join(', ')
    console.log(`${(file.story?.id ?? file.path).padEnd(48)} ${summary}`)
  }
  const failing = files.filter((file) => file.problems.length > 0).length
  console.log(`\n${files.length} stories, ${failing} with problems. Details: bank:check <id>`)
  process.exitCode = failing > 0 ? 1 : 0
} else {
  let failing = 0
  for (const arg of args) {
    const path = pathOf(arg)
    if (!existsSync(path)) {
      console.error(`\n${arg}: no such story file (${path})`)
      failing += 1
      continue
    }
    const file = await readStoryFile(path)
    await report(file)
    if (file.problems.length > 0) failing += 1
  }
  process.exitCode = failing > 0 ? 1 : 0
}
