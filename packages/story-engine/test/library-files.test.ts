/**
 * The Fabula library's data files (issue 15): every story file against the schema and the rules,
 * the generated index, the glossary allowlist, loading through the index, and the coverage report
 * (printed in the test output).
 */
import { readFile } from 'node:fs/promises'
import type { FrequencyRanks } from '@fabula/reading'
import { CEFR_LEVELS, SUB_LEVELS, knownRankForLevel, loadFrequencyRanks } from '@fabula/reading'
import { beforeAll, describe, expect, it } from 'vitest'
import type { BankStory } from '../src/index'
import {
  FABULA_LIBRARY,
  coverageTable,
  describeStory,
  formatCoverageTable,
  missingGlossaryForms,
} from '../src/index'
import type { StoryFile } from '../scripts/lib/library-files'
import {
  INDEX_PATH,
  STORIES_DIR,
  LOADERS_PATH,
  readAllowlist,
  readStoryFiles,
  renderIndexModules,
} from '../scripts/lib/library-files'

let files: StoryFile[]
let stories: BankStory[]
let allowlist: string[]
beforeAll(async () => {
  files = await readStoryFiles()
  stories = files.flatMap((file) => (file.story ? [file.story] : []))
  allowlist = await readAllowlist()
})

describe('library story files', () => {
  it('exist', () => {
    expect(files.length).toBeGreaterThan(0)
  })

  it('all pass the schema and every rule (every problem of every story listed at once)', () => {
    const allowed = new Set(allowlist)
    const problems = files.flatMap((file) =>
      file.problems
        .filter((p) => !(p.rule === 'glossary-incomplete' && allowed.has(file.story?.id ?? '')))
        .map((p) => `${file.path}: [${p.rule}] ${p.message}`),
    )
    expect(problems).toEqual([])
  })

  it('have unique ids', () => {
    const ids = stories.map((story) => story.id)
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
  })

  it('allowlist only stories whose glossary is still incomplete (the list only shrinks)', () => {
    const byId = new Map(stories.map((story) => [story.id, story]))
    const stale = allowlist.flatMap((id) => {
      const story = byId.get(id)
      if (!story) return [`${id}: no such story, remove it from incomplete-glossaries.json`]
      return missingGlossaryForms(story).length === 0
        ? [`${id}: glossary is complete, remove it from incomplete-glossaries.json`]
        : []
    })
    expect(stale).toEqual([])
    expect(new Set(allowlist).size).toBe(allowlist.length)
  })
})

describe('generated library index', () => {
  it('is up to date (run `pnpm --filter @fabula/story-engine bank:index`)', async () => {
    const expected = await renderIndexModules(stories)
    expect(await readFile(INDEX_PATH, 'utf8')).toBe(expected.index)
    expect(await readFile(LOADERS_PATH, 'utf8')).toBe(expected.loaders)
  })

  it('loads every story through its JSON import, equal to its file', async () => {
    expect(FABULA_LIBRARY.entries.map((entry) => entry.id)).toEqual(
      stories.map((story) => story.id).sort(),
    )
    for (const story of stories) {
      const loaded = await FABULA_LIBRARY.load(story.id)
      expect(loaded).toEqual(story)
      expect(FABULA_LIBRARY.entries.find((entry) => entry.id === story.id)).toEqual(
        describeStory(story),
      )
    }
  })
})

describe('library coverage', () => {
  let ranks: Map<string, FrequencyRanks>
  beforeAll(async () => {
    ranks = new Map()
    for (const language of new Set(stories.map((story) => story.language))) {
      ranks.set(language, await loadFrequencyRanks(language))
    }
  })

  it('reports per language and level the share in band at the mid band', () => {
    const rows = coverageTable(stories, (language) => ranks.get(language)!)
    const table = formatCoverageTable(rows)
    console.log(`Library stories in the 95–98 % band at each level's mid band:\n${table}`)
    expect(rows.reduce((sum, row) => sum + row.stories, 0)).toBe(stories.length)
    for (const row of rows) expect(row.inBand + row.below + row.above).toBe(row.stories)
  })
})

describe('writers’ guide', () => {
  it('states the level prior as @fabula/reading computes it', async () => {
    const readme = await readFile(`${STORIES_DIR}/README.md`, 'utf8')
    for (const level of CEFR_LEVELS) {
      const cells = SUB_LEVELS.map((sub) => knownRankForLevel(level, sub).toLocaleString('en'))
      expect(readme).toMatch(new RegExp(`\\| ${level} +\\| +${cells.join(' \\| +')} \\|`))
    }
  })
})
