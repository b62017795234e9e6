/**
 * Help-center search benchmark: `searchHelpArticles` through supabase-js and the local backend
 * (HTTP, auth, row-level security, ranking, snippets), beside the same ranked query run straight
 * on the database in the same run, over the shipped articles plus generated ones.
 *
 *   pnpm --filter @fabula/help-center-api bench
 */
import { performance } from 'node:perf_hooks'
import { startTestServer } from '@fabula/local-supabase/testing'
import { createSupabaseHelpCenterRepository } from '../src/index.js'
import { account } from '../test/support.js'

/** Extra published articles, so the ranking has more than the shipped ones to sort. */
const EXTRA_ARTICLES = 500
const RUNS = 200
const QUERIES = ['coverage', 'password', 'how tests suggest a level', 'vocabul', 'email delivery']

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN
}

async function timings(run: (query: string) => Promise<unknown>) {
  for (const query of QUERIES) await run(query)
  const times: number[] = []
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now()
    await run(QUERIES[i % QUERIES.length] ?? '')
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

const server = await startTestServer()
try {
  await server.db.query(
    `insert into public.help_articles (slug, category, position, title, summary, sections, status, published_at)
     select 'bench-' || n, 'getting-started', 100 + n % 800, 'Reading note ' || n,
       'A note about stories, words and levels number ' || n,
       jsonb_build_array(jsonb_build_object('body',
         'Learners read stories at their level and mark words as they go. Note ' || n || '.')),
       'published', now()
     from generate_series(1, $1::integer) as n`,
    [EXTRA_ARTICLES],
  )
  const learner = await account(server)
  const repo = createSupabaseHelpCenterRepository(learner.client)
  const api = await timings((text) => repo.searchArticles({ text }))
  const raw = await timings((text) =>
    server.db.query(
      `select id, ts_rank(search_doc, q) as rank
       from public.help_articles, websearch_to_tsquery('english', $1) as q
       where language = 'en' and status = 'published' and search_doc @@ q
       order by rank desc limit 20`,
      [text],
    ),
  )
  const [best] = await repo.searchArticles({ text: 'coverage' })
  console.info(`help search over ${EXTRA_ARTICLES + 27} articles, ${RUNS} runs each`)
  console.info(
    `  supabase-js → local backend → search_help_articles: p50 ${api.p50.toFixed(2)} ms, p95 ${api.p95.toFixed(2)} ms`,
  )
  console.info(
    `  raw ranked SQL on the same database:                 p50 ${raw.p50.toFixed(2)} ms, p95 ${raw.p95.toFixed(2)} ms`,
  )
  console.info(`  first hit for "coverage": ${best?.slug ?? '(none)'}`)
} finally {
  await server.stop()
}
