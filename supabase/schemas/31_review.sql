-- Spaced review in context (issue 14): one FSRS card per learning word or phrase, the log of
-- every review, the daily queue and the due counts. The browser schedules with ts-fsrs and
-- sends the card's next state; the database keeps it, logs the review and moves the word's
-- status in one transaction. Design notes: docs/decisions/0057-review-in-context-with-fsrs.md.

-- ---------------------------------------------------------------------------------------------
-- review_cards: FSRS state of one word (by dictionary form) or phrase
-- ---------------------------------------------------------------------------------------------
create table public.review_cards (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  language text not null,
  word text,
  phrase_id uuid references public.phrases (id) on delete cascade,
  -- ts-fsrs Card fields (v5).
  due timestamptz not null default now(),
  stability double precision not null default 0,
  difficulty double precision not null default 0,
  elapsed_days integer not null default 0,
  scheduled_days integer not null default 0,
  learning_steps integer not null default 0,
  reps integer not null default 0,
  lapses integer not null default 0,
  state smallint not null default 0,
  last_review timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The word's row renamed to its dictionary form takes its card along.
  foreign key (user_id, language, word)
    references public.word_statuses (user_id, language, word) on delete cascade on update cascade,
  constraint review_cards_word_key unique (user_id, language, word),
  constraint review_cards_phrase_key unique (phrase_id),
  constraint review_cards_one_subject_check check ((word is null) <> (phrase_id is null)),
  constraint review_cards_language_check
    check (language = any (public.profile_target_languages())),
  constraint review_cards_stability_check check (stability >= 0 and stability <= 36500),
  constraint review_cards_difficulty_check check (difficulty between 0 and 10),
  constraint review_cards_days_check
    check (elapsed_days >= 0 and scheduled_days between 0 and 36500 and learning_steps >= 0),
  constraint review_cards_counts_check check (reps >= 0 and lapses >= 0 and lapses <= reps),
  -- 0 new, 1 learning, 2 review, 3 relearning (ts-fsrs State).
  constraint review_cards_state_check check (state between 0 and 3)
);

comment on table public.review_cards is
  'FSRS scheduling state of a learner''s learning word or phrase (one card each).';

create index review_cards_user_due_idx on public.review_cards (user_id, language, due);

-- ---------------------------------------------------------------------------------------------
-- Privileges and row-level security
-- ---------------------------------------------------------------------------------------------
revoke all on table public.review_cards from anon, authenticated;

-- Cards are made by the status triggers as the learner, and written by record_review().
grant select, insert, update on table public.review_cards to authenticated;

grant all on table public.review_cards to service_role;

alter table public.review_cards enable row level security;

create policy review_cards_select_own on public.review_cards
  for select to authenticated using (user_id = (select auth.uid()));

create policy review_cards_select_staff on public.review_cards
  for select to authenticated using ((select public.is_learning_staff()));

create policy review_cards_insert_own on public.review_cards
  for insert to authenticated with check (user_id = (select auth.uid()));

create policy review_cards_update_own on public.review_cards
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create trigger review_cards_set_timestamps
  before insert or update on public.review_cards
  for each row execute function public.story_set_timestamps();

-- ---------------------------------------------------------------------------------------------
-- review_log: every grade given, append-only
-- ---------------------------------------------------------------------------------------------
create table public.review_log (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  card_id uuid not null references public.review_cards (id) on delete cascade,
  rating smallint not null,
  mode text not null,
  -- ts-fsrs ReviewLog fields: the card as it was when it was graded.
  state smallint not null,
  due timestamptz not null,
  stability double precision not null,
  difficulty double precision not null,
  elapsed_days integer not null,
  last_elapsed_days integer not null,
  scheduled_days integer not null,
  learning_steps integer not null,
  review timestamptz not null,
  created_at timestamptz not null default now(),
  -- 1 again, 2 hard, 3 good, 4 easy (ts-fsrs Grade).
  constraint review_log_rating_check check (rating between 1 and 4),
  constraint review_log_mode_check check (mode in ('cloze', 'recall')),
  constraint review_log_state_check check (state between 0 and 3),
  constraint review_log_values_check
    check (stability >= 0 and difficulty between 0 and 10 and elapsed_days >= 0
           and last_elapsed_days >= 0 and scheduled_days >= 0 and learning_steps >= 0)
);

