/**
 * The `storage` schema as a hosted Supabase project has it, to the extent the Storage routes and
 * user migrations use it: `storage.buckets`, `storage.objects` (row-level security on, policies
 * left to migrations), and the path helpers policies are written with. Column names follow hosted
 * Storage, so a migration written for hosted Supabase (buckets inserted with SQL, policies on
 * `storage.objects`) runs here unchanged. Every statement is idempotent: it runs on every start,
 * before the migrations.
 */
export const STORAGE_SCHEMA_SQL = `
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  public boolean not null default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

-- 'a/b/c.mp3' → {a,b}: the folders of an object name, what "own folder" policies compare.
create or replace function storage.foldername(name text) returns text[]
  language sql immutable as $$
    select (string_to_array(name, '/'))[1 : cardinality(string_to_array(name, '/')) - 1]
  $$;
-- 'a/b/c.mp3' → 'c.mp3'
create or replace function storage.filename(name text) returns text
  language sql immutable as $$
    select (string_to_array(name, '/'))[cardinality(string_to_array(name, '/'))]
  $$;
-- 'a/b/c.mp3' → 'mp3' (a name without a dot gives the whole file name, as on hosted Storage)
create or replace function storage.extension(name text) returns text
  language sql immutable as $$
    select reverse(split_part(reverse(storage.filename(name)), '.', 1))
  $$;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;
`
