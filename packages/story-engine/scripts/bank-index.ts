/**
 * Regenerates the library index from content/stories: src/bank/generated/index.ts (metadata of
 * every story) and src/bank/generated/loaders.ts (one JSON import per story). Run it after adding,
 * renaming or editing a story; `library-files.test.ts` fails while the index is out of date.
 *
 *   pnpm --filter @fabula/story-engine bank:index
 *
 * Files that fail the schema cannot be indexed: they are listed and the command fails. Other
 * problems (see `bank:check`) are counted but do not stop the index.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, relative } from 'node:path'
import {
  INDEX_PATH,
  LOADERS_PATH,
  PACKAGE_DIR,
  readStoryFiles,
  renderIndexModules,
} from './lib/library-files'

const files = await readStoryFiles()
const invalid = files.filter((file) => file.story === undefined)
for (const file of invalid) {
  console.error(`${file.path}:`)
  for (const problem of file.problems) console.error(`  ${problem.message}`)
}
if (invalid.length > 0) {
  console.error(`\n${invalid.length} file(s) fail the schema; the index was not written.`)
  process.exit(1)
}
const stories = files.flatMap((file) => (file.story ? [file.story] : []))
const ids = stories.map((story) => story.id)
const repeated = ids.filter((id, i) => ids.indexOf(id) !== i)
if (repeated.length > 0) {
  console.error(`Story ids used twice: ${[...new Set(repeated)].join(', ')}`)
  process.exit(1)
}
const { index, loaders } = await renderIndexModules(stories)
await mkdir(dirname(INDEX_PATH), { recursive: true })
await writeFile(INDEX_PATH, index)
await writeFile(LOADERS_PATH, loaders)
const withProblems = files.filter((file) => file.problems.length > 0).length
console.log(
  `Indexed ${stories.length} stories in ${new Set(stories.map((s) => s.language)).size} languages ` +
    `→ ${relative(PACKAGE_DIR, INDEX_PATH)}, ${relative(PACKAGE_DIR, LOADERS_PATH)}` +
    (withProblems > 0 ? `\n${withProblems} stories have problems: run bank:check <id>.` : ''),
)
