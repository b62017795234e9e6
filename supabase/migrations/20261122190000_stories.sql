-- Story generation and reading (issue 7, PRODUCT.md §4): story requests, stories, comprehension
-- questions with hidden answer keys, test attempts, word statuses and reading events.
-- Design notes: docs/decisions/0014-story-schema-and-answer-keys.md.
--
-- Runs on hosted Supabase (PostgreSQL 15+), a plain PostgreSQL 15 and PGlite. Needs the profiles
-- migration first (profile_target_languages(), profile_native_languages(), profile_genres(),
-- staff_role()).
--
-- RLS is enabled but not FORCED here: save_generated_story() and submit_story_test() are
-- SECURITY DEFINER and must write rows as the table owner after checking the caller themselves.

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------

-- The only staff who may read learners' story data (analytics, progress). Cashiers may not.
create function public.is_learning_staff()
returns boolean
language sql
stable
as $$
  select coalesce(public.staff_role() in ('superadmin', 'admin', 'manager'), false)
$$;

comment on function public.is_learning_staff() is
  'True when the caller is superadmin, admin or manager (read access to learners'' story data).';

-- Server-controlled timestamps, shared by the tables of this migration.
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

-- ---------------------------------------------------------------------------------------------
-- stories: a generated (or built-in) story owned by one learner
-- ---------------------------------------------------------------------------------------------
create table public.stories (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  request_id uuid unique,
  language text not null,
  native_language text not null,
  level text not null,
  sub_level smallint not null,
  genre text not null,
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
  constraint stories_provider_check check (provider in ('builtin', 'openai-compatible')),
  constraint stories_model_check check (model is null or char_length(model) between 1 and 200),
  constraint stories_timings_check check (jsonb_typeof(timings) = 'object')
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

create index stories_user_created_idx on public.stories (user_id, created_at desc);
create index stories_created_idx on public.stories (created_at desc);

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

alter table public.stories
  add constraint stories_request_id_fkey
  foreign key (request_id) references public.story_requests (id) on delete set null;

-- One generation at a time per learner, enforced by the database, not only by the function.
create unique index story_requests_one_active_idx
  on public.story_requests (user_id) where status in ('queued', 'running');
create index story_requests_user_created_idx on public.story_requests (user_id, created_at desc);
create index story_requests_created_idx on public.story_requests (created_at desc);

create trigger story_requests_set_timestamps
  before insert or update on public.story_requests
  for each row execute function public.story_set_timestamps();

-- ---------------------------------------------------------------------------------------------
-- story_questions (readable) and story_answer_keys (never readable by learners)
-- ---------------------------------------------------------------------------------------------
create table public.story_questions (
  story_id uuid not null references public.stories (id) on delete cascade,
  position smallint not null,
  kind text not null,
  prompt text not null,
  options jsonb,
  primary key (story_id, position),
  constraint story_questions_position_check check (position between 1 and 20),
  constraint story_questions_kind_check check (kind in ('multiple_choice', 'true_false')),
  constraint story_questions_prompt_check check (char_length(prompt) between 1 and 1000),
  constraint story_questions_options_check check (
    (kind = 'true_false' and options is null)
    or (kind = 'multiple_choice' and jsonb_typeof(options) = 'array'
        and jsonb_array_length(options) between 2 and 6)
  )
);

comment on table public.story_questions is 'Comprehension questions of a story (no answers here).';

-- Answer keys live apart so no policy on story_questions can leak them; learners reach them only
-- through submit_story_test(), after answering.
create table public.story_answer_keys (
  story_id uuid not null,
  position smallint not null,
  answer jsonb not null,
  primary key (story_id, position),
  foreign key (story_id, position)
    references public.story_questions (story_id, position) on delete cascade,
  -- Multiple choice: the zero-based index of the right option; true/false: a boolean.
  constraint story_answer_keys_answer_check check (jsonb_typeof(answer) in ('number', 'boolean'))
);

comment on table public.story_answer_keys is
  'Right answers; hidden from learners (read only through submit_story_test).';

create table public.story_test_attempts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  story_id uuid not null references public.stories (id) on delete cascade,
  answers jsonb not null,
  score smallint not null,
  total smallint not null,
  created_at timestamptz not null default now(),
  constraint story_test_attempts_answers_check check (jsonb_typeof(answers) = 'array'),
  constraint story_test_attempts_score_check check (score between 0 and total),
  constraint story_test_attempts_total_check check (total between 1 and 20)
);

