/**
 * `pnpm --filter @fabula/lessons-api bench`: seeds 1,000 learners and a year of reading activity
 * into a PGlite-backed local backend, then times, through the real path (supabase-js → HTTP →
 * the local backend's PostgREST → RLS-checked database function → valibot parsing), the first
 * page of /admin/progress with filters and every analytics series, each beside the same function
 * run directly on the database in the same run (the raw query: no HTTP, no JSON, no parsing).
 * Target (issue 17): each ≤ 100 ms.
 *
 *   BENCH_LEARNERS (1000), BENCH_DAYS (365), BENCH_RUNS (25), BENCH_DB (pglite | postgres)
 */
import { performance } from 'node:perf_hooks'
import { startTestServer } from '@fabula/local-supabase/testing'
import {
  ANALYTICS_METRICS,
  analyticsRange,
  createSupabaseLessonsRepository,
  todayUtc,
  type LearnerProgressQuery,
} from '../src/index.js'
import { seedActivity } from './seed-activity.js'

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 1000)
const DAYS = Number(process.env.BENCH_DAYS ?? 365)
const RUNS = Number(process.env.BENCH_RUNS ?? 25)
const WARMUP = 3
const TARGET_MS = 100
const DATABASE = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite'

interface Timing {
  p50: number
  p95: number
}

async function time(task: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < WARMUP; i += 1) {
    // A keep-alive connection the server closed while the raw queries ran can fail the first
    // request after the pause (ECONNRESET); a warm-up may retry it, measured runs may not.
    await task().catch((error: unknown) => {
      if (i > 0) throw error
      return task()
    })
  }
  const samples: number[] = []
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now()
    await task()
    samples.push(performance.now() - t0)
  }
  samples.sort((a, b) => a - b)
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!
  return { p50: at(0.5), p95: at(0.95) }
}

const server = await startTestServer({ database: DATABASE })
try {
  const seeded = performance.now()
  const counts = await seedActivity(server.db, { learners: LEARNERS, days: DAYS })
  console.info(
    `seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s on ${DATABASE}: ` +
      Object.entries(counts)
        .map(([table, n]) => `${table} ${n.toLocaleString('en')}`)
        .join(', '),
  )

  const manager = await server.createUser({
    email: 'manager@bench.test',
    password: 'bench-password',
    role: 'manager',
  })
  const client = server.createClient()
  const { data, error } = await client.auth.signInWithPassword(manager)
  if (error) throw error
  const repo = createSupabaseLessonsRepository(client)
  const claims = JSON.stringify({
    sub: manager.id,
    role: 'authenticated',
    app_metadata: { role: 'manager' },
    aud: 'authenticated',
    exp: data.session.expires_at,
  })

  /** The same statement as the API runs, as the manager, straight on the database. */
  const raw = (sql: string, params: unknown[]) =>
    server.db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', 'authenticated', true),
                set_config('request.jwt.claims', $1, true)`,
        [claims],
      )
      return tx.query(sql, params)
    })

  const rows: { name: string; api: Timing; raw: Timing }[] = []
  const progressQuery: LearnerProgressQuery = {
    page: 1,
    pageSize: 10,
    language: 'es',
    activeDays: 30,
    sort: 'words_known',
  }
  const first = await repo.listLearnerProgress(progressQuery)
  console.info(
    `progress: ${first.total} Spanish learners active in 30 days, page of ${first.rows.length}`,
  )
  rows.push({
    name: 'progress first page (es, active 30 d, by words known)',
    api: await time(() => repo.listLearnerProgress(progressQuery)),
    raw: await time(() =>
      raw('select public.admin_learner_progress($1, null, 30, null, $2, true, 10, 0)', [
        'es',
        'words_known',
      ]),
    ),
  })
  const searchQuery: LearnerProgressQuery = { page: 1, pageSize: 10, search: 'learner12' }
  rows.push({
    name: 'progress first page (search "learner12", by last active)',
    api: await time(() => repo.listLearnerProgress(searchQuery)),
    raw: await time(() =>
      raw('select public.admin_learner_progress(null, null, null, $1, $2, true, 10, 0)', [
        'learner12',
        'last_active',
      ]),
    ),
  })

  const functions: Record<string, string> = {
    activeLearners: 'admin_active_learners',
    storiesPerDay: 'admin_stories_per_day',
    generation: 'admin_generation_per_day',
    testsByLevel: 'admin_tests_by_level',
    genres: 'admin_popular_genres',
    lessonsCompleted: 'admin_lessons_completed',
  }
  for (const days of [30, 90]) {
    const range = analyticsRange(days, todayUtc())
    for (const metric of ANALYTICS_METRICS) {
      rows.push({
        name: `analytics ${metric} (${days} days)`,
        api: await time(() => repo.getAnalytics(metric, range)),
        raw: await time(() =>
          raw(`select * from public.${functions[metric]}($1, $2)`, [range.from, range.to]),
        ),
      })
    }
  }

  const fmt = (n: number) => n.toFixed(1).padStart(7)
  console.info(`\n${RUNS} runs each after ${WARMUP} warm-up runs; milliseconds`)
  console.info(
    `${'query'.padEnd(58)} ${'api p50'.padStart(7)} ${'api p95'.padStart(7)} ${'raw p50'.padStart(7)} ${'raw p95'.padStart(7)}  ≤ ${TARGET_MS} ms`,
  )
  let failures = 0
  for (const row of rows) {
    const ok = row.api.p95 <= TARGET_MS
    if (!ok) failures += 1
    console.info(
      `${row.name.padEnd(58)} ${fmt(row.api.p50)} ${fmt(row.api.p95)} ${fmt(row.raw.p50)} ${fmt(row.raw.p95)}  ${ok ? 'ok' : 'OVER'}`,
    )
  }
  if (failures > 0) {
    console.error(`\n${failures} queries over ${TARGET_MS} ms at p95`)
    process.exitCode = 1
  }
} finally {
  await server.stop()
}
