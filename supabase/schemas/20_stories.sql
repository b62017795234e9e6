-- Stories (issue 7, PRODUCT.md §4): generation requests polled by the client, the stories written
-- for one learner (by a provider or from the built-in library) and the texts learners import.
-- Design notes: docs/decisions/0014-story-schema-and-answer-keys.md, 0059 (library stories and
-- imports). Questions and answer keys: 21_reading_tests.sql; reading events and the library list:
-- 22_reading_progress.sql.

-- Server-controlled timestamps, shared by the story and word tables.
create function public.story_set_timestamps()
returns trigger
language plpgsql
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
  else
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

-- Server clock for created_at on append-only tables.
create function public.story_set_created_at()
returns trigger
language plpgsql
as $$
begin
  new.created_at := now();
  return new;
end;
$$;

-- The body of a generation request, as stored by the generate-story function (its valibot schema
-- is StoryRequestParametersSchema in @fabula/story-engine). Unknown keys are rejected.
create function public.story_request_parameters_valid(p jsonb)
returns boolean
language sql
immutable
as $$
  select jsonb_typeof(p) = 'object'
    and not exists (
      select 1 from jsonb_object_keys(p) as k
      where k not in ('genre', 'style_author', 'topic', 'length', 'level', 'sub_level',
                      'language', 'native_language')
    )
    and p ->> 'genre' = any (public.profile_genres())
    and p ->> 'length' in ('short', 'medium', 'long')
    and p ->> 'language' = any (public.profile_target_languages())
    and p ->> 'native_language' = any (public.profile_native_languages())
    and p ->> 'level' in ('A1', 'A2', 'B1', 'B2', 'C1', 'C2')
    and jsonb_typeof(p -> 'sub_level') = 'number'
    and (p ->> 'sub_level') in ('1', '2', '3')
    and (not p ? 'style_author'
         or (jsonb_typeof(p -> 'style_author') = 'string'
             and char_length(p ->> 'style_author') between 1 and 80))
    and (not p ? 'topic'
         or (jsonb_typeof(p -> 'topic') = 'string'
             and char_length(p ->> 'topic') between 1 and 200))
$$;

-- What a served story differs in from the request (issue 15 item 1), stored with the story so
-- the reader can say "you asked for a mystery; this is a fantasy story" (ADR 0059). The list is
-- GeneratedStory.differences of @fabula/story-engine: at most one entry per field,
-- `{field, asked, got}`; `got` is null for what the library cannot write to (topic, style).
create function public.story_request_differences_valid(p jsonb)
returns boolean
language sql
immutable
parallel safe
as $$
  select jsonb_typeof(p) = 'array'
    and jsonb_array_length(p) <= 5
    and not exists (
      select 1
      from jsonb_array_elements(p) as d
      where jsonb_typeof(d) <> 'object'
        or exists (select 1 from jsonb_object_keys(d) as k where k not in ('field', 'asked', 'got'))
        or coalesce(d ->> 'field', '') not in ('level', 'genre', 'length', 'topic', 'style_author')
        or jsonb_typeof(d -> 'asked') is distinct from 'string'
        or char_length(d ->> 'asked') not between 1 and 200
        or jsonb_typeof(d -> 'got') not in ('string', 'null')
        or char_length(coalesce(d ->> 'got', '')) > 200
    )
    and (select count(distinct d ->> 'field') from jsonb_array_elements(p) as d)
        = jsonb_array_length(p)
$$;

comment on function public.story_request_differences_valid(jsonb) is
  'True for a list of {field, asked, got} differences between a request and the story served.';

-- ---------------------------------------------------------------------------------------------
-- Texts of their own (issue 15 item 4, PRODUCT.md §3 /read/import): a learner's pasted or
-- uploaded text (.txt, .epub, .srt, .vtt) becomes one or more stories with provider 'import', one
-- per chapter or page, so the same reader, coverage, statuses, word lookups, reading events and
-- progress serve them. The import itself (title, format, parts) is a row of text_imports (ADR 0059).
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

revoke all on function public.text_import_limits() from public, anon;

