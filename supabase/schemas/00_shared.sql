-- Shared by every domain: extensions, who the caller is (staff roles from the JWT) and small
-- value checks that several tables use. The other files of this folder build on it.
--
-- This folder is the current schema, one file per domain, applied in name order (config.toml
-- schema_paths). Migrations in ../migrations deploy it; a test checks that both build the same
-- database (supabase/README.md). Runs on hosted Supabase (PostgreSQL 15+), a plain PostgreSQL 15
-- and PGlite, after Supabase's roles and auth schema exist.

-- Trigram indexes make the contains-filters of staff lists (usernames, emails, tasks) use an index.
create extension if not exists pg_trgm with schema extensions;

-- ---------------------------------------------------------------------------------------------
-- Staff role from the JWT. app_metadata is written only by the server (service role), so a
-- learner cannot grant themselves a role; an absent or empty role reads as NULL.
-- ---------------------------------------------------------------------------------------------
create function public.staff_role()
returns text
language sql
stable
as $$
  select nullif(auth.jwt() -> 'app_metadata' ->> 'role', '')
$$;

comment on function public.staff_role() is
  'The caller''s staff role (superadmin, admin, manager, cashier) from the JWT app_metadata, or NULL.';

-- The only staff who may read learners' story data (analytics, progress). Cashiers may not.
create function public.is_learning_staff()
returns boolean
language sql
stable
as $$
  select coalesce(public.staff_role() in ('superadmin', 'admin', 'manager'), false)
$$;

comment on function public.is_learning_staff() is
  'True when the caller is superadmin, admin or manager (read access to learners'' story data).';

-- CEFR levels in order; the position is the level's rank (A1 = 1).
create function public.cefr_levels()
returns text[]
language sql
immutable
parallel safe
as $$
  select array['A1', 'A2', 'B1', 'B2', 'C1', 'C2']::text[]
$$;

-- Refuses callers who are not lesson and learning staff: superadmin, admin, manager (42501 →
-- HTTP 403). Functions call it first, before they look at their arguments.
create function public.require_learning_staff()
returns void
language plpgsql
stable
as $$
begin
  if not public.is_learning_staff() then
    raise exception 'only superadmin, admin and manager may do this' using errcode = '42501';
  end if;
end;
$$;

revoke all on function public.require_learning_staff() from public, anon;
grant execute on function public.require_learning_staff() to authenticated, service_role;

-- One sub-level up or down (A1.1 … C2.3); NULL past either end (stepLevel in the web app).
create function public.cefr_step(p_level text, p_sub_level integer, p_step integer)
returns jsonb
language sql
immutable
parallel safe
as $$
  select case
    when p_level is null or p_sub_level is null or pos is null then null
    when pos + p_step < 0 or pos + p_step >= 18 then null
    else jsonb_build_object(
      'level', (public.cefr_levels())[(pos + p_step) / 3 + 1],
      'sub_level', (pos + p_step) % 3 + 1)
  end
  from (select (array_position(public.cefr_levels(), p_level) - 1) * 3 + (p_sub_level - 1) as pos)
    as x
$$;

-- A LIKE pattern that finds p_text anywhere, with LIKE's own wildcards escaped.
create function public.contains_pattern(p_text text)
returns text
language sql
immutable
parallel safe
as $$
  select '%' || regexp_replace(p_text, '([\\%_])', '\\\1', 'g') || '%'
$$;

-- ---------------------------------------------------------------------------------------------
-- Plain text: what a learner may type as a meaning, a note, a phrase or keep as a sentence.
-- At most p_max characters, not blank, no control characters (tab and, when p_multiline, line
-- breaks allowed). Rendered as text everywhere; the check keeps stored values printable.
-- ---------------------------------------------------------------------------------------------
create function public.is_plain_text(p text, p_max integer, p_multiline boolean default false)
returns boolean
language sql
immutable
parallel safe
as $$
  select p is not null
    and char_length(p) between 1 and p_max
    and p ~ '\S'
    and p !~ (case when p_multiline then '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]'
                   else '[\x01-\x08\x0a-\x1f\x7f-\x9f]' end)
$$;

comment on function public.is_plain_text(text, integer, boolean) is
  'True for printable text of 1..p_max characters that is not blank (line breaks only when p_multiline).';

-- A normalised word (@fabula/reading normalizeWord): 1..100 characters, no white space.
create function public.is_normalized_word(p text)
returns boolean
language sql
immutable
parallel safe
as $$
  select p is not null and char_length(p) between 1 and 100 and p !~ '\s'
$$;