comment on table public.review_log is 'Every review a learner graded (FSRS review log).';

create index review_log_user_review_idx on public.review_log (user_id, review desc);

create index review_log_card_idx on public.review_log (card_id);

revoke all on table public.review_log from anon, authenticated;
grant select, insert on table public.review_log to authenticated;

alter table public.review_log enable row level security;

create policy review_log_select_own on public.review_log
  for select to authenticated using (user_id = (select auth.uid()));

create policy review_log_select_staff on public.review_log
  for select to authenticated using ((select public.is_learning_staff()));

create policy review_log_insert_own on public.review_log
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.review_cards c
                where c.id = card_id and c.user_id = (select auth.uid()))
  );

create trigger review_log_set_created_at
  before insert on public.review_log
  for each row execute function public.story_set_created_at();

grant all on table public.review_log to service_role;

-- ---------------------------------------------------------------------------------------------
-- A card for every learning word and phrase, made when it becomes learning
-- ---------------------------------------------------------------------------------------------
create function public.word_review_card()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'learning' then
    insert into public.review_cards (user_id, language, word)
    values (new.user_id, new.language, new.word)
    on conflict (user_id, language, word) do nothing;
  end if;
  return null;
end;
$$;

-- Not on a change of `word`: a row renamed to its dictionary form takes its card along by the
-- foreign key's on update cascade.
create trigger word_statuses_review_card
  after insert or update of status on public.word_statuses
  for each row execute function public.word_review_card();

revoke all on function public.word_review_card() from public, anon;

create function public.phrase_review_card()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'learning' then
    insert into public.review_cards (user_id, language, phrase_id)
    values (new.user_id, new.language, new.id)
    on conflict (phrase_id) do nothing;
  end if;
  return null;
end;
$$;

create trigger phrases_review_card
  after insert or update of status on public.phrases
  for each row execute function public.phrase_review_card();

revoke all on function public.phrase_review_card() from public, anon;

