-- Lessons and learner progress (issue 17, PRODUCT.md §3). The lesson content format is
-- @fabula/lessons-api's LessonSchema (ADR 0042); the lessons table stores it and checks it again
-- in the database, so no half-written lesson is stored even when the browser is bypassed.
-- Design notes: docs/decisions/0047-lessons-in-the-database.md.
-- The lessons Fabula ships reach the table through the content sync (supabase/README.md), not
-- through this schema.

-- ---------------------------------------------------------------------------------------------
-- Allowed values. The TypeScript twins are LESSON_TOPICS and LESSON_LIMITS in
-- @fabula/lessons-api; its integration test checks that both sides agree.
-- ---------------------------------------------------------------------------------------------
create function public.lesson_topics()
returns text[]
language sql
immutable
parallel safe
as $$
  select array[
    'grammar:to-be', 'grammar:articles', 'grammar:gender-number', 'grammar:adjectives',
    'grammar:pronouns', 'grammar:possessives', 'grammar:present-tense', 'grammar:past-tense',
    'grammar:future', 'grammar:conditional', 'grammar:subjunctive', 'grammar:imperative',
    'grammar:reflexive-verbs', 'grammar:modal-verbs', 'grammar:comparison',
    'grammar:prepositions', 'grammar:cases', 'grammar:questions', 'grammar:negation',
    'grammar:word-order', 'grammar:subordinate-clauses', 'grammar:relative-clauses',
    'grammar:passive', 'grammar:reported-speech',
    'vocabulary:greetings', 'vocabulary:people', 'vocabulary:family', 'vocabulary:numbers',
    'vocabulary:time', 'vocabulary:food', 'vocabulary:shopping', 'vocabulary:home',
    'vocabulary:daily-routine', 'vocabulary:work', 'vocabulary:travel', 'vocabulary:city',
    'vocabulary:health', 'vocabulary:weather', 'vocabulary:hobbies', 'vocabulary:feelings',
    'vocabulary:nature', 'vocabulary:news'
  ]::text[]
$$;

comment on function public.lesson_topics() is
  'Lesson topics (LESSON_TOPICS of @fabula/lessons-api).';

-- 1–3 distinct topics of the list (a CHECK constraint cannot hold the subquery itself).
create function public.lesson_topics_valid(p_topics text[])
returns boolean
language sql
immutable
parallel safe
as $$
  select cardinality(p_topics) between 1 and 3
    and array_ndims(p_topics) = 1
    and p_topics <@ public.lesson_topics()
    and cardinality(p_topics) = (select count(distinct topic) from unnest(p_topics) as topic)
$$;

