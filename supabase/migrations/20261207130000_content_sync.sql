-- The content sync (ADR 0081): shipped lessons and help articles reach the database through
-- sync functions run at start (local backend) and at deploy (hosted), not through migrations.
-- Same text as supabase/schemas/80_shipped_content.sql, where the design is explained.

-- What the sync last wrote, per item: the hash of the file it came from and the row's
-- updated_at right after the write, which tells an untouched row from an edited one.
create table public.shipped_content (
  kind text not null,
  key text not null,
  content_hash text not null,
  row_updated_at timestamptz not null,
  synced_at timestamptz not null default now(),
  primary key (kind, key),
  constraint shipped_content_kind_check check (kind in ('lesson', 'help_article'))
);

comment on table public.shipped_content is
  'Provenance of rows written by the content sync: file hash and the row''s updated_at then.';

-- Server-only: no client reads or writes it; the sync functions run as their owner.
revoke all on table public.shipped_content from anon, authenticated;
grant all on table public.shipped_content to service_role;

alter table public.shipped_content enable row level security;

-- One item's fate, shared by both sync functions: 'unchanged' (same file as last time),
-- 'kept_edited' / 'kept_deleted' (staff changed or removed the row: left alone), 'insert' or
-- 'update' (the caller writes, then records with shipped_content_record()).
create function public.shipped_content_decision(
  p_kind text,
  p_key text,
  p_hash text,
  p_row_created_at timestamptz,
  p_row_updated_at timestamptz
)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when s.content_hash = p_hash and p_row_updated_at is not distinct from s.row_updated_at
      then 'unchanged'
    when p_row_updated_at is null and s.kind is not null then 'kept_deleted'
    when p_row_updated_at is null then 'insert'
    when s.kind is not null and p_row_updated_at = s.row_updated_at then 'update'
    -- Before the sync existed, shipped rows were inserted once and never touched by it: a row
    -- whose updated_at is still its created_at has not been edited.
    when s.kind is null and p_row_updated_at = p_row_created_at then 'update'
    else 'kept_edited'
  end
  from (select 1) as one
  left join public.shipped_content s on s.kind = p_kind and s.key = p_key
$$;

create function public.shipped_content_record(
  p_kind text, p_key text, p_hash text, p_row_updated_at timestamptz
)
returns void
language sql
set search_path = ''
as $$
  insert into public.shipped_content (kind, key, content_hash, row_updated_at, synced_at)
  values (p_kind, p_key, p_hash, p_row_updated_at, now())
  on conflict (kind, key) do update
    set content_hash = excluded.content_hash, row_updated_at = excluded.row_updated_at,
        synced_at = excluded.synced_at
$$;

revoke all on function public.shipped_content_decision(text, text, text, timestamptz, timestamptz)
  from public, anon, authenticated;
