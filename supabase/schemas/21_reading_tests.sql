-- Reading tests: comprehension questions with answer keys no learner can read (scored by
-- submit_story_test() after answering), the attempts, and the vocabulary tests learners score
-- in the browser from their own words. Design notes: docs/decisions/0014-story-schema-and-answer-keys.md,
-- 0016-reading-experience.md.

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

revoke all on table public.story_questions from anon, authenticated;
grant select on table public.story_questions to authenticated;
grant all on table public.story_questions to service_role;

alter table public.story_questions enable row level security;

create policy story_questions_select_own on public.story_questions
  for select to authenticated
  using (exists (select 1 from public.stories s
                 where s.id = story_id and s.user_id = (select auth.uid())));

create policy story_questions_select_staff on public.story_questions
  for select to authenticated using ((select public.is_learning_staff()));

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

revoke all on table public.story_answer_keys from anon, authenticated;
-- Selectable so the staff policy can work; learners match no policy and see no rows.
grant select on table public.story_answer_keys to authenticated;
grant all on table public.story_answer_keys to service_role;

alter table public.story_answer_keys enable row level security;

-- No learner policy at all: only staff may read answer keys directly.
create policy story_answer_keys_select_staff on public.story_answer_keys
  for select to authenticated using ((select public.is_learning_staff()));

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

revoke all on table public.story_test_attempts from anon, authenticated;
grant select on table public.story_test_attempts to authenticated;
grant all on table public.story_test_attempts to service_role;

alter table public.story_test_attempts enable row level security;

create policy story_test_attempts_select_own on public.story_test_attempts
  for select to authenticated using (user_id = (select auth.uid()));

create policy story_test_attempts_select_staff on public.story_test_attempts
  for select to authenticated using ((select public.is_learning_staff()));

-- Vocabulary test results (issue 8, PRODUCT.md §3): cloze and meaning-match tests built from the
-- learner's own words. They are scored in the browser (the learner's own words, no secret answer
-- key), so the learner writes their own result rows.
create table public.vocabulary_test_results (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  language text not null,
  kind text not null,
  score smallint not null,
  total smallint not null,
  created_at timestamptz not null default now(),
  constraint vocabulary_test_results_language_check
    check (language = any (public.profile_target_languages())),
  constraint vocabulary_test_results_kind_check check (kind in ('cloze', 'meaning')),
  constraint vocabulary_test_results_total_check check (total between 1 and 50),
  constraint vocabulary_test_results_score_check check (score between 0 and total)
);

comment on table public.vocabulary_test_results is
  'Scored vocabulary tests (cloze, meaning match) from the learner''s own words.';

create index vocabulary_test_results_user_created_idx
  on public.vocabulary_test_results (user_id, created_at desc);

revoke all on table public.vocabulary_test_results from anon, authenticated;

grant select, insert on table public.vocabulary_test_results to authenticated;

grant all on table public.vocabulary_test_results to service_role;

alter table public.vocabulary_test_results enable row level security;

create policy vocabulary_test_results_select_own on public.vocabulary_test_results
  for select to authenticated using (user_id = (select auth.uid()));

create policy vocabulary_test_results_select_staff on public.vocabulary_test_results
  for select to authenticated using ((select public.is_learning_staff()));

create policy vocabulary_test_results_insert_own on public.vocabulary_test_results
  for insert to authenticated with check (user_id = (select auth.uid()));

create trigger vocabulary_test_results_set_created_at
  before insert on public.vocabulary_test_results
  for each row execute function public.story_set_created_at();

-- Scores the caller's answers against the hidden keys, records the attempt and only then returns
-- the keys. A story that is not the caller's, or has no questions, is PT404 (PostgREST's 404).
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
    raise exception 'story not found' using errcode = 'PT404';
  end if;
  select count(*) into v_total from public.story_questions where story_id = p_story_id;
  if v_total = 0 then
    raise exception 'story has no questions' using errcode = 'PT404';
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

revoke all on function public.submit_story_test(uuid, jsonb) from public, anon;

grant execute on function public.submit_story_test(uuid, jsonb) to authenticated, service_role;
