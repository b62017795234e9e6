-- /admin/progress and /admin/analytics (issue 17): the learner table with its drill-in, and the
-- analytics series, as functions staff call through PostgREST. Every function checks the caller
-- first (superadmin, admin or manager: is_learning_staff()) and rejects bad input with 22023
-- (HTTP 400) and a machine-readable hint; a learner that does not exist is PT404.
-- Design notes: docs/decisions/0048-learner-stats-and-staff-queries.md.
--
-- The analytics functions are SECURITY INVOKER: row-level security of the tables they read
-- applies to the caller. The progress functions are SECURITY DEFINER because e-mail addresses
-- live in auth.users, which no API role may read; they check the caller themselves.

-- The level suggestion of the web app (features/reading/level-suggestion.ts): over the newest
-- five tests, at least three of them, a mean of 90 % or more suggests one sub-level up and under
-- 50 % one down. Returns {level, sub_level, direction} or NULL.
create function public.learner_level_suggestion(
  p_level text, p_sub_level integer, p_recent_tests integer, p_recent_mean double precision
)
returns jsonb
language sql
immutable
parallel safe
as $$
  select case
    when p_recent_tests is null or p_recent_tests < 3 or p_recent_mean is null then null
    when p_recent_mean >= 0.9
      then public.cefr_step(p_level, p_sub_level, 1) || '{"direction": "up"}'::jsonb
    when p_recent_mean < 0.5
      then public.cefr_step(p_level, p_sub_level, -1) || '{"direction": "down"}'::jsonb
  end
$$;

-- Every learner (an account without a staff role) with the figures of the progress table.
-- Reads auth.users, so only the SECURITY DEFINER functions below may call it.
create function public.learner_progress_rows()
returns table (
  user_id uuid,
  email text,
  name text,
  language text,
  level text,
  sub_level smallint,
  words_known integer,
  stories_read integer,
  minutes_read integer,
  tests_taken integer,
  average_score double precision,
  lessons_completed integer,
  last_active_at timestamptz,
  suggestion jsonb
)
language sql
stable
set search_path = ''
as $$
  select
    u.id,
    u.email::text,
    p.wanted_name,
    p.tl,
    p.lang_lvl,
    p.lang_sub_lvl,
    coalesce(k.known, 0),
    coalesce(s.stories_read, 0),
    (coalesce(s.seconds_read, 0) / 60)::integer,
    coalesce(s.tests_taken, 0),
    case when s.tests_taken > 0 then s.score_sum / s.tests_taken end,
    coalesce(s.lessons_completed, 0),
    s.last_active_at,
    public.learner_level_suggestion(p.lang_lvl, p.lang_sub_lvl, s.recent_tests, s.recent_mean)
  from auth.users u
  left join public.profiles p on p.user_id = u.id
  left join public.learner_stats s on s.user_id = u.id
  left join public.learner_known_words k on k.user_id = u.id and k.language = p.tl
  where coalesce(u.raw_app_meta_data ->> 'role', '') = ''
    and u.deleted_at is null
    and not u.is_anonymous
$$;

