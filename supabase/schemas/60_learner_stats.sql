-- Per-learner figures for /admin/progress and per-day activity for /admin/analytics (issue 17),
-- kept up to date by statement-level triggers on the tables learners write, so the staff screens
-- read a few thousand summary rows instead of a year of events.
-- Design notes: docs/decisions/0048-learner-stats-and-staff-queries.md.
--
-- Per-learner figures are recomputed from the source rows for the learners a statement touched
-- (never incremented), so they stay exact after deletes and upserts. The per-day analytics counts
-- are history: they grow with what happened and are not taken back when a learner later deletes a
-- story or an account. Days are UTC days.

-- ---------------------------------------------------------------------------------------------
-- Tables (written only by the trigger functions below; staff read them under RLS)
-- ---------------------------------------------------------------------------------------------
create table public.learner_stats (
  user_id uuid primary key references auth.users (id) on delete cascade,
  -- Distinct stories with a 'finished' reading event.
  stories_read integer not null default 0,
  seconds_read bigint not null default 0,
  -- Comprehension and vocabulary tests together.
  tests_taken integer not null default 0,
  -- Sum over tests of score / total, so the mean is score_sum / tests_taken.
  score_sum double precision not null default 0,
  -- The newest (at most five) tests, which the level suggestion reads (level-suggestion.ts).
  recent_tests smallint not null default 0,
  recent_mean double precision,
  lessons_started integer not null default 0,
  lessons_completed integer not null default 0,
  last_active_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint learner_stats_counts_check check (
    stories_read >= 0 and seconds_read >= 0 and tests_taken >= 0 and score_sum >= 0
    and recent_tests between 0 and 5 and lessons_started >= 0 and lessons_completed >= 0
  )
);

comment on table public.learner_stats is
  'Per-learner totals for staff (stories read, time, tests, lessons, last activity).';

create index learner_stats_last_active_idx on public.learner_stats (last_active_at desc);

revoke all on table public.learner_stats from anon, authenticated;

grant select on table public.learner_stats to authenticated;

grant all on table public.learner_stats to service_role;

alter table public.learner_stats enable row level security;

create policy learner_stats_select_own on public.learner_stats
  for select to authenticated using (user_id = (select auth.uid()));

create policy learner_stats_select_staff on public.learner_stats
  for select to authenticated using ((select public.is_learning_staff()));

create table public.learner_known_words (
  user_id uuid not null references auth.users (id) on delete cascade,
  language text not null,
  known integer not null,
  primary key (user_id, language),
  constraint learner_known_words_known_check check (known >= 0)
);

comment on table public.learner_known_words is 'Words a learner marked known, per language.';

alter table public.learner_known_words enable row level security;

create policy learner_known_words_select_own on public.learner_known_words
  for select to authenticated using (user_id = (select auth.uid()));

create policy learner_known_words_select_staff on public.learner_known_words
  for select to authenticated using ((select public.is_learning_staff()));
revoke all on table public.learner_known_words from anon, authenticated;
grant select on table public.learner_known_words to authenticated;
grant all on table public.learner_known_words to service_role;

create table public.learner_active_days (
  day date not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  primary key (day, user_id)
);

comment on table public.learner_active_days is
  'UTC days on which a learner read, tested, marked words or took lessons.';

create index learner_active_days_user_idx on public.learner_active_days (user_id, day);

alter table public.learner_active_days enable row level security;

create policy learner_active_days_select_own on public.learner_active_days
  for select to authenticated using (user_id = (select auth.uid()));

create policy learner_active_days_select_staff on public.learner_active_days
  for select to authenticated using ((select public.is_learning_staff()));
revoke all on table public.learner_active_days from anon, authenticated;
grant select on table public.learner_active_days to authenticated;
grant all on table public.learner_active_days to service_role;

-- Per-day counts for the analytics series, so a 90-day chart reads at most a few hundred rows.
create table public.daily_activity (
  day date primary key,
  learners integer not null default 0,
  constraint daily_activity_learners_check check (learners >= 0)
);

comment on table public.daily_activity is 'Learners active per UTC day (from learner_active_days).';

alter table public.daily_activity enable row level security;

create policy daily_activity_select_staff on public.daily_activity
  for select to authenticated using ((select public.is_learning_staff()));