comment on table public.story_test_attempts is 'Scored comprehension tests, one row per attempt.';

create index story_test_attempts_user_created_idx
  on public.story_test_attempts (user_id, created_at desc);
create index story_test_attempts_story_idx on public.story_test_attempts (story_id);

-- ---------------------------------------------------------------------------------------------
-- word_statuses and reading_events
-- ---------------------------------------------------------------------------------------------
create table public.word_statuses (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  language text not null,
  word text not null,
  status text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, language, word),
  constraint word_statuses_language_check
    check (language = any (public.profile_target_languages())),
  -- A normalised word (@fabula/reading normalizeWord): no white space, at most 100 characters.
  constraint word_statuses_word_check check (char_length(word) between 1 and 100 and word !~ '\s'),
  constraint word_statuses_status_check check (status in ('new', 'learning', 'known', 'ignored'))
);

comment on table public.word_statuses is
  'What a learner said about a word (normalised form) in one language.';

create index word_statuses_user_language_status_idx
  on public.word_statuses (user_id, language, status);

create trigger word_statuses_set_timestamps
  before insert or update on public.word_statuses
  for each row execute function public.story_set_timestamps();

create table public.reading_events (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  story_id uuid not null references public.stories (id) on delete cascade,
  kind text not null,
  seconds_read integer not null default 0,
  position integer,
  created_at timestamptz not null default now(),
  constraint reading_events_kind_check check (kind in ('started', 'finished', 'progress')),
  constraint reading_events_seconds_read_check check (seconds_read between 0 and 86400),
  constraint reading_events_position_check check (position is null or position >= 0)
);

comment on table public.reading_events is 'Reading activity: started, progress and finished events.';

create index reading_events_user_created_idx on public.reading_events (user_id, created_at desc);
create index reading_events_story_idx on public.reading_events (story_id);

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

create trigger reading_events_set_created_at
  before insert on public.reading_events
  for each row execute function public.story_set_created_at();

-- ---------------------------------------------------------------------------------------------
-- Privileges: take back Supabase's default "all to anon, authenticated" and grant what the
-- policies below are written for.
-- ---------------------------------------------------------------------------------------------
revoke all on table public.stories, public.story_requests, public.story_questions,
  public.story_answer_keys, public.story_test_attempts, public.word_statuses,
  public.reading_events from anon, authenticated;

grant select, delete on table public.stories to authenticated;
grant select, insert, update on table public.story_requests to authenticated;
grant select on table public.story_questions to authenticated;
-- Selectable so the staff policy can work; learners match no policy and see no rows.
grant select on table public.story_answer_keys to authenticated;
grant select on table public.story_test_attempts to authenticated;
grant select, insert, update, delete on table public.word_statuses to authenticated;
grant select, insert on table public.reading_events to authenticated;
grant all on table public.stories, public.story_requests, public.story_questions,
  public.story_answer_keys, public.story_test_attempts, public.word_statuses,
  public.reading_events to service_role;

-- ---------------------------------------------------------------------------------------------
-- Row-level security
-- ---------------------------------------------------------------------------------------------
alter table public.stories enable row level security;
alter table public.story_requests enable row level security;
alter table public.story_questions enable row level security;
alter table public.story_answer_keys enable row level security;
alter table public.story_test_attempts enable row level security;
alter table public.word_statuses enable row level security;
alter table public.reading_events enable row level security;

create policy stories_select_own on public.stories
  for select to authenticated using (user_id = (select auth.uid()));
create policy stories_select_staff on public.stories
  for select to authenticated using ((select public.is_learning_staff()));
create policy stories_delete_own on public.stories
  for delete to authenticated using (user_id = (select auth.uid()));

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

create policy story_questions_select_own on public.story_questions
  for select to authenticated
  using (exists (select 1 from public.stories s
                 where s.id = story_id and s.user_id = (select auth.uid())));
create policy story_questions_select_staff on public.story_questions
  for select to authenticated using ((select public.is_learning_staff()));

-- No learner policy at all: only staff may read answer keys directly.
create policy story_answer_keys_select_staff on public.story_answer_keys
  for select to authenticated using ((select public.is_learning_staff()));

create policy story_test_attempts_select_own on public.story_test_attempts
  for select to authenticated using (user_id = (select auth.uid()));
