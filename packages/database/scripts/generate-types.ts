/**
 * Writes src/database.ts, the generated `Database` type, from supabase/schemas. Run after
 * changing the schema (the types test fails until you do):
 *
 *   pnpm --filter @fabula/database types
 */
import { writeFile } from 'node:fs/promises'
import { TYPES_FILE, generateDatabaseTypes } from './lib/types'

await writeFile(TYPES_FILE, await generateDatabaseTypes())
console.info(`wrote ${TYPES_FILE}`)
