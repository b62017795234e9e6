/**
 * Writes `content/lessons/index.json` from the lesson files, formatted as Prettier would, after
 * checking every file; refuses (exit 1) while any file is invalid.
 *
 *   pnpm --filter @fabula/lessons-api lessons:index
 */
import { writeFile } from 'node:fs/promises'
import { format, resolveConfig } from 'prettier'
import { INDEX_FILE, buildLessonIndex, readLessonFiles } from './lesson-files.js'

const files = await readLessonFiles()
const broken = files.filter((file) => file.problems.length > 0)
if (broken.length > 0) {
  for (const { file, problems } of broken) {
    for (const problem of problems) console.error(`${file}: ${problem}`)
  }
  process.exit(1)
}
const index = buildLessonIndex(files)
const options = (await resolveConfig(INDEX_FILE)) ?? {}
await writeFile(
  INDEX_FILE,
  await format(JSON.stringify(index), { ...options, filepath: INDEX_FILE }),
)
console.info(`content/lessons/index.json: ${index.lessons.length} lessons`)
