-- The learner dashboard (issue 15 item 6, PRODUCT.md §3): one function per card, computed in the
-- database so the page reads a handful of small JSON answers on every visit. Each learner function
-- is SECURITY INVOKER and reads only the caller's rows (auth.uid(), and row-level security on top);
-- staff_overview() is SECURITY DEFINER (it counts accounts) and checks the caller's role itself.
-- Days are the learner's own: the app passes its IANA time zone; an unknown zone counts as UTC.
-- Design notes and measurements: docs/decisions/0060-reading-progress-and-the-learner-dashboard.md.

-- ---------------------------------------------------------------------------------------------
-- known_word_counts: how the number of known words moved, per learner, language and hour, kept
-- by a trigger on word_statuses. "Words known" is the sum of a learner's rows and "words known
-- over time" a running sum by day, both over a few hundred rows however many words a learner has
-- (50,000 statuses cost 20 ms to count on PGlite; see the ADR). Hours, not days, so each
-- learner's own day can be summed from them (time zones a half hour off UTC round to the hour).
-- ---------------------------------------------------------------------------------------------
create table public.known_word_counts (
  user_id uuid not null references auth.users (id) on delete cascade,
  language text not null,
  hour timestamptz not null,
  delta integer not null,
  primary key (user_id, language, hour),
  constraint known_word_counts_hour_check check (hour = date_trunc('hour', hour))
);

comment on table public.known_word_counts is
  'Change of a learner''s known words per language and hour (word_statuses trigger).';

revoke all on table public.known_word_counts from anon, authenticated;

grant select on table public.known_word_counts to authenticated;

grant all on table public.known_word_counts to service_role;

alter table public.known_word_counts enable row level security;

create policy known_word_counts_select_own on public.known_word_counts
  for select to authenticated using (user_id = (select auth.uid()));

create policy known_word_counts_select_staff on public.known_word_counts
  for select to authenticated using ((select public.is_learning_staff()));

create function public.known_word_counts_add(p_user_id uuid, p_language text, p_delta integer)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.known_word_counts (user_id, language, hour, delta)
  select p_user_id, p_language, date_trunc('hour', now()), p_delta
  -- A learner being deleted takes their statuses with them: nothing is left to count.
  where exists (select 1 from auth.users u where u.id = p_user_id)
  on conflict (user_id, language, hour)
    do update set delta = public.known_word_counts.delta + excluded.delta
$$;

revoke all on function public.known_word_counts_add(uuid, text, integer) from public, anon,
  authenticated;

