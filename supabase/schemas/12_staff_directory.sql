-- The account directory of /users (issue 16, PRODUCT.md §2–3): one row per auth user with what
-- staff list, filter and sort on (email, username, name, role, sign-in times, ban, invitation),
-- kept in step with auth.users and public.profiles by triggers, and the audit trail of what the
-- admin-users function did. Why a table and not a view over auth.users:
-- docs/decisions/0044-account-directory-and-admin-users.md (usernames need a home, the list needs
-- indexes that cannot be added to auth.users on hosted Supabase, and a status filter must be
-- answerable from an index).

-- ---------------------------------------------------------------------------------------------
-- Usernames: 3–30 characters, lowercase letters, digits, '.', '_' and '-', starting and ending
-- with a letter or digit. Derived from the email's local part unless one was chosen at
-- invitation (raw_user_meta_data.username); a taken name gets a number.
-- ---------------------------------------------------------------------------------------------
create function public.username_valid(username text)
returns boolean
language sql
immutable
parallel safe
as $$
  select username ~ '^[a-z0-9][a-z0-9._-]{1,28}[a-z0-9]$'
$$;

comment on function public.username_valid(text) is
  'Whether a text is a well-formed username (3–30 of a-z 0-9 . _ -, alphanumeric at both ends).';

create function public.username_base(email text)
returns text
language sql
immutable
parallel safe
as $$
  -- Keep 24 characters so a numeric suffix still fits in 30.
  select case
    when char_length(cleaned) >= 3 then cleaned
    else left('user' || cleaned, 24)
  end
  from (
    select left(
      regexp_replace(
        regexp_replace(lower(split_part(coalesce(email, ''), '@', 1)), '[^a-z0-9._-]+', '', 'g'),
        '^[._-]+|[._-]+$', '', 'g'),
      24) as cleaned
  ) as part
$$;

comment on function public.username_base(text) is
  'The username an email address suggests: its local part, cleaned and cut to 24 characters.';

-- ---------------------------------------------------------------------------------------------
-- The table.
-- ---------------------------------------------------------------------------------------------
create table public.account_directory (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  username text not null,
  -- The learner's wanted_name, else the name given at sign-up (user_metadata full_name / name).
  name text,
  -- app_metadata.role when it is a staff role, else 'user' (a learner).
  role text not null default 'user',
  created_at timestamptz not null,
  last_sign_in_at timestamptz,
  confirmed_at timestamptz,
  invited_at timestamptz,
  banned_until timestamptz,
  -- Last sign-in (else confirmation, else creation) + 30 days: "inactive = no sign-in for 30
  -- days" becomes `active_until <= now`, a range an index answers (the view derives status).
  active_until timestamptz not null,
  constraint account_directory_username_check check (public.username_valid(username)),
  constraint account_directory_role_check
    check (role in ('superadmin', 'admin', 'manager', 'cashier', 'user')),
  constraint account_directory_name_check check (char_length(name) <= 200)
);

comment on table public.account_directory is
  'One row per account for the staff directory (/users), maintained from auth.users and profiles.';

create unique index account_directory_username_key on public.account_directory (username);

-- One index per sort column, (column, id), read forwards or backwards; the nullable columns
-- sort their nulls last both ways, so they get a second index for descending order.
create index account_directory_created_idx on public.account_directory (created_at, id);

create index account_directory_email_idx on public.account_directory (email, id);

create index account_directory_username_sort_idx on public.account_directory (username, id);

create index account_directory_role_idx on public.account_directory (role, id);

create index account_directory_name_idx on public.account_directory (name, id);

create index account_directory_name_desc_idx on public.account_directory (name desc nulls last, id desc);

create index account_directory_last_sign_in_idx on public.account_directory (last_sign_in_at, id);

create index account_directory_last_sign_in_desc_idx
  on public.account_directory (last_sign_in_at desc nulls last, id desc);

create index account_directory_text_idx on public.account_directory
  using gin (username extensions.gin_trgm_ops, email extensions.gin_trgm_ops);

-- One index per status predicate of the list (see staff_accounts below).
create index account_directory_banned_idx on public.account_directory (banned_until)
  where banned_until is not null;

create index account_directory_unconfirmed_idx on public.account_directory (created_at)
  where confirmed_at is null;

-- Role and ban ride along, so "active learners" is counted from this index alone.
create index account_directory_active_idx on public.account_directory (active_until)
  include (role, banned_until) where confirmed_at is not null;

