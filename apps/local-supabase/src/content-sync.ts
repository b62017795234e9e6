/**
 * `pnpm --filter @fabula/local-supabase content:sync`: the content sync against a deployed
 * Supabase project (after `supabase db push`), with the service-role key. The local backend runs
 * the same sync at every start; both call the SQL functions `supabase/content.json` names.
 *
 *   SUPABASE_URL=https://<project>.supabase.co SUPABASE_SERVICE_ROLE_KEY=… pnpm … content:sync
 */
import * as v from 'valibot'
import { describeContentSync, syncContentOverRest } from './db/content'
import { DEFAULT_SUPABASE_DIR } from './db/open'

const EnvSchema = v.object({
  SUPABASE_URL: v.pipe(v.string(), v.url()),
  SUPABASE_SERVICE_ROLE_KEY: v.pipe(v.string(), v.minLength(1)),
})

const env = v.safeParse(EnvSchema, process.env)
if (!env.success) {
  console.error('Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (the project URL and its key).')
  process.exit(1)
}
try {
  const results = await syncContentOverRest(
    env.output.SUPABASE_URL,
    env.output.SUPABASE_SERVICE_ROLE_KEY,
    DEFAULT_SUPABASE_DIR,
  )
  for (const line of describeContentSync(results)) console.info(line)
  for (const result of results) {
    for (const item of result.kept) console.info(`  kept: ${JSON.stringify(item)}`)
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