grant execute on function public.text_import_limits() to authenticated, service_role;

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
-- stories: a generated (or built-in) story owned by one learner, or a part of a text the learner
-- imported (provider 'import': no level, band or genre, since nobody wrote it for a level).
-- ---------------------------------------------------------------------------------------------
create table public.stories (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The foreign key to story_requests is added below, once that table exists.
  request_id uuid unique,
  language text not null,
  native_language text not null,
  level text,
  sub_level smallint,
  genre text,
  title text not null,
  paragraphs text[] not null,
  glossary jsonb not null default '{}',
  gloss_language text not null,
  sentence_translations jsonb not null default '[]',
  coverage numeric(5, 4) not null,
  new_word_count integer not null,
  word_count integer not null,
  levelling_rounds smallint not null default 0,
  provider text not null,
  model text,
  source_id text,
  timings jsonb not null default '{}',
  created_at timestamptz not null default now(),
  request_differences jsonb not null default '[]',
  import_id uuid references public.text_imports (id) on delete cascade,
  import_part smallint,
  constraint stories_language_check check (language = any (public.profile_target_languages())),
  constraint stories_native_language_check
    check (native_language = any (public.profile_native_languages())),
  constraint stories_gloss_language_check
    check (gloss_language = any (public.profile_native_languages())),
  constraint stories_level_check check (level in ('A1', 'A2', 'B1', 'B2', 'C1', 'C2')),
  constraint stories_sub_level_check check (sub_level between 1 and 3),
  constraint stories_genre_check check (genre = any (public.profile_genres())),
  constraint stories_title_check check (char_length(title) between 1 and 200 and title ~ '\S'),
  constraint stories_paragraphs_check
    check (cardinality(paragraphs) between 1 and 200 and array_ndims(paragraphs) = 1),
  constraint stories_glossary_check check (jsonb_typeof(glossary) = 'object'),
  constraint stories_sentence_translations_check
    check (jsonb_typeof(sentence_translations) = 'array'),
  constraint stories_coverage_check check (coverage between 0 and 1),
  constraint stories_new_word_count_check check (new_word_count >= 0),
  constraint stories_word_count_check check (word_count >= 0),
  constraint stories_levelling_rounds_check check (levelling_rounds between 0 and 3),
  constraint stories_provider_check
    check (provider in ('builtin', 'openai-compatible', 'import')),
  constraint stories_model_check check (model is null or char_length(model) between 1 and 200),
  constraint stories_timings_check check (jsonb_typeof(timings) = 'object'),
  constraint stories_request_differences_check
    check (public.story_request_differences_valid(request_differences)),
  constraint stories_written_have_level_check
    check (provider = 'import' or (level is not null and sub_level is not null and genre is not null)),
  constraint stories_imports_have_no_level_check
    check (provider <> 'import' or (level is null and sub_level is null and genre is null)),
  constraint stories_import_check
    check ((provider = 'import') = (import_id is not null)
           and (import_id is null) = (import_part is null)),
  constraint stories_import_part_check check (import_part between 1 and 500)
);

comment on table public.stories is 'Stories written for one learner, with measured coverage.';
comment on column public.stories.glossary is
  'Word form (lower case) → {lemma, gloss}; glosses are in gloss_language.';
comment on column public.stories.gloss_language is
  'Language of glossary and sentence translations: the learner''s native language, or en as an '
  'honest fallback when no gloss in that language exists (built-in library).';
comment on column public.stories.sentence_translations is
  'Per paragraph, per sentence: {source, translation}, in gloss_language.';
comment on column public.stories.coverage is
  'Share of known word tokens for the learner when the story was generated (0..1).';
comment on column public.stories.request_differences is
  'What the story differs in from the request ({field, asked, got}); empty when it is what was '
  'asked. The Fabula library serves its closest unread story; a writing provider reports none.';
comment on column public.stories.import_id is 'The text import this story is a part of.';
comment on column public.stories.import_part is 'Part number (chapter or page) inside the import.';