-- ---------------------------------------------------------------------------------------------
-- Privileges and row-level security. Nobody writes the directory but the triggers above (and
-- the admin-users function with the service role, for the audit trail's sake it never does).
-- ---------------------------------------------------------------------------------------------
revoke all on table public.account_directory from anon, authenticated;

grant select on table public.account_directory to authenticated;

grant all on table public.account_directory to service_role;

alter table public.account_directory enable row level security;

alter table public.account_directory force row level security;

-- Everyone sees their own row (their username).
create policy account_directory_select_own on public.account_directory
  for select to authenticated
  using (id = (select auth.uid()));

-- users:read (PRODUCT.md §2): superadmin, admin and cashier see every account.
create policy account_directory_select_directory on public.account_directory
  for select to authenticated
  using ((select public.staff_role()) in ('superadmin', 'admin', 'cashier'));

-- Managers assign tasks to staff: they see staff accounts, never learners.
create policy account_directory_select_staff on public.account_directory
  for select to authenticated
  using (role <> 'user' and (select public.staff_role()) = 'manager');

-- ---------------------------------------------------------------------------------------------
-- Keeping it in step. SECURITY DEFINER: the triggers fire for the auth server's writes and for
-- learners' profile writes, neither of which may write this table directly.
-- ---------------------------------------------------------------------------------------------
create function public.account_directory_role(app_metadata jsonb)
returns text
language sql
immutable
parallel safe
as $$
  select case
    when app_metadata ->> 'role' in ('superadmin', 'admin', 'manager', 'cashier')
      then app_metadata ->> 'role'
    else 'user'
  end
$$;

create function public.account_directory_name(wanted_name text, user_metadata jsonb)
returns text
language sql
immutable
parallel safe
as $$
  select left(nullif(btrim(coalesce(
    wanted_name, user_metadata ->> 'full_name', user_metadata ->> 'name')), ''), 200)
$$;

create function public.account_directory_from_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted text := lower(btrim(coalesce(new.raw_user_meta_data ->> 'username', '')));
  base text := public.username_base(new.email);
  candidate text;
  attempt int := 0;
  profile_name text;
begin
  -- Anonymous sign-ins are not accounts staff manage; they join when they get an address.
  if new.is_anonymous or new.email is null then
    return null;
  end if;
  select p.wanted_name into profile_name from public.profiles p where p.user_id = new.id;

  if exists (select 1 from public.account_directory d where d.id = new.id) then
    update public.account_directory d set
      email = lower(new.email),
      name = public.account_directory_name(profile_name, new.raw_user_meta_data),
      role = public.account_directory_role(new.raw_app_meta_data),
      last_sign_in_at = new.last_sign_in_at,
      confirmed_at = new.email_confirmed_at,
      invited_at = new.invited_at,
      banned_until = new.banned_until,
      active_until = coalesce(new.last_sign_in_at, new.email_confirmed_at, new.created_at)
        + interval '30 days'
    where d.id = new.id;
    return null;
  end if;

  candidate := case when public.username_valid(wanted) then wanted else base end;
  -- A taken name gets 2, 3, … and, after a few tries (or a race), a random suffix; the
  -- sub-transaction of each attempt keeps a unique violation from failing the sign-up itself.
  loop
    begin
      insert into public.account_directory (
        id, email, username, name, role, created_at, last_sign_in_at, confirmed_at,
        invited_at, banned_until, active_until)
      values (
        new.id, lower(new.email), candidate,
        public.account_directory_name(profile_name, new.raw_user_meta_data),
        public.account_directory_role(new.raw_app_meta_data),
        new.created_at, new.last_sign_in_at, new.email_confirmed_at, new.invited_at,
        new.banned_until,
        coalesce(new.last_sign_in_at, new.email_confirmed_at, new.created_at)
          + interval '30 days');
      return null;
    exception when unique_violation then
      attempt := attempt + 1;
      if attempt > 20 then
        raise;
      end if;
      candidate := case
        when attempt < 5 then base || (attempt + 1)::text
        else base || '-' || substr(md5(random()::text || clock_timestamp()::text), 1, 5)
      end;
    end;
  end loop;
end;
$$;

revoke all on function public.account_directory_from_user() from public, anon, authenticated;

create trigger account_directory_from_user
  after insert or update on auth.users
  for each row execute function public.account_directory_from_user();

create function public.account_directory_from_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid := case when tg_op = 'DELETE' then old.user_id else new.user_id end;
  wanted text := case when tg_op = 'DELETE' then null else new.wanted_name end;
begin
  update public.account_directory d
  set name = public.account_directory_name(wanted, u.raw_user_meta_data)
  from auth.users u
  where d.id = target and u.id = target;
  return null;
end;
$$;

create trigger account_directory_from_profile
  after insert or update of wanted_name or delete on public.profiles
  for each row execute function public.account_directory_from_profile();

revoke all on function public.account_directory_from_profile() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The list staff read: the directory with its status. Filters on status are written against
-- the columns (see @fabula/staff-api listUsers) so each uses an index above.
--   suspended: banned_until > now
--   invited:   not suspended, address not confirmed (invitation or sign-up not yet accepted)
--   inactive:  not suspended, confirmed, no sign-in for 30 days (active_until <= now)
--   active:    not suspended, confirmed, signed in within 30 days
-- ---------------------------------------------------------------------------------------------
create view public.staff_accounts
with (security_invoker = true)
as
select
  d.id,
  d.email,
  d.username,
  d.name,
  d.role,
  case
    when d.banned_until > now() then 'suspended'
    when d.confirmed_at is null then 'invited'
    when d.active_until <= now() then 'inactive'
    else 'active'
  end as status,
  d.created_at,
  d.last_sign_in_at,
  d.confirmed_at,
  d.invited_at,
  d.banned_until,
  d.active_until
from public.account_directory d;

comment on view public.staff_accounts is
  'The account directory with each account''s status, for the staff list (/users).';

revoke all on public.staff_accounts from anon, authenticated;

grant select on public.staff_accounts to authenticated;

grant select on public.staff_accounts to service_role;

-- ---------------------------------------------------------------------------------------------
-- list_accounts: one page of the directory for /users, with the total. A function rather than
-- PostgREST filters on the view: under row-level security PostgreSQL may not use an index for an
-- operator that is not leakproof (ILIKE is not), so the username filter would scan every row,
-- and the policies would run once per row for the count. This SECURITY DEFINER function checks
-- the caller's role itself (users:read: superadmin, admin, cashier), validates every argument,
-- and builds the query from fixed fragments only (ADR 0044).
--   p_statuses ⊆ {active, inactive, invited, suspended}, p_roles ⊆ {superadmin … user},
--   p_text: contains-match on username or email (literal, case-insensitive, ≤ 200 characters),
--   p_sort ∈ {email, username, name, role, status, created_at, last_sign_in_at}, p_desc,
--   p_offset ≥ 0, p_limit 1–1000. Returns {total, rows: [staff_accounts rows]}.
-- ---------------------------------------------------------------------------------------------
create function public.list_accounts(
  p_statuses text[] default '{}',
  p_roles text[] default '{}',
  p_text text default '',
  p_sort text default 'created_at',
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
  v_not_banned constant text := '(d.banned_until is null or d.banned_until <= now())';
  v_status text[] := '{}';
  v_where text := 'true';
  v_pattern text;
  v_total bigint;
  v_rows jsonb;
begin
  if coalesce(public.staff_role() in ('superadmin', 'admin', 'cashier'), false) is false then
    raise exception 'insufficient_privilege' using errcode = '42501';
  end if;
  if p_limit is null or p_limit not between 1 and 1000 or p_offset is null or p_offset < 0
     or p_desc is null
     or p_sort is null or p_sort <> all (array['email', 'username', 'name', 'role', 'status',
                                               'created_at', 'last_sign_in_at'])
     or not coalesce(p_statuses, '{}') <@ array['active', 'inactive', 'invited', 'suspended']
     or not coalesce(p_roles, '{}') <@ array['superadmin', 'admin', 'manager', 'cashier', 'user']
     or char_length(coalesce(p_text, '')) > 200 then
    raise exception 'invalid_parameter_value' using errcode = '22023';
  end if;

  -- Each status as a predicate on the directory's columns, answered from an index.
  if 'suspended' = any (p_statuses) then
    v_status := v_status || 'd.banned_until > now()'::text;
  end if;
  if 'invited' = any (p_statuses) then
    v_status := v_status || ('(d.confirmed_at is null and ' || v_not_banned || ')');
  end if;
  if 'inactive' = any (p_statuses) then
    v_status := v_status || ('(d.confirmed_at is not null and d.active_until <= now() and '
      || v_not_banned || ')');
  end if;
  if 'active' = any (p_statuses) then
    v_status := v_status || ('(d.confirmed_at is not null and d.active_until > now() and '
      || v_not_banned || ')');
  end if;
  if cardinality(v_status) > 0 then
    v_where := v_where || ' and (' || array_to_string(v_status, ' or ') || ')';
  end if;
  if cardinality(coalesce(p_roles, '{}')) > 0 then
    v_where := v_where || ' and d.role = any ($1)';
  end if;
  if btrim(coalesce(p_text, '')) <> '' then
    -- LIKE's own wildcards in the typed text match literally.
    v_pattern := '%' || replace(replace(replace(btrim(p_text), '\', '\\'), '%', '\%'), '_', '\_')
      || '%';
    v_where := v_where || ' and (d.username ilike $2 or d.email ilike $2)';
  end if;

  -- One statement gives the count and the page. With a text filter the matches are gathered
  -- once (trigram index), then counted and sorted, rather than walking the sort column's index
  -- testing every row (slow when matches are few); without one the filter is inlined in both
  -- places, so each part uses its own index.
  execute format(
    'with matches as %s (select d.* from public.staff_accounts d where %s)
     select (select count(*) from matches),
            (select coalesce(jsonb_agg(to_jsonb(r)), ''[]''::jsonb) from (
               select d.id, d.email, d.username, d.name, d.role, d.status, d.created_at,
                      d.last_sign_in_at, d.confirmed_at, d.invited_at, d.banned_until
               from matches d
               order by d.%I %s, d.id %s
               limit $3 offset $4) r)',
    case when v_pattern is null then 'not materialized' else 'materialized' end, v_where, p_sort,
    -- Nulls (no name, never signed in) last either way; the tie-break follows the direction
    -- so one index serves both (see the indexes above).
    case when p_desc then 'desc' else 'asc' end
      || case when p_sort in ('name', 'last_sign_in_at') then ' nulls last' else '' end,
    case when p_desc then 'desc' else 'asc' end)
    into v_total, v_rows using p_roles, v_pattern, p_limit, p_offset;
  return jsonb_build_object('total', v_total, 'rows', v_rows);
end;
$$;

comment on function public.list_accounts(text[], text[], text, text, boolean, integer, integer) is
  'One page of the account directory with its total, for superadmin, admin and cashier.';

revoke all on function public.list_accounts(text[], text[], text, text, boolean, integer, integer)
  from public, anon;

grant execute on function public.list_accounts(text[], text[], text, text, boolean, integer, integer)
  to authenticated, service_role;

-- The audit trail of account actions (issue 16): who did what to whom, and when. Written only by
-- the admin-users edge function with the service role, after the action succeeded; read by the
-- roles that read the directory, on a user's detail sheet. Rows keep the emails as they were, and
-- no foreign keys, so the trail outlives a deleted account.

create table public.account_audit (
  id bigint generated always as identity primary key,
  actor_id uuid not null,
  actor_email text not null,
  action text not null,
  target_id uuid not null,
  target_email text not null,
  -- What the action changed, e.g. {"from": "user", "to": "manager"} for a role change.
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  constraint account_audit_action_check
    check (action in ('invite', 'resend_invite', 'set_role', 'suspend', 'activate', 'delete')),
  constraint account_audit_details_check check (jsonb_typeof(details) = 'object'),
  constraint account_audit_emails_check
    check (char_length(actor_email) <= 320 and char_length(target_email) <= 320)
);

comment on table public.account_audit is
  'Account actions taken through the admin-users function: actor, action, target, time.';

create index account_audit_target_idx on public.account_audit (target_id, created_at desc);

revoke all on table public.account_audit from anon, authenticated;

grant select on table public.account_audit to authenticated;

grant all on table public.account_audit to service_role;

alter table public.account_audit enable row level security;

alter table public.account_audit force row level security;

create policy account_audit_select_directory on public.account_audit
  for select to authenticated
  using ((select public.staff_role()) in ('superadmin', 'admin', 'cashier'));

-- An assignee must be a staff account (PRODUCT.md §3). SECURITY DEFINER so the check sees the
-- account whatever directory rows the caller may read.
create function public.is_staff_account(p_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.account_directory where id = p_id and role <> 'user')
$$;

comment on function public.is_staff_account(uuid) is
  'Whether an account has a staff role (tasks may only be assigned to staff).';