revoke all on table public.daily_activity from anon, authenticated;
grant select on table public.daily_activity to authenticated;
grant all on table public.daily_activity to service_role;

create table public.daily_stories (
  day date not null,
  provider text not null,
  genre text not null,
  stories integer not null,
  primary key (day, provider, genre),
  constraint daily_stories_stories_check check (stories >= 0)
);

comment on table public.daily_stories is 'Stories written per UTC day, by provider and genre.';

alter table public.daily_stories enable row level security;

create policy daily_stories_select_staff on public.daily_stories
  for select to authenticated using ((select public.is_learning_staff()));
revoke all on table public.daily_stories from anon, authenticated;
grant select on table public.daily_stories to authenticated;
grant all on table public.daily_stories to service_role;

create table public.daily_tests (
  day date not null,
  level text not null,
  kind text not null,
  tests integer not null,
  -- Sum of score / total, so the mean is score_sum / tests.
  score_sum double precision not null,
  primary key (day, level, kind),
  constraint daily_tests_kind_check check (kind in ('comprehension', 'vocabulary')),
  constraint daily_tests_counts_check check (tests >= 0 and score_sum >= 0)
);

comment on table public.daily_tests is
  'Tests per UTC day and level: comprehension by the story''s level, vocabulary by the learner''s.';

alter table public.daily_tests enable row level security;

create policy daily_tests_select_staff on public.daily_tests
  for select to authenticated using ((select public.is_learning_staff()));
revoke all on table public.daily_tests from anon, authenticated;
grant select on table public.daily_tests to authenticated;
grant all on table public.daily_tests to service_role;

create table public.daily_generation (
  day date primary key,
  requests integer not null default 0,
  failures integer not null default 0,
  constraint daily_generation_counts_check check (requests >= 0 and failures >= 0)
);

comment on table public.daily_generation is
  'Story generation requests per UTC day of the request, and how many of them failed.';

alter table public.daily_generation enable row level security;

create policy daily_generation_select_staff on public.daily_generation
  for select to authenticated using ((select public.is_learning_staff()));
revoke all on table public.daily_generation from anon, authenticated;
grant select on table public.daily_generation to authenticated;
grant all on table public.daily_generation to service_role;

-- Percentiles cannot be added up per day, so each successful generation keeps its latency here:
-- one narrow row instead of the wide story_requests row.
create table public.generation_latencies (
  id bigint generated always as identity primary key,
  day date not null,
  seconds real not null,
  constraint generation_latencies_seconds_check check (seconds >= 0)
);

comment on table public.generation_latencies is
  'Seconds from request to stored story of each successful generation, by UTC day of the request.';

create index generation_latencies_day_idx on public.generation_latencies (day, seconds);

alter table public.generation_latencies enable row level security;

create policy generation_latencies_select_staff on public.generation_latencies
  for select to authenticated using ((select public.is_learning_staff()));
revoke all on table public.generation_latencies from anon, authenticated;
grant select on table public.generation_latencies to authenticated;
grant all on table public.generation_latencies to service_role;

-- ---------------------------------------------------------------------------------------------
-- Recomputation, per area, for a set of learners. SECURITY DEFINER: they run inside learners'
-- writes and write rows no learner may write. Learners being deleted are skipped (their rows go
-- with the cascade).
-- ---------------------------------------------------------------------------------------------
create function public.learner_stats_refresh_reading(p_users uuid[])
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.learner_stats as s (user_id, stories_read, seconds_read)
  select u.id, coalesce(r.stories, 0), coalesce(r.seconds, 0)
  from unnest(p_users) as u (id)
  join auth.users a on a.id = u.id
  left join lateral (
    select count(distinct e.story_id) filter (where e.kind = 'finished') as stories,
           sum(e.seconds_read) as seconds
    from public.reading_events e
    where e.user_id = u.id
  ) r on true
  on conflict (user_id) do update set
    stories_read = excluded.stories_read,
    seconds_read = excluded.seconds_read,
    updated_at = now()
$$;

revoke all on function public.learner_stats_refresh_reading(uuid[]) from public, anon, authenticated;

