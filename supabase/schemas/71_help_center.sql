-- The help center (issue 18, PRODUCT.md §3): articles by category, full-text search in each
-- article's language ranked with ts_rank, and "Was this helpful?" votes.
-- Design notes: docs/decisions/0051-help-center-articles-and-search.md.
--
-- Articles are read with row-level security: learners see published articles (staff guides
-- only when they are staff), admins and superadmins see drafts too. Nobody writes them through
-- the API: the `help-center` edge function checks the editor's role and the article format (the
-- lesson Markdown subset, the same TypeScript check the browser runs) and then writes with the
-- service role. The shipped articles (packages/help-center-api/content/help) arrive through the
-- content sync (supabase/README.md).

-- The text-search configuration of an article language (ISO 639-1). Only configurations that
-- PostgreSQL 15 and PGlite both ship are named; anything else is searched word for word.
create function public.help_search_config(p_language text)
returns regconfig
language sql
immutable
parallel safe
as $$
  select (case p_language
    when 'en' then 'pg_catalog.english'
    when 'es' then 'pg_catalog.spanish'
    when 'fr' then 'pg_catalog.french'
    when 'de' then 'pg_catalog.german'
    when 'it' then 'pg_catalog.italian'
    when 'pt' then 'pg_catalog.portuguese'
    when 'nl' then 'pg_catalog.dutch'
    when 'ru' then 'pg_catalog.russian'
    when 'ar' then 'pg_catalog.arabic'
    else 'pg_catalog.simple'
  end)::regconfig
$$;

comment on function public.help_search_config(text) is
  'The text-search configuration help articles in a language are indexed and searched with.';

-- One line of plain text, as the article format's plainText(): not blank, no surrounding white
-- space, no control characters, at most p_max characters.
create function public.help_line_valid(p_value text, p_max integer)
returns boolean
language sql
immutable
parallel safe
as $$
  select coalesce(
    char_length(p_value) between 1 and p_max
      and p_value = btrim(p_value)
      and p_value !~ '[\x01-\x1f\x7f]',
    false
  )
$$;

-- The shape of `sections` (the function checks the Markdown itself): an array of 1–12 objects
-- with a body of at most 4,000 characters and an optional one-line title.
create function public.help_sections_valid(p_sections jsonb)
returns boolean
language sql
immutable
parallel safe
as $$
  select case when jsonb_typeof(p_sections) is distinct from 'array' then false else
    jsonb_array_length(p_sections) between 1 and 12
    and not exists (
      select 1
      from jsonb_array_elements(p_sections) as section
      where jsonb_typeof(section) <> 'object'
        or (section - array['title', 'body']) <> '{}'::jsonb
        or jsonb_typeof(section -> 'body') is distinct from 'string'
        or char_length(section ->> 'body') not between 1 and 4000
        or (section ? 'title' and (
          jsonb_typeof(section -> 'title') <> 'string'
          or not public.help_line_valid(section ->> 'title', 100)
        ))
    )
  end
$$;

create function public.help_articles_index()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_config regconfig := public.help_search_config(new.language);
begin
  new.search_doc :=
    setweight(to_tsvector(v_config, new.title), 'A')
    || setweight(to_tsvector(v_config, new.summary), 'B')
    || setweight(to_tsvector(v_config, public.help_article_text('', new.sections)), 'C');
  new.updated_at := now();
  return new;
end;
$$;

-- Editors: the roles that write, publish and unpublish (@fabula/auth `help-center:edit`).
create function public.is_help_editor()
returns boolean
language sql
stable
as $$
  select coalesce(public.staff_role() in ('superadmin', 'admin'), false)
$$;

create table public.help_articles (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  category text not null,
  language text not null default 'en',
  position smallint not null,
  title text not null,
  summary text not null,
  sections jsonb not null,
  status text not null default 'draft',
  published_at timestamptz,
  -- Kept by help_articles_index(): title weighs most, then the summary, then the sections.
  search_doc tsvector not null default ''::tsvector,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  constraint help_articles_slug_check
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  constraint help_articles_category_check check (category in (
    'getting-started', 'reading-and-words', 'stories-and-tests', 'lessons',
    'account-and-privacy', 'for-staff'
  )),
  constraint help_articles_language_check check (language in ('en')),
  constraint help_articles_position_check check (position between 1 and 999),
  constraint help_articles_title_check check (public.help_line_valid(title, 100)),
  constraint help_articles_summary_check check (public.help_line_valid(summary, 300)),
  constraint help_articles_sections_check check (public.help_sections_valid(sections)),
  constraint help_articles_status_check check (status in ('draft', 'published')),
  constraint help_articles_published_at_check
    check ((status = 'published') = (published_at is not null))
);

comment on table public.help_articles is
  'Help center articles (content/help in @fabula/help-center-api). Written by the help-center function only.';

create index help_articles_search_idx on public.help_articles using gin (search_doc);

create index help_articles_category_idx on public.help_articles (category, position, slug);

create trigger help_articles_index
  before insert or update on public.help_articles
  for each row execute function public.help_articles_index();

revoke all on table public.help_articles from anon, authenticated;

grant select on table public.help_articles to authenticated;

grant all on table public.help_articles to service_role;

alter table public.help_articles enable row level security;

create policy help_articles_select_published on public.help_articles
  for select to authenticated
  using (
    status = 'published'
    and (category <> 'for-staff' or (select public.staff_role()) is not null)
  );

create policy help_articles_select_editor on public.help_articles
  for select to authenticated using ((select public.is_help_editor()));

