/**
 * `tsx src/functions/check-functions.ts [--update-lock]`: `deno check` of every edge function
 * (deno-check.ts), part of this package's `typecheck`; `--update-lock` rewrites the lockfiles.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_SUPABASE_DIR } from '../db/open'
import { checkFunctions } from './deno-check'

const workspace = readFileSync(join(DEFAULT_SUPABASE_DIR, '..', 'pnpm-workspace.yaml'), 'utf8')
const report = checkFunctions(join(DEFAULT_SUPABASE_DIR, 'functions'), workspace, {
  updateLock: process.argv.includes('--update-lock'),
})
for (const failure of report.failures) console.error(`[deno check] ${failure}`)
console.info(`[deno check] ${report.checked.length} function(s): ${report.checked.join(', ')}`)
process.exitCode = report.failures.length > 0 ? 1 : 0
