-- Reading progress (issue 15 items 5 and 6, ADR 0060): reading events, how far a learner has read
-- each text and where they stopped, the daily goal, and the library list built on them.

-- ---------------------------------------------------------------------------------------------
-- reading_events: started, progress and finished events, with the share read when the event was
-- recorded and the words newly read with it (ADR 0060).
-- ---------------------------------------------------------------------------------------------
create table public.reading_events (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  story_id uuid not null references public.stories (id) on delete cascade,
  kind text not null,
  seconds_read integer not null default 0,
  position integer,
  created_at timestamptz not null default now(),
  progress numeric(5, 4),
  words_read integer not null default 0,
  constraint reading_events_kind_check check (kind in ('started', 'finished', 'progress')),
  constraint reading_events_seconds_read_check check (seconds_read between 0 and 86400),
  constraint reading_events_position_check check (position is null or position >= 0),
  constraint reading_events_progress_check check (progress is null or progress between 0 and 1),
  constraint reading_events_words_read_check check (words_read between 0 and 200000)
);

comment on table public.reading_events is 'Reading activity: started, progress and finished events.';
comment on column public.reading_events.progress is
  'Share of the text read (scrolled past) when the event was recorded, 0..1; null before issue 15.';
comment on column public.reading_events.words_read is
  'Words newly read with this event: the growth of the read share times the text''s words.';

create index reading_events_user_created_idx on public.reading_events (user_id, created_at desc);
create index reading_events_story_idx on public.reading_events (story_id);
-- The library's finished lookup, per story.
create index reading_events_story_kind_idx on public.reading_events (story_id, kind, created_at desc);

create trigger reading_events_set_created_at
  before insert on public.reading_events
  for each row execute function public.story_set_created_at();

-- Learners may insert plain events themselves, but progress and words_read are the server's:
-- only record_reading() below writes them (column privileges).
revoke all on table public.reading_events from anon, authenticated;
grant select on table public.reading_events to authenticated;
grant insert (user_id, story_id, kind, seconds_read, position) on table public.reading_events
  to authenticated;
grant all on table public.reading_events to service_role;

alter table public.reading_events enable row level security;

create policy reading_events_select_own on public.reading_events
  for select to authenticated using (user_id = (select auth.uid()));

create policy reading_events_select_staff on public.reading_events
  for select to authenticated using ((select public.is_learning_staff()));

create policy reading_events_insert_own on public.reading_events
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.stories s
                where s.id = story_id and s.user_id = (select auth.uid()))
  );

-- ---------------------------------------------------------------------------------------------
-- reading_positions: one row per learner and text.
-- ---------------------------------------------------------------------------------------------
create table public.reading_positions (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  story_id uuid not null references public.stories (id) on delete cascade,
  progress numeric(5, 4) not null default 0,
  position numeric(5, 4) not null default 0,
  updated_at timestamptz not null default now(),
  primary key (user_id, story_id),
  constraint reading_positions_progress_check check (progress between 0 and 1),
  constraint reading_positions_position_check check (position between 0 and 1)
);

comment on table public.reading_positions is 'How far a learner has read each text, and where.';

comment on column public.reading_positions.progress is
  'Furthest share of the text scrolled past (0..1); 1 once the text is finished.';

comment on column public.reading_positions.position is
  'Where the learner stopped: the share of the text above the top of their screen (0..1).';

create index reading_positions_user_updated_idx
  on public.reading_positions (user_id, updated_at desc);

revoke all on table public.reading_positions from anon, authenticated;

grant select on table public.reading_positions to authenticated;

grant all on table public.reading_positions to service_role;

alter table public.reading_positions enable row level security;

create policy reading_positions_select_own on public.reading_positions
  for select to authenticated using (user_id = (select auth.uid()));

create policy reading_positions_select_staff on public.reading_positions
  for select to authenticated using ((select public.is_learning_staff()));

