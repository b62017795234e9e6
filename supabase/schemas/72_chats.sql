-- Chats between a learner and staff (issue 18, PRODUCT.md §3): conversations, their participants,
-- plain-text messages, read positions, and the functions the /chats screen calls.
-- Design notes: docs/decisions/0054-chats-data-and-access.md.
--
-- Who reads a conversation (chat_can_read):
--   - its participants (the learner, and every staff member who started it or answered in it);
--   - superadmin and admin, for support oversight;
--   - while no staff member has answered yet, the staff pool of its topic: cashiers for
--     'support', managers for 'tutor' (so someone can pick it up); the first staff reply makes
--     the author a participant and takes it out of the pool.
-- Nobody posts as someone else (sender_id must be the caller), only readers post, and a suspended
-- account (auth.users.banned_until in the future, as /users suspends) posts nothing, even with an
-- access token issued before the suspension.

create table public.chat_conversations (
  id uuid primary key default gen_random_uuid(),
  topic text not null,
  learner_id uuid not null references auth.users (id) on delete cascade,
  created_by uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_message_at timestamptz,
  last_message_preview text,
  last_sender_id uuid,
  constraint chat_conversations_topic_check check (topic in ('support', 'tutor')),
  constraint chat_conversations_preview_check check (char_length(last_message_preview) <= 200)
);

comment on table public.chat_conversations is
  'A conversation between one learner and staff; the last message is kept on it for the list.';

create index chat_conversations_learner_idx on public.chat_conversations (learner_id);
create index chat_conversations_recent_idx
  on public.chat_conversations (last_message_at desc nulls last, id);

