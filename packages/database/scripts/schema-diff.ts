/**
 * Prints what supabase/schemas and supabase/migrations define differently, object by object, and
 * exits 1 when they differ (nothing printed, exit 0, when they agree). PGlite by default;
 * `--postgres` builds both on a throwaway PostgreSQL cluster instead.
 *
 *   pnpm --filter @fabula/database schema:diff
 */
import { catalogues } from './lib/build'
import { findDrift, formatDrift } from './lib/drift'

const engine = process.argv.includes('--postgres') ? 'postgres' : 'pglite'
const built = await catalogues({ engine })
const report = formatDrift(findDrift(built.migrations, built.declarative))
if (report !== '') {
  console.info(report)
  process.exit(1)
}
console.info(
  `supabase/schemas and supabase/migrations agree (${built.migrations.length} objects, ${engine}).`,
)
