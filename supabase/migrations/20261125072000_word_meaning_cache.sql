-- Meanings asked of the connected AI provider for a word in its sentence (issue 14), kept so the
-- same word in the same sentence is asked once for every learner, and the log the per-user rate
-- limit counts. Only the word-meaning function writes here, with the service role; learners
-- never read these tables directly (the function answers them). Staff may read both.
-- Design notes: docs/decisions/0058-meanings-for-every-word.md.

create table public.word_meaning_cache (
  id bigint generated always as identity primary key,
  language text not null,
  native_language text not null,
  word text not null,
  sentence text not null default '',
  sentence_key text generated always as (md5(sentence)) stored,
  meaning text not null,
  lemma text,
  provider text not null,
  model text,
  created_at timestamptz not null default now(),
  constraint word_meaning_cache_key unique (language, native_language, word, sentence_key),
  constraint word_meaning_cache_language_check
    check (language = any (public.profile_target_languages())),
  constraint word_meaning_cache_native_language_check
    check (native_language = any (public.profile_native_languages())),
  constraint word_meaning_cache_word_check check (public.is_normalized_word(word)),
  constraint word_meaning_cache_sentence_check
    check (sentence = '' or public.is_plain_text(sentence, 1000)),
  constraint word_meaning_cache_meaning_check check (public.is_plain_text(meaning, 500)),
  constraint word_meaning_cache_lemma_check check (lemma is null or public.is_normalized_word(lemma)),
  constraint word_meaning_cache_provider_check check (char_length(provider) between 1 and 40),
  constraint word_meaning_cache_model_check check (model is null or char_length(model) <= 200)
);

comment on table public.word_meaning_cache is
  'Provider meanings of a word in a sentence, in the learner''s native language (shared cache).';

create table public.word_meaning_requests (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  outcome text not null,
  created_at timestamptz not null default now(),
  constraint word_meaning_requests_outcome_check check (outcome in ('answered', 'failed'))
);

comment on table public.word_meaning_requests is
  'One row per provider call made for a learner (cache hits are free): the hourly rate limit.';

create index word_meaning_requests_user_created_idx
  on public.word_meaning_requests (user_id, created_at desc);

create trigger word_meaning_cache_set_created_at
  before insert on public.word_meaning_cache
  for each row execute function public.story_set_created_at();
create trigger word_meaning_requests_set_created_at
  before insert on public.word_meaning_requests
  for each row execute function public.story_set_created_at();

revoke all on table public.word_meaning_cache, public.word_meaning_requests
  from anon, authenticated;
-- Selectable so the staff policies can work; learners match no policy and see no rows.
grant select on table public.word_meaning_cache, public.word_meaning_requests to authenticated;
grant all on table public.word_meaning_cache, public.word_meaning_requests to service_role;

alter table public.word_meaning_cache enable row level security;
alter table public.word_meaning_requests enable row level security;

create policy word_meaning_cache_select_staff on public.word_meaning_cache
  for select to authenticated using ((select public.is_learning_staff()));
create policy word_meaning_requests_select_staff on public.word_meaning_requests
  for select to authenticated using ((select public.is_learning_staff()));
