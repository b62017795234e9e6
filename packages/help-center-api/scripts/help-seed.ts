/**
 * Writes the help articles' seed migration from `content/help` (run after changing an article):
 * `pnpm --filter @fabula/help-center-api help:seed`. Refuses while any file is invalid.
 */
import { writeFile } from 'node:fs/promises'
import { SEED_MIGRATION, readHelpFiles, seedSql } from './help-files.js'

const files = await readHelpFiles()
const broken = files.filter((file) => file.problems.length > 0)
if (broken.length > 0) {
  for (const file of broken) console.error(`${file.file}: ${file.problems.join('; ')}`)
  process.exit(1)
}
await writeFile(
  SEED_MIGRATION,
  seedSql(files.flatMap((file) => (file.article ? [file.article] : []))),
)
console.info(`wrote ${files.length} articles to ${SEED_MIGRATION}`)
