-- Honest library stories (issue 15 item 1): what a served story differs in from the request is
-- stored with the story, so the reader can say "you asked for a mystery; this is a fantasy story".
-- Design notes: docs/decisions/0059-honest-library-stories-and-imports.md.
--
-- The list is GeneratedStory.differences of @fabula/story-engine: at most one entry per field,
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

alter table public.stories
  add column request_differences jsonb not null default '[]',
  add constraint stories_request_differences_check
    check (public.story_request_differences_valid(request_differences));

comment on column public.stories.request_differences is
  'What the story differs in from the request ({field, asked, got}); empty when it is what was '
  'asked. The Fabula library serves its closest unread story; a writing provider reports none.';

-- save_generated_story(): the body of 20261122190000_stories.sql plus request_differences, and a
-- missing request answered as PT404 (PostgREST's 404, as the RPC hardening migration does).
-- CREATE OR REPLACE keeps the function's owner, grants and comment.
create or replace function public.save_generated_story(p_request_id uuid, p_story jsonb)
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
