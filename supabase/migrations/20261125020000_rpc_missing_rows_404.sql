-- A missing row is the caller's mistake, not the server's: save_generated_story() and
-- submit_story_test() raised P0002 (no_data_found) for an unknown story or request, which
-- PostgREST maps to 500. They now raise PT404, which PostgREST answers as 404 (a PTxyz SQLSTATE
-- sets the HTTP status to xyz). The bodies are otherwise those of 20261122190000_stories.sql;
-- CREATE OR REPLACE keeps the functions' owner, grants and comments.

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

create or replace function public.submit_story_test(p_story_id uuid, p_answers jsonb)
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
