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
