-- Every word understood (issue 14, ADR 0056): statuses, own meanings and notes belong to the
-- dictionary form (lemma); word forms link to it; multi-word phrases; the vocabulary list and its
-- import; and the cache of provider meanings (ADR 0058). Review cards: 31_review.sql.

-- A learner may point a word only at a story of their own (the key of someone else's story
-- must not be testable through a foreign key).
create function public.is_own_story(p_story_id uuid)
returns boolean
language sql
stable
as $$
  select p_story_id is null
    or exists (select 1 from public.stories s
               where s.id = p_story_id and s.user_id = (select auth.uid()))
$$;

-- ---------------------------------------------------------------------------------------------
-- word_statuses: one row per learner, language and dictionary form (ADR 0056). `word` is the
-- dictionary form; rows saved before statuses moved to dictionary forms were keyed by the form
-- the learner tapped ("zapatos") and carry lemma_checked = false until the learner's browser,
-- which holds the dictionaries' lemma data, folds each into its dictionary form through
-- relink_words(). Until then the reader still finds them by form, so no status is lost.
-- ---------------------------------------------------------------------------------------------
create table public.word_statuses (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  language text not null,
  word text not null,
  status text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  meaning text,
  note text,
  form text,
  sentence text,
  story_id uuid references public.stories (id) on delete set null,
  lemma_checked boolean not null default false,
  primary key (user_id, language, word),
  constraint word_statuses_language_check
    check (language = any (public.profile_target_languages())),
  -- A normalised word (@fabula/reading normalizeWord): no white space, at most 100 characters.
  constraint word_statuses_word_check check (char_length(word) between 1 and 100 and word !~ '\s'),
  constraint word_statuses_status_check check (status in ('new', 'learning', 'known', 'ignored')),
  constraint word_statuses_meaning_check
    check (meaning is null or public.is_plain_text(meaning, 500)),
  constraint word_statuses_note_check
    check (note is null or public.is_plain_text(note, 500, true)),
  constraint word_statuses_form_check
    check (form is null or public.is_normalized_word(form)),
  constraint word_statuses_sentence_check
    check (sentence is null or public.is_plain_text(sentence, 1000))
);

comment on table public.word_statuses is
  'A learner''s words by dictionary form: status, own meaning and note, where it was first met.';
comment on column public.word_statuses.word is
  'The dictionary form (lemma), normalised; rows with lemma_checked = false may still be a form.';
comment on column public.word_statuses.meaning is 'The learner''s own meaning (plain text, one line).';
comment on column public.word_statuses.note is 'The learner''s note (plain text, may span lines).';
comment on column public.word_statuses.form is 'The form the learner first marked (normalised).';
comment on column public.word_statuses.sentence is 'The sentence the word was first met in.';
comment on column public.word_statuses.lemma_checked is
  'True once the browser confirmed `word` is a dictionary form (or linked the row to one).';

create index word_statuses_user_language_status_idx
  on public.word_statuses (user_id, language, status);
create index word_statuses_story_idx on public.word_statuses (story_id) where story_id is not null;
create index word_statuses_user_updated_idx on public.word_statuses (user_id, updated_at desc);

create trigger word_statuses_set_timestamps
  before insert or update on public.word_statuses
  for each row execute function public.story_set_timestamps();

revoke all on table public.word_statuses from anon, authenticated;
grant select, insert, update, delete on table public.word_statuses to authenticated;
grant all on table public.word_statuses to service_role;

alter table public.word_statuses enable row level security;

create policy word_statuses_select_own on public.word_statuses
  for select to authenticated using (user_id = (select auth.uid()));

create policy word_statuses_select_staff on public.word_statuses
  for select to authenticated using ((select public.is_learning_staff()));

create policy word_statuses_insert_own on public.word_statuses
  for insert to authenticated
  with check (user_id = (select auth.uid()) and public.is_own_story(story_id));

create policy word_statuses_update_own on public.word_statuses
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and public.is_own_story(story_id));

create policy word_statuses_delete_own on public.word_statuses
  for delete to authenticated using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- word_forms: which dictionary form a word form belongs to, per learner
-- ---------------------------------------------------------------------------------------------
create table public.word_forms (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  language text not null,
  form text not null,
  lemma text not null,
  linked_by text not null default 'dictionary',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, language, form),
  constraint word_forms_language_check check (language = any (public.profile_target_languages())),
  constraint word_forms_form_check check (public.is_normalized_word(form)),
  constraint word_forms_lemma_check check (public.is_normalized_word(lemma)),
  constraint word_forms_linked_by_check check (linked_by in ('dictionary', 'learner'))
);

