/**
 * What the schema tooling costs, beside what a test server's database costs, measured in the same
 * run on PGlite: `pnpm --filter @fabula/database bench`.
 *
 * - baseline: a new database that runs every migration (what each test server paid before the
 *   ready snapshot, without the content sync);
 * - a new database from the ready snapshot (what each test server pays now);
 * - the schema check (both builds, both catalogues, the comparison) and the types generation.
 */
import { openDatabase } from '@fabula/local-supabase'
import { catalogues } from '../scripts/lib/build'
import { findDrift } from '../scripts/lib/drift'
import { generateDatabaseTypes } from '../scripts/lib/types'

async function time(label: string, run: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await run()
  const ms = performance.now() - started
  console.info(`${label.padEnd(58)} ${(ms / 1000).toFixed(2).padStart(6)} s`)
  return ms
}

const baseline = await time('baseline: new database, every migration, no content', async () => {
  await (await openDatabase({ syncContent: false })).close()
})
// Once, so the snapshot exists (the first test server of a changed schema builds it).
await (await openDatabase()).close()
const snapshot = await time('new database from the ready snapshot', async () => {
  await (await openDatabase()).close()
})
const check = await time('schema check (migrations vs schemas, PGlite)', async () => {
  const built = await catalogues({ engine: 'pglite' })
  findDrift(built.migrations, built.declarative)
})
const types = await time('types generation (schemas → Database type)', generateDatabaseTypes)
console.info(
  `ratios to the baseline: snapshot ${(snapshot / baseline).toFixed(2)}, ` +
    `schema check ${(check / baseline).toFixed(2)}, types ${(types / baseline).toFixed(2)}`,
)