create index stories_user_created_idx on public.stories (user_id, created_at desc);
create index stories_created_idx on public.stories (created_at desc);
create unique index stories_import_part_idx on public.stories (import_id, import_part)
  where import_id is not null;

-- Privileges: take back Supabase's default "all to anon, authenticated" and grant what the
-- policies below are written for. Rows are written by save_generated_story() and the import
-- functions (SECURITY DEFINER), never directly.
revoke all on table public.stories from anon, authenticated;
grant select, delete on table public.stories to authenticated;
grant all on table public.stories to service_role;

-- RLS is enabled but not FORCED: save_generated_story() and the import functions are SECURITY
-- DEFINER and write rows as the table owner after checking the caller themselves.
alter table public.stories enable row level security;

create policy stories_select_own on public.stories
  for select to authenticated using (user_id = (select auth.uid()));

create policy stories_select_staff on public.stories
  for select to authenticated using ((select public.is_learning_staff()));

-- An imported part is deleted with its import, not on its own.
create policy stories_delete_own on public.stories
  for delete to authenticated using (user_id = (select auth.uid()) and import_id is null);

-- ---------------------------------------------------------------------------------------------
-- story_requests: one generation, polled by the client
-- ---------------------------------------------------------------------------------------------
create table public.story_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  status text not null default 'queued',
  stage text not null default 'planning',
  progress smallint not null default 0,
  error_code text,
  error_message text,
  parameters jsonb not null,
  partial_text text,
  story_id uuid references public.stories (id) on delete set null,
  provider text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint story_requests_status_check
    check (status in ('queued', 'running', 'succeeded', 'failed', 'canceled')),
  constraint story_requests_stage_check
    check (stage in ('planning', 'writing', 'levelling', 'questions', 'glossary', 'done')),
  constraint story_requests_progress_check check (progress between 0 and 100),
  constraint story_requests_error_code_check
    check (error_code is null or error_code ~ '^[A-Z][A-Z_]{2,39}$'),
  constraint story_requests_error_message_check
    check (error_message is null or char_length(error_message) <= 500),
  -- A failed request always says why; other states carry no error.
  constraint story_requests_error_iff_failed_check
    check ((status = 'failed') = (error_code is not null)),
  constraint story_requests_succeeded_check
    check (status <> 'succeeded' or (story_id is not null and stage = 'done' and progress = 100)),
  constraint story_requests_parameters_check
    check (public.story_request_parameters_valid(parameters)),
  constraint story_requests_partial_text_check
    check (partial_text is null or char_length(partial_text) <= 20000),
  constraint story_requests_provider_check
    check (provider is null or provider in ('builtin', 'openai-compatible'))
);

comment on table public.story_requests is
  'Story generation requests: status, stage and progress polled by the learner''s client.';

-- One generation at a time per learner, enforced by the database, not only by the function.
create unique index story_requests_one_active_idx
  on public.story_requests (user_id) where status in ('queued', 'running');

create index story_requests_user_created_idx on public.story_requests (user_id, created_at desc);

create index story_requests_created_idx on public.story_requests (created_at desc);

create trigger story_requests_set_timestamps
  before insert or update on public.story_requests
  for each row execute function public.story_set_timestamps();

revoke all on table public.story_requests from anon, authenticated;
grant select, insert, update on table public.story_requests to authenticated;
grant all on table public.story_requests to service_role;

alter table public.story_requests enable row level security;

create policy story_requests_select_own on public.story_requests
  for select to authenticated using (user_id = (select auth.uid()));

create policy story_requests_select_staff on public.story_requests
  for select to authenticated using ((select public.is_learning_staff()));

-- A request starts queued (or running, when the function starts work at once) and empty; the
-- learner (through the function) moves it forward.
create policy story_requests_insert_own on public.story_requests
  for insert to authenticated
  with check (
    user_id = (select auth.uid()) and status in ('queued', 'running') and story_id is null
    and progress = 0 and error_code is null
  );