comment on table public.word_forms is
  'Form → dictionary form links: recorded from the dictionaries when a learner marks a form, or '
  'set by the learner (linked_by = learner). A learner''s link with lemma = form is an unlink: '
  'the form is a word of its own.';

create index word_forms_lemma_idx on public.word_forms (user_id, language, lemma);

-- ---------------------------------------------------------------------------------------------
-- Privileges and row-level security
-- ---------------------------------------------------------------------------------------------
revoke all on table public.word_forms from anon, authenticated;

grant select, insert, update, delete on table public.word_forms to authenticated;

grant all on table public.word_forms to service_role;

alter table public.word_forms enable row level security;

create policy word_forms_select_own on public.word_forms
  for select to authenticated using (user_id = (select auth.uid()));

create policy word_forms_select_staff on public.word_forms
  for select to authenticated using ((select public.is_learning_staff()));

create policy word_forms_insert_own on public.word_forms
  for insert to authenticated with check (user_id = (select auth.uid()));

create policy word_forms_update_own on public.word_forms
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy word_forms_delete_own on public.word_forms
  for delete to authenticated using (user_id = (select auth.uid()));

create trigger word_forms_set_timestamps
  before insert or update on public.word_forms
  for each row execute function public.story_set_timestamps();

-- What each form the learner has marked stands at: the dictionary forms themselves plus every
-- form linked to one. For readers of statuses by form (coverage of a new story, the library).
create view public.word_form_statuses
with (security_invoker = true)
as
select s.user_id, s.language, s.word, s.status
from public.word_statuses s
union all
select f.user_id, f.language, f.form as word, s.status
from public.word_forms f
join public.word_statuses s
  on s.user_id = f.user_id and s.language = f.language and s.word = f.lemma
where f.form <> f.lemma
  and not exists (
    select 1 from public.word_statuses own
    where own.user_id = f.user_id and own.language = f.language and own.word = f.form
  );

comment on view public.word_form_statuses is
  'Statuses by word form: dictionary forms and the forms linked to them.';

revoke all on public.word_form_statuses from anon, authenticated;

grant select on public.word_form_statuses to authenticated;

grant select on public.word_form_statuses to service_role;

-- ---------------------------------------------------------------------------------------------
-- phrases: adjacent words a learner saved together
-- ---------------------------------------------------------------------------------------------
create table public.phrases (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  language text not null,
  phrase text not null,
  text text not null,
  status text not null default 'learning',
  meaning text,
  note text,
  sentence text,
  story_id uuid references public.stories (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint phrases_key unique (user_id, language, phrase),
  constraint phrases_language_check check (language = any (public.profile_target_languages())),
  -- The normalised words joined by single spaces, 2 to 10 of them.
  constraint phrases_phrase_check
    check (char_length(phrase) between 3 and 200 and phrase ~ '^\S+( \S+){1,9}$'),
  constraint phrases_text_check check (public.is_plain_text(text, 200)),
  constraint phrases_status_check check (status in ('new', 'learning', 'known', 'ignored')),
  constraint phrases_meaning_check check (meaning is null or public.is_plain_text(meaning, 500)),
  constraint phrases_note_check check (note is null or public.is_plain_text(note, 500, true)),
  constraint phrases_sentence_check
    check (sentence is null or public.is_plain_text(sentence, 1000))
);

comment on table public.phrases is 'Multi-word phrases a learner saved, with status and meaning.';

comment on column public.phrases.phrase is
  'The phrase''s words, each normalised like @fabula/reading normalizeWord, joined by one space.';

comment on column public.phrases.text is 'The phrase as written where it was saved.';

create index phrases_user_updated_idx on public.phrases (user_id, updated_at desc);

create index phrases_story_idx on public.phrases (story_id) where story_id is not null;

alter table public.phrases enable row level security;

create policy phrases_select_own on public.phrases
  for select to authenticated using (user_id = (select auth.uid()));

create policy phrases_select_staff on public.phrases
  for select to authenticated using ((select public.is_learning_staff()));

create policy phrases_insert_own on public.phrases
  for insert to authenticated
  with check (user_id = (select auth.uid()) and public.is_own_story(story_id));

create policy phrases_update_own on public.phrases
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and public.is_own_story(story_id));

create policy phrases_delete_own on public.phrases
  for delete to authenticated using (user_id = (select auth.uid()));