-- ---------------------------------------------------------------------------------------------
-- The content checks. Each returns NULL when the value is valid, else the first problem as
-- "<path>: <message>" (the path as valibot's dot path), so the error an author sees names the
-- field. They mirror LessonSchema rule by rule; parseLessonMarkdown is mirrored line by line.
-- ---------------------------------------------------------------------------------------------

-- The comparison form of answers (normalizeAnswer): NFC, typographic apostrophes as ', runs of
-- white space as one space, trimmed, lower case.
create function public.lesson_normalize_answer(p_text text)
returns text
language sql
immutable
parallel safe
as $$
  select lower(btrim(regexp_replace(
    translate(normalize(p_text, NFC), E'\u2018\u2019\u02bc', $q$'''$q$),
    '\s+', ' ', 'g'
  )))
$$;

-- Whether the JSON array holds strings that are distinct in comparison form.
create function public.lesson_distinct_texts(p_values jsonb)
returns boolean
language sql
immutable
parallel safe
as $$
  select count(*) = count(distinct public.lesson_normalize_answer(value))
  from jsonb_array_elements_text(p_values) as value
$$;

-- One line of plain text: a non-empty string, no surrounding white space, no control
-- characters, at most p_max characters.
create function public.lesson_plain_problem(p_value jsonb, p_path text, p_max integer)
returns text
language sql
immutable
parallel safe
as $$
  select case
    when p_value is null or jsonb_typeof(p_value) <> 'string'
      then p_path || ': must be a string'
    when p_value #>> '{}' = '' or p_value #>> '{}' ~ '^\s' or p_value #>> '{}' ~ '\s$'
      then p_path || ': must not be empty or begin or end with white space'
    when p_value #>> '{}' ~ '[\u0001-\u001f\u007f]'
      then p_path || ': must be one line without control characters'
    when char_length(p_value #>> '{}') > p_max
      then p_path || ': must be at most ' || p_max || ' characters'
  end
$$;

-- Text in the Markdown subset of lesson explanations (parseLessonMarkdown).
create function public.lesson_markdown_problem(p_value jsonb, p_path text, p_max integer)
returns text
language plpgsql
immutable
parallel safe
as $$
declare
  v_text text;
  v_line text;
  v_number integer := 0;
  v_inline text;
  v_group_lines integer := 0;
  v_group_bullets integer := 0;
  v_group_start integer := 0;
begin
  if p_value is null or jsonb_typeof(p_value) <> 'string' then
    return p_path || ': must be a string';
  end if;
  v_text := p_value #>> '{}';
  if v_text !~ '\S' then
    return p_path || ': must not be empty';
  end if;
  if char_length(v_text) > p_max then
    return p_path || ': must be at most ' || p_max || ' characters';
  end if;
  -- A trailing empty string closes the last group, as the end of the text does.
  foreach v_line in array regexp_split_to_array(v_text, E'\r?\n') || array['']::text[] loop
    v_number := v_number + 1;
    v_line := regexp_replace(v_line, '\s+$', '');
    if v_line = '' then
      if v_group_bullets > 0 and v_group_bullets <> v_group_lines then
        return p_path || ': line ' || v_group_start
          || ': separate a list from a paragraph with a blank line';
      end if;
      v_group_lines := 0;
      v_group_bullets := 0;
      continue;
    end if;
    if v_line ~ '<' then
      return p_path || ': line ' || v_number || ': raw HTML is not allowed (no "<")';
    elsif v_line ~ '\]\(|!\[|\]\[|^\[[^\]]*\]:' then
      return p_path || ': line ' || v_number || ': links and images are not allowed';
    elsif v_line ~* '://|\ywww\.' then
      return p_path || ': line ' || v_number || ': links are not allowed';
    elsif v_line ~ '^#' then
      return p_path || ': line ' || v_number || ': headings are not allowed (use a section title)';
    elsif v_line ~ '^>' then
      return p_path || ': line ' || v_number || ': block quotes are not allowed';
    elsif v_line ~ '^[*+]\s' then
      return p_path || ': line ' || v_number || ': list items start with "- "';
    elsif v_line ~ '^\d+[.)]\s' then
      return p_path || ': line ' || v_number
        || ': numbered lists are not allowed (use "- " items)';
    elsif v_line ~ '^\s+\S' then
      return p_path || ': line ' || v_number
        || ': indented lines are not allowed (no nested lists or code blocks)';
    elsif v_line ~ '^(?:[-=_*]\s*){3,}$' then
      return p_path || ': line ' || v_number
        || ': horizontal rules and underlined headings are not allowed';
    elsif v_line ~ '\|' then
      return p_path || ': line ' || v_number || ': tables are not allowed (no "|")';
    elsif v_line ~ '`' then
      return p_path || ': line ' || v_number || ': code is not allowed (no backticks)';
    elsif v_line ~ '_' then
      return p_path || ': line ' || v_number || ': underscores are not allowed (italic is *text*)';
    elsif v_line ~ '\\' then
      return p_path || ': line ' || v_number || ': backslash escapes are not allowed';
    elsif v_line ~* '&#?[a-z0-9]+;' then
      return p_path || ': line ' || v_number || ': HTML entities are not allowed';
    elsif v_line ~ '~~' then
      return p_path || ': line ' || v_number || ': strike-through is not allowed';
    elsif v_line ~ '^-\s*$' then
      return p_path || ': line ' || v_number || ': a list item needs text';
    end if;
    v_inline := case when v_line like '- %' then btrim(substr(v_line, 3)) else v_line end;
    if v_inline !~ '^(?:[^*]|\*\*[^*\s](?:[^*]*[^*\s])?\*\*|\*[^*\s](?:[^*]*[^*\s])?\*)*$' then
      return p_path || ': line ' || v_number
        || ': bold is **text** and italic is *text*, closed on the same line, not nested, '
        || 'no other asterisks';
    end if;
    if v_group_lines = 0 then
      v_group_start := v_number;
    end if;
    v_group_lines := v_group_lines + 1;
    if v_line like '- %' then
      v_group_bullets := v_group_bullets + 1;
    end if;
  end loop;
  return null;
end;
$$;

-- Keys of a JSON object outside the allowed ones, or required ones missing (strict objects).
create function public.lesson_keys_problem(
  p_value jsonb, p_path text, p_required text[], p_optional text[]
)
returns text
language sql
immutable
parallel safe
as $$
  select case
    when p_value is null or jsonb_typeof(p_value) <> 'object' then p_path || ': must be an object'
    else (
      select coalesce(
        (select p_path || '.' || k || ': is not a known field'
           from jsonb_object_keys(p_value) as k
          where k <> all (p_required || p_optional) limit 1),
        (select p_path || '.' || k || ': is required'
           from unnest(p_required) as k
          where not p_value ? k limit 1)
      )
    )
  end
$$;

-- A JSON array of p_min..p_max elements.
create function public.lesson_array_problem(
  p_value jsonb, p_path text, p_min integer, p_max integer
)
returns text
language sql
immutable
parallel safe
as $$
  select case
    when p_value is null or jsonb_typeof(p_value) <> 'array' then p_path || ': must be an array'
    when jsonb_array_length(p_value) < p_min
      then p_path || ': must have at least ' || p_min || ' items'
    when jsonb_array_length(p_value) > p_max
      then p_path || ': must have at most ' || p_max || ' items'
  end
$$;

-- An array of one-line plain texts (options, chunks, spellings).
create function public.lesson_texts_problem(
  p_value jsonb, p_path text, p_min integer, p_max integer, p_length integer
)
returns text
language sql
immutable
parallel safe
as $$
  select coalesce(
    public.lesson_array_problem(p_value, p_path, p_min, p_max),
    (select public.lesson_plain_problem(e.value, p_path || '.' || (e.i - 1), p_length)
       from jsonb_array_elements(p_value) with ordinality as e (value, i)
      where public.lesson_plain_problem(e.value, p_path || '.' || (e.i - 1), p_length) is not null
      order by e.i limit 1)
  )
$$;

-- One section of a lesson (LessonSectionSchema), at index p_index.
create function public.lesson_section_problem(p_section jsonb, p_index integer)
returns text
language plpgsql
immutable
parallel safe
as $$
declare
  v_path text := 'sections.' || p_index;
  v_problem text;
  v_kind text := p_section ->> 'kind';
  v_type text := p_section ->> 'type';
  v_item jsonb;
  v_i integer;
  v_j integer;
  v_gaps integer;
  v_text text;
  v_order jsonb;
  v_answer_sorted text[];
begin
  if jsonb_typeof(p_section) is distinct from 'object' then
    return v_path || ': must be an object';
  end if;
  if v_kind = 'explanation' then
    v_problem := coalesce(
      public.lesson_keys_problem(p_section, v_path, array['kind', 'body'], array['title']),
      case when p_section ? 'title'
        then public.lesson_plain_problem(p_section -> 'title', v_path || '.title', 80) end,
      public.lesson_markdown_problem(p_section -> 'body', v_path || '.body', 2000)
    );
    return v_problem;
  elsif v_kind = 'examples' then
    v_problem := coalesce(
      public.lesson_keys_problem(p_section, v_path, array['kind', 'items'], array['title']),
      case when p_section ? 'title'
        then public.lesson_plain_problem(p_section -> 'title', v_path || '.title', 80) end,
      public.lesson_array_problem(p_section -> 'items', v_path || '.items', 1, 12)
    );
    if v_problem is not null then return v_problem; end if;
    for v_item, v_i in
      select value, ordinality - 1 from jsonb_array_elements(p_section -> 'items') with ordinality
    loop
      v_problem := coalesce(
        public.lesson_keys_problem(v_item, v_path || '.items.' || v_i,
          array['text', 'translation'], array[]::text[]),
        public.lesson_plain_problem(v_item -> 'text', v_path || '.items.' || v_i || '.text', 300),
        public.lesson_plain_problem(v_item -> 'translation',
          v_path || '.items.' || v_i || '.translation', 300)
      );
      if v_problem is not null then return v_problem; end if;
    end loop;
    return null;
  elsif v_kind = 'vocabulary' then
    v_problem := coalesce(
      public.lesson_keys_problem(p_section, v_path, array['kind', 'items'], array['title']),
      case when p_section ? 'title'
        then public.lesson_plain_problem(p_section -> 'title', v_path || '.title', 80) end,
      public.lesson_array_problem(p_section -> 'items', v_path || '.items', 1, 24)
    );
    if v_problem is not null then return v_problem; end if;
    for v_item, v_i in
      select value, ordinality - 1 from jsonb_array_elements(p_section -> 'items') with ordinality
    loop
      v_problem := coalesce(
        public.lesson_keys_problem(v_item, v_path || '.items.' || v_i,
          array['word', 'meaning'], array['lemma', 'note']),
        public.lesson_plain_problem(v_item -> 'word', v_path || '.items.' || v_i || '.word', 60),
        case when v_item ? 'lemma' then public.lesson_plain_problem(v_item -> 'lemma',
          v_path || '.items.' || v_i || '.lemma', 60) end,
        public.lesson_plain_problem(v_item -> 'meaning',
          v_path || '.items.' || v_i || '.meaning', 120),
        case when v_item ? 'note' then public.lesson_plain_problem(v_item -> 'note',
          v_path || '.items.' || v_i || '.note', 200) end
      );
      if v_problem is not null then return v_problem; end if;
    end loop;
    if not public.lesson_distinct_texts(
      (select jsonb_agg(i -> 'word') from jsonb_array_elements(p_section -> 'items') as i)
    ) then
      return v_path || '.items: words must be distinct';
    end if;
    return null;
  elsif v_kind <> 'exercise' or v_kind is null then
    return v_path || '.kind: must be explanation, examples, vocabulary or exercise';
  end if;

  -- Exercises: instruction and feedback are shared by every type.
  v_problem := case v_type
    when 'multiple_choice' then public.lesson_keys_problem(p_section, v_path,
      array['kind', 'type', 'instruction', 'questions'], array['explanation'])
    when 'cloze' then public.lesson_keys_problem(p_section, v_path,
      array['kind', 'type', 'instruction', 'items'], array['explanation'])
    when 'matching' then public.lesson_keys_problem(p_section, v_path,
      array['kind', 'type', 'instruction', 'pairs'], array['explanation'])
    when 'ordering' then public.lesson_keys_problem(p_section, v_path,
      array['kind', 'type', 'instruction', 'items'], array['explanation'])
    else v_path || '.type: must be multiple_choice, cloze, matching or ordering'
  end;
  v_problem := coalesce(
    v_problem,
    public.lesson_plain_problem(p_section -> 'instruction', v_path || '.instruction', 200),
    case when p_section ? 'explanation' then public.lesson_markdown_problem(
      p_section -> 'explanation', v_path || '.explanation', 600) end
  );
  if v_problem is not null then return v_problem; end if;

  if v_type = 'multiple_choice' then
    v_problem := public.lesson_array_problem(p_section -> 'questions', v_path || '.questions', 1, 8);
    if v_problem is not null then return v_problem; end if;
    for v_item, v_i in
      select value, ordinality - 1
        from jsonb_array_elements(p_section -> 'questions') with ordinality
    loop
      v_text := v_path || '.questions.' || v_i;
      v_problem := coalesce(
        public.lesson_keys_problem(v_item, v_text, array['prompt', 'options', 'answer'],
          array[]::text[]),
        public.lesson_plain_problem(v_item -> 'prompt', v_text || '.prompt', 300),
        public.lesson_texts_problem(v_item -> 'options', v_text || '.options', 2, 5, 120),
        case when not public.lesson_distinct_texts(v_item -> 'options')
          then v_text || '.options: options must be distinct, so exactly one is right' end,
        -- jsonpath and jsonb comparisons instead of casts: nothing here can raise.
        case when not jsonb_path_exists(v_item,
                 '$.answer ? (@.type() == "number" && @ >= 0 && @.floor() == @)')
          then v_text || '.answer: must be a whole number from 0'
          when (v_item -> 'answer') >= to_jsonb(jsonb_array_length(v_item -> 'options'))
          then v_text || '.answer: answer must be the index of one of the options' end
      );
      if v_problem is not null then return v_problem; end if;
    end loop;
  elsif v_type = 'cloze' then
    v_problem := public.lesson_array_problem(p_section -> 'items', v_path || '.items', 1, 8);
    if v_problem is not null then return v_problem; end if;
    for v_item, v_i in
      select value, ordinality - 1 from jsonb_array_elements(p_section -> 'items') with ordinality
    loop
      v_text := v_path || '.items.' || v_i;
      v_problem := coalesce(
        public.lesson_keys_problem(v_item, v_text, array['text', 'answers'], array['hint']),
        public.lesson_plain_problem(v_item -> 'text', v_text || '.text', 300),
        case when v_item ? 'hint'
          then public.lesson_plain_problem(v_item -> 'hint', v_text || '.hint', 120) end,
        public.lesson_array_problem(v_item -> 'answers', v_text || '.answers', 1, 6)
      );
      if v_problem is not null then return v_problem; end if;
      for v_j in 0 .. jsonb_array_length(v_item -> 'answers') - 1 loop
        v_problem := coalesce(
          public.lesson_texts_problem(v_item -> 'answers' -> v_j,
            v_text || '.answers.' || v_j, 1, 5, 120),
          case when not public.lesson_distinct_texts(v_item -> 'answers' -> v_j)
            then v_text || '.answers.' || v_j || ': accepted spellings must be distinct' end
        );
        if v_problem is not null then return v_problem; end if;
      end loop;
      if v_item ->> 'text' ~ '_{4,}' then
        return v_text || '.text: a gap is exactly three underscores';
      end if;
      v_gaps := (char_length(v_item ->> 'text')
        - char_length(replace(v_item ->> 'text', '___', ''))) / 3;
      if v_gaps <> jsonb_array_length(v_item -> 'answers') then
        return v_text || '.answers: answers must list accepted spellings for each ___ gap, in order';
      end if;
    end loop;
  elsif v_type = 'matching' then
    v_problem := public.lesson_array_problem(p_section -> 'pairs', v_path || '.pairs', 3, 8);
    if v_problem is not null then return v_problem; end if;
    for v_item, v_i in
      select value, ordinality - 1 from jsonb_array_elements(p_section -> 'pairs') with ordinality
    loop
      v_text := v_path || '.pairs.' || v_i;
      v_problem := coalesce(
        public.lesson_keys_problem(v_item, v_text, array['left', 'right'], array[]::text[]),
        public.lesson_plain_problem(v_item -> 'left', v_text || '.left', 120),
        public.lesson_plain_problem(v_item -> 'right', v_text || '.right', 120)
      );
      if v_problem is not null then return v_problem; end if;
    end loop;
    if not public.lesson_distinct_texts(
      (select jsonb_agg(p -> 'left') from jsonb_array_elements(p_section -> 'pairs') as p)
    ) then
      return v_path || '.pairs: left sides must be distinct';
    end if;
    if not public.lesson_distinct_texts(
      (select jsonb_agg(p -> 'right') from jsonb_array_elements(p_section -> 'pairs') as p)
    ) then
      return v_path || '.pairs: right sides must be distinct';
    end if;
  elsif v_type = 'ordering' then
    v_problem := public.lesson_array_problem(p_section -> 'items', v_path || '.items', 1, 6);
    if v_problem is not null then return v_problem; end if;
    for v_item, v_i in
      select value, ordinality - 1 from jsonb_array_elements(p_section -> 'items') with ordinality
    loop
      v_text := v_path || '.items.' || v_i;
      v_problem := coalesce(
        public.lesson_keys_problem(v_item, v_text, array['answer', 'translation'],
          array['alsoAccepted']),
        public.lesson_texts_problem(v_item -> 'answer', v_text || '.answer', 2, 14, 40),
        public.lesson_plain_problem(v_item -> 'translation', v_text || '.translation', 300),
        case when v_item ? 'alsoAccepted' then public.lesson_array_problem(
          v_item -> 'alsoAccepted', v_text || '.alsoAccepted', 1, 4) end
      );
      if v_problem is not null then return v_problem; end if;
      if (select count(distinct c) from jsonb_array_elements_text(v_item -> 'answer') as c) < 2
      then
        return v_text || '.answer: needs at least two different chunks to put in order';
      end if;
      v_answer_sorted := array(
        select c from jsonb_array_elements_text(v_item -> 'answer') as c order by c collate "C"
      );
      for v_order, v_j in
        select value, ordinality - 1
          from jsonb_array_elements(coalesce(v_item -> 'alsoAccepted', '[]')) with ordinality
      loop
        v_problem := public.lesson_texts_problem(v_order, v_text || '.alsoAccepted.' || v_j,
          2, 14, 40);
        if v_problem is not null then return v_problem; end if;
        if array(select c from jsonb_array_elements_text(v_order) as c order by c collate "C")
           is distinct from v_answer_sorted then
          return v_text || '.alsoAccepted: each accepted order must use exactly the chunks of answer';
        end if;
      end loop;
      if not public.lesson_distinct_texts((
        select jsonb_agg(o.joined)
          from (select (select string_agg(c, ' ' order by n)
                          from jsonb_array_elements_text(v.value) with ordinality as x (c, n))
                       as joined
                  from jsonb_array_elements(
                    jsonb_build_array(v_item -> 'answer')
                    || coalesce(v_item -> 'alsoAccepted', '[]')) as v) as o
      )) then
        return v_text || '.alsoAccepted: accepted orders must differ from answer and from each other';
      end if;
    end loop;
  end if;
  return null;
end;
$$;

-- The sections of a lesson: 4–10 valid sections with at least one explanation, one set of
-- examples and two exercises.
create function public.lesson_sections_problem(p_sections jsonb)
returns text
language plpgsql
immutable
parallel safe
as $$
declare
  v_problem text := public.lesson_array_problem(p_sections, 'sections', 4, 10);
  v_section jsonb;
  v_i integer;
begin
  if v_problem is not null then return v_problem; end if;
  for v_section, v_i in
    select value, ordinality - 1 from jsonb_array_elements(p_sections) with ordinality
  loop
    v_problem := public.lesson_section_problem(v_section, v_i);
    if v_problem is not null then return v_problem; end if;
  end loop;
  if not jsonb_path_exists(p_sections, '$[*] ? (@.kind == "explanation")') then
    return 'sections: a lesson needs at least one explanation section';
  end if;
  if not jsonb_path_exists(p_sections, '$[*] ? (@.kind == "examples")') then
    return 'sections: a lesson needs at least one examples section';
  end if;
  if jsonb_array_length(jsonb_path_query_array(p_sections, '$[*] ? (@.kind == "exercise")')) < 2
  then
    return 'sections: a lesson needs at least two exercises';
  end if;
  return null;
end;
$$;

comment on function public.lesson_sections_problem(jsonb) is
  'NULL when the sections are valid lesson content (LessonSchema), else the first problem.';

-- Server-controlled columns and the content check, with an error that names the field. The id,
-- language and level never change: another level is a duplicate (duplicate_lesson).
create function public.lessons_before_write()
returns trigger
language plpgsql
as $$
declare
  v_problem text;
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.author_id := coalesce(auth.uid(), new.author_id);
  else
    if new.id <> old.id or new.language <> old.language or new.level <> old.level then
      raise exception 'a lesson keeps its id, language and level'
        using errcode = '22023', hint = 'duplicate the lesson to another level instead';
    end if;
    new.created_at := old.created_at;
    new.author_id := old.author_id;
  end if;
  new.updated_at := now();
  if new.status = 'published' and (tg_op = 'INSERT' or old.status <> 'published') then
    new.published_at := now();
  elsif new.status = 'draft' then
    new.published_at := null;
  else
    new.published_at := old.published_at;
  end if;
  v_problem := public.lesson_sections_problem(new.sections);
  if v_problem is not null then
    raise exception 'lesson content is invalid'
      using errcode = '23514', detail = v_problem, hint = 'LESSON_INVALID';
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- lessons
-- ---------------------------------------------------------------------------------------------
create table public.lessons (
  id text primary key,
  language text not null,
  translation_language text not null,
  level text not null,
  sub_level smallint not null,
  -- "order" in the content format; a reserved word in SQL.
  position smallint not null,
  title text not null,
  summary text not null,
  topics text[] not null,
  estimated_minutes smallint not null,
  sections jsonb not null,
  status text not null default 'draft',
  author_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  published_at timestamptz,
  constraint lessons_id_check check (
    id ~ '^[a-z]{2}-(a1|a2|b1|b2|c1|c2)-[a-z0-9]+(-[a-z0-9]+)*$' and char_length(id) <= 80
  ),
  constraint lessons_id_prefix_check
    check (starts_with(id, language || '-' || lower(level) || '-')),
  constraint lessons_language_check check (language = any (public.profile_target_languages())),
  constraint lessons_translation_language_check
    check (translation_language in ('en', 'es') and translation_language <> language),
  constraint lessons_level_check check (level = any (public.cefr_levels())),
  constraint lessons_sub_level_check check (sub_level between 1 and 3),
  constraint lessons_position_check check (position between 1 and 999),
  constraint lessons_title_check check (
    public.lesson_plain_problem(to_jsonb(title), 'title', 80) is null
  ),
  constraint lessons_summary_check check (
    public.lesson_plain_problem(to_jsonb(summary), 'summary', 300) is null
  ),
  constraint lessons_topics_check check (public.lesson_topics_valid(topics)),
  constraint lessons_estimated_minutes_check check (estimated_minutes between 3 and 60),
  constraint lessons_status_check check (status in ('draft', 'published')),
  constraint lessons_published_at_check check ((status = 'published') = (published_at is not null)),
  -- Deferred, so a reorder may swap two positions inside one statement or transaction.
  constraint lessons_position_key unique (language, level, position) deferrable initially deferred
);

comment on table public.lessons is
  'Lessons (LessonSchema of @fabula/lessons-api); sections are validated JSON.';

comment on column public.lessons.position is 'Order within the lessons of one language and level.';

comment on column public.lessons.author_id is
  'Who created the lesson; NULL for the lessons Fabula ships.';

create index lessons_catalog_idx on public.lessons (language, level, position)
  where status = 'published';

create index lessons_author_idx on public.lessons (author_id);

create trigger lessons_before_write
  before insert or update on public.lessons
  for each row execute function public.lessons_before_write();

-- ---------------------------------------------------------------------------------------------
-- Privileges and row-level security (PRODUCT.md §2: learners read published lessons of any
-- language; superadmin, admin and manager write them; cashiers do neither).
-- ---------------------------------------------------------------------------------------------
revoke all on table public.lessons from anon, authenticated;

grant select, insert, update, delete on table public.lessons to authenticated;

grant all on table public.lessons to service_role;

alter table public.lessons enable row level security;

create policy lessons_select_published on public.lessons
  for select to authenticated using (status = 'published');

create policy lessons_select_staff on public.lessons
  for select to authenticated using ((select public.is_learning_staff()));

create policy lessons_insert_staff on public.lessons
  for insert to authenticated with check ((select public.is_learning_staff()));

create policy lessons_update_staff on public.lessons
  for update to authenticated
  using ((select public.is_learning_staff())) with check ((select public.is_learning_staff()));

-- Published lessons carry learners' progress: unpublish first, then delete.
create policy lessons_delete_staff on public.lessons
  for delete to authenticated using ((select public.is_learning_staff()) and status = 'draft');

-- ---------------------------------------------------------------------------------------------
-- lesson_progress: one row per learner and lesson they opened
-- ---------------------------------------------------------------------------------------------
create table public.lesson_progress (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  lesson_id text not null references public.lessons (id) on delete cascade,
  -- Index of the furthest section the learner opened (0-based).
  section_reached smallint not null default 0,
  -- Per exercise section index: {"correct": n, "total": m} of the learner's last check.
  exercise_results jsonb not null default '{}',
  started_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  primary key (user_id, lesson_id),
  constraint lesson_progress_section_check check (section_reached between 0 and 9),
  constraint lesson_progress_results_check check (jsonb_typeof(exercise_results) = 'object')
);

comment on table public.lesson_progress is
  'How far each learner got in each lesson: section reached, exercise scores, completion.';

create index lesson_progress_lesson_idx on public.lesson_progress (lesson_id);

create index lesson_progress_completed_idx on public.lesson_progress (completed_at)
  where completed_at is not null;

revoke all on table public.lesson_progress from anon, authenticated;
grant select on table public.lesson_progress to authenticated;

alter table public.lesson_progress enable row level security;

create policy lesson_progress_select_own on public.lesson_progress
  for select to authenticated using (user_id = (select auth.uid()));

create policy lesson_progress_select_staff on public.lesson_progress
  for select to authenticated using ((select public.is_learning_staff()));

grant all on table public.lesson_progress to service_role;

-- ---------------------------------------------------------------------------------------------
-- The catalogue a learner browses: published lessons with the caller's progress and how well
-- each fits them (their target language and level first). security_invoker keeps RLS.
-- ---------------------------------------------------------------------------------------------
create view public.lesson_catalog
with (security_invoker = true)
as
select
  l.id,
  l.language,
  l.translation_language,
  l.level,
  l.sub_level,
  l.position,
  l.title,
  l.summary,
  l.topics,
  l.estimated_minutes,
  jsonb_array_length(l.sections) as section_count,
  array_position(public.cefr_levels(), l.level) as level_rank,
  -- 0: the learner's language and level, 1: their language, 2: anything else.
  case
    when l.language = me.tl and l.level = me.lang_lvl then 0
    when l.language = me.tl then 1
    else 2
  end as fit,
  p.section_reached,
  p.started_at,
  p.completed_at,
  case
    when p.completed_at is not null then 'completed'
    when p.lesson_id is not null then 'in-progress'
    else 'new'
  end as state
from public.lessons l
left join public.profiles me on me.user_id = (select auth.uid())
left join public.lesson_progress p on p.lesson_id = l.id and p.user_id = (select auth.uid())
where l.status = 'published';

comment on view public.lesson_catalog is
  'Published lessons with the caller''s progress and fit (0 = their language and level).';

revoke all on public.lesson_catalog from anon, authenticated;

grant select on public.lesson_catalog to authenticated, service_role;

-- The authoring list: every lesson the caller may see, without its body (staff see drafts too;
-- anyone else only published lessons, by RLS).
create view public.lesson_summaries
with (security_invoker = true)
as
select
  l.id,
  l.language,
  l.level,
  l.sub_level,
  l.position,
  array_position(public.cefr_levels(), l.level) as level_rank,
  l.title,
  l.topics,
  l.estimated_minutes,
  jsonb_array_length(l.sections) as section_count,
  l.status,
  l.author_id,
  l.created_at,
  l.updated_at,
  l.published_at
from public.lessons l;

comment on view public.lesson_summaries is 'Lessons without their body, for the authoring list.';

revoke all on public.lesson_summaries from anon, authenticated;

grant select on public.lesson_summaries to authenticated, service_role;

-- The people who wrote lessons, by the name staff know them by (wanted name, else e-mail).
-- SECURITY DEFINER for the e-mail in auth.users; lesson staff only.
create function public.lesson_authors()
returns table (author_id uuid, name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_learning_staff();
  return query
    select u.id, coalesce(p.wanted_name, u.email::text, u.id::text)
    from auth.users u
    left join public.profiles p on p.user_id = u.id
    where u.id in (select l.author_id from public.lessons l where l.author_id is not null)
    order by 2;
end;
$$;

comment on function public.lesson_authors() is 'Authors of lessons with a display name (staff only).';

revoke all on function public.lesson_authors() from public, anon;
grant execute on function public.lesson_authors() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- record_lesson_progress: the learner opened a section, checked an exercise or finished the
-- lesson. Merges into their row: the furthest section is kept, an exercise's last score replaces
-- its previous one, completion is recorded once.
-- ---------------------------------------------------------------------------------------------
create function public.record_lesson_progress(
  p_lesson_id text,
  p_section integer,
  p_result jsonb default null,
  p_complete boolean default false
)
returns public.lesson_progress
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_sections jsonb;
  v_row public.lesson_progress;
begin
  if v_uid is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  select sections into v_sections from public.lessons
    where id = p_lesson_id and status = 'published';
  if not found then
    raise exception 'lesson not found' using errcode = 'PT404';
  end if;
  if p_section is null or p_section < 0 or p_section >= jsonb_array_length(v_sections) then
    raise exception 'section out of range' using errcode = '22023',
      hint = format('a section index from 0 to %s', jsonb_array_length(v_sections) - 1);
  end if;
  -- {"correct": n, "total": m} for an exercise section, nothing else. Nested so that the object
  -- operators only ever see an object; jsonpath so that no cast can raise.
  if p_result is not null then
    if v_sections -> p_section ->> 'kind' <> 'exercise' or jsonb_typeof(p_result) <> 'object' then
      raise exception 'exercise result is invalid' using errcode = '22023',
        hint = 'an exercise section and {"correct": n, "total": m} with 0 <= n <= m <= 50';
    end if;
    if p_result - 'correct' - 'total' <> '{}'::jsonb
       or not jsonb_path_exists(p_result, '$ ? (@.correct.type() == "number"
         && @.total.type() == "number" && @.total >= 1 && @.total <= 50 && @.correct >= 0
         && @.correct <= @.total && @.correct.floor() == @.correct && @.total.floor() == @.total)')
    then
      raise exception 'exercise result is invalid' using errcode = '22023',
        hint = 'an exercise section and {"correct": n, "total": m} with 0 <= n <= m <= 50';
    end if;
  end if;
  if p_complete and p_section <> jsonb_array_length(v_sections) - 1 then
    raise exception 'a lesson is completed from its last section' using errcode = '22023';
  end if;

  insert into public.lesson_progress as lp (user_id, lesson_id, section_reached, exercise_results,
    completed_at)
  values (
    v_uid, p_lesson_id, p_section,
    case when p_result is null then '{}'::jsonb
      else jsonb_build_object(p_section::text, p_result) end,
    case when p_complete then now() end
  )
  on conflict (user_id, lesson_id) do update set
    section_reached = greatest(lp.section_reached, excluded.section_reached),
    exercise_results = lp.exercise_results || excluded.exercise_results,
    completed_at = coalesce(lp.completed_at, excluded.completed_at),
    updated_at = now()
  returning * into v_row;
  return v_row;
end;
$$;

comment on function public.record_lesson_progress(text, integer, jsonb, boolean) is
  'Records the caller''s progress in a published lesson (section, exercise score, completion).';

revoke all on function public.record_lesson_progress(text, integer, jsonb, boolean) from public, anon;
grant execute on function public.record_lesson_progress(text, integer, jsonb, boolean) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Authoring: reorder and duplicate (SECURITY INVOKER: the lessons policies decide).
-- ---------------------------------------------------------------------------------------------

-- Moves a lesson to p_position within its language and level, shifting the lessons between.
create function public.move_lesson(p_id text, p_position integer)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_lesson public.lessons%rowtype;
  v_last integer;
begin
  perform public.require_learning_staff();
  select * into v_lesson from public.lessons where id = p_id for update;
  if not found then
    raise exception 'lesson not found' using errcode = 'PT404';
  end if;
  select max(position) into v_last from public.lessons
    where language = v_lesson.language and level = v_lesson.level;
  if p_position is null or p_position < 1 or p_position > v_last then
    raise exception 'position out of range' using errcode = '22023',
      hint = format('a position from 1 to %s', v_last);
  end if;
  if p_position = v_lesson.position then
    return;
  end if;
  -- The unique key is deferred, so the shifted positions may collide until the commit.
  update public.lessons set position = case
      when id = p_id then p_position
      when p_position < v_lesson.position then position + 1
      else position - 1
    end
  where language = v_lesson.language and level = v_lesson.level
    and position between least(p_position, v_lesson.position)
                     and greatest(p_position, v_lesson.position);
end;
$$;

comment on function public.move_lesson(text, integer) is
  'Moves a lesson to a position within its language and level (lesson staff only).';

revoke all on function public.move_lesson(text, integer) from public, anon;
grant execute on function public.move_lesson(text, integer) to authenticated, service_role;

-- Copies a lesson to another level as a draft at the end of that level; returns the new id
-- (<language>-<level>-<slug>, with -2, -3 … when the slug is taken there).
create function public.duplicate_lesson(p_id text, p_level text)
returns text
language plpgsql
set search_path = ''
as $$
declare
  v_lesson public.lessons%rowtype;
  v_slug text;
  v_base text;
  v_id text;
  v_n integer := 1;
begin
  perform public.require_learning_staff();
  if p_level is null or p_level <> all (public.cefr_levels()) then
    raise exception 'unknown level' using errcode = '22023', hint = 'A1, A2, B1, B2, C1 or C2';
  end if;
  select * into v_lesson from public.lessons where id = p_id;
  if not found then
    raise exception 'lesson not found' using errcode = 'PT404';
  end if;
  v_slug := substr(v_lesson.id, char_length(v_lesson.language || '-' || v_lesson.level || '-') + 1);
  v_base := left(v_lesson.language || '-' || lower(p_level) || '-' || v_slug, 76);
  v_base := regexp_replace(v_base, '-+$', '');
  v_id := v_base;
  while exists (select 1 from public.lessons where id = v_id) loop
    v_n := v_n + 1;
    v_id := v_base || '-' || v_n;
  end loop;
  insert into public.lessons (id, language, translation_language, level, sub_level, position,
    title, summary, topics, estimated_minutes, sections, status)
  values (
    v_id, v_lesson.language, v_lesson.translation_language, p_level, v_lesson.sub_level,
    coalesce((select max(position) from public.lessons
               where language = v_lesson.language and level = p_level), 0) + 1,
    v_lesson.title, v_lesson.summary, v_lesson.topics, v_lesson.estimated_minutes,
    v_lesson.sections, 'draft'
  );
  return v_id;
end;
$$;

comment on function public.duplicate_lesson(text, text) is
  'Copies a lesson to another level as a draft at the end of it; returns the new id.';

revoke all on function public.duplicate_lesson(text, text) from public, anon;
grant execute on function public.duplicate_lesson(text, text) to authenticated, service_role;
