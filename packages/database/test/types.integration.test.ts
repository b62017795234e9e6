import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { TYPES_FILE, generateDatabaseTypes } from '../scripts/lib/types'

describe('src/database.ts', () => {
  it('is what the generator writes from supabase/schemas now (run `pnpm --filter @fabula/database types`)', async () => {
    const committed = await readFile(TYPES_FILE, 'utf8')
    const generated = await generateDatabaseTypes()
    expect(generated).toContain('export type Database = {')
    expect(generated).toContain('      profiles: {')
    expect(committed, 'src/database.ts is stale').toBe(generated)
  }, 120_000)
})