create trigger phrases_set_timestamps
  before insert or update on public.phrases
  for each row execute function public.story_set_timestamps();
revoke all on table public.phrases from anon, authenticated;
grant select, insert, update, delete on table public.phrases to authenticated;
grant all on table public.phrases to service_role;

-- ---------------------------------------------------------------------------------------------
-- vocabulary_items: words and phrases as one list the browser pages, filters and sorts
-- ---------------------------------------------------------------------------------------------
create view public.vocabulary_items
with (security_invoker = true)
as
select
  'word:' || s.language || ':' || s.word as id,
  'word'::text as kind,
  s.user_id,
  s.language,
  s.word as term,
  coalesce(s.form, s.word) as text,
  s.status,
  s.meaning,
  s.note,
  s.sentence,
  s.story_id,
  st.title as story_title,
  (
    select string_agg(f.form, ' ' order by f.form)
    from public.word_forms f
    where f.user_id = s.user_id and f.language = s.language and f.lemma = s.word
      and f.form <> f.lemma
  ) as forms,
  s.created_at,
  s.updated_at
from public.word_statuses s
left join public.stories st on st.id = s.story_id
union all
select
  'phrase:' || p.language || ':' || p.phrase,
  'phrase',
  p.user_id,
  p.language,
  p.phrase,
  p.text,
  p.status,
  p.meaning,
  p.note,
  p.sentence,
  p.story_id,
  st.title,
  null,
  p.created_at,
  p.updated_at
from public.phrases p
left join public.stories st on st.id = p.story_id;

comment on view public.vocabulary_items is
  'A learner''s words (by dictionary form, with their linked forms) and phrases, for /vocabulary.';
revoke all on public.vocabulary_items from anon, authenticated;
grant select on public.vocabulary_items to authenticated;
grant select on public.vocabulary_items to service_role;

create function public.set_word_statuses(p_language text, p_entries jsonb)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_entry jsonb;
  v_form text;
  v_lemma text;
  v_own text;
begin
  if v_uid is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  if jsonb_typeof(p_entries) is distinct from 'array' or jsonb_array_length(p_entries) > 5000 then
    raise exception 'entries must be an array of at most 5000 objects' using errcode = '22023';
  end if;
  for v_entry in select value from jsonb_array_elements(p_entries) loop
    if jsonb_typeof(v_entry) is distinct from 'object' then
      raise exception 'each entry must be an object' using errcode = '22023';
    end if;
    v_form := v_entry ->> 'form';
    v_lemma := coalesce(nullif(v_entry ->> 'lemma', ''), v_form);
    -- The learner's own link (or unlink) wins over what the dictionary suggested.
    select lemma into v_own from public.word_forms
      where user_id = v_uid and language = p_language and form = v_form and linked_by = 'learner';
    if found then
      v_lemma := v_own;
    end if;
    perform public.fold_word_into_lemma(p_language, v_form, v_lemma);
    insert into public.word_statuses as w (
      user_id, language, word, status, form, sentence, story_id, lemma_checked
    ) values (
      v_uid, p_language, v_lemma, v_entry ->> 'status', v_form,
      nullif(v_entry ->> 'sentence', ''), (nullif(v_entry ->> 'story_id', ''))::uuid, true
    )
    on conflict (user_id, language, word) do update set
      status = excluded.status,
      form = coalesce(w.form, excluded.form),
      sentence = coalesce(w.sentence, excluded.sentence),
      story_id = coalesce(w.story_id, excluded.story_id),
      lemma_checked = true;
    if v_form is distinct from v_lemma then
      insert into public.word_forms as f (user_id, language, form, lemma, linked_by)
      values (v_uid, p_language, v_form, v_lemma, 'dictionary')
      on conflict (user_id, language, form) do update set lemma = excluded.lemma
        where f.linked_by = 'dictionary';
    end if;
  end loop;
end;
$$;

comment on function public.set_word_statuses(text, jsonb) is
  'Sets statuses by dictionary form: [{form, lemma?, status, sentence?, story_id?}].';

revoke all on function public.set_word_statuses(text, jsonb) from public, anon;

