/**
 * `pnpm --filter @fabula/reading-api bench`: the learner dashboard's data (issue 15) for one
 * learner with 1,000 stories and 50,000 word statuses on PGlite, as the page loads it — the six
 * learner cards through supabase-js and the local backend, in parallel — beside the raw query
 * time in the same run: the same six functions executed directly on the database as the learner
 * (no HTTP, no PostgREST), one after another. Target: ≤ 50 ms for the page's data.
 */
import { performance } from 'node:perf_hooks'
import { startTestServer } from '@fabula/local-supabase/testing'
import { createSupabaseReadingRepository } from '../src/index'

const STORIES = 1_000
const WORD_STATUSES = 50_000
const RUNS = Number(process.env.BENCH_RUNS ?? 60)
const WARM_UP = 10
const TARGET_MS = 50
const TZ = 'Europe/Madrid'

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  return { p50: at(0.5), p95: at(0.95) }
}

async function measure(run: () => Promise<unknown>) {
  for (let i = 0; i < WARM_UP; i += 1) await run()
  const times: number[] = []
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now()
    await run()
    times.push(performance.now() - start)
  }
  return summary(times)
}

const server = await startTestServer({ database: 'pglite' })
try {
  const user = await server.createUser({ email: 'dash@fabula.local', password: 'bench-password' })
  const db = server.db
  const seedStart = performance.now()
  await db.query(
    `insert into public.profiles (user_id, wanted_name, nl, tl, lang_lvl, lang_sub_lvl)
     values ($1, 'Bench', 'en', 'es', 'B1', 2)`,
    [user.id],
  )
  // 1,000 stories over the last 400 days, one question each.
  await db.query(
    `insert into public.stories (user_id, language, native_language, gloss_language, level,
       sub_level, genre, title, paragraphs, coverage, new_word_count, word_count, provider,
       created_at)
     select $1, 'es', 'en', 'en', 'B1', 2, 'mystery', 'Historia ' || n, array['Hola.'], 0.96, 5,
       300 + n % 600, 'builtin', now() - (n % 400) * interval '1 day'
     from generate_series(1, ${STORIES}) as n`,
    [user.id],
  )
  await db.query(
    `insert into public.story_questions (story_id, position, kind, prompt)
     select id, 1, 'true_false', '¿Sí?' from public.stories where user_id = $1`,
    [user.id],
  )
  // Three events per story (started, progress, and finished for four in five), a position each,
  // a test for every other finished story.
  await db.query(
    `insert into public.reading_events (user_id, story_id, kind, seconds_read, progress,
       words_read, created_at)
     select s.user_id, s.id, k.kind, k.seconds, k.progress, (k.progress * s.word_count)::integer,
       s.created_at + k.offset_minutes * interval '1 minute'
     from public.stories s
     cross join (values ('started', 0, 0.0, 0), ('progress', 300, 0.6, 10),
                        ('finished', 200, 1.0, 20)) as k(kind, seconds, progress, offset_minutes)
     where s.user_id = $1
       and (k.kind <> 'finished' or abs(hashtext(s.id::text)) % 5 <> 0)`,
    [user.id],
  )
  await db.query(
    `insert into public.reading_positions (user_id, story_id, progress, position, updated_at)
     select s.user_id, s.id,
       case when exists (select 1 from public.reading_events e
                         where e.story_id = s.id and e.kind = 'finished') then 1 else 0.6 end,
       0.5, s.created_at
     from public.stories s where s.user_id = $1`,
    [user.id],
  )
  await db.query(
    `insert into public.story_test_attempts (user_id, story_id, answers, score, total, created_at)
     select s.user_id, s.id, '[true]', (abs(hashtext(s.id::text)) % 2), 1, s.created_at
     from public.stories s
     where s.user_id = $1 and abs(hashtext(s.id::text)) % 2 = 0`,
    [user.id],
  )
  // 50,000 word statuses, three in five known, marked over the last 200 days.
  await db.query(
    `insert into public.word_statuses (user_id, language, word, status)
     select $1, 'es', 'palabra' || n,
       (array['known', 'known', 'known', 'learning', 'new'])[1 + n % 5]
     from generate_series(1, ${WORD_STATUSES}) as n`,
    [user.id],
  )
  // The triggers stamp now(); spread the hours words were marked known over 200 days, in the
  // statuses and in the counts the dashboard reads.
  await db.exec(
    `alter table public.word_statuses disable trigger word_statuses_set_timestamps;
     update public.word_statuses
       set updated_at = now() - (abs(hashtext(word)) % 4800) * interval '1 hour'
       where user_id = '${user.id}';
     alter table public.word_statuses enable trigger word_statuses_set_timestamps;
     delete from public.known_word_counts where user_id = '${user.id}';
     insert into public.known_word_counts (user_id, language, hour, delta)
       select user_id, language, date_trunc('hour', updated_at), count(*)
       from public.word_statuses where user_id = '${user.id}' and status = 'known'
       group by 1, 2, 3;
     analyze;`,
  )
  const seedMs = performance.now() - seedStart

  const client = server.createClient()
  const { error } = await client.auth.signInWithPassword({
    email: 'dash@fabula.local',
    password: 'bench-password',
  })
  if (error) throw error
  const repo = createSupabaseReadingRepository(client)

  const page = () =>
    Promise.all([
      repo.getLearnerTotals('es'),
      repo.getStreak(TZ),
      repo.getWordsKnownHistory('es', TZ, 90),
      repo.getDailyGoal(TZ),
      repo.getContinueReading(),
      repo.getNextTest(),
    ])
  const sample = await page()
  const http = await measure(page)

  const claims = JSON.stringify({ role: 'authenticated', sub: user.id })
  const raw = await measure(() =>
    db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
        [claims],
      )
      await tx.query(`select public.learner_totals('es')`)
      await tx.query(`select public.learner_streak($1)`, [TZ])
      await tx.query(`select * from public.learner_words_known_history('es', $1, 90)`, [TZ])
      await tx.query(`select public.learner_daily_goal($1)`, [TZ])
      await tx.query(`select public.learner_continue_reading()`)
      await tx.query(`select public.learner_next_test()`)
    }),
  )

  const perCard: [string, () => Promise<unknown>][] = [
    ['totals', () => repo.getLearnerTotals('es')],
    ['streak', () => repo.getStreak(TZ)],
    ['words known (90 days)', () => repo.getWordsKnownHistory('es', TZ, 90)],
    ['daily goal', () => repo.getDailyGoal(TZ)],
    ['continue reading', () => repo.getContinueReading()],
    ['next test', () => repo.getNextTest()],
  ]
  const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10)
  console.info(
    `Dashboard data, PGlite, one learner: ${STORIES} stories, ${WORD_STATUSES} word statuses ` +
      `(seeded in ${(seedMs / 1000).toFixed(1)} s); ${RUNS} runs after ${WARM_UP} warm-up`,
  )
  const buckets = await db.query<{ n: number }>(
    'select count(*)::integer as n from public.known_word_counts where user_id = $1',
    [user.id],
  )
  console.info(
    `  sample: ${sample[0].stories_read} read, ${sample[0].words_known} known ` +
      `(${buckets.rows[0]?.n} hourly counts), streak ` +
      `${sample[1].current}, ${sample[2].length} chart days`,
  )
  console.info(`  page (6 cards over HTTP, in parallel)  p50 ${ms(http.p50)}  p95 ${ms(http.p95)}`)
  console.info(`  raw (6 functions on the database)      p50 ${ms(raw.p50)}  p95 ${ms(raw.p95)}`)
  for (const [name, run] of perCard) {
    const card = await measure(run)
    console.info(`    ${name.padEnd(36)} p50 ${ms(card.p50)}  p95 ${ms(card.p95)}`)
  }
  console.info(
    http.p50 <= TARGET_MS
      ? `  OK: page data p50 ${http.p50.toFixed(1)} ms ≤ ${TARGET_MS} ms`
      : `  OVER TARGET: page data p50 ${http.p50.toFixed(1)} ms > ${TARGET_MS} ms`,
  )
} finally {
  await server.stop()
}