create function public.word_statuses_count_known()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.status = new.status and old.user_id = new.user_id
     and old.language = new.language then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.status = 'known' then
    perform public.known_word_counts_add(old.user_id, old.language, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status = 'known' then
    perform public.known_word_counts_add(new.user_id, new.language, 1);
  end if;
  return null;
end;
$$;

create trigger word_statuses_count_known
  after insert or delete or update of status, user_id, language on public.word_statuses
  for each row execute function public.word_statuses_count_known();

-- The dashboard's day: a valid time zone name, else UTC. Time zone names come from the browser.
create function public.learner_time_zone(p_tz text)
returns text
language plpgsql
stable
as $$
begin
  if p_tz is null or char_length(p_tz) > 64 then
    return 'UTC';
  end if;
  perform now() at time zone p_tz;
  return p_tz;
exception when others then
  return 'UTC';
end;
$$;

comment on function public.learner_time_zone(text) is
  'The time zone name if PostgreSQL knows it, else UTC.';

revoke all on function public.learner_time_zone(text) from public, anon;

grant execute on function public.learner_time_zone(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Totals: texts finished, time read, words known in a language, tests and their average score.
-- ---------------------------------------------------------------------------------------------
create function public.learner_totals(p_language text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with me as (select auth.uid() as id),
  -- Words known in the language asked for, else the one the learner's profile learns.
  lang as (
    select coalesce(p_language, (select p.tl from public.profiles p, me where p.user_id = me.id))
      as code
  ),
  -- One pass over the learner's reading events.
  reading as (
    select count(distinct e.story_id) filter (where e.kind = 'finished') as stories_read,
           coalesce(sum(e.seconds_read), 0) as seconds_read,
           coalesce(sum(e.words_read), 0) as words_read
    from public.reading_events e, me where e.user_id = me.id
  ),
  tests as (
    select a.score::numeric / a.total as share
    from public.story_test_attempts a, me where a.user_id = me.id
    union all
    select r.score::numeric / r.total
    from public.vocabulary_test_results r, me where r.user_id = me.id
  )
  select jsonb_build_object(
    'stories_read', reading.stories_read,
    'seconds_read', reading.seconds_read,
    'words_read', reading.words_read,
    'words_known', (
      select coalesce(sum(k.delta), 0) from public.known_word_counts k, me, lang
      where k.user_id = me.id and k.language = lang.code
    ),
    'tests_taken', (select count(*) from tests),
    'average_score', (select round(avg(share), 4) from tests)
  )
  from reading
$$;

comment on function public.learner_totals(text) is
  'The caller''s texts finished, seconds and words read, words known in p_language (null: the '
  'profile''s target language), tests taken and average test score (0..1, null without tests).';

revoke all on function public.learner_totals(text) from public, anon;

grant execute on function public.learner_totals(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Streak: consecutive days (in the learner's time zone) with reading or a test, up to today; a
-- streak that ended yesterday is still alive today.
-- ---------------------------------------------------------------------------------------------
create function public.learner_streak(p_tz text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with zone as (select public.learner_time_zone(p_tz) as tz),
  me as (select auth.uid() as id),
  today as (select (now() at time zone zone.tz)::date as day from zone),
  -- A year back is plenty for a streak and keeps the scan short.
  since as (select now() - interval '400 days' as at),
  days as (
    select distinct (e.created_at at time zone zone.tz)::date as day
    from public.reading_events e, me, zone, since
    where e.user_id = me.id and e.created_at > since.at
      and (e.kind = 'finished' or e.seconds_read > 0 or e.words_read > 0)
    union
    select (a.created_at at time zone zone.tz)::date
    from public.story_test_attempts a, me, zone, since
    where a.user_id = me.id and a.created_at > since.at
    union
    select (r.created_at at time zone zone.tz)::date
    from public.vocabulary_test_results r, me, zone, since
    where r.user_id = me.id and r.created_at > since.at
  ),
  runs as (
    select day, day - (row_number() over (order by day))::integer as run from days
  ),
  lengths as (
    select run, min(day) as first_day, max(day) as last_day, count(*)::integer as length
    from runs group by run
  )
  select jsonb_build_object(
    'current', coalesce((
      select l.length from lengths l, today where l.last_day >= today.day - 1
    ), 0),
    'longest', coalesce((select max(length) from lengths), 0),
    'active_today', exists (select 1 from days, today where days.day = today.day)
  )
$$;

comment on function public.learner_streak(text) is
  'The caller''s current and longest streak of days with reading or tests, in time zone p_tz.';

revoke all on function public.learner_streak(text) from public, anon;

grant execute on function public.learner_streak(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Words known over time: per day of the last p_days, how many words of p_language were known at
-- the end of it.
-- ---------------------------------------------------------------------------------------------
create function public.learner_words_known_history(p_language text, p_tz text, p_days integer)
returns table (day date, words_known integer)
language sql
stable
set search_path = ''
as $$
  with zone as (select public.learner_time_zone(p_tz) as tz),
  me as (select auth.uid() as id),
  lang as (
    select coalesce(p_language, (select p.tl from public.profiles p, me where p.user_id = me.id))
      as code
  ),
  span as (
    select (now() at time zone zone.tz)::date as last_day,
           (now() at time zone zone.tz)::date - (least(greatest(coalesce(p_days, 30), 1), 366) - 1)
             as first_day
    from zone
  ),
  -- The first day's midnight as a timestamp, so both counts below are index ranges.
  start as (select (span.first_day::timestamp at time zone zone.tz) as at from span, zone),
  before_span as (
    select coalesce(sum(k.delta), 0)::integer as n
    from public.known_word_counts k, me, start, lang
    where k.user_id = me.id and k.language = lang.code and k.hour < start.at
  ),
  per_day as (
    select (k.hour at time zone zone.tz)::date as day, sum(k.delta)::integer as n
    from public.known_word_counts k, me, start, zone, lang
    where k.user_id = me.id and k.language = lang.code and k.hour >= start.at
    group by 1
  )
  select d.day::date,
         (before_span.n + sum(coalesce(per_day.n, 0)) over (order by d.day))::integer
  from span
  cross join before_span
  cross join lateral generate_series(span.first_day, span.last_day, interval '1 day') as d(day)
  left join per_day on per_day.day = d.day::date
  order by d.day
$$;

comment on function public.learner_words_known_history(text, text, integer) is
  'Words of p_language (null: the profile''s target language) the caller knew at the end of each '
  'of the last p_days days (time zone p_tz).';

revoke all on function public.learner_words_known_history(text, text, integer) from public, anon;

grant execute on function public.learner_words_known_history(text, text, integer)
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Daily goal: the learner's goal (or the default, 10 minutes) and what today brought so far.
-- ---------------------------------------------------------------------------------------------
create function public.learner_daily_goal(p_tz text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with zone as (select public.learner_time_zone(p_tz) as tz),
  me as (select auth.uid() as id),
  start as (select (date_trunc('day', now() at time zone zone.tz)) at time zone zone.tz as at
            from zone),
  goal as (select g.kind, g.target from public.reading_goals g, me where g.user_id = me.id),
  today as (
    select coalesce(sum(e.words_read), 0)::integer as words,
           coalesce(sum(e.seconds_read), 0)::integer as seconds
    from public.reading_events e, me, start
    where e.user_id = me.id and e.created_at >= start.at
  )
  select jsonb_build_object(
    'kind', coalesce((select kind from goal), 'minutes'),
    'target', coalesce((select target from goal), 10),
    'chosen', exists (select 1 from goal),
    'words_today', today.words,
    'seconds_today', today.seconds
  )
  from today
$$;

comment on function public.learner_daily_goal(text) is
  'The caller''s daily goal (default 10 minutes) with the words and seconds read today (p_tz).';

revoke all on function public.learner_daily_goal(text) from public, anon;

grant execute on function public.learner_daily_goal(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Continue reading: the text the learner touched last and has not finished, where they stopped.
-- ---------------------------------------------------------------------------------------------
create function public.learner_continue_reading()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'story_id', s.id,
    'title', s.title,
    'language', s.language,
    'provider', s.provider,
    'progress', p.progress,
    'position', p.position,
    'import_title', i.title,
    'import_part', s.import_part,
    'import_parts', i.part_count,
    'updated_at', p.updated_at
  )
  from public.reading_positions p
  join public.stories s on s.id = p.story_id
  left join public.text_imports i on i.id = s.import_id
  where p.user_id = (select auth.uid()) and p.progress < 1
  order by p.updated_at desc
  limit 1
$$;

comment on function public.learner_continue_reading() is
  'The caller''s most recently read unfinished text and their position in it, or null.';

revoke all on function public.learner_continue_reading() from public, anon;

grant execute on function public.learner_continue_reading() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Next test: the most recently finished story with questions the learner has not been tested on.
-- ---------------------------------------------------------------------------------------------
create function public.learner_next_test()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('story_id', s.id, 'title', s.title, 'finished_at', e.created_at)
  from public.reading_events e
  join public.stories s on s.id = e.story_id
  where e.user_id = (select auth.uid()) and e.kind = 'finished'
    and exists (select 1 from public.story_questions q where q.story_id = s.id)
    and not exists (
      select 1 from public.story_test_attempts a where a.story_id = s.id and a.user_id = e.user_id
    )
  order by e.created_at desc
  limit 1
$$;

comment on function public.learner_next_test() is
  'The caller''s most recently finished story whose comprehension test they have not taken.';

revoke all on function public.learner_next_test() from public, anon;

grant execute on function public.learner_next_test() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Staff overview: what a staff account without a learning profile sees on /dashboard. Learner
-- data (stories, reading) only for roles that may read it; open tasks only where the tasks table
-- exists and the role manages tasks.
-- ---------------------------------------------------------------------------------------------
create function public.staff_overview(p_tz text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_role text := public.staff_role();
  v_tz text := public.learner_time_zone(p_tz);
  v_start timestamptz := (date_trunc('day', now() at time zone v_tz)) at time zone v_tz;
  v_learning boolean := public.is_learning_staff();
  v_result jsonb;
  v_open_tasks integer;
begin
  if v_role is null or v_role not in ('superadmin', 'admin', 'manager', 'cashier') then
    raise exception 'staff only' using errcode = '42501';
  end if;
  v_result := jsonb_build_object(
    'role', v_role,
    'learners', (
      select count(*) from auth.users u
      where coalesce(u.raw_app_meta_data ->> 'role', '') in ('', 'user') and u.deleted_at is null
    ),
    'learners_new_today', (
      select count(*) from auth.users u
      where coalesce(u.raw_app_meta_data ->> 'role', '') in ('', 'user') and u.deleted_at is null
        and u.created_at >= v_start
    )
  );
  if v_learning then
    v_result := v_result || jsonb_build_object(
      'stories_today', (select count(*) from public.stories where created_at >= v_start),
      'failed_generations_today', (
        select count(*) from public.story_requests
        where created_at >= v_start and status = 'failed'
      ),
      'active_learners_today', (
        select count(distinct user_id) from public.reading_events where created_at >= v_start
      )
    );
  end if;
  if v_role in ('superadmin', 'admin', 'manager') and to_regclass('public.tasks') is not null then
    execute 'select count(*) from public.tasks where status not in (''done'', ''canceled'')'
      into v_open_tasks;
    v_result := v_result || jsonb_build_object('open_tasks', v_open_tasks);
  end if;
  return v_result;
end;
$$;

comment on function public.staff_overview(text) is
  'Counts for a staff dashboard: learners, and for learning staff stories, failures and active '
  'learners today; open tasks where the tasks table exists.';

revoke all on function public.staff_overview(text) from public, anon;

grant execute on function public.staff_overview(text) to authenticated, service_role;
