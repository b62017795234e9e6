import { createTwoFilesPatch } from 'diff'
import type { CatalogueEntry } from './catalogue'

/** How two catalogues differ, object by object. */
export interface Drift {
  /** Objects the migrations define and the schema files do not. */
  onlyInMigrations: string[]
  /** Objects the schema files define and the migrations do not. */
  onlyInSchema: string[]
  /** Objects both define, differently: the key and a unified diff of the two definitions. */
  changed: { key: string; diff: string }[]
}

/** Compares the catalogue of the migrations' database with the schema files' one. */
export function findDrift(
  fromMigrations: readonly CatalogueEntry[],
  fromSchema: readonly CatalogueEntry[],
): Drift {
  const migrations = new Map(fromMigrations.map((e) => [e.key, e.text]))
  const schema = new Map(fromSchema.map((e) => [e.key, e.text]))
  const drift: Drift = { onlyInMigrations: [], onlyInSchema: [], changed: [] }
  for (const [key, text] of migrations) {
    const other = schema.get(key)
    if (other === undefined) drift.onlyInMigrations.push(key)
    else if (other !== text) {
      const patch = createTwoFilesPatch(
        'migrations',
        'schemas',
        `${text}\n`,
        `${other}\n`,
        '',
        '',
        {
          context: 2,
        },
      )
      // Drop the two file-name lines and the separator: the key already says what this is.
      drift.changed.push({ key, diff: patch.split('\n').slice(4).join('\n').trimEnd() })
    }
  }
  for (const key of schema.keys()) if (!migrations.has(key)) drift.onlyInSchema.push(key)
  return drift
}

/** The drift as a report for a person; empty when there is none. */
export function formatDrift(drift: Drift): string {
  const parts: string[] = []
  if (drift.onlyInMigrations.length > 0) {
    parts.push(
      'Defined by supabase/migrations but not by supabase/schemas:',
      ...drift.onlyInMigrations.map((key) => `  ${key}`),
    )
  }
  if (drift.onlyInSchema.length > 0) {
    parts.push(
      'Defined by supabase/schemas but not by supabase/migrations (write a migration):',
      ...drift.onlyInSchema.map((key) => `  ${key}`),
    )
  }
  for (const { key, diff } of drift.changed) {
    parts.push(`Differs: ${key} (- migrations, + schemas)`, diff)
  }
  return parts.join('\n')
}