create function public.learner_stats_refresh_tests(p_users uuid[])
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.learner_stats as s (user_id, tests_taken, score_sum, recent_tests, recent_mean)
  select u.id, coalesce(t.taken, 0), coalesce(t.score_sum, 0), coalesce(r.n, 0), r.mean
  from unnest(p_users) as u (id)
  join auth.users a on a.id = u.id
  left join lateral (
    select count(*) as taken, sum(x.ratio) as score_sum
    from (
      select a1.score::double precision / a1.total as ratio
        from public.story_test_attempts a1 where a1.user_id = u.id
      union all
      select v1.score::double precision / v1.total
        from public.vocabulary_test_results v1 where v1.user_id = u.id
    ) x
  ) t on true
  left join lateral (
    select count(*) as n, avg(y.ratio) as mean
    from (
      select z.ratio from (
        (select a2.score::double precision / a2.total as ratio, a2.created_at
           from public.story_test_attempts a2 where a2.user_id = u.id
           order by a2.created_at desc limit 5)
        union all
        (select v2.score::double precision / v2.total, v2.created_at
           from public.vocabulary_test_results v2 where v2.user_id = u.id
           order by v2.created_at desc limit 5)
      ) z
      order by z.created_at desc
      limit 5
    ) y
  ) r on true
  on conflict (user_id) do update set
    tests_taken = excluded.tests_taken,
    score_sum = excluded.score_sum,
    recent_tests = excluded.recent_tests,
    recent_mean = excluded.recent_mean,
    updated_at = now()
$$;
revoke all on function public.learner_stats_refresh_tests(uuid[]) from public, anon, authenticated;

create function public.learner_stats_refresh_lessons(p_users uuid[])
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.learner_stats as s (user_id, lessons_started, lessons_completed)
  select u.id, coalesce(l.started, 0), coalesce(l.completed, 0)
  from unnest(p_users) as u (id)
  join auth.users a on a.id = u.id
  left join lateral (
    select count(*) as started, count(p.completed_at) as completed
    from public.lesson_progress p
    where p.user_id = u.id
  ) l on true
  on conflict (user_id) do update set
    lessons_started = excluded.lessons_started,
    lessons_completed = excluded.lessons_completed,
    updated_at = now()
$$;
revoke all on function public.learner_stats_refresh_lessons(uuid[]) from public, anon, authenticated;

create function public.learner_stats_refresh_words(p_users uuid[], p_languages text[])
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.learner_known_words as k (user_id, language, known)
  select pair.user_id, pair.language,
         (select count(*) from public.word_statuses w
           where w.user_id = pair.user_id and w.language = pair.language and w.status = 'known')
  from (select distinct * from unnest(p_users, p_languages) as x (user_id, language)) pair
  join auth.users a on a.id = pair.user_id
  on conflict (user_id, language) do update set known = excluded.known
$$;
revoke all on function public.learner_stats_refresh_words(uuid[], text[]) from public, anon, authenticated;

-- Marks learners' active (UTC) days and moves their last activity forward. The arrays are
-- aligned: learner i was active on day i, last at time i (see learner_stats_activity_of).
create function public.learner_stats_mark_active(
  p_users uuid[], p_days date[], p_last timestamptz[]
)
returns void
language sql
security definer
set search_path = ''
as $$
  with added as (
    insert into public.learner_active_days (day, user_id)
    select x.day, x.user_id
    from unnest(p_users, p_days) as x (user_id, day)
    join auth.users a on a.id = x.user_id
    on conflict do nothing
    returning day
  )
  insert into public.daily_activity as d (day, learners)
  select day, count(*) from added group by day
  on conflict (day) do update set learners = d.learners + excluded.learners;

  insert into public.learner_stats as s (user_id, last_active_at)
  select x.user_id, max(x.at)
  from unnest(p_users, p_last) as x (user_id, at)
  join auth.users a on a.id = x.user_id
  group by x.user_id
  on conflict (user_id) do update set
    last_active_at = greatest(s.last_active_at, excluded.last_active_at),
    updated_at = now();
$$;
revoke all on function public.learner_stats_mark_active(uuid[], date[], timestamptz[]) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Triggers: one per table and event (transition tables allow only one event per trigger).
-- ---------------------------------------------------------------------------------------------
create function public.learner_stats_on_reading_events()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_users uuid[];
  v_days date[];
  v_last timestamptz[];
  v_languages text[];
