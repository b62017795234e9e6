-- Integrations connected from /apps (issue 18, PRODUCT.md §3): the AI story provider, a speech
-- endpoint and email delivery. Design notes: docs/decisions/0050-integration-settings-server-only.md.
--
-- Both tables are server-only: row-level security is on and no policy exists, and anon and
-- authenticated hold no privilege at all, so no client — not even a superadmin's — can read or
-- write them through the API. The `integrations` edge function checks the caller's role and then
-- works with the service role; generate-story reads the connected provider the same way. Secrets
-- live in their own table so that no query for the settings can return them by accident.

-- The same rules as the contract (@fabula/integrations-api/contract, settings.ts); a test feeds
-- both the same cases on PGlite and PostgreSQL.
create function public.integration_line_valid(p_value jsonb, p_max integer)
returns boolean
language sql
immutable
parallel safe
as $$
  select coalesce(
    jsonb_typeof(p_value) = 'string'
      and char_length(p_value #>> '{}') between 1 and p_max
      and (p_value #>> '{}') !~ '[\x01-\x1f\x7f]'
      and left(p_value #>> '{}', 1) <> ' '
      and right(p_value #>> '{}', 1) <> ' ',
    false
  )
$$;

create function public.integration_settings_valid(p_kind text, p_settings jsonb)
returns boolean
language sql
immutable
parallel safe
as $$
  select case when jsonb_typeof(p_settings) is distinct from 'object' then false else coalesce(
    case p_kind
      when 'story_provider' then
        (p_settings - array['base_url', 'model']) = '{}'::jsonb
        and public.integration_line_valid(p_settings -> 'base_url', 500)
        and (p_settings ->> 'base_url') ~ '^https?://[^\s/?#@\\]+(/[^\s?#\\]*)?$'
        and public.integration_line_valid(p_settings -> 'model', 200)
      when 'speech' then
        (p_settings - array['base_url', 'model', 'voice']) = '{}'::jsonb
        and public.integration_line_valid(p_settings -> 'base_url', 500)
        and (p_settings ->> 'base_url') ~ '^https?://[^\s/?#@\\]+(/[^\s?#\\]*)?$'
        and public.integration_line_valid(p_settings -> 'model', 200)
        and public.integration_line_valid(p_settings -> 'voice', 100)
      when 'email' then
        (p_settings - array['host', 'port', 'security', 'username', 'sender_email', 'sender_name'])
          = '{}'::jsonb
        and public.integration_line_valid(p_settings -> 'host', 253)
        and (p_settings ->> 'host')
          ~ '^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$'
        and jsonb_typeof(p_settings -> 'port') = 'number'
        -- CASE, not AND: SQL does not promise to test the pattern before the cast.
        and case when (p_settings ->> 'port') ~ '^[0-9]{1,5}$'
          then (p_settings ->> 'port')::integer between 1 and 65535 else false end
        and jsonb_typeof(p_settings -> 'security') = 'string'
        and (p_settings ->> 'security') in ('tls', 'starttls', 'none')
        and (not (p_settings ? 'username')
          or public.integration_line_valid(p_settings -> 'username', 320))
        and public.integration_line_valid(p_settings -> 'sender_email', 254)
        and (p_settings ->> 'sender_email')
          ~ '^[^\s@<>"(),;:\\]+@[^\s@<>"(),;:\\]+\.[^\s@<>"(),;:\\]+$'
        and (not (p_settings ? 'sender_name')
          or (public.integration_line_valid(p_settings -> 'sender_name', 100)
            and (p_settings ->> 'sender_name') !~ '[<>"]'))
      else false
    end,
    false
  ) end
$$;

comment on function public.integration_settings_valid(text, jsonb) is
  'Whether settings are valid for an integration kind (mirror of @fabula/integrations-api/contract).';

create table public.integration_settings (
  kind text primary key,
  settings jsonb not null,
  connected_by uuid references auth.users (id) on delete set null,
  connected_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_test_at timestamptz,
  last_test_ok boolean,
  last_test_latency_ms integer,
  last_test_reason text,
  constraint integration_settings_kind_check check (kind in ('story_provider', 'speech', 'email')),
  constraint integration_settings_settings_check
    check (public.integration_settings_valid(kind, settings)),
  constraint integration_settings_last_test_check check (
    (last_test_at is null) = (last_test_ok is null)
    and (last_test_ok is distinct from true or last_test_reason is null)
  ),
  constraint integration_settings_latency_check
    check (last_test_latency_ms is null or last_test_latency_ms between 0 and 600000),
  constraint integration_settings_reason_check check (
    last_test_reason is null or last_test_reason in (
      'unreachable', 'timeout', 'credentials_refused', 'http_error', 'bad_reply', 'tls_error',
      'smtp_rejected'
    )
  )
);

comment on table public.integration_settings is
  'Connected integrations and their non-secret settings. Server functions only (service role).';

revoke all on table public.integration_settings from anon, authenticated;

grant all on table public.integration_settings to service_role;

alter table public.integration_settings enable row level security;

create table public.integration_secrets (
  kind text not null references public.integration_settings (kind) on delete cascade,
  name text not null,
  value text not null,
  updated_at timestamptz not null default now(),
  primary key (kind, name),
  constraint integration_secrets_name_check check (
    (kind in ('story_provider', 'speech') and name = 'api_key')
    or (kind = 'email' and name = 'password')
  ),
  constraint integration_secrets_value_check
    check (char_length(value) between 1 and 4096 and value !~ '[\x01-\x1f\x7f]')
);

comment on table public.integration_secrets is
  'Write-only integration secrets (API keys, SMTP password). Never returned to any client.';

revoke all on table public.integration_secrets from anon, authenticated;

grant all on table public.integration_secrets to service_role;

alter table public.integration_secrets enable row level security;

-- No policies on purpose: only the service role (which bypasses RLS) may touch these rows.

-- Connecting is one statement for the function: settings and secret changes land together or not
-- at all. `p_secrets` maps a secret's name to its new value (a string) or to null (remove it);
-- names it leaves out keep their value, so settings can be edited without retyping a key.
create function public.connect_integration(
  p_kind text,
  p_settings jsonb,
  p_secrets jsonb,
  p_connected_by uuid
)
returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_name text;
  v_value jsonb;
begin
  if jsonb_typeof(coalesce(p_secrets, '{}'::jsonb)) <> 'object' then
    raise exception 'secrets must be an object' using errcode = '22023';
  end if;
  insert into public.integration_settings (kind, settings, connected_by)
  values (p_kind, p_settings, p_connected_by)
  on conflict (kind) do update set
    settings = excluded.settings,
    connected_by = excluded.connected_by,
    updated_at = now(),
    -- New settings have not been tested yet.
    last_test_at = null,
    last_test_ok = null,
    last_test_latency_ms = null,
    last_test_reason = null;
  for v_name, v_value in select key, value from jsonb_each(coalesce(p_secrets, '{}'::jsonb)) loop
    if jsonb_typeof(v_value) = 'null' then
      delete from public.integration_secrets where kind = p_kind and name = v_name;
    elsif jsonb_typeof(v_value) = 'string' then
      insert into public.integration_secrets (kind, name, value)
      values (p_kind, v_name, v_value #>> '{}')
      on conflict (kind, name) do update set value = excluded.value, updated_at = now();
    else
      raise exception 'a secret is a string or null' using errcode = '22023';
    end if;
  end loop;
  return p_kind;
end;
$$;

comment on function public.connect_integration(text, jsonb, jsonb, uuid) is
  'Stores an integration''s settings and secret changes atomically; returns the kind. Service role only.';

revoke execute on function public.connect_integration(text, jsonb, jsonb, uuid)
  from public, anon, authenticated;

grant execute on function public.connect_integration(text, jsonb, jsonb, uuid) to service_role;

-- Disconnecting forgets the settings and, through the foreign key, every secret.
create function public.disconnect_integration(p_kind text)
returns boolean
language sql
security invoker
set search_path = ''
as $$
  with gone as (delete from public.integration_settings where kind = p_kind returning 1)
  select exists (select 1 from gone)
$$;

comment on function public.disconnect_integration(text) is
  'Forgets an integration and its secrets; true when it was connected. Service role only.';

revoke execute on function public.disconnect_integration(text) from public, anon, authenticated;

grant execute on function public.disconnect_integration(text) to service_role;