-- ---------------------------------------------------------------------------------------------
-- review_queue: the cards due now in one language, with the word's sentence and meaning.
-- Reviews that are due come first (oldest due first), then new cards, at most p_new_per_day
-- introduced per day (the day starts at p_day_start, the learner's local midnight).
-- ---------------------------------------------------------------------------------------------
create function public.review_entries(p_language text)
returns table (
  id uuid,
  kind text,
  language text,
  term text,
  text text,
  status text,
  meaning text,
  note text,
  sentence text,
  story_id uuid,
  story_title text,
  due timestamptz,
  stability double precision,
  difficulty double precision,
  elapsed_days integer,
  scheduled_days integer,
  learning_steps integer,
  reps integer,
  lapses integer,
  state smallint,
  last_review timestamptz,
  created_at timestamptz
)
language sql
stable
set search_path = ''
as $$
  select c.id, 'word', c.language, s.word, coalesce(s.form, s.word), s.status, s.meaning, s.note,
         s.sentence, s.story_id, st.title, c.due, c.stability, c.difficulty, c.elapsed_days,
         c.scheduled_days, c.learning_steps, c.reps, c.lapses, c.state, c.last_review,
         c.created_at
  from public.review_cards c
  join public.word_statuses s
    on s.user_id = c.user_id and s.language = c.language and s.word = c.word
  left join public.stories st on st.id = s.story_id
  where c.user_id = (select auth.uid()) and s.status = 'learning'
    and (p_language is null or c.language = p_language)
  union all
  select c.id, 'phrase', c.language, p.phrase, p.text, p.status, p.meaning, p.note, p.sentence,
         p.story_id, st.title, c.due, c.stability, c.difficulty, c.elapsed_days,
         c.scheduled_days, c.learning_steps, c.reps, c.lapses, c.state, c.last_review,
         c.created_at
  from public.review_cards c
  join public.phrases p on p.id = c.phrase_id
  left join public.stories st on st.id = p.story_id
  where c.user_id = (select auth.uid()) and p.status = 'learning'
    and (p_language is null or c.language = p_language)
$$;

comment on function public.review_entries(text) is
  'The caller''s cards of learning words and phrases (all languages when p_language is null).';

revoke all on function public.review_entries(text) from public, anon;

grant execute on function public.review_entries(text) to authenticated, service_role;

-- New cards introduced (first graded) since the start of the learner's day, per language.
create function public.review_new_today(p_day_start timestamptz)
returns table (language text, introduced integer)
language sql
stable
set search_path = ''
as $$
  select c.language, count(*)::integer
  from public.review_log l
  join public.review_cards c on c.id = l.card_id
  where l.user_id = (select auth.uid()) and l.state = 0 and l.review >= p_day_start
  group by c.language
$$;

revoke all on function public.review_new_today(timestamptz) from public, anon;

grant execute on function public.review_new_today(timestamptz) to authenticated, service_role;

create function public.review_queue(
  p_language text,
  p_limit integer default 50,
  p_day_start timestamptz default null,
  p_new_per_day integer default 20
)
returns table (
  id uuid,
  kind text,
  language text,
  term text,
  text text,
  status text,
  meaning text,
  note text,
  sentence text,
  story_id uuid,
  story_title text,
  due timestamptz,
  stability double precision,
  difficulty double precision,
  elapsed_days integer,
  scheduled_days integer,
  learning_steps integer,
  reps integer,
  lapses integer,
  state smallint,
  last_review timestamptz
)
language sql
stable
set search_path = ''
as $$
  with entries as (
    select * from public.review_entries(p_language)
  ),
  allowance as (
    select greatest(0, least(coalesce(p_new_per_day, 20), 200) - coalesce((
      select introduced from public.review_new_today(
        coalesce(p_day_start, date_trunc('day', now()))) n
      where n.language = p_language
    ), 0)) as n
  ),
  picked as (
    select e.*, 0 as bucket from entries e where e.state <> 0 and e.due <= now()
    union all
    select * from (
      select e.*, 1 as bucket from entries e where e.state = 0
      order by e.created_at, e.id
      limit (select n from allowance)
    ) fresh
  )
  select id, kind, language, term, text, status, meaning, note, sentence, story_id, story_title,
         due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses,
         state, last_review
  from picked
  order by bucket, due, id
  limit greatest(1, least(coalesce(p_limit, 50), 200))
$$;

comment on function public.review_queue(text, integer, timestamptz, integer) is
  'Due cards of one language: due reviews first, then at most p_new_per_day new cards a day.';

revoke all on function public.review_queue(text, integer, timestamptz, integer) from public, anon;

grant execute on function public.review_queue(text, integer, timestamptz, integer)
  to authenticated, service_role;

-- Due counts per language, as the queue would serve them (sidebar badge, dashboard card).
create function public.review_due_counts(
  p_day_start timestamptz default null,
  p_new_per_day integer default 20
)
returns table (language text, reviews integer, new_cards integer, due integer)
language sql
stable
set search_path = ''
as $$
  with entries as (
    select * from public.review_entries(null)
  ),
  per_language as (
    select e.language,
           count(*) filter (where e.state <> 0 and e.due <= now())::integer as reviews,
           count(*) filter (where e.state = 0)::integer as fresh
    from entries e
    group by e.language
  ),
  introduced as (
    select * from public.review_new_today(coalesce(p_day_start, date_trunc('day', now())))
  )
  select p.language, p.reviews,
         least(p.fresh, greatest(0, least(coalesce(p_new_per_day, 20), 200)
                                      - coalesce(i.introduced, 0)))::integer,
         (p.reviews + least(p.fresh, greatest(0, least(coalesce(p_new_per_day, 20), 200)
                                                  - coalesce(i.introduced, 0))))::integer
  from per_language p
  left join introduced i on i.language = p.language
  order by p.language
$$;

comment on function public.review_due_counts(timestamptz, integer) is
  'Per language: reviews due now, new cards still allowed today, and their sum.';

revoke all on function public.review_due_counts(timestamptz, integer) from public, anon;

grant execute on function public.review_due_counts(timestamptz, integer)
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- record_review: stores the card's next state (computed by ts-fsrs in the browser), appends the
-- log and, when p_status is given, moves the word's or phrase's status — one transaction.
-- p_card: {due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps,
--          lapses, state, last_review}; p_log: ts-fsrs ReviewLog fields (rating, state, due,
--          stability, difficulty, elapsed_days, last_elapsed_days, scheduled_days,
--          learning_steps, review).
-- ---------------------------------------------------------------------------------------------
create function public.record_review(
  p_card_id uuid,
  p_mode text,
  p_card jsonb,
  p_log jsonb,
  p_status text default null
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_card public.review_cards%rowtype;
begin
  if v_uid is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  if jsonb_typeof(p_card) is distinct from 'object' or jsonb_typeof(p_log) is distinct from 'object'
  then
    raise exception 'card and log must be objects' using errcode = '22023';
  end if;
  if p_status is not null and p_status not in ('new', 'learning', 'known', 'ignored') then
    raise exception 'unknown status' using errcode = '22023';
  end if;
  update public.review_cards c set
    due = (p_card ->> 'due')::timestamptz,
    stability = (p_card ->> 'stability')::double precision,
    difficulty = (p_card ->> 'difficulty')::double precision,
    elapsed_days = (p_card ->> 'elapsed_days')::integer,
    scheduled_days = (p_card ->> 'scheduled_days')::integer,
    learning_steps = (p_card ->> 'learning_steps')::integer,
    reps = (p_card ->> 'reps')::integer,
    lapses = (p_card ->> 'lapses')::integer,
    state = (p_card ->> 'state')::smallint,
    last_review = (p_card ->> 'last_review')::timestamptz
  where c.id = p_card_id and c.user_id = v_uid
  returning * into v_card;
  if not found then
    raise exception 'review card not found' using errcode = 'PT404';
  end if;
  insert into public.review_log (
    user_id, card_id, rating, mode, state, due, stability, difficulty, elapsed_days,
    last_elapsed_days, scheduled_days, learning_steps, review
  ) values (
    v_uid, p_card_id, (p_log ->> 'rating')::smallint, p_mode, (p_log ->> 'state')::smallint,
    (p_log ->> 'due')::timestamptz, (p_log ->> 'stability')::double precision,
    (p_log ->> 'difficulty')::double precision, (p_log ->> 'elapsed_days')::integer,
    (p_log ->> 'last_elapsed_days')::integer, (p_log ->> 'scheduled_days')::integer,
    (p_log ->> 'learning_steps')::integer, (p_log ->> 'review')::timestamptz
  );
  if p_status is not null then
    if v_card.word is not null then
      update public.word_statuses set status = p_status
        where user_id = v_uid and language = v_card.language and word = v_card.word;
    else
      update public.phrases set status = p_status where id = v_card.phrase_id and user_id = v_uid;
    end if;
  end if;
end;
$$;

comment on function public.record_review(uuid, text, jsonb, jsonb, text) is
  'Saves a graded review: the card''s next FSRS state, the log entry and the status it earned.';

revoke all on function public.record_review(uuid, text, jsonb, jsonb, text) from public, anon;

grant execute on function public.record_review(uuid, text, jsonb, jsonb, text)
  to authenticated, service_role;