revoke all on function public.shipped_content_record(text, text, text, timestamptz)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- sync_shipped_lessons: p_lessons is a JSON array of lesson files (LessonSchema of
-- @fabula/lessons-api: id, language, translationLanguage, level, subLevel, order, title, summary,
-- topics, estimatedMinutes, sections). Shipped lessons are published and have no author; the
-- lessons trigger checks each written body as it checks an editor's. Returns
-- {inserted, updated, unchanged, kept: [{id, reason}]}.
-- ---------------------------------------------------------------------------------------------
create function public.sync_shipped_lessons(p_lessons jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_file jsonb;
  v_id text;
  v_hash text;
  v_row public.lessons%rowtype;
  v_decision text;
  v_counted text;
  v_updated_at timestamptz;
  v_counts jsonb := '{"inserted": 0, "updated": 0, "unchanged": 0}';
  v_kept jsonb := '[]';
begin
  if jsonb_typeof(p_lessons) is distinct from 'array' then
    raise exception 'lessons must be an array' using errcode = '22023';
  end if;
  for v_file in select value from jsonb_array_elements(p_lessons) loop
    v_id := v_file ->> 'id';
    if jsonb_typeof(v_file) <> 'object' or v_id is null then
      raise exception 'a lesson file needs an id' using errcode = '22023';
    end if;
    v_hash := md5(v_file::text);
    select * into v_row from public.lessons where id = v_id for update;
    v_decision := public.shipped_content_decision(
      'lesson', v_id, v_hash, v_row.created_at, v_row.updated_at);
    if v_decision = 'insert' then
      insert into public.lessons (id, language, translation_language, level, sub_level, position,
        title, summary, topics, estimated_minutes, sections, status)
      values (
        v_id, v_file ->> 'language', v_file ->> 'translationLanguage', v_file ->> 'level',
        (v_file ->> 'subLevel')::smallint, (v_file ->> 'order')::smallint, v_file ->> 'title',
        v_file ->> 'summary', array(select jsonb_array_elements_text(v_file -> 'topics')),
        (v_file ->> 'estimatedMinutes')::smallint, v_file -> 'sections', 'published'
      )
      returning updated_at into v_updated_at;
    elsif v_decision = 'update' then
      update public.lessons set
        translation_language = v_file ->> 'translationLanguage',
        sub_level = (v_file ->> 'subLevel')::smallint,
        position = (v_file ->> 'order')::smallint,
        title = v_file ->> 'title',
        summary = v_file ->> 'summary',
        topics = array(select jsonb_array_elements_text(v_file -> 'topics')),
        estimated_minutes = (v_file ->> 'estimatedMinutes')::smallint,
        sections = v_file -> 'sections'
      where id = v_id
      returning updated_at into v_updated_at;
    end if;
    if v_decision in ('insert', 'update') then
      perform public.shipped_content_record('lesson', v_id, v_hash, v_updated_at);
    end if;
    if v_decision in ('insert', 'update', 'unchanged') then
      v_counted := case v_decision when 'insert' then 'inserted' when 'update' then 'updated'
                   else 'unchanged' end;
      v_counts := jsonb_set(v_counts, array[v_counted],
                            to_jsonb((v_counts ->> v_counted)::integer + 1));
    else
      v_kept := v_kept || jsonb_build_object('id', v_id, 'reason', v_decision);
    end if;
  end loop;
  return v_counts || jsonb_build_object('kept', v_kept);
end;
$$;

comment on function public.sync_shipped_lessons(jsonb) is
  'Content sync: inserts new and updates changed shipped lessons, keeping rows staff edited.';

revoke all on function public.sync_shipped_lessons(jsonb) from public, anon, authenticated;
grant execute on function public.sync_shipped_lessons(jsonb) to service_role;

-- ---------------------------------------------------------------------------------------------
-- sync_shipped_help_articles: p_articles is a JSON array of article files (HelpArticleSchema of
-- @fabula/help-center-api: slug, category, language, position, title, summary, sections), keyed
-- by slug, published on insert. Same rules and answer as sync_shipped_lessons.
-- ---------------------------------------------------------------------------------------------
create function public.sync_shipped_help_articles(p_articles jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_file jsonb;
  v_slug text;
  v_hash text;
  v_row public.help_articles%rowtype;
  v_decision text;
  v_counted text;
  v_updated_at timestamptz;
  v_counts jsonb := '{"inserted": 0, "updated": 0, "unchanged": 0}';
  v_kept jsonb := '[]';
begin
  if jsonb_typeof(p_articles) is distinct from 'array' then
    raise exception 'articles must be an array' using errcode = '22023';
  end if;
  for v_file in select value from jsonb_array_elements(p_articles) loop
    v_slug := v_file ->> 'slug';
    if jsonb_typeof(v_file) <> 'object' or v_slug is null then
      raise exception 'an article file needs a slug' using errcode = '22023';
    end if;
    v_hash := md5(v_file::text);
    select * into v_row from public.help_articles where slug = v_slug for update;
    v_decision := public.shipped_content_decision(
      'help_article', v_slug, v_hash, v_row.created_at, v_row.updated_at);
    if v_decision = 'insert' then
      insert into public.help_articles
        (slug, category, language, position, title, summary, sections, status, published_at)
      values (
        v_slug, v_file ->> 'category', v_file ->> 'language', (v_file ->> 'position')::smallint,
        v_file ->> 'title', v_file ->> 'summary', v_file -> 'sections', 'published', now()
      )
      returning updated_at into v_updated_at;
    elsif v_decision = 'update' then
      update public.help_articles set
        category = v_file ->> 'category',
        language = v_file ->> 'language',
        position = (v_file ->> 'position')::smallint,
        title = v_file ->> 'title',
        summary = v_file ->> 'summary',
        sections = v_file -> 'sections'
      where slug = v_slug
      returning updated_at into v_updated_at;
    end if;
    if v_decision in ('insert', 'update') then
      perform public.shipped_content_record('help_article', v_slug, v_hash, v_updated_at);
    end if;
    if v_decision in ('insert', 'update', 'unchanged') then
      v_counted := case v_decision when 'insert' then 'inserted' when 'update' then 'updated'
                   else 'unchanged' end;
      v_counts := jsonb_set(v_counts, array[v_counted],
                            to_jsonb((v_counts ->> v_counted)::integer + 1));
    else
      v_kept := v_kept || jsonb_build_object('slug', v_slug, 'reason', v_decision);
    end if;
  end loop;
  return v_counts || jsonb_build_object('kept', v_kept);
end;
$$;

comment on function public.sync_shipped_help_articles(jsonb) is
  'Content sync: inserts new and updates changed shipped help articles, keeping edited ones.';

revoke all on function public.sync_shipped_help_articles(jsonb) from public, anon, authenticated;
grant execute on function public.sync_shipped_help_articles(jsonb) to service_role;
