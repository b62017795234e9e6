-- Vocabulary test results (issue 8, PRODUCT.md §3): cloze and meaning-match tests built from the
-- learner's own words. Comprehension tests are stored by submit_story_test() in
-- story_test_attempts; vocabulary tests are scored in the browser (the learner's own words, no
-- secret answer key), so the learner writes their own result rows.
-- Design notes: docs/decisions/0016-reading-experience.md.

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

-- Server clock: a learner cannot back-date results (story_set_created_at() is from the stories
-- migration).
create trigger vocabulary_test_results_set_created_at
  before insert on public.vocabulary_test_results
  for each row execute function public.story_set_created_at();

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