create policy story_test_attempts_select_staff on public.story_test_attempts
  for select to authenticated using ((select public.is_learning_staff()));

create policy word_statuses_select_own on public.word_statuses
  for select to authenticated using (user_id = (select auth.uid()));
create policy word_statuses_select_staff on public.word_statuses
  for select to authenticated using ((select public.is_learning_staff()));
create policy word_statuses_insert_own on public.word_statuses
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy word_statuses_update_own on public.word_statuses
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy word_statuses_delete_own on public.word_statuses
  for delete to authenticated using (user_id = (select auth.uid()));

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
-- save_generated_story: stores a finished story, its questions and answer keys, and marks the
-- request succeeded, in one transaction. Called by the generate-story function with the learner's
-- JWT; it checks that the request is the caller's and still running (a canceled request is not
-- resurrected).
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
    raise exception 'story request not found' using errcode = 'P0002';
  end if;
  if v_request.status <> 'running' then
    raise exception 'story request is %', v_request.status
      using errcode = 'P0001', hint = 'only a running request can be completed';
  end if;

  insert into public.stories (
    user_id, request_id, language, native_language, level, sub_level, genre, title, paragraphs,
    glossary, gloss_language, sentence_translations, coverage, new_word_count, word_count,
    levelling_rounds, provider, model, source_id, timings
  ) values (
    v_uid, p_request_id, p_story ->> 'language', p_story ->> 'native_language',
    p_story ->> 'level', (p_story ->> 'sub_level')::smallint, p_story ->> 'genre',
    p_story ->> 'title',
    array(select jsonb_array_elements_text(p_story -> 'paragraphs')),
    coalesce(p_story -> 'glossary', '{}'), p_story ->> 'gloss_language',
    coalesce(p_story -> 'sentence_translations', '[]'), (p_story ->> 'coverage')::numeric,
    (p_story ->> 'new_word_count')::integer, (p_story ->> 'word_count')::integer,
    coalesce((p_story ->> 'levelling_rounds')::smallint, 0), p_story ->> 'provider',
    p_story ->> 'model', p_story ->> 'source_id', coalesce(p_story -> 'timings', '{}')
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

-- ---------------------------------------------------------------------------------------------
-- submit_story_test: scores the caller's answers to one of their stories, records the attempt
-- and only then reveals the answer keys.
-- p_answers: a JSON array, one entry per question in position order (number index or boolean).
-- ---------------------------------------------------------------------------------------------
create function public.submit_story_test(p_story_id uuid, p_answers jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_total integer;
  v_score integer;
  v_results jsonb;
begin
  if v_uid is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  if not exists (select 1 from public.stories where id = p_story_id and user_id = v_uid) then
    raise exception 'story not found' using errcode = 'P0002';
  end if;
  select count(*) into v_total from public.story_questions where story_id = p_story_id;
  if v_total = 0 then
    raise exception 'story has no questions' using errcode = 'P0002';
  end if;
  if jsonb_typeof(p_answers) is distinct from 'array'
     or jsonb_array_length(p_answers) <> v_total then
    raise exception 'answer every question' using errcode = '22023',
      hint = format('expected an array of %s answers', v_total);
  end if;

  select count(*) filter (where k.answer = p_answers -> (q.position - 1)),
         jsonb_agg(jsonb_build_object(
           'position', q.position,
           'answer', p_answers -> (q.position - 1),
           'correct_answer', k.answer,
           'correct', k.answer = p_answers -> (q.position - 1)
         ) order by q.position)
    into v_score, v_results
    from public.story_questions q
    join public.story_answer_keys k using (story_id, position)
    where q.story_id = p_story_id;

  insert into public.story_test_attempts (user_id, story_id, answers, score, total)
  values (v_uid, p_story_id, p_answers, v_score, v_total);

  return jsonb_build_object('score', v_score, 'total', v_total, 'results', v_results);
end;
$$;

comment on function public.submit_story_test(uuid, jsonb) is
  'Scores the caller''s answers, records the attempt, then returns the answer keys.';

revoke all on function public.save_generated_story(uuid, jsonb) from public, anon;
revoke all on function public.submit_story_test(uuid, jsonb) from public, anon;
grant execute on function public.save_generated_story(uuid, jsonb) to authenticated, service_role;
grant execute on function public.submit_story_test(uuid, jsonb) to authenticated, service_role;
