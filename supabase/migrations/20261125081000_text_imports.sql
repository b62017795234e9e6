-- Texts of their own (issue 15 item 4, PRODUCT.md §3 /read/import): a learner's pasted or
-- uploaded text (.txt, .epub, .srt, .vtt) becomes one or more stories with provider 'import', one
-- per chapter or page, so the same reader, coverage, statuses, word lookups, reading events and
-- progress serve them. The import itself (title, format, parts) is a row of text_imports.
-- Design notes: docs/decisions/0059-honest-library-stories-and-imports.md.
--
-- Text reaches the database in several calls (a long text is larger than one request may be):
-- begin_text_import() records the import as 'pending', add_text_import_parts() stores parts, and
-- finish_text_import() checks that every part arrived before the import turns 'ready'. Only ready
-- imports are listed; an interrupted upload stays pending, invisible, and is removed by the
-- learner's next begin_text_import().

-- ---------------------------------------------------------------------------------------------
-- Limits, in one place for the functions and the tests (the app states the same numbers).
-- ---------------------------------------------------------------------------------------------
create function public.text_import_limits()
returns jsonb
language sql
immutable
parallel safe
as $$
  select jsonb_build_object(
    'max_words', 200000,
    'max_parts', 500,
    'max_part_words', 5000,
    'max_part_characters', 60000,
    'max_imports', 200
  )
$$;

comment on function public.text_import_limits() is
  'Limits of text imports: words per import, parts per import, words and characters per part, '
  'ready imports per learner.';

-- ---------------------------------------------------------------------------------------------
-- text_imports
-- ---------------------------------------------------------------------------------------------
create table public.text_imports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null,
  language text not null,
  native_language text not null,
  format text not null,
  word_count integer not null,
  part_count smallint not null,
  status text not null default 'pending',
  created_at timestamptz not null default now(),
  constraint text_imports_title_check check (char_length(title) between 1 and 200 and title ~ '\S'),
  constraint text_imports_language_check
    check (language = any (public.profile_target_languages())),
  constraint text_imports_native_language_check
    check (native_language = any (public.profile_native_languages())),
  constraint text_imports_format_check check (format in ('paste', 'txt', 'epub', 'srt', 'vtt')),
  constraint text_imports_word_count_check check (word_count between 1 and 200000),
  constraint text_imports_part_count_check check (part_count between 1 and 500),
  constraint text_imports_status_check check (status in ('pending', 'ready'))
);

comment on table public.text_imports is
  'Texts a learner imported (/read/import); each part is a story with provider ''import''.';

create index text_imports_user_created_idx on public.text_imports (user_id, created_at desc);

create trigger text_imports_set_created_at
  before insert on public.text_imports
  for each row execute function public.story_set_created_at();

-- ---------------------------------------------------------------------------------------------
-- stories: imports have no level, band or genre (nobody wrote them for a level), and belong to
-- their import by part number.
-- ---------------------------------------------------------------------------------------------
alter table public.stories drop constraint stories_provider_check;
alter table public.stories
  add constraint stories_provider_check
    check (provider in ('builtin', 'openai-compatible', 'import'));

alter table public.stories
  alter column level drop not null,
  alter column sub_level drop not null,
  alter column genre drop not null,
  add column import_id uuid references public.text_imports (id) on delete cascade,
  add column import_part smallint,
  add constraint stories_written_have_level_check
    check (provider = 'import' or (level is not null and sub_level is not null and genre is not null)),
  add constraint stories_imports_have_no_level_check
    check (provider <> 'import' or (level is null and sub_level is null and genre is null)),
  add constraint stories_import_check
    check ((provider = 'import') = (import_id is not null)
           and (import_id is null) = (import_part is null)),
  add constraint stories_import_part_check check (import_part between 1 and 500);

create unique index stories_import_part_idx on public.stories (import_id, import_part)
  where import_id is not null;

comment on column public.stories.import_id is 'The text import this story is a part of.';
comment on column public.stories.import_part is 'Part number (chapter or page) inside the import.';

-- A part cannot be deleted on its own (the import would have a hole); deleting the import
-- removes its parts.
drop policy stories_delete_own on public.stories;
create policy stories_delete_own on public.stories
  for delete to authenticated using (user_id = (select auth.uid()) and import_id is null);

-- ---------------------------------------------------------------------------------------------
-- Privileges and row-level security: learners read and delete their own imports; rows are
-- written only by the functions below.
-- ---------------------------------------------------------------------------------------------
revoke all on table public.text_imports from anon, authenticated;
grant select, delete on table public.text_imports to authenticated;
grant all on table public.text_imports to service_role;

alter table public.text_imports enable row level security;

create policy text_imports_select_own on public.text_imports
  for select to authenticated using (user_id = (select auth.uid()));
create policy text_imports_select_staff on public.text_imports
  for select to authenticated using ((select public.is_learning_staff()));
create policy text_imports_delete_own on public.text_imports
  for delete to authenticated using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- begin_text_import: records a pending import after the caller's earlier unfinished ones are
