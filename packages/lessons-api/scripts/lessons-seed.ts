/**
 * Writes the lessons seed migration from the lesson files after checking every file; refuses
 * (exit 1) while any file is invalid.
 *
 *   pnpm --filter @fabula/lessons-api lessons:seed
 */
import { writeFile } from 'node:fs/promises'
import { readLessonFiles } from './lesson-files.js'
import { SEED_MIGRATION, lessonsSeedSqlOf } from './lessons-seed-sql.js'

const files = await readLessonFiles()
const broken = files.filter((file) => file.problems.length > 0)
if (broken.length > 0) {
  for (const { file, problems } of broken) {
    for (const problem of problems) console.error(`${file}: ${problem}`)
  }
  process.exit(1)
}
await writeFile(SEED_MIGRATION, lessonsSeedSqlOf(files))
console.info(`${files.length} lessons written to the seed migration`)
