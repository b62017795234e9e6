import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_SUPABASE_DIR } from '@fabula/local-supabase'
import { describe, expect, it } from 'vitest'
import { catalogues } from '../scripts/lib/build'
import { findDrift, formatDrift } from '../scripts/lib/drift'

// The declarative schema (supabase/schemas) is the current schema; the migrations deploy it. Both
// must build the same database, on PGlite and on PostgreSQL: every table, column, default,
// constraint, index, policy, function body, trigger, grant and RLS flag.
describe.each(['pglite', 'postgres'] as const)('supabase/schemas on %s', (engine) => {
  it('defines exactly what supabase/migrations define', async () => {
    const built = await catalogues({ engine })
    const drift = findDrift(built.migrations, built.declarative)
    expect(built.migrations.length).toBeGreaterThan(500)
    expect(formatDrift(drift), 'supabase/schemas and supabase/migrations differ').toBe('')
  }, 180_000)
})

describe('the schema check', () => {
  it('names an object whose definition differs, with a diff of it', async () => {
    // A copy of the Supabase folder whose schema files loosen one policy.
    const dir = await mkdtemp(join(tmpdir(), 'schema-drift-'))
    try {
      await cp(join(DEFAULT_SUPABASE_DIR, 'migrations'), join(dir, 'migrations'), {
        recursive: true,
      })
      await cp(join(DEFAULT_SUPABASE_DIR, 'schemas'), join(dir, 'schemas'), { recursive: true })
      const file = join(dir, 'schemas', '10_profiles.sql')
      const sql = await readFile(file, 'utf8')
      const own = `create policy profiles_delete_own on public.profiles
  for delete to authenticated
  using (user_id = (select auth.uid()));`
      expect(sql).toContain(own)
      await writeFile(
        file,
        sql.replace(own, own.replace('using (user_id', 'using (true or user_id')),
      )
      const built = await catalogues({ engine: 'pglite', supabaseDir: dir })
      const drift = findDrift(built.migrations, built.declarative)
      expect(drift.onlyInMigrations).toEqual([])
      expect(drift.onlyInSchema).toEqual([])
      expect(drift.changed.map((c) => c.key)).toEqual([
        'policy public.profiles profiles_delete_own',
      ])
      const report = formatDrift(drift)
      expect(report).toContain('Differs: policy public.profiles profiles_delete_own')
      expect(report).toMatch(/^-using: \(user_id = \( SELECT auth\.uid\(\) AS uid\)\)$/m)
      expect(report).toMatch(/^\+using: \(true OR/m)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 180_000)
})