begin
  if tg_op = 'INSERT' then
    perform public.learner_stats_refresh_reading(array(select distinct user_id from new_rows));
    select array_agg(x.user_id), array_agg(x.day), array_agg(x.last_at)
      into v_users, v_days, v_last
      from (select user_id, (created_at at time zone 'UTC')::date as day, max(created_at) as last_at
              from new_rows group by 1, 2) x;
    perform public.learner_stats_mark_active(v_users, v_days, v_last);
  else
    perform public.learner_stats_refresh_reading(array(select distinct user_id from old_rows));
  end if;
  return null;
end;
$$;

create trigger learner_stats_reading_insert
  after insert on public.reading_events referencing new table as new_rows
  for each statement execute function public.learner_stats_on_reading_events();

create trigger learner_stats_reading_delete
  after delete on public.reading_events referencing old table as old_rows
  for each statement execute function public.learner_stats_on_reading_events();

create function public.learner_stats_on_tests()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_users uuid[];
  v_days date[];
  v_last timestamptz[];
  v_languages text[];
begin
  if tg_op = 'INSERT' then
    perform public.learner_stats_refresh_tests(array(select distinct user_id from new_rows));
    select array_agg(x.user_id), array_agg(x.day), array_agg(x.last_at)
      into v_users, v_days, v_last
      from (select user_id, (created_at at time zone 'UTC')::date as day, max(created_at) as last_at
              from new_rows group by 1, 2) x;
    perform public.learner_stats_mark_active(v_users, v_days, v_last);
    if tg_table_name = 'story_test_attempts' then
      insert into public.daily_tests as d (day, level, kind, tests, score_sum)
      select (n.created_at at time zone 'UTC')::date, s.level, 'comprehension', count(*),
             sum(n.score::double precision / n.total)
      from new_rows n join public.stories s on s.id = n.story_id
      group by 1, 2
      on conflict (day, level, kind) do update
        set tests = d.tests + excluded.tests, score_sum = d.score_sum + excluded.score_sum;
    else
      insert into public.daily_tests as d (day, level, kind, tests, score_sum)
      select (n.created_at at time zone 'UTC')::date, p.lang_lvl, 'vocabulary', count(*),
             sum(n.score::double precision / n.total)
      from new_rows n join public.profiles p on p.user_id = n.user_id
      where p.lang_lvl is not null
      group by 1, 2
      on conflict (day, level, kind) do update
        set tests = d.tests + excluded.tests, score_sum = d.score_sum + excluded.score_sum;
    end if;
  else
    perform public.learner_stats_refresh_tests(array(select distinct user_id from old_rows));
  end if;
  return null;
end;
$$;

create trigger learner_stats_attempts_insert
  after insert on public.story_test_attempts referencing new table as new_rows
  for each statement execute function public.learner_stats_on_tests();

create trigger learner_stats_attempts_delete
  after delete on public.story_test_attempts referencing old table as old_rows
  for each statement execute function public.learner_stats_on_tests();

create trigger learner_stats_vocabulary_insert
  after insert on public.vocabulary_test_results referencing new table as new_rows
  for each statement execute function public.learner_stats_on_tests();

create trigger learner_stats_vocabulary_delete
  after delete on public.vocabulary_test_results referencing old table as old_rows
  for each statement execute function public.learner_stats_on_tests();

create function public.learner_stats_on_word_statuses()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_users uuid[];
  v_days date[];
  v_last timestamptz[];
  v_languages text[];
begin
  if tg_op = 'DELETE' then
    select array_agg(x.user_id), array_agg(x.language) into v_users, v_languages
      from (select distinct user_id, language from old_rows) x;
    perform public.learner_stats_refresh_words(v_users, v_languages);
  else
    select array_agg(x.user_id), array_agg(x.language) into v_users, v_languages
      from (select distinct user_id, language from new_rows) x;
    perform public.learner_stats_refresh_words(v_users, v_languages);
    select array_agg(x.user_id), array_agg(x.day), array_agg(x.last_at)
      into v_users, v_days, v_last
      from (select user_id, (updated_at at time zone 'UTC')::date as day, max(updated_at) as last_at
              from new_rows group by 1, 2) x;
    perform public.learner_stats_mark_active(v_users, v_days, v_last);
  end if;
  return null;
end;
$$;

create trigger learner_stats_words_insert
  after insert on public.word_statuses referencing new table as new_rows
  for each statement execute function public.learner_stats_on_word_statuses();

create trigger learner_stats_words_update
  after update on public.word_statuses referencing new table as new_rows
  for each statement execute function public.learner_stats_on_word_statuses();