-- Updates stay on the learner's own rows and may point only at the learner's own story. Rows
-- cannot be deleted by learners, so the per-hour rate limit cannot be reset by deleting history.
create policy story_requests_update_own on public.story_requests
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and (story_id is null
         or exists (select 1 from public.stories s
                    where s.id = story_id and s.user_id = (select auth.uid())))
  );

-- The other half of the stories ⇄ story_requests pair of keys.
alter table public.stories
  add constraint stories_request_id_fkey
  foreign key (request_id) references public.story_requests (id) on delete set null;

-- ---------------------------------------------------------------------------------------------
-- save_generated_story: the generate-story function stores a finished story with its questions
-- and hidden answer keys for the caller's running request, and completes the request. A missing
-- request is PT404 (PostgREST's 404).
-- ---------------------------------------------------------------------------------------------
create function public.save_generated_story(p_request_id uuid, p_story jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_request public.story_requests%rowtype;
  v_story_id uuid;
  v_question record;
begin
  if v_uid is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  select * into v_request from public.story_requests
    where id = p_request_id and user_id = v_uid for update;
  if not found then
    raise exception 'story request not found' using errcode = 'PT404';
  end if;
  if v_request.status <> 'running' then
    raise exception 'story request is %', v_request.status
      using errcode = 'P0001', hint = 'only a running request can be completed';
  end if;

  insert into public.stories (
    user_id, request_id, language, native_language, level, sub_level, genre, title, paragraphs,
    glossary, gloss_language, sentence_translations, coverage, new_word_count, word_count,
    levelling_rounds, provider, model, source_id, timings, request_differences
  ) values (
    v_uid, p_request_id, p_story ->> 'language', p_story ->> 'native_language',
    p_story ->> 'level', (p_story ->> 'sub_level')::smallint, p_story ->> 'genre',
    p_story ->> 'title',
    array(select jsonb_array_elements_text(p_story -> 'paragraphs')),
    coalesce(p_story -> 'glossary', '{}'), p_story ->> 'gloss_language',
    coalesce(p_story -> 'sentence_translations', '[]'), (p_story ->> 'coverage')::numeric,
    (p_story ->> 'new_word_count')::integer, (p_story ->> 'word_count')::integer,
    coalesce((p_story ->> 'levelling_rounds')::smallint, 0), p_story ->> 'provider',
    p_story ->> 'model', p_story ->> 'source_id', coalesce(p_story -> 'timings', '{}'),
    coalesce(p_story -> 'request_differences', '[]')
  ) returning id into v_story_id;

  for v_question in
    select q.value, q.ordinality
    from jsonb_array_elements(coalesce(p_story -> 'questions', '[]')) with ordinality as q
  loop
    insert into public.story_questions (story_id, position, kind, prompt, options)
    values (
      v_story_id, v_question.ordinality, v_question.value ->> 'kind',
      v_question.value ->> 'prompt',
      case when v_question.value ->> 'kind' = 'multiple_choice'
        then v_question.value -> 'options' end
    );
    insert into public.story_answer_keys (story_id, position, answer)
    values (v_story_id, v_question.ordinality, v_question.value -> 'answer');
  end loop;

  update public.story_requests
    set status = 'succeeded', stage = 'done', progress = 100, story_id = v_story_id,
        partial_text = null
    where id = p_request_id;
  return v_story_id;
end;
$$;

comment on function public.save_generated_story(uuid, jsonb) is
  'Stores a generated story with questions and answer keys for the caller''s running request.';

revoke all on function public.save_generated_story(uuid, jsonb) from public, anon;

grant execute on function public.save_generated_story(uuid, jsonb) to authenticated, service_role;

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

revoke all on function public.begin_text_import(text, text, text, text, integer, integer)
  from public, anon;

grant execute on function public.begin_text_import(text, text, text, text, integer, integer)
  to authenticated, service_role;

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

revoke all on function public.add_text_import_parts(uuid, jsonb) from public, anon;

grant execute on function public.add_text_import_parts(uuid, jsonb) to authenticated, service_role;

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

revoke all on function public.finish_text_import(uuid) from public, anon;

grant execute on function public.finish_text_import(uuid) to authenticated, service_role;