revoke all on function public.learner_progress_rows() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- admin_learner_progress: one page of the learner table, filtered and sorted on the server.
-- Returns {"total": n, "rows": [...]}: the count and the page in one call (a page past the end is
-- an empty page with the real total).
-- ---------------------------------------------------------------------------------------------
create function public.admin_learner_progress(
  p_language text default null,
  p_level text default null,
  p_active_days integer default null,
  p_search text default null,
  p_sort text default 'last_active',
  p_descending boolean default true,
  p_limit integer default 10,
  p_offset integer default 0
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_search text := nullif(btrim(p_search), '');
  v_order text;
  v_result jsonb;
begin
  perform public.require_learning_staff();
  if p_language is not null and p_language <> all (public.profile_target_languages()) then
    raise exception 'unknown language %', p_language using errcode = '22023', hint = 'LANGUAGE';
  end if;
  if p_level is not null and p_level <> all (public.cefr_levels()) then
    raise exception 'unknown level %', p_level using errcode = '22023', hint = 'LEVEL';
  end if;
  if p_active_days is not null and p_active_days not in (7, 30) then
    raise exception 'the activity window is 7 or 30 days' using errcode = '22023',
      hint = 'ACTIVE_DAYS';
  end if;
  if char_length(v_search) > 100 then
    raise exception 'search text is longer than 100 characters' using errcode = '22023',
      hint = 'SEARCH';
  end if;
  if p_limit is null or p_limit not between 1 and 100
     or p_offset is null or p_offset not between 0 and 1000000 then
    raise exception 'page out of range' using errcode = '22023', hint = 'PAGE';
  end if;
  -- A fixed list of orders, never text from the caller, goes into the statement.
  v_order := case p_sort
    when 'name' then 'lower(coalesce(r.name, r.email))'
    when 'words_known' then 'r.words_known'
    when 'stories_read' then 'r.stories_read'
    when 'minutes_read' then 'r.minutes_read'
    when 'average_score' then 'r.average_score'
    when 'last_active' then 'r.last_active_at'
  end;
  if v_order is null then
    raise exception 'unknown sort %', p_sort using errcode = '22023', hint = 'SORT';
  end if;
  v_order := v_order || case when coalesce(p_descending, true) then ' desc' else ' asc' end
    || ' nulls last, r.user_id';

  execute format($sql$
    with filtered as (
      select r.* from public.learner_progress_rows() r
      where ($1 is null or r.language = $1)
        and ($2 is null or r.level = $2)
        and ($3 is null or r.last_active_at >= now() - make_interval(days => $3))
        and ($4 is null or r.name ilike $4 or r.email ilike $4)
    ),
    page as (
      select r.* from filtered r order by %s limit $5 offset $6
    )
    select jsonb_build_object(
      'total', (select count(*) from filtered),
      'rows', coalesce((select jsonb_agg(to_jsonb(page.*)) from page), '[]'::jsonb)
    )
  $sql$, v_order)
  into v_result
  using p_language, p_level, p_active_days,
    case when v_search is null then null else public.contains_pattern(v_search) end,
    p_limit, p_offset;
  return v_result;
end;
$$;

comment on function public.admin_learner_progress(text, text, integer, text, text, boolean,
  integer, integer) is
  'One page of learners with their progress figures, filtered and sorted (learning staff only).';
revoke all on function public.admin_learner_progress(text, text, integer, text, text, boolean, integer, integer) from public, anon;
grant execute on function public.admin_learner_progress(text, text, integer, text, text, boolean, integer, integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- admin_learner_detail: one learner's drill-in. {"learner": row, "words_known": [{day, known}],
-- "stories": [...], "tests": [...], "lessons": [...]}. Words known over time counts the words
-- the learner marks known now by the day they were marked (a word marked again moves).
-- ---------------------------------------------------------------------------------------------
create function public.admin_learner_detail(p_user_id uuid, p_days integer default 90)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_learner jsonb;
  v_language text;
  v_today date := (now() at time zone 'UTC')::date;
  v_start date;
begin
  perform public.require_learning_staff();
  if p_days is null or p_days not between 7 and 366 then
    raise exception 'the chart covers 7 to 366 days' using errcode = '22023', hint = 'DAYS';
  end if;
  select to_jsonb(r.*), r.language into v_learner, v_language
    from public.learner_progress_rows() r where r.user_id = p_user_id;
  if v_learner is null then
    raise exception 'learner not found' using errcode = 'PT404';
  end if;
  v_start := v_today - (p_days - 1);

  return jsonb_build_object(
    'learner', v_learner,
    'words_known', (
      with marked as (
        select (w.updated_at at time zone 'UTC')::date as day, count(*) as n
        from public.word_statuses w
        where w.user_id = p_user_id and w.language = v_language and w.status = 'known'
        group by 1
      )
      select coalesce(jsonb_agg(jsonb_build_object('day', d.day, 'known', d.known)
                                order by d.day), '[]'::jsonb)
      from (
        select g.day::date as day,
               (select coalesce(sum(m.n), 0) from marked m where m.day <= g.day::date)::integer
                 as known
        from generate_series(v_start, v_today, interval '1 day') as g (day)
      ) d
    ),
    'stories', (
      select coalesce(jsonb_agg(x order by x.created_at desc), '[]'::jsonb)
      from (
        select s.id, s.title, s.language, s.level, s.genre, s.provider, s.created_at,
               (select max(e.created_at) from public.reading_events e
                 where e.story_id = s.id and e.user_id = s.user_id and e.kind = 'finished')
                 as finished_at,
               (select coalesce(sum(e.seconds_read), 0) from public.reading_events e
                 where e.story_id = s.id and e.user_id = s.user_id) as seconds_read
        from public.stories s
        where s.user_id = p_user_id
        order by s.created_at desc
        limit 10
      ) x
    ),
    'tests', (
      select coalesce(jsonb_agg(x order by x.created_at desc), '[]'::jsonb)
      from (
        (select 'comprehension' as kind, a.story_id, s.title as story_title, a.score, a.total,
                a.created_at
           from public.story_test_attempts a
           left join public.stories s on s.id = a.story_id
          where a.user_id = p_user_id
          order by a.created_at desc limit 10)
        union all
        (select v.kind, null, null, v.score, v.total, v.created_at
           from public.vocabulary_test_results v
          where v.user_id = p_user_id
          order by v.created_at desc limit 10)
        order by created_at desc
        limit 10
      ) x
    ),
    'lessons', (
      select coalesce(jsonb_agg(x order by x.updated_at desc), '[]'::jsonb)
      from (
        select l.id as lesson_id, l.title, l.language, l.level,
               p.section_reached, jsonb_array_length(l.sections) as section_count,
               (select coalesce(sum((r.value ->> 'correct')::integer), 0)
                  from jsonb_each(p.exercise_results) r) as correct,
               (select coalesce(sum((r.value ->> 'total')::integer), 0)
                  from jsonb_each(p.exercise_results) r) as total,
               p.started_at, p.updated_at, p.completed_at
        from public.lesson_progress p
        join public.lessons l on l.id = p.lesson_id
        where p.user_id = p_user_id
        order by p.updated_at desc
        limit 50
      ) x
    )
  );
end;
$$;

comment on function public.admin_learner_detail(uuid, integer) is
  'One learner''s progress: figures, words known per day, recent stories and tests, lessons.';
revoke all on function public.admin_learner_detail(uuid, integer) from public, anon;
grant execute on function public.admin_learner_detail(uuid, integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Analytics: series over [p_from, p_to] (UTC days, both included). SECURITY INVOKER.
-- ---------------------------------------------------------------------------------------------

-- The largest range and how far back it may start. The TypeScript twin is ANALYTICS_LIMITS in
-- @fabula/lessons-api.
create function public.analytics_check_range(p_from date, p_to date)
returns void
language plpgsql
stable
as $$
declare
  v_today date := (now() at time zone 'UTC')::date;
begin
  perform public.require_learning_staff();
  if p_from is null or p_to is null then
    raise exception 'a date range needs a start and an end' using errcode = '22023',
      hint = 'RANGE_MISSING';
  end if;
  if p_from > p_to then
    raise exception 'the range starts after it ends' using errcode = '22023',
      hint = 'RANGE_REVERSED';
  end if;
  if p_to > v_today then
    raise exception 'the range ends in the future' using errcode = '22023',
      hint = 'RANGE_FUTURE';
  end if;
  if p_to - p_from > 365 then
    raise exception 'the range is longer than 366 days' using errcode = '22023',
      hint = 'RANGE_TOO_LONG';
  end if;
  if p_from < v_today - 730 then
    raise exception 'the range starts more than two years ago' using errcode = '22023',
      hint = 'RANGE_TOO_OLD';
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Privileges: staff call these as authenticated; the checks inside decide.
-- ---------------------------------------------------------------------------------------------
revoke all on function public.analytics_check_range(date, date) from public, anon;

grant execute on function public.analytics_check_range(date, date) to authenticated, service_role;

-- Learners with any activity (reading, tests, word statuses, lessons) per day.
create function public.admin_active_learners(p_from date, p_to date)
returns table (day date, learners integer)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform public.analytics_check_range(p_from, p_to);
  return query
    select g.day::date, coalesce(a.learners, 0)
    from generate_series(p_from, p_to, interval '1 day') as g (day)
    left join public.daily_activity a on a.day = g.day::date
    order by 1;
end;
$$;
revoke all on function public.admin_active_learners(date, date) from public, anon;
grant execute on function public.admin_active_learners(date, date) to authenticated, service_role;

-- Stories written per day, from the built-in library and from a connected provider.
create function public.admin_stories_per_day(p_from date, p_to date)
returns table (day date, library integer, provider integer)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform public.analytics_check_range(p_from, p_to);
  return query
    select g.day::date, coalesce(c.library, 0)::integer, coalesce(c.provider, 0)::integer
    from generate_series(p_from, p_to, interval '1 day') as g (day)
    left join (
      select s.day,
             sum(s.stories) filter (where s.provider = 'builtin') as library,
             sum(s.stories) filter (where s.provider <> 'builtin') as provider
      from public.daily_stories s
      where s.day between p_from and p_to
      group by s.day
    ) c on c.day = g.day::date
    order by 1;
end;
$$;
revoke all on function public.admin_stories_per_day(date, date) from public, anon;
grant execute on function public.admin_stories_per_day(date, date) to authenticated, service_role;

-- Generation requests per day: how many, how many failed, and the latency (seconds from request
-- to stored story) of the ones that succeeded, median and 95th percentile.
create function public.admin_generation_per_day(p_from date, p_to date)
returns table (
  day date, requests integer, failures integer, p50_seconds numeric, p95_seconds numeric
)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform public.analytics_check_range(p_from, p_to);
  -- Both percentiles come from one sort of each day's latencies.
  return query
    select g.day::date, coalesce(d.requests, 0), coalesce(d.failures, 0),
           round(l.latency[1]::numeric, 1), round(l.latency[2]::numeric, 1)
    from generate_series(p_from, p_to, interval '1 day') as g (day)
    left join public.daily_generation d on d.day = g.day::date
    left join (
      select x.day,
             percentile_cont(array[0.5, 0.95]) within group (order by x.seconds) as latency
      from public.generation_latencies x
      where x.day between p_from and p_to
      group by x.day
    ) l on l.day = g.day::date
    order by 1;
end;
$$;
revoke all on function public.admin_generation_per_day(date, date) from public, anon;
grant execute on function public.admin_generation_per_day(date, date) to authenticated, service_role;

-- Tests taken and their mean score by level: comprehension tests by the story's level,
-- vocabulary tests by the learner's level.
create function public.admin_tests_by_level(p_from date, p_to date)
returns table (level text, comprehension integer, vocabulary integer, mean_score numeric)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform public.analytics_check_range(p_from, p_to);
  return query
    select l.level, coalesce(c.comprehension, 0)::integer, coalesce(c.vocabulary, 0)::integer,
           round((c.score_sum
             / nullif(coalesce(c.comprehension, 0) + coalesce(c.vocabulary, 0), 0))::numeric, 3)
    from unnest(public.cefr_levels()) with ordinality as l (level, rank)
    left join (
      select t.level,
             sum(t.tests) filter (where t.kind = 'comprehension') as comprehension,
             sum(t.tests) filter (where t.kind = 'vocabulary') as vocabulary,
             sum(t.score_sum) as score_sum
      from public.daily_tests t
      where t.day between p_from and p_to
      group by t.level
    ) c on c.level = l.level
    order by l.rank;
end;
$$;
revoke all on function public.admin_tests_by_level(date, date) from public, anon;
grant execute on function public.admin_tests_by_level(date, date) to authenticated, service_role;

-- Stories per genre in the range, most written first.
create function public.admin_popular_genres(p_from date, p_to date)
returns table (genre text, stories integer)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform public.analytics_check_range(p_from, p_to);
  return query
    select s.genre, sum(s.stories)::integer
    from public.daily_stories s
    where s.day between p_from and p_to
    group by s.genre
    order by 2 desc, 1;
end;
$$;
revoke all on function public.admin_popular_genres(date, date) from public, anon;
grant execute on function public.admin_popular_genres(date, date) to authenticated, service_role;

-- Lessons completed per day.
create function public.admin_lessons_completed(p_from date, p_to date)
returns table (day date, completed integer)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform public.analytics_check_range(p_from, p_to);
  return query
    select g.day::date, coalesce(c.n, 0)::integer
    from generate_series(p_from, p_to, interval '1 day') as g (day)
    left join (
      select (p.completed_at at time zone 'UTC')::date as day, count(*) as n
      from public.lesson_progress p
      where p.completed_at >= p_from::timestamp at time zone 'UTC'
        and p.completed_at < (p_to + 1)::timestamp at time zone 'UTC'
      group by 1
    ) c on c.day = g.day::date
    order by 1;
end;
$$;
revoke all on function public.admin_lessons_completed(date, date) from public, anon;
grant execute on function public.admin_lessons_completed(date, date) to authenticated, service_role;
