-- The learner's library as one list the browser can page, filter and sort on the server
-- (issue 13): every story with the time the learner finished it, if they did.
-- security_invoker: the caller's row-level security on stories and reading_events applies, so a
-- learner sees only their own rows; staff, who may read more, filter by user_id themselves.

create view public.story_library
with (security_invoker = true)
as
select
  s.id,
  s.user_id,
  s.title,
  s.language,
  s.native_language,
  s.level,
  s.sub_level,
  s.genre,
  s.paragraphs,
  s.word_count,
  s.coverage,
  s.provider,
  s.source_id,
  s.created_at,
  (
    select max(e.created_at)
    from public.reading_events e
    where e.story_id = s.id and e.user_id = s.user_id and e.kind = 'finished'
  ) as finished_at
from public.stories s;

comment on view public.story_library is
  'Stories with finished_at (the owner''s last finished event), for server-side library lists.';

revoke all on public.story_library from anon, authenticated;
grant select on public.story_library to authenticated;
grant select on public.story_library to service_role;

-- The finished lookup above, per story.
create index reading_events_story_kind_idx on public.reading_events (story_id, kind, created_at desc);