grant execute on function public.set_word_statuses(text, jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- save_word_details: the learner's own meaning and note of a word (empty clears them)
-- ---------------------------------------------------------------------------------------------
create function public.save_word_details(
  p_language text,
  p_form text,
  p_lemma text,
  p_meaning text,
  p_note text,
  p_status text default 'learning',
  p_sentence text default null,
  p_story_id uuid default null
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_lemma text := coalesce(nullif(p_lemma, ''), p_form);
  v_own text;
begin
  if v_uid is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  select lemma into v_own from public.word_forms
    where user_id = v_uid and language = p_language and form = p_form and linked_by = 'learner';
  if found then
    v_lemma := v_own;
  end if;
  perform public.fold_word_into_lemma(p_language, p_form, v_lemma);
  insert into public.word_statuses as w (
    user_id, language, word, status, meaning, note, form, sentence, story_id, lemma_checked
  ) values (
    v_uid, p_language, v_lemma, coalesce(p_status, 'learning'), nullif(btrim(p_meaning), ''),
    nullif(btrim(p_note), ''), p_form, nullif(p_sentence, ''), p_story_id, true
  )
  on conflict (user_id, language, word) do update set
    meaning = excluded.meaning,
    note = excluded.note,
    form = coalesce(w.form, excluded.form),
    sentence = coalesce(w.sentence, excluded.sentence),
    story_id = coalesce(w.story_id, excluded.story_id),
    lemma_checked = true;
  if p_form is distinct from v_lemma then
    insert into public.word_forms (user_id, language, form, lemma, linked_by)
    values (v_uid, p_language, p_form, v_lemma, 'dictionary')
    on conflict (user_id, language, form) do nothing;
  end if;
end;
$$;

comment on function public.save_word_details(text, text, text, text, text, text, text, uuid) is
  'Saves the learner''s own meaning and note of a word''s dictionary form.';

revoke all on function public.save_word_details(text, text, text, text, text, text, text, uuid)
  from public, anon;

grant execute on function public.save_word_details(text, text, text, text, text, text, text, uuid)
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- relink_words: the browser's answer for pre-lemma rows: [{word, lemma}, …] (at most 5,000).
-- ---------------------------------------------------------------------------------------------
create function public.relink_words(p_language text, p_links jsonb)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_link jsonb;
  v_word text;
  v_lemma text;
  v_folded integer := 0;
begin
  if v_uid is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  if jsonb_typeof(p_links) is distinct from 'array' or jsonb_array_length(p_links) > 5000 then
    raise exception 'links must be an array of at most 5000 objects' using errcode = '22023';
  end if;
  for v_link in select value from jsonb_array_elements(p_links) loop
    v_word := v_link ->> 'word';
    v_lemma := coalesce(nullif(v_link ->> 'lemma', ''), v_word);
    if v_word is null then
      raise exception 'each link needs a word' using errcode = '22023';
    end if;
    if v_lemma = v_word then
      update public.word_statuses set lemma_checked = true
        where user_id = v_uid and language = p_language and word = v_word;
    elsif exists (select 1 from public.word_statuses
                  where user_id = v_uid and language = p_language and word = v_word
                    and not lemma_checked) then
      perform public.fold_word_into_lemma(p_language, v_word, v_lemma);
      v_folded := v_folded + 1;
    end if;
  end loop;
  return v_folded;
end;
$$;

comment on function public.relink_words(text, jsonb) is
  'Folds pre-lemma rows into their dictionary forms; returns how many rows were folded.';

revoke all on function public.relink_words(text, jsonb) from public, anon;

grant execute on function public.relink_words(text, jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- set_vocabulary_status: one status for many words and phrases (the /vocabulary bulk action)
-- p_items: [{kind: word|phrase, language, term}, …] (at most 1,000).
-- ---------------------------------------------------------------------------------------------
create function public.set_vocabulary_status(p_items jsonb, p_status text)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_words integer;
  v_phrases integer;
begin
  if v_uid is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  if jsonb_typeof(p_items) is distinct from 'array' or jsonb_array_length(p_items) > 1000 then
    raise exception 'items must be an array of at most 1000 objects' using errcode = '22023';
  end if;
  if p_status is null or p_status not in ('new', 'learning', 'known', 'ignored') then
    raise exception 'unknown status' using errcode = '22023';
  end if;
  update public.word_statuses s set status = p_status
    from jsonb_array_elements(p_items) i
    where i.value ->> 'kind' = 'word' and s.user_id = v_uid
      and s.language = i.value ->> 'language' and s.word = i.value ->> 'term';
  get diagnostics v_words = row_count;
  update public.phrases p set status = p_status
    from jsonb_array_elements(p_items) i
    where i.value ->> 'kind' = 'phrase' and p.user_id = v_uid
      and p.language = i.value ->> 'language' and p.phrase = i.value ->> 'term';
  get diagnostics v_phrases = row_count;
  return v_words + v_phrases;
end;
$$;

comment on function public.set_vocabulary_status(jsonb, text) is
  'Sets one status on many of the caller''s words and phrases; returns how many changed.';

revoke all on function public.set_vocabulary_status(jsonb, text) from public, anon;

grant execute on function public.set_vocabulary_status(jsonb, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- import_vocabulary: all or nothing. Every row is checked first; any bad row answers 400 with
-- every problem as JSON in `details` ([{line, field, code}]) and nothing is written.
-- p_rows: [{line, kind, language, term, text?, status, meaning?, note?, sentence?}, …]
-- (at most 5,000). The browser's twin of these rules is VocabularyImportRowSchema in
-- @fabula/reading-api; a test proves both accept and refuse the same rows.
-- ---------------------------------------------------------------------------------------------
create function public.vocabulary_row_problems(p_row jsonb)
returns text[]
language sql
immutable
as $$
  select array_remove(array[
    case when jsonb_typeof(p_row) is distinct from 'object' then 'row' end,
    case when coalesce(p_row ->> 'kind', '') not in ('word', 'phrase') then 'kind' end,
    case when not coalesce(p_row ->> 'language' = any (public.profile_target_languages()), false)
      then 'language' end,
    case
      when p_row ->> 'kind' = 'phrase' and not coalesce(
        char_length(p_row ->> 'term') between 3 and 200 and (p_row ->> 'term') ~ '^\S+( \S+){1,9}$',
        false) then 'term'
      when coalesce(p_row ->> 'kind', '') <> 'phrase'
        and not coalesce(public.is_normalized_word(p_row ->> 'term'), false) then 'term'
    end,
    case when p_row ? 'text' and jsonb_typeof(p_row -> 'text') <> 'null'
      and not coalesce(public.is_plain_text(p_row ->> 'text', 200), false) then 'text' end,
    case when coalesce(p_row ->> 'status', '') not in ('new', 'learning', 'known', 'ignored')
      then 'status' end,
    case when p_row ? 'meaning' and jsonb_typeof(p_row -> 'meaning') <> 'null'
      and not coalesce(public.is_plain_text(p_row ->> 'meaning', 500), false) then 'meaning' end,
    case when p_row ? 'note' and jsonb_typeof(p_row -> 'note') <> 'null'
      and not coalesce(public.is_plain_text(p_row ->> 'note', 500, true), false) then 'note' end,
    case when p_row ? 'sentence' and jsonb_typeof(p_row -> 'sentence') <> 'null'
      and not coalesce(public.is_plain_text(p_row ->> 'sentence', 1000), false)
      then 'sentence' end
  ], null)
$$;

comment on function public.vocabulary_row_problems(jsonb) is
  'The fields of one import row that break the rules (empty when the row is good).';

create function public.import_vocabulary(p_rows jsonb)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_row jsonb;
  v_errors jsonb := '[]';
  v_field text;
  v_count integer := 0;
begin
  if v_uid is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  if jsonb_typeof(p_rows) is distinct from 'array' or jsonb_array_length(p_rows) > 5000 then
    raise exception 'rows must be an array of at most 5000 objects' using errcode = '22023';
  end if;
  for v_row in select value from jsonb_array_elements(p_rows) loop
    foreach v_field in array public.vocabulary_row_problems(v_row) loop
      v_errors := v_errors || jsonb_build_object(
        'line', case when jsonb_typeof(v_row -> 'line') = 'number' then v_row -> 'line' end,
        'field', v_field,
        'code', 'INVALID_FORMAT'
      );
    end loop;
  end loop;
  if jsonb_array_length(v_errors) > 0 then
    raise exception 'the import has bad lines' using errcode = '22023',
      detail = v_errors::text, hint = 'nothing was imported';
  end if;

  for v_row in select value from jsonb_array_elements(p_rows) loop
    if v_row ->> 'kind' = 'word' then
      insert into public.word_statuses as w (
        user_id, language, word, status, meaning, note, form, sentence, lemma_checked
      ) values (
        v_uid, v_row ->> 'language', v_row ->> 'term', v_row ->> 'status',
        nullif(v_row ->> 'meaning', ''), nullif(v_row ->> 'note', ''), v_row ->> 'term',
        nullif(v_row ->> 'sentence', ''), false
      )
      on conflict (user_id, language, word) do update set
        status = excluded.status,
        meaning = coalesce(excluded.meaning, w.meaning),
        note = coalesce(excluded.note, w.note),
        sentence = coalesce(w.sentence, excluded.sentence);
    else
      insert into public.phrases as p (
        user_id, language, phrase, text, status, meaning, note, sentence
      ) values (
        v_uid, v_row ->> 'language', v_row ->> 'term',
        coalesce(nullif(v_row ->> 'text', ''), v_row ->> 'term'), v_row ->> 'status',
        nullif(v_row ->> 'meaning', ''), nullif(v_row ->> 'note', ''),
        nullif(v_row ->> 'sentence', '')
      )
      on conflict (user_id, language, phrase) do update set
        status = excluded.status,
        meaning = coalesce(excluded.meaning, p.meaning),
        note = coalesce(excluded.note, p.note),
        sentence = coalesce(p.sentence, excluded.sentence);
    end if;
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

comment on function public.import_vocabulary(jsonb) is
  'Imports words and phrases, all or nothing; bad rows answer 400 with [{line, field, code}].';

revoke all on function public.import_vocabulary(jsonb) from public, anon;

grant execute on function public.import_vocabulary(jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- fold_word_into_lemma: a pre-lemma row keyed by a form moves into its dictionary form (the newest
-- status wins), keeping the form's review card (31_review.sql) when the dictionary form has none.
-- ---------------------------------------------------------------------------------------------
create function public.fold_word_into_lemma(p_language text, p_form text, p_lemma text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_old public.word_statuses%rowtype;
begin
  if p_form = p_lemma then
    return;
  end if;
  select * into v_old from public.word_statuses
    where user_id = v_uid and language = p_language and word = p_form and not lemma_checked
    for update;
  if not found then
    return;
  end if;
  if exists (select 1 from public.word_statuses
             where user_id = v_uid and language = p_language and word = p_lemma) then
    update public.word_statuses w set
      status = case when w.updated_at >= v_old.updated_at then w.status else v_old.status end,
      meaning = coalesce(w.meaning, v_old.meaning),
      note = coalesce(w.note, v_old.note),
      form = coalesce(w.form, v_old.form),
      sentence = coalesce(w.sentence, v_old.sentence),
      story_id = coalesce(w.story_id, v_old.story_id),
      lemma_checked = true
    where w.user_id = v_uid and w.language = p_language and w.word = p_lemma;
    if not exists (select 1 from public.review_cards
                   where user_id = v_uid and language = p_language and word = p_lemma) then
      update public.review_cards set word = p_lemma
        where user_id = v_uid and language = p_language and word = p_form;
    end if;
    delete from public.word_statuses
      where user_id = v_uid and language = p_language and word = p_form;
  else
    update public.word_statuses set word = p_lemma, lemma_checked = true
      where user_id = v_uid and language = p_language and word = p_form;
  end if;
  insert into public.word_forms (user_id, language, form, lemma, linked_by)
  values (v_uid, p_language, p_form, p_lemma, 'dictionary')
  on conflict (user_id, language, form) do nothing;
end;
$$;

comment on function public.fold_word_into_lemma(text, text, text) is
  'Moves a pre-lemma row keyed by a form into its dictionary form (newest status wins).';

revoke all on function public.fold_word_into_lemma(text, text, text) from public, anon;

grant execute on function public.fold_word_into_lemma(text, text, text) to authenticated;

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

revoke all on table public.word_meaning_cache from anon, authenticated;

-- Selectable so the staff policies can work; learners match no policy and see no rows.
grant select on table public.word_meaning_cache to authenticated;

grant all on table public.word_meaning_cache to service_role;

alter table public.word_meaning_cache enable row level security;

create policy word_meaning_cache_select_staff on public.word_meaning_cache
  for select to authenticated using ((select public.is_learning_staff()));

create trigger word_meaning_cache_set_created_at
  before insert on public.word_meaning_cache
  for each row execute function public.story_set_created_at();

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

alter table public.word_meaning_requests enable row level security;

create policy word_meaning_requests_select_staff on public.word_meaning_requests
  for select to authenticated using ((select public.is_learning_staff()));

create trigger word_meaning_requests_set_created_at
  before insert on public.word_meaning_requests
  for each row execute function public.story_set_created_at();
revoke all on table public.word_meaning_requests from anon, authenticated;
grant select on table public.word_meaning_requests to authenticated;
grant all on table public.word_meaning_requests to service_role;