create table public.chat_participants (
  conversation_id uuid not null references public.chat_conversations (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  side text not null,
  joined_at timestamptz not null default now(),
  primary key (conversation_id, user_id),
  constraint chat_participants_side_check check (side in ('learner', 'staff'))
);

create index chat_participants_user_idx on public.chat_participants (user_id);

create table public.chat_messages (
  id bigint generated always as identity primary key,
  conversation_id uuid not null references public.chat_conversations (id) on delete cascade,
  sender_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  body text not null,
  created_at timestamptz not null default now(),
  -- Plain text: 1–4,000 characters and not only white space (the composer's rule).
  constraint chat_messages_body_check
    check (char_length(body) between 1 and 4000 and btrim(body, E' \t\r\n') <> '')
);

comment on table public.chat_messages is
  'Plain-text chat messages (rendered as text, never as HTML); ids give the order.';

create index chat_messages_conversation_idx on public.chat_messages (conversation_id, id);
create index chat_messages_body_idx on public.chat_messages
  using gin (body extensions.gin_trgm_ops);

-- How far each reader has read a conversation: the read receipts and the unread counts.
create table public.chat_reads (
  conversation_id uuid not null references public.chat_conversations (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  last_read_message_id bigint not null default 0,
  read_at timestamptz not null default now(),
  primary key (conversation_id, user_id)
);

create index chat_reads_user_idx on public.chat_reads (user_id);

-- ---------------------------------------------------------------------------------------------
-- Access. SECURITY DEFINER so the checks see participants whatever the caller may read (and
-- policies do not recurse); each answers only about the caller.
-- ---------------------------------------------------------------------------------------------
create function public.chat_is_overseer()
returns boolean
language sql
stable
as $$
  select coalesce(public.staff_role() in ('superadmin', 'admin'), false)
$$;

-- The topic whose unanswered conversations the caller's role picks up, or NULL.
create function public.chat_pool_topic()
returns text
language sql
stable
as $$
  select case public.staff_role() when 'cashier' then 'support' when 'manager' then 'tutor' end
$$;

-- Only the SECURITY DEFINER functions below call these two.
revoke all on function public.chat_is_overseer() from public, anon, authenticated;
revoke all on function public.chat_pool_topic() from public, anon, authenticated;

create function public.chat_can_read(p_conversation uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and (
    public.chat_is_overseer()
    or exists (
      select 1 from public.chat_participants p
       where p.conversation_id = p_conversation and p.user_id = auth.uid()
    )
    or exists (
      select 1 from public.chat_conversations c
       where c.id = p_conversation
         and c.topic = public.chat_pool_topic()
         and not exists (
           select 1 from public.chat_participants p
            where p.conversation_id = c.id and p.side = 'staff'
         )
    )
  )
$$;

comment on function public.chat_can_read(uuid) is
  'Whether the caller may read a conversation: participant, superadmin/admin, or the staff pool of an unanswered one.';

create function public.chat_account_suspended()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.users u where u.id = auth.uid() and u.banned_until > now()
  )
$$;

comment on function public.chat_account_suspended() is
  'Whether the caller''s account is suspended (it may then post nothing).';

-- A person as a chat shows them: the name they gave, else their username (never an address).
create function public.chat_display_name(p_user uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(d.name, ''), d.username)
    from public.account_directory d where d.id = p_user
$$;

revoke all on function public.chat_display_name(uuid) from public, anon, authenticated;

alter table public.chat_conversations enable row level security;
alter table public.chat_participants enable row level security;
alter table public.chat_messages enable row level security;
alter table public.chat_reads enable row level security;

create policy chat_conversations_select on public.chat_conversations
  for select to authenticated using (public.chat_can_read(id));
create policy chat_participants_select on public.chat_participants
  for select to authenticated using (public.chat_can_read(conversation_id));
create policy chat_messages_select on public.chat_messages
  for select to authenticated using (public.chat_can_read(conversation_id));
create policy chat_messages_insert on public.chat_messages
  for insert to authenticated
  with check (
    sender_id = auth.uid()
    and public.chat_can_read(conversation_id)
    and not public.chat_account_suspended()
  );
create policy chat_reads_select on public.chat_reads
  for select to authenticated using (public.chat_can_read(conversation_id));

-- Conversations, participants and read positions change only through the functions below;
-- messages are written once and never edited.
revoke all on public.chat_conversations, public.chat_participants, public.chat_messages,
  public.chat_reads from anon;
revoke insert, update, delete, truncate on public.chat_conversations, public.chat_participants,
  public.chat_reads from authenticated;
revoke update, delete, truncate on public.chat_messages from authenticated;

-- The server's clock dates a message (nobody back-dates one).
create function public.chat_messages_before_insert()
returns trigger
language plpgsql
as $$
begin
  new.created_at := now();
  return new;
end
$$;

create trigger chat_messages_before_insert before insert on public.chat_messages
  for each row execute function public.chat_messages_before_insert();

-- After a message: the conversation shows it as its last, the sender joins the conversation (a
-- staff member's first answer takes it out of the pool) and has read up to it.
create function public.chat_messages_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_learner uuid;
begin
  update public.chat_conversations
     set last_message_at = new.created_at,
         last_message_preview = left(regexp_replace(new.body, '\s+', ' ', 'g'), 200),
         last_sender_id = new.sender_id
   where id = new.conversation_id
  returning learner_id into v_learner;
  insert into public.chat_participants (conversation_id, user_id, side)
  values (new.conversation_id, new.sender_id,
          case when new.sender_id = v_learner then 'learner' else 'staff' end)
  on conflict do nothing;
  insert into public.chat_reads (conversation_id, user_id, last_read_message_id)
  values (new.conversation_id, new.sender_id, new.id)
  on conflict (conversation_id, user_id) do update
    set last_read_message_id = greatest(public.chat_reads.last_read_message_id, excluded.last_read_message_id),
        read_at = now();
  return null;
end
$$;

create trigger chat_messages_after_insert after insert on public.chat_messages
  for each row execute function public.chat_messages_after_insert();

-- ---------------------------------------------------------------------------------------------
-- Functions the screen calls.
-- ---------------------------------------------------------------------------------------------

-- One conversation as the list and the thread header show it, for the caller.
create function public.chat_summary(p_conversation uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', c.id,
    'topic', c.topic,
    'learner_id', c.learner_id,
    'learner_name', public.chat_display_name(c.learner_id),
    'created_at', c.created_at,
    'last_message_at', c.last_message_at,
    'last_message_preview', c.last_message_preview,
    'last_sender_id', c.last_sender_id,
    'participants', coalesce((
      select jsonb_agg(jsonb_build_object(
               'user_id', p.user_id, 'side', p.side,
               'name', public.chat_display_name(p.user_id))
             order by p.side = 'staff', p.joined_at, p.user_id)
        from public.chat_participants p where p.conversation_id = c.id), '[]'::jsonb),
    'unread', (
      select count(*)::int from public.chat_messages m
       where m.conversation_id = c.id and m.sender_id <> auth.uid()
         and m.id > coalesce((select r.last_read_message_id from public.chat_reads r
                               where r.conversation_id = c.id and r.user_id = auth.uid()), 0)),
    -- Read receipts: how far the learner, and the furthest staff reader, have read.
    'learner_read_id', coalesce((
      select r.last_read_message_id from public.chat_reads r
       where r.conversation_id = c.id and r.user_id = c.learner_id), 0),
    'staff_read_id', coalesce((
      select max(r.last_read_message_id) from public.chat_reads r
       where r.conversation_id = c.id and r.user_id <> c.learner_id), 0)
  )
  from public.chat_conversations c
  where c.id = p_conversation and public.chat_can_read(c.id)
$$;

revoke all on function public.chat_summary(uuid) from public, anon, authenticated;

-- The caller's conversations, most recent first: p_search matches the learner's or a staff
-- participant's name or username, or any message's text; p_offset ≥ 0, p_limit 1–100.
-- Returns {total, rows: [chat_summary …]}.
create function public.list_chats(p_search text, p_offset integer, p_limit integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_pattern text;
  v_total integer;
  v_rows jsonb;
begin
  if auth.uid() is null then
    raise exception 'sign in to read chats' using errcode = '42501';
  end if;
  if p_offset is null or p_offset < 0 or p_limit is null or p_limit not between 1 and 100
     or char_length(coalesce(p_search, '')) > 200 then
    raise exception 'invalid list parameters' using errcode = '22023';
  end if;
  v_pattern := case when btrim(coalesce(p_search, '')) = '' then null
                    else '%' || replace(replace(replace(btrim(p_search), '\', '\\'), '%', '\%'), '_', '\_') || '%' end;
  with visible as (
    select c.id, c.last_message_at, c.created_at
      from public.chat_conversations c
     where public.chat_can_read(c.id)
       and (v_pattern is null
            or public.chat_display_name(c.learner_id) ilike v_pattern
            or exists (select 1 from public.chat_participants p
                        where p.conversation_id = c.id and p.side = 'staff'
                          and public.chat_display_name(p.user_id) ilike v_pattern)
            or exists (select 1 from public.chat_messages m
                        where m.conversation_id = c.id and m.body ilike v_pattern))
  ), page as (
    select v.id, row_number() over (order by v.last_message_at desc nulls last, v.created_at desc, v.id) as n
      from visible v
     order by n offset p_offset limit p_limit
  )
  select (select count(*)::int from visible),
         coalesce((select jsonb_agg(public.chat_summary(page.id) order by page.n) from page), '[]'::jsonb)
    into v_total, v_rows;
  return jsonb_build_object('total', v_total, 'rows', v_rows);
end
$$;

revoke all on function public.list_chats(text, integer, integer) from public, anon;

-- One conversation for the thread header; PT404 when it does not exist or the caller may not
-- read it (the two are not told apart).
create function public.get_chat(p_conversation uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_chat jsonb;
begin
  v_chat := public.chat_summary(p_conversation);
  if v_chat is null then
    raise exception 'conversation not found' using errcode = 'PT404';
  end if;
  return v_chat;
end
$$;

revoke all on function public.get_chat(uuid) from public, anon;

-- Starts a conversation with its first message and returns its id. A learner starts one for
-- themself ('support' or 'tutor'); staff start one with any learner (p_learner).
create function public.start_chat(p_topic text, p_body text, p_learner uuid default null)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_caller uuid := auth.uid();
  v_staff boolean := public.staff_role() is not null;
  v_learner uuid;
  v_id uuid;
begin
  if v_caller is null then
    raise exception 'sign in to start a conversation' using errcode = '42501';
  end if;
  if public.chat_account_suspended() then
    raise exception 'a suspended account cannot post' using errcode = '42501';
  end if;
  if p_topic is null or p_topic not in ('support', 'tutor') then
    raise exception 'topic must be support or tutor' using errcode = '22023';
  end if;
  if p_body is null or char_length(p_body) not between 1 and 4000
     or btrim(p_body, E' \t\r\n') = '' then
    raise exception 'a message has 1 to 4000 characters' using errcode = '23514';
  end if;
  if v_staff then
    if p_learner is null then
      raise exception 'choose the learner to write to' using errcode = '22023';
    end if;
    select d.id into v_learner from public.account_directory d
     where d.id = p_learner and d.role = 'user';
    if v_learner is null then
      raise exception 'learner not found' using errcode = 'PT404';
    end if;
  else
    if p_learner is not null and p_learner <> v_caller then
      raise exception 'a learner starts conversations for themself' using errcode = '42501';
    end if;
    v_learner := v_caller;
  end if;
  insert into public.chat_conversations (topic, learner_id, created_by)
  values (p_topic, v_learner, v_caller)
  returning id into v_id;
  insert into public.chat_participants (conversation_id, user_id, side)
  values (v_id, v_learner, 'learner');
  if v_staff then
    insert into public.chat_participants (conversation_id, user_id, side)
    values (v_id, v_caller, 'staff');
  end if;
  insert into public.chat_messages (conversation_id, sender_id, body)
  values (v_id, v_caller, p_body);
  return v_id;
end
$$;

revoke all on function public.start_chat(text, text, uuid) from public, anon;

-- Marks a conversation read up to its newest message (never backwards); PT404 when the caller
-- may not read it. Returns the read position.
create function public.mark_chat_read(p_conversation uuid)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_last bigint;
begin
  if not public.chat_can_read(p_conversation) then
    raise exception 'conversation not found' using errcode = 'PT404';
  end if;
  select coalesce(max(m.id), 0) into v_last from public.chat_messages m
   where m.conversation_id = p_conversation;
  insert into public.chat_reads (conversation_id, user_id, last_read_message_id)
  values (p_conversation, auth.uid(), v_last)
  on conflict (conversation_id, user_id) do update
    set last_read_message_id = greatest(public.chat_reads.last_read_message_id, excluded.last_read_message_id),
        read_at = now()
    where public.chat_reads.last_read_message_id < excluded.last_read_message_id;
  return v_last;
end
$$;

revoke all on function public.mark_chat_read(uuid) from public, anon;

-- Unread messages over all the caller's conversations (the sidebar badge).
create function public.chat_unread_total()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum((
    select count(*) from public.chat_messages m
     where m.conversation_id = c.id and m.sender_id <> auth.uid()
       and m.id > coalesce((select r.last_read_message_id from public.chat_reads r
                             where r.conversation_id = c.id and r.user_id = auth.uid()), 0)
  )), 0)::int
  from public.chat_conversations c
  where auth.uid() is not null and public.chat_can_read(c.id)
$$;

revoke all on function public.chat_unread_total() from public, anon;

-- Learners a staff member may start a conversation with, by name, username or address (at
-- most 10). Staff only: anyone else gets 403.
create function public.chat_find_learners(p_text text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_pattern text;
begin
  if public.staff_role() is null then
    raise exception 'only staff start conversations with learners' using errcode = '42501';
  end if;
  if char_length(coalesce(p_text, '')) > 200 then
    raise exception 'search text too long' using errcode = '22023';
  end if;
  v_pattern := '%' || replace(replace(replace(btrim(coalesce(p_text, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return coalesce((
    select jsonb_agg(jsonb_build_object(
             'id', d.id, 'name', coalesce(nullif(d.name, ''), d.username),
             'username', d.username, 'email', d.email)
           order by d.username)
      from (select * from public.account_directory d
             where d.role = 'user'
               and (d.username ilike v_pattern or d.email ilike v_pattern
                    or coalesce(d.name, '') ilike v_pattern)
             order by d.username limit 10) d), '[]'::jsonb);
end
$$;

revoke all on function public.chat_find_learners(text) from public, anon;

-- Live updates (Supabase Realtime postgres_changes): new messages and read positions.
alter publication supabase_realtime add table public.chat_messages, public.chat_reads;
