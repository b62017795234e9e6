/**
 * Seeds a year of learner activity straight into the database (as the superuser, bypassing the
 * API): learners with profiles, stories with their generation requests, reading events, tests,
 * word statuses and lesson progress, spread over the last `days` days. Deterministic (fixed
 * seed, ids from md5). The statistics triggers run as they would in production; only the
 * triggers that stamp `now()` on new rows are paused, so the history keeps its dates.
 */
import type { TestServer } from '@fabula/local-supabase/testing'

type Queryable = TestServer['db']

/** Size of the seeded activity. */
export interface ActivitySize {
  learners: number
  days: number
}

/** Triggers that overwrite created_at / updated_at with the clock; paused while seeding. */
const CLOCK_TRIGGERS = [
  ['public.reading_events', 'reading_events_set_created_at'],
  ['public.vocabulary_test_results', 'vocabulary_test_results_set_created_at'],
  ['public.word_statuses', 'word_statuses_set_timestamps'],
  ['public.story_requests', 'story_requests_set_timestamps'],
] as const

/** Inserts the activity; returns how many rows each table received. */
export async function seedActivity(
  db: Queryable,
  { learners, days }: ActivitySize,
): Promise<Record<string, number>> {
  for (const [table, trigger] of CLOCK_TRIGGERS) {
    await db.exec(`alter table ${table} disable trigger ${trigger}`)
  }
  try {
    await db.exec(`
      select setseed(0.17);
      create temp table bench_learners as
        select i,
               md5('bench-learner-' || i)::uuid as id,
               (array['es', 'fr', 'de', 'it', 'pt', 'en'])[1 + i % 6] as tl,
               (array['A1', 'A2', 'B1', 'B2', 'C1'])[1 + (i / 6) % 5] as level,
               0.04 + (i % 13) / 24.0 as rate
        from generate_series(1, ${learners}) as i;

      insert into auth.users (id, email, aud, role, raw_app_meta_data, raw_user_meta_data,
                              email_confirmed_at, created_at, updated_at)
      select id, 'learner' || i || '@bench.test', 'authenticated', 'authenticated',
             '{"provider": "email", "providers": ["email"]}', '{}', now(), now(), now()
      from bench_learners;

      insert into public.profiles (user_id, wanted_name, nl, tl, lang_lvl, lang_sub_lvl)
      select id, 'Learner ' || i, case when tl = 'en' then 'es' else 'en' end, tl, level, 1 + i % 3
      from bench_learners;

      create temp table bench_days as
        select l.id as user_id, l.i, l.tl, l.level, d.day,
               now() - make_interval(days => d.day) + make_interval(mins => (random() * 600)::int)
                 as at
        from bench_learners l
        cross join generate_series(0, ${days - 1}) as d (day)
        where random() < l.rate;

      insert into public.stories (id, user_id, language, native_language, level, sub_level, genre,
        title, paragraphs, gloss_language, coverage, new_word_count, word_count, provider,
        created_at)
      select md5(user_id::text || day)::uuid, user_id, tl, case when tl = 'en' then 'es' else 'en' end,
             level, 2,
             (array['adventure', 'mystery', 'romance', 'science fiction', 'fantasy', 'historical',
                    'humour', 'horror', 'slice of life', 'fairy tale', 'thriller',
                    'biography'])[1 + (i + day) % 12],
             'Story ' || day, array['Una historia corta.'], 'en', 0.96, 4, 150,
             case when random() < 0.8 then 'builtin' else 'openai-compatible' end, at
      from bench_days;

      insert into public.story_requests (user_id, status, stage, progress, story_id, parameters,
        provider, created_at, updated_at)
      select s.user_id, 'succeeded', 'done', 100, s.id,
             jsonb_build_object('genre', s.genre, 'length', 'short', 'language', s.language,
               'native_language', s.native_language, 'level', s.level, 'sub_level', 2),
             s.provider, s.created_at - make_interval(secs => 2 + random() * 40), s.created_at
      from public.stories s;

      insert into public.story_requests (user_id, status, stage, progress, error_code,
        parameters, created_at, updated_at)
      select user_id, 'failed', 'writing', 40, 'PROVIDER_TIMEOUT',
             jsonb_build_object('genre', 'mystery', 'length', 'short', 'language', tl,
               'native_language', case when tl = 'en' then 'es' else 'en' end, 'level', level,
               'sub_level', 2),
             at, at + interval '30 seconds'
      from bench_days where random() < 0.05;

      insert into public.reading_events (user_id, story_id, kind, seconds_read, position, created_at)
      select user_id, md5(user_id::text || day)::uuid, 'started', 0, 0, at from bench_days;
      insert into public.reading_events (user_id, story_id, kind, seconds_read, position, created_at)
      select user_id, md5(user_id::text || day)::uuid, 'progress', 120 + (random() * 400)::int, 3,
             at + interval '6 minutes'
      from bench_days;
      insert into public.reading_events (user_id, story_id, kind, seconds_read, position, created_at)
      select user_id, md5(user_id::text || day)::uuid, 'finished', 30 + (random() * 120)::int, 6,
             at + interval '9 minutes'
      from bench_days where random() < 0.8;

      insert into public.story_test_attempts (user_id, story_id, answers, score, total, created_at)
      select user_id, md5(user_id::text || day)::uuid, '[]', (random() * 5)::int, 5,
             at + interval '12 minutes'
      from bench_days where random() < 0.6;

      insert into public.vocabulary_test_results (user_id, language, kind, score, total, created_at)
      select user_id, tl, case when random() < 0.5 then 'cloze' else 'meaning' end,
             (random() * 10)::int, 10, at + interval '20 minutes'
      from bench_days where random() < 0.2;

      insert into public.word_statuses (user_id, language, word, status, created_at, updated_at)
      select l.id, l.tl, 'w' || n, case when random() < 0.85 then 'known' else 'learning' end,
             w.at, w.at
      from bench_learners l
      cross join lateral generate_series(1, 80 + (l.i * 37) % 1200) as n
      cross join lateral (
        select now() - make_interval(days => (random() * ${days - 1})::int) as at
      ) w;

      insert into public.lesson_progress (user_id, lesson_id, section_reached, exercise_results,
        started_at, updated_at, completed_at)
      select l.id, x.id, 3, '{}', now() - make_interval(days => ((l.i + x.n) % ${days})::int),
             now() - make_interval(days => ((l.i + x.n) % ${days})::int),
             case when (l.i + x.n) % 3 = 0 then now() - make_interval(days => ((l.i + x.n) % ${days})::int) end
      from bench_learners l
      cross join lateral (
        select id, row_number() over (order by position) as n
        from public.lessons where language = l.tl and level = 'A1'
      ) x;
    `)
  } finally {
    for (const [table, trigger] of CLOCK_TRIGGERS) {
      await db.exec(`alter table ${table} enable trigger ${trigger}`)
    }
  }
  await db.exec('analyze')
  const counts: Record<string, number> = {}
  for (const table of [
    'profiles',
    'stories',
    'story_requests',
    'reading_events',
    'story_test_attempts',
    'vocabulary_test_results',
    'word_statuses',
    'lesson_progress',
    'learner_active_days',
  ]) {
    const result = await db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)
    counts[table] = result.rows[0]?.n ?? 0
  }
  await db.exec('drop table bench_days; drop table bench_learners')
  return counts
}
