-- The staff content-work tracker of /tasks (issue 16, seed §4, PRODUCT.md §3): TASK-#### ids from
-- a sequence, the seed's statuses, priorities and labels, an assignee who is a staff account, and
-- who created and last changed each task. Staff with tasks:manage (superadmin, admin, manager)
-- read and write; everyone else sees nothing. Design notes: docs/decisions/0045-tasks-and-csv.md.

-- Owned by tasks.number (below), so it goes with the table.
create sequence public.task_number_seq as bigint;

revoke all on sequence public.task_number_seq from anon;

grant usage on sequence public.task_number_seq to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Privileges and row-level security (tasks:manage in PRODUCT.md §2).
-- ---------------------------------------------------------------------------------------------
create function public.can_manage_tasks()
returns boolean
language sql
stable
as $$
  select coalesce(public.staff_role() in ('superadmin', 'admin', 'manager'), false)
$$;

comment on function public.can_manage_tasks() is
  'Whether the caller''s staff role may read and write tasks (superadmin, admin, manager).';

-- Who and when are the server's: a client cannot back-date a task or write in someone's name.
create function public.tasks_before_write()
returns trigger
language plpgsql
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.created_by := auth.uid();
  else
    new.number := old.number;
    new.created_at := old.created_at;
    new.created_by := old.created_by;
  end if;
  new.updated_at := now();
  new.updated_by := auth.uid();
  if new.assignee_id is not null
     and (tg_op = 'INSERT' or new.assignee_id is distinct from old.assignee_id)
     and not public.is_staff_account(new.assignee_id) then
    raise exception 'tasks_assignee_staff_check' using errcode = '23514',
      detail = 'The assignee must be a staff account.';
  end if;
  return new;
end;
$$;

-- Row-level security alone answers an update or delete by a learner or cashier with "0 rows";
-- issue 16 wants the write refused outright (403, nothing changes). A statement trigger fires
-- even when no row matches. The service role and migrations (no JWT role) are not refused.
create function public.tasks_refuse_non_staff()
returns trigger
language plpgsql
as $$
begin
  if coalesce(auth.role(), '') in ('authenticated', 'anon') and not public.can_manage_tasks() then
    raise exception 'insufficient_privilege' using errcode = '42501';
  end if;
  return null;
end;
$$;

