-- help_search_query() takes a regconfig, and /rpc/help_search_query is reachable like every
-- public function. A regconfig given as a number is any OID, checked against nothing: OID 0 (or
-- any OID that names no text-search configuration) made to_tsquery() fail with "cache lookup
-- failed for text search configuration", an internal error the API answered with 500.
-- The function now checks the configuration exists and refuses any other value as bad input
-- (22023, a 400). search_help_articles() passes help_search_config(), always a real one, so
-- search answers as before.
--
-- The other help-center functions take text, integers and jsonb only: a wrong jsonb shape
-- already fails as invalid input (22023), and help_search_config() maps any language it does
-- not know to 'simple'.
create or replace function public.help_search_query(p_config regconfig, p_text text)
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
