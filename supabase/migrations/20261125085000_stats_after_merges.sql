-- Analytics after issues 14, 15 and 17 met: imported texts and reviews.

-- Texts a learner imports (provider 'import', no genre) are not stories Fabula wrote: the
-- per-day story counts of /admin/analytics leave them out, as the genre key cannot hold them.
create or replace function public.learner_stats_on_stories()
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