create table public.tasks (
  number bigint primary key default nextval('public.task_number_seq'),
  -- TASK-0001 … TASK-9999, then TASK-10000 …: lpad would cut longer numbers, so it pads only
  -- below four digits.
  id text generated always as (
    'TASK-' || case when number < 1000 then lpad(number::text, 4, '0') else number::text end
  ) stored not null,
  title text not null,
  description text not null default '',
  status text not null default 'todo',
  priority text not null default 'medium',
  label text not null default 'feature',
  assignee_id uuid references public.account_directory (id) on delete set null,
  created_by uuid references public.account_directory (id) on delete set null,
  updated_by uuid references public.account_directory (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Sort keys in the seed's order (a text sort would put "critical" before "low").
  status_rank smallint generated always as (
    case status
      when 'backlog' then 1 when 'todo' then 2 when 'in progress' then 3 when 'done' then 4
      else 5
    end
  ) stored not null,
  priority_rank smallint generated always as (
    case priority when 'low' then 1 when 'medium' then 2 when 'high' then 3 else 4 end
  ) stored not null,
  constraint tasks_title_check check (char_length(title) between 1 and 200 and title ~ '\S'),
  constraint tasks_description_check check (char_length(description) <= 2000),
  constraint tasks_status_check
    check (status in ('backlog', 'todo', 'in progress', 'done', 'canceled')),
  constraint tasks_priority_check check (priority in ('low', 'medium', 'high', 'critical')),
  constraint tasks_label_check check (label in ('bug', 'feature', 'documentation'))
);

comment on table public.tasks is 'Content-work tasks of the staff (/tasks): TASK-#### from a sequence.';

create unique index tasks_id_key on public.tasks (id);

create index tasks_title_idx on public.tasks (title, number);

create index tasks_status_idx on public.tasks (status, number);

create index tasks_priority_idx on public.tasks (priority, number);

create index tasks_status_rank_idx on public.tasks (status_rank, number);

create index tasks_priority_rank_idx on public.tasks (priority_rank, number);

create index tasks_label_idx on public.tasks (label, number);

create index tasks_assignee_idx on public.tasks (assignee_id, number);

create index tasks_created_idx on public.tasks (created_at, number);

create index tasks_updated_idx on public.tasks (updated_at, number);

-- The free-text filter is a contains-match over id and title.
create index tasks_text_idx on public.tasks
  using gin (id extensions.gin_trgm_ops, title extensions.gin_trgm_ops);

alter sequence public.task_number_seq owned by public.tasks.number;

create trigger tasks_before_write
  before insert or update on public.tasks
  for each row execute function public.tasks_before_write();

create trigger tasks_refuse_non_staff
  before insert or update or delete on public.tasks
  for each statement execute function public.tasks_refuse_non_staff();

revoke all on table public.tasks from anon, authenticated;

grant select, delete on table public.tasks to authenticated;

grant insert (title, description, status, priority, label, assignee_id)
  on table public.tasks to authenticated;

grant update (title, description, status, priority, label, assignee_id)
  on table public.tasks to authenticated;

grant all on table public.tasks to service_role;

alter table public.tasks enable row level security;

alter table public.tasks force row level security;

create policy tasks_select_staff on public.tasks
  for select to authenticated using ((select public.can_manage_tasks()));

create policy tasks_insert_staff on public.tasks
  for insert to authenticated with check ((select public.can_manage_tasks()));

create policy tasks_update_staff on public.tasks
  for update to authenticated
  using ((select public.can_manage_tasks())) with check ((select public.can_manage_tasks()));

create policy tasks_delete_staff on public.tasks
  for delete to authenticated using ((select public.can_manage_tasks()));

-- ---------------------------------------------------------------------------------------------
-- import_tasks: a CSV import in one transaction (issue 16). p_rows is a JSON array of at most
-- 5,000 objects {line, id?, title, description?, status, priority, label, assignee?}: `line` is
-- the CSV line the row came from, `id` (TASK-####) updates that task, no id creates one,
-- `assignee` is a staff account's email or username. Every row is checked first; when any is bad
-- nothing is written and the error's detail lists them all: [{line, field, code}], code one of
-- required, too_long, invalid, not_found, duplicate. Returns {created, updated}.
-- SECURITY INVOKER: row-level security decides, as for any other write.
-- ---------------------------------------------------------------------------------------------
create function public.import_tasks(p_rows jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_max constant integer := 5000;
  v_count integer;
  v_errors jsonb;
  v_created integer;
  v_updated integer;
begin
  if not public.can_manage_tasks() then
    raise exception 'insufficient_privilege' using errcode = '42501';
  end if;
  if jsonb_typeof(p_rows) is distinct from 'array' then
    raise exception 'TASK_IMPORT_INVALID' using errcode = 'P0001',
      detail = '[{"line": 0, "field": "rows", "code": "invalid"}]';
  end if;
  v_count := jsonb_array_length(p_rows);
  if v_count = 0 then
    raise exception 'TASK_IMPORT_EMPTY' using errcode = 'P0001';
  end if;
  if v_count > v_max then
    raise exception 'TASK_IMPORT_TOO_MANY' using errcode = 'P0001',
      detail = jsonb_build_object('max', v_max, 'rows', v_count)::text;
  end if;

  -- Every check at once, set-based (a row loop with a seen-list would be quadratic at 5,000).
  create temporary table pg_temp.task_import on commit drop as
  select
    e.ordinality::integer as position,
    jsonb_typeof(e.value) = 'object' as is_object,
    case
      when jsonb_typeof(e.value -> 'line') = 'number'
           and (e.value ->> 'line')::numeric between 1 and 100000000
        then (e.value ->> 'line')::numeric::integer
      else 0
    end as line,
    nullif(upper(btrim(coalesce(e.value ->> 'id', ''))), '') as id,
    e.value ->> 'title' as title,
    coalesce(e.value ->> 'description', '') as description,
    e.value ->> 'status' as status,
    e.value ->> 'priority' as priority,
    e.value ->> 'label' as label,
    lower(btrim(coalesce(e.value ->> 'assignee', ''))) as assignee,
    null::uuid as assignee_id
  from jsonb_array_elements(p_rows) with ordinality as e;

  update pg_temp.task_import i
  set assignee_id = (
    select d.id from public.account_directory d
    where i.assignee in (d.email, d.username) and d.role <> 'user'
    order by d.email = i.assignee desc
    limit 1)
  where i.assignee <> '';

  select coalesce(jsonb_agg(jsonb_build_object('line', line, 'field', field, 'code', code)
                            order by line, field), '[]'::jsonb)
  into v_errors
  from (
    select line, 'row' as field, 'invalid' as code from pg_temp.task_import where not is_object
    union all
    select line, 'line', 'invalid' from pg_temp.task_import where is_object and line = 0
    union all
    select line, 'id', 'invalid' from pg_temp.task_import
      where id is not null and id !~ '^TASK-[0-9]{4,}$'
    union all
    select line, 'id', 'duplicate' from (
      select line, row_number() over (partition by id order by line, position) as n
      from pg_temp.task_import where id ~ '^TASK-[0-9]{4,}$') as ranked
      where n > 1
    union all
    select i.line, 'id', 'not_found' from pg_temp.task_import i
      where i.id ~ '^TASK-[0-9]{4,}$' and not exists (select 1 from public.tasks t where t.id = i.id)
    union all
    select line, 'title', case when title is null or title !~ '\S' then 'required' else 'too_long' end
      from pg_temp.task_import
      where is_object and (title is null or title !~ '\S' or char_length(title) > 200)
    union all
    select line, 'description', 'too_long' from pg_temp.task_import
      where char_length(description) > 2000
    union all
    select line, 'status', 'invalid' from pg_temp.task_import
      where is_object and coalesce(status, '') <> all (
        array['backlog', 'todo', 'in progress', 'done', 'canceled'])
    union all
    select line, 'priority', 'invalid' from pg_temp.task_import
      where is_object and coalesce(priority, '') <> all (array['low', 'medium', 'high', 'critical'])
    union all
    select line, 'label', 'invalid' from pg_temp.task_import
      where is_object and coalesce(label, '') <> all (array['bug', 'feature', 'documentation'])
    union all
    select line, 'assignee', 'not_found' from pg_temp.task_import
      where assignee <> '' and assignee_id is null
  ) as problems;

  if jsonb_array_length(v_errors) > 0 then
    raise exception 'TASK_IMPORT_INVALID' using errcode = 'P0001', detail = v_errors::text;
  end if;

  insert into public.tasks (title, description, status, priority, label, assignee_id)
  select title, description, status, priority, label, assignee_id
  from pg_temp.task_import where id is null order by line, position;
  get diagnostics v_created = row_count;

  update public.tasks t
  set title = i.title, description = i.description, status = i.status,
      priority = i.priority, label = i.label, assignee_id = i.assignee_id
  from pg_temp.task_import i
  where i.id is not null and t.id = i.id;
  get diagnostics v_updated = row_count;

  drop table pg_temp.task_import;
  return jsonb_build_object('created', v_created, 'updated', v_updated);
end;
$$;

comment on function public.import_tasks(jsonb) is
  'Creates and updates up to 5,000 tasks in one transaction; any bad row writes nothing.';

revoke all on function public.import_tasks(jsonb) from public, anon;

grant execute on function public.import_tasks(jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- list_tasks: one page of tasks for /tasks (and the CSV export), with the total. A function for
-- the reason list_accounts is one: under row-level security the contains-filter (ILIKE, not
-- leakproof) could not use the trigram index. SECURITY DEFINER; it checks tasks:manage itself,
-- validates every argument and builds the query from fixed fragments only.
--   p_statuses, p_priorities: subsets of the seed's values; p_text: contains-match on the id or
--   the title (literal, case-insensitive, ≤ 200 characters); p_sort ∈ {id, title, status,
--   priority, label, created_at, updated_at} (id by number, status and priority in the seed's
--   order), p_desc, p_offset ≥ 0, p_limit 1–1000. Returns {total, rows} with each row's assignee.
-- ---------------------------------------------------------------------------------------------
create function public.list_tasks(
  p_statuses text[] default '{}',
  p_priorities text[] default '{}',
  p_text text default '',
  p_sort text default 'id',
  p_desc boolean default true,
  p_offset integer default 0,
  p_limit integer default 10
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_where text := 'true';
  v_pattern text;
  v_order text;
  v_total bigint;
  v_rows jsonb;
begin
  if not public.can_manage_tasks() then
    raise exception 'insufficient_privilege' using errcode = '42501';
  end if;
  if p_limit is null or p_limit not between 1 and 1000 or p_offset is null or p_offset < 0
     or p_desc is null
     or p_sort is null or p_sort <> all (array['id', 'title', 'status', 'priority', 'label',
                                               'created_at', 'updated_at'])
     or not coalesce(p_statuses, '{}') <@ array['backlog', 'todo', 'in progress', 'done', 'canceled']
     or not coalesce(p_priorities, '{}') <@ array['low', 'medium', 'high', 'critical']
     or char_length(coalesce(p_text, '')) > 200 then
    raise exception 'invalid_parameter_value' using errcode = '22023';
  end if;

  if cardinality(coalesce(p_statuses, '{}')) > 0 then
    v_where := v_where || ' and t.status = any ($1)';
  end if;
  if cardinality(coalesce(p_priorities, '{}')) > 0 then
    v_where := v_where || ' and t.priority = any ($2)';
  end if;
  if btrim(coalesce(p_text, '')) <> '' then
    v_pattern := '%' || replace(replace(replace(btrim(p_text), '\', '\\'), '%', '\%'), '_', '\_')
      || '%';
    v_where := v_where || ' and (t.id ilike $3 or t.title ilike $3)';
  end if;
  v_order := case p_sort
    when 'id' then 't.number'
    when 'status' then 't.status_rank'
    when 'priority' then 't.priority_rank'
    else format('t.%I', p_sort)
  end || case when p_desc then ' desc' else ' asc' end
    -- The tie-break follows the direction, so one (column, number) index serves both.
    || case when p_sort = 'id' then '' when p_desc then ', t.number desc' else ', t.number asc' end;

  -- One statement gives the count and the page. With a text filter the matches are gathered
  -- once (trigram index), then counted and sorted: left to itself the planner may walk the sort
  -- column's index testing every row against the filter, slow exactly when matches are few.
  -- Without one, the filter is inlined in both places, so the count can use an index alone.
  execute format(
    'with matches as %s (select t.* from public.tasks t where %s)
     select (select count(*) from matches),
            (select coalesce(jsonb_agg(to_jsonb(r)), ''[]''::jsonb) from (
               select t.id, t.title, t.description, t.status, t.priority, t.label, t.assignee_id,
                      t.created_by, t.updated_by, t.created_at, t.updated_at,
                      (select jsonb_build_object(''id'', a.id, ''email'', a.email,
                                                 ''username'', a.username, ''name'', a.name)
                       from public.account_directory a where a.id = t.assignee_id) as assignee
               from matches t
               order by %s
               limit $4 offset $5) r)',
    case when v_pattern is null then 'not materialized' else 'materialized' end, v_where, v_order)
    into v_total, v_rows using p_statuses, p_priorities, v_pattern, p_limit, p_offset;
  return jsonb_build_object('total', v_total, 'rows', v_rows);
end;
$$;

comment on function public.list_tasks(text[], text[], text, text, boolean, integer, integer) is
  'One page of tasks with its total, for superadmin, admin and manager.';

revoke all on function public.list_tasks(text[], text[], text, text, boolean, integer, integer)
  from public, anon;

grant execute on function public.list_tasks(text[], text[], text, text, boolean, integer, integer)
  to authenticated, service_role;