-- removed. Returns its id.
-- ---------------------------------------------------------------------------------------------
create function public.begin_text_import(
  p_title text,
  p_language text,
  p_native_language text,
  p_format text,
  p_word_count integer,
  p_part_count integer
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_limits jsonb := public.text_import_limits();
  v_id uuid;
begin
  if v_uid is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  if p_word_count is null or p_word_count > (v_limits ->> 'max_words')::integer then
    raise exception 'text too long' using errcode = '22023',
      hint = format('at most %s words', v_limits ->> 'max_words');
  end if;
  if p_part_count is null or p_part_count > (v_limits ->> 'max_parts')::integer then
    raise exception 'too many parts' using errcode = '22023',
      hint = format('at most %s parts', v_limits ->> 'max_parts');
  end if;
  delete from public.text_imports where user_id = v_uid and status = 'pending';
  if (select count(*) from public.text_imports where user_id = v_uid)
     >= (v_limits ->> 'max_imports')::integer then
    raise exception 'too many imports' using errcode = '22023',
      hint = format('at most %s imported texts; delete one first', v_limits ->> 'max_imports');
  end if;
  insert into public.text_imports (
    user_id, title, language, native_language, format, word_count, part_count
  ) values (
    v_uid, p_title, p_language, p_native_language, p_format, p_word_count, p_part_count
  ) returning id into v_id;
  return v_id;
end;
$$;

comment on function public.begin_text_import(text, text, text, text, integer, integer) is
  'Starts the caller''s text import (pending until finish_text_import); returns its id.';

-- ---------------------------------------------------------------------------------------------
-- add_text_import_parts: stores parts of the caller's pending import as stories.
-- p_parts: [{part, title, paragraphs, word_count, coverage, new_word_count}, …]
-- ---------------------------------------------------------------------------------------------
create function public.add_text_import_parts(p_import_id uuid, p_parts jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_limits jsonb := public.text_import_limits();
  v_import public.text_imports%rowtype;
  v_part jsonb;
  v_number integer;
  v_paragraphs text[];
  v_count integer := 0;
begin
  if v_uid is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  select * into v_import from public.text_imports
    where id = p_import_id and user_id = v_uid for update;
  if not found then
    raise exception 'text import not found' using errcode = 'PT404';
  end if;
  if v_import.status <> 'pending' then
    raise exception 'text import is already complete' using errcode = 'PT409';
  end if;
  if jsonb_typeof(p_parts) is distinct from 'array' then
    raise exception 'parts must be an array' using errcode = '22023';
  end if;

  for v_part in select value from jsonb_array_elements(p_parts) loop
    if jsonb_typeof(v_part) <> 'object' or jsonb_typeof(v_part -> 'paragraphs') <> 'array'
       or jsonb_typeof(v_part -> 'part') <> 'number' then
      raise exception 'malformed part' using errcode = '22023';
    end if;
    v_number := (v_part ->> 'part')::integer;
    if v_number < 1 or v_number > v_import.part_count then
      raise exception 'part % is outside 1..%', v_number, v_import.part_count
        using errcode = '22023';
    end if;
    v_paragraphs := array(select jsonb_array_elements_text(v_part -> 'paragraphs'));
    if (v_part ->> 'word_count')::integer not between 1 and (v_limits ->> 'max_part_words')::integer
    then
      raise exception 'part % has too many words', v_number using errcode = '22023';
    end if;
    if (select coalesce(sum(char_length(p)), 0) from unnest(v_paragraphs) as p)
       > (v_limits ->> 'max_part_characters')::integer then
      raise exception 'part % is too long', v_number using errcode = '22023';
    end if;
    insert into public.stories (
      user_id, language, native_language, level, sub_level, genre, title, paragraphs, glossary,
      gloss_language, sentence_translations, coverage, new_word_count, word_count, provider,
      import_id, import_part
    ) values (
      v_uid, v_import.language, v_import.native_language, null, null, null,
      v_part ->> 'title', v_paragraphs, '{}', v_import.native_language, '[]',
      (v_part ->> 'coverage')::numeric, (v_part ->> 'new_word_count')::integer,
      (v_part ->> 'word_count')::integer, 'import', v_import.id, v_number
    );
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

comment on function public.add_text_import_parts(uuid, jsonb) is
  'Stores parts of the caller''s pending text import as stories (provider import).';

-- ---------------------------------------------------------------------------------------------
-- finish_text_import: the import turns ready when every part arrived and the words add up.
-- ---------------------------------------------------------------------------------------------
create function public.finish_text_import(p_import_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_import public.text_imports%rowtype;
  v_parts integer;
  v_words integer;
begin
  if v_uid is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  select * into v_import from public.text_imports
    where id = p_import_id and user_id = v_uid for update;
  if not found then
    raise exception 'text import not found' using errcode = 'PT404';
  end if;
  if v_import.status = 'ready' then
    return;
  end if;
  select count(*), coalesce(sum(word_count), 0) into v_parts, v_words
    from public.stories where import_id = v_import.id;
  if v_parts <> v_import.part_count or v_words <> v_import.word_count then
    raise exception 'text import is incomplete' using errcode = '22023',
      hint = format('%s of %s parts, %s of %s words', v_parts, v_import.part_count, v_words,
                    v_import.word_count);
  end if;
  update public.text_imports set status = 'ready' where id = v_import.id;
end;
$$;

comment on function public.finish_text_import(uuid) is
  'Marks the caller''s text import ready once every part is stored.';

revoke all on function public.begin_text_import(text, text, text, text, integer, integer)
  from public, anon;
revoke all on function public.add_text_import_parts(uuid, jsonb) from public, anon;
revoke all on function public.finish_text_import(uuid) from public, anon;
revoke all on function public.text_import_limits() from public, anon;
grant execute on function public.begin_text_import(text, text, text, text, integer, integer)
  to authenticated, service_role;
grant execute on function public.add_text_import_parts(uuid, jsonb) to authenticated, service_role;
grant execute on function public.finish_text_import(uuid) to authenticated, service_role;
grant execute on function public.text_import_limits() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The library lists an import once, under its own title and total words, through its first part;
-- it counts as read when its last part is finished. Pending imports are not listed. New columns
-- come last (CREATE OR REPLACE VIEW keeps the existing ones in order).
-- ---------------------------------------------------------------------------------------------
create or replace view public.story_library
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