create trigger learner_stats_words_delete
  after delete on public.word_statuses referencing old table as old_rows
  for each statement execute function public.learner_stats_on_word_statuses();

create function public.learner_stats_on_lesson_progress()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_users uuid[];
  v_days date[];
  v_last timestamptz[];
  v_languages text[];
begin
  perform public.learner_stats_refresh_lessons(array(select distinct user_id from new_rows));
  select array_agg(x.user_id), array_agg(x.day), array_agg(x.last_at)
    into v_users, v_days, v_last
    from (select user_id, (updated_at at time zone 'UTC')::date as day, max(updated_at) as last_at
            from new_rows group by 1, 2) x;
  perform public.learner_stats_mark_active(v_users, v_days, v_last);
  return null;
end;
$$;

create trigger learner_stats_lessons_insert
  after insert on public.lesson_progress referencing new table as new_rows
  for each statement execute function public.learner_stats_on_lesson_progress();

create trigger learner_stats_lessons_update
  after update on public.lesson_progress referencing new table as new_rows
  for each statement execute function public.learner_stats_on_lesson_progress();

-- Generation requests: counted when created, a failure or a latency when they end (a request
-- may also be stored already ended).
create function public.learner_stats_on_story_requests()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.daily_generation as d (day, requests, failures)
    select (created_at at time zone 'UTC')::date, count(*), count(*) filter (where status = 'failed')
    from new_rows
    group by 1
    on conflict (day) do update
      set requests = d.requests + excluded.requests, failures = d.failures + excluded.failures;
    insert into public.generation_latencies (day, seconds)
    select (created_at at time zone 'UTC')::date,
           greatest(0, extract(epoch from updated_at - created_at))
    from new_rows
    where status = 'succeeded';
  else
    insert into public.daily_generation as d (day, requests, failures)
    select (n.created_at at time zone 'UTC')::date, 0, count(*)
    from new_rows n join old_rows o on o.id = n.id
    where n.status = 'failed' and o.status <> 'failed'
    group by 1
    on conflict (day) do update set failures = d.failures + excluded.failures;
    insert into public.generation_latencies (day, seconds)
    select (n.created_at at time zone 'UTC')::date,
           greatest(0, extract(epoch from n.updated_at - n.created_at))
    from new_rows n join old_rows o on o.id = n.id
    where n.status = 'succeeded' and o.status <> 'succeeded';
  end if;
  return null;
end;
$$;

create trigger learner_stats_story_requests_insert
  after insert on public.story_requests referencing new table as new_rows
  for each statement execute function public.learner_stats_on_story_requests();

create trigger learner_stats_story_requests_update
  after update on public.story_requests referencing old table as old_rows new table as new_rows
  for each statement execute function public.learner_stats_on_story_requests();

-- Texts a learner imports (provider 'import', no genre) are not stories Fabula wrote: the
-- per-day story counts of /admin/analytics leave them out, as the genre key cannot hold them.
create function public.learner_stats_on_stories()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.daily_stories as d (day, provider, genre, stories)
  select (created_at at time zone 'UTC')::date, provider, genre, count(*)
  from new_rows
  where provider <> 'import' and genre is not null
  group by 1, 2, 3
  on conflict (day, provider, genre) do update set stories = d.stories + excluded.stories;
  return null;
end;
$$;

create trigger learner_stats_stories_insert
  after insert on public.stories referencing new table as new_rows
  for each statement execute function public.learner_stats_on_stories();

-- A review graded is activity too (ADR 0048 asks every new activity table for its trigger):
-- the learner counts as active that day in /admin/progress and /admin/analytics.
create function public.learner_stats_on_review_log()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_users uuid[];
  v_days date[];
  v_last timestamptz[];
begin
  select array_agg(x.user_id), array_agg(x.day), array_agg(x.last_at)
    into v_users, v_days, v_last
    from (select user_id, (created_at at time zone 'UTC')::date as day, max(created_at) as last_at
            from new_rows group by 1, 2) x;
  perform public.learner_stats_mark_active(v_users, v_days, v_last);
  return null;
end;
$$;

revoke all on function public.learner_stats_on_review_log() from public, anon, authenticated;

create trigger learner_stats_review_insert
  after insert on public.review_log referencing new table as new_rows
  for each statement execute function public.learner_stats_on_review_log();