-- The searchable text of an article, Markdown marks removed: what is indexed and what search
-- snippets are cut from.
create function public.help_article_text(p_summary text, p_sections jsonb)
returns text
language sql
immutable
parallel safe
as $$
  select regexp_replace(
    regexp_replace(
      p_summary || ' ' || coalesce((
        select string_agg(coalesce(section ->> 'title', '') || ' ' || (section ->> 'body'), ' ')
        from jsonb_array_elements(p_sections) as section
      ), ''),
      '\*+', '', 'g'
    ),
    '(^|\n)- ', ' ', 'g'
  )
$$;

-- Server clock for votes, whatever the client sends.
create function public.help_article_votes_touch()
returns trigger
language plpgsql
set search_path = ''
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

-- "Was this helpful?": one vote per learner per article, changeable, their own only.
create table public.help_article_votes (
  article_id uuid not null references public.help_articles (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  helpful boolean not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (article_id, user_id)
);

comment on table public.help_article_votes is
  'One "Was this helpful?" answer per user and article.';

create index help_article_votes_user_idx on public.help_article_votes (user_id);

revoke all on table public.help_article_votes from anon, authenticated;

grant select, insert, update, delete on table public.help_article_votes to authenticated;

grant all on table public.help_article_votes to service_role;

alter table public.help_article_votes enable row level security;

create policy help_article_votes_select_own on public.help_article_votes
  for select to authenticated using (user_id = (select auth.uid()));

-- Only on an article the voter can read (the subquery runs under their row-level security).
create policy help_article_votes_insert_own on public.help_article_votes
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.help_articles a where a.id = article_id)
  );

create policy help_article_votes_update_own on public.help_article_votes
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy help_article_votes_delete_own on public.help_article_votes
  for delete to authenticated using (user_id = (select auth.uid()));

create trigger help_article_votes_touch
  before insert or update on public.help_article_votes
  for each row execute function public.help_article_votes_touch();

-- help_search_query() takes a regconfig, and /rpc/help_search_query is reachable like every
-- public function. A regconfig given as a number is any OID, checked against nothing: OID 0 (or
-- any OID that names no text-search configuration) would make to_tsquery() fail with "cache
-- lookup failed for text search configuration", an internal error (500). So the function checks
-- the configuration exists and refuses any other value as bad input (22023, a 400).
-- search_help_articles() passes help_search_config(), always a real one.
create function public.help_search_query(p_config regconfig, p_text text)
returns tsquery
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  v_words text[];
begin
  if p_config is null then
    return null;
  end if;
  if not exists (select 1 from pg_catalog.pg_ts_config c where c.oid = p_config) then
    raise exception 'unknown text search configuration'
      using errcode = '22023',
        detail = format('No text search configuration has the OID %s.', p_config::oid),
        hint = 'Name a configuration such as english or simple.';
  end if;

  select array_agg(w.word)
    into v_words
    from (
      select word
      from pg_catalog.regexp_split_to_table(
        pg_catalog.lower(pg_catalog.left(coalesce(p_text, ''), 200)), '[^[:alnum:]]+'
      ) as word
      where word <> ''
      limit 8
    ) w;

  -- No searchable word: nothing to look for.
  if v_words is null then
    return null;
  end if;

  -- All the words (web-search syntax), or, so that a half-typed last word still finds
  -- something, every word as a prefix.
  return pg_catalog.websearch_to_tsquery(p_config, p_text)
    || pg_catalog.to_tsquery(
      p_config,
      (select pg_catalog.string_agg(pg_catalog.quote_literal(word) || ':*', ' & ')
         from pg_catalog.unnest(v_words) as word)
    );
end;
$$;

comment on function public.help_search_query(regconfig, text) is
  'The tsquery a help search string asks for, in an existing text-search configuration.';

-- Search: articles in one language matching the text, best first by ts_rank (title words weigh
-- most), each with a snippet whose matches sit between U+E000 and U+E001 — markers the app turns
-- into highlighted text, so nothing in the snippet is ever read as markup. Security invoker: the
-- caller sees only the articles row-level security lets them read.
create function public.search_help_articles(
  p_query text,
  p_language text default 'en',
  p_limit integer default 20
)
returns table (
  id uuid,
  slug text,
  category text,
  title text,
  summary text,
  status text,
  rank real,
  snippet text
)
language sql
stable
security invoker
set search_path = ''
as $$
  with q as (
    select
      public.help_search_config(p_language) as config,
      public.help_search_query(public.help_search_config(p_language), p_query) as query
  )
  select
    a.id,
    a.slug,
    a.category,
    a.title,
    a.summary,
    a.status,
    ts_rank(a.search_doc, q.query) as rank,
    ts_headline(
      q.config,
      public.help_article_text(a.summary, a.sections),
      q.query,
      'StartSel=' || chr(57344) || ', StopSel=' || chr(57345)
        || ', MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=1'
    ) as snippet
  from public.help_articles a
  cross join q
  where q.query is not null
    and a.language = p_language
    and a.search_doc @@ q.query
  order by rank desc, a.position, a.slug
  limit least(greatest(coalesce(p_limit, 20), 1), 50)
$$;

comment on function public.search_help_articles(text, text, integer) is
  'Full-text search of the help articles the caller may read, ranked with ts_rank.';

revoke execute on function public.search_help_articles(text, text, integer) from public, anon;

grant execute on function public.search_help_articles(text, text, integer) to authenticated;

-- How helpful readers found each article, for editors (admin, superadmin) only.
create function public.help_article_feedback()
returns table (article_id uuid, helpful bigint, not_helpful bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_help_editor() then
    raise exception 'only help-center editors see votes' using errcode = '42501';
  end if;
  return query
    select v.article_id,
      count(*) filter (where v.helpful),
      count(*) filter (where not v.helpful)
    from public.help_article_votes v
    group by v.article_id;
end;
$$;

revoke execute on function public.help_article_feedback() from public, anon;

grant execute on function public.help_article_feedback() to authenticated;