-- ---------------------------------------------------------------------------------------------
-- record_reading: one reading event and the position it implies, in one transaction. The words
-- read are the server's arithmetic (growth of the furthest share × the text's words), so a
-- client cannot claim more words than the text has. `finished` completes the text.
-- Returns {progress, position, words_read}.
-- ---------------------------------------------------------------------------------------------
create function public.record_reading(
  p_story_id uuid,
  p_kind text,
  p_seconds_read integer default 0,
  p_progress numeric default null,
  p_position numeric default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_words integer;
  v_before public.reading_positions%rowtype;
  v_progress numeric;
  v_position numeric;
  v_words_read integer;
begin
  if v_uid is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  if p_kind is null or p_kind not in ('started', 'progress', 'finished') then
    raise exception 'unknown reading event kind' using errcode = '22023';
  end if;
  if p_progress is not null and p_progress not between 0 and 1
     or p_position is not null and p_position not between 0 and 1 then
    raise exception 'progress and position are shares between 0 and 1' using errcode = '22023';
  end if;
  select word_count into v_words from public.stories where id = p_story_id and user_id = v_uid;
  if not found then
    raise exception 'story not found' using errcode = 'PT404';
  end if;
  select * into v_before from public.reading_positions
    where user_id = v_uid and story_id = p_story_id for update;
  v_progress := greatest(
    coalesce(v_before.progress, 0),
    case when p_kind = 'finished' then 1 else coalesce(round(p_progress, 4), 0) end
  );
  v_position := coalesce(round(p_position, 4), v_before.position, 0);
  v_words_read := floor((v_progress - coalesce(v_before.progress, 0)) * v_words)::integer;

  insert into public.reading_events (user_id, story_id, kind, seconds_read, progress, words_read)
  values (v_uid, p_story_id, p_kind, coalesce(p_seconds_read, 0), v_progress, v_words_read);
  insert into public.reading_positions (user_id, story_id, progress, position, updated_at)
  values (v_uid, p_story_id, v_progress, v_position, now())
  on conflict (user_id, story_id) do update
    set progress = excluded.progress, position = excluded.position, updated_at = now();
  return jsonb_build_object(
    'progress', v_progress, 'position', v_position, 'words_read', v_words_read
  );
end;
$$;

comment on function public.record_reading(uuid, text, integer, numeric, numeric) is
  'Records a reading event of the caller''s story and saves how far they read and where.';

revoke all on function public.record_reading(uuid, text, integer, numeric, numeric)
  from public, anon;

grant execute on function public.record_reading(uuid, text, integer, numeric, numeric)
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- reading_goals: the learner's daily goal (words read or minutes), chosen in settings. A learner
-- without a row has the app's default goal.
-- ---------------------------------------------------------------------------------------------
create table public.reading_goals (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  kind text not null,
  target integer not null,
  updated_at timestamptz not null default now(),
  constraint reading_goals_kind_check check (kind in ('words', 'minutes')),
  constraint reading_goals_target_check check (
    (kind = 'words' and target between 50 and 20000)
    or (kind = 'minutes' and target between 1 and 240)
  )
);

comment on table public.reading_goals is 'A learner''s daily reading goal: words read or minutes.';

revoke all on table public.reading_goals from anon, authenticated;

grant select, insert, update on table public.reading_goals to authenticated;

grant all on table public.reading_goals to service_role;

alter table public.reading_goals enable row level security;

alter table public.reading_goals force row level security;

create policy reading_goals_select_own on public.reading_goals
  for select to authenticated using (user_id = (select auth.uid()));

create policy reading_goals_insert_own on public.reading_goals
  for insert to authenticated with check (user_id = (select auth.uid()));

create policy reading_goals_update_own on public.reading_goals
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create trigger reading_goals_set_updated_at
  before insert or update on public.reading_goals
  for each row execute function public.notification_preferences_set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- The learner's library as one list the browser can page, filter and sort on the server
-- (issue 13): every story with the time the learner finished it, if they did. An import is listed
-- once, under its own title and total words, through its first part; it counts as read when its
-- last part is finished. Pending imports are not listed. A column added later goes last: CREATE
-- OR REPLACE VIEW (the migration) keeps the existing ones in order.
-- security_invoker: the caller's row-level security on stories and reading_events applies, so a
-- learner sees only their own rows; staff, who may read more, filter by user_id themselves.
-- ---------------------------------------------------------------------------------------------
create view public.story_library
with (security_invoker = true)
as
select
  s.id,
  s.user_id,
  coalesce(i.title, s.title) as title,
  s.language,
  s.native_language,
  s.level,
  s.sub_level,
  s.genre,
  s.paragraphs,
  coalesce(i.word_count, s.word_count) as word_count,
  s.coverage,
  s.provider,
  s.source_id,
  s.created_at,
  case
    when i.id is null then (
      select max(e.created_at)
      from public.reading_events e
      where e.story_id = s.id and e.user_id = s.user_id and e.kind = 'finished'
    )
    else (
      select max(e.created_at)
      from public.stories last_part
      join public.reading_events e on e.story_id = last_part.id
      where last_part.import_id = i.id and last_part.import_part = i.part_count
        and e.user_id = s.user_id and e.kind = 'finished'
    )
  end as finished_at,
  s.import_id,
  i.part_count as import_parts,
  i.format as import_format
from public.stories s
left join public.text_imports i on i.id = s.import_id
where s.import_id is null or (s.import_part = 1 and i.status = 'ready');

comment on view public.story_library is
  'Stories with finished_at (the owner''s last finished event), for server-side library lists.';

revoke all on public.story_library from anon, authenticated;

grant select on public.story_library to authenticated, service_role;
