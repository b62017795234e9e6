/**
 * A normalised dump of what a database's schema defines, read from the system catalogue: one
 * entry per object (table with its columns and constraints, index, policy, function with its
 * body, trigger, view, sequence, type, grant set, comment …), each a stable text. Two databases
 * that define the same schema give the same entries whatever order their SQL ran in, so the
 * entries of a database built from the migrations and of one built from `supabase/schemas` can be
 * compared object by object.
 *
 * The queries use only catalogue functions that PostgreSQL 15 and PGlite both have.
 */

/** Anything that runs a query: the local backend's database, a pg client, PGlite. */
export interface CatalogueSource {
  query<R>(sql: string): Promise<{ rows: R[] }>
}

/** One object of the schema: `key` names it, `text` is everything compared about it. */
export interface CatalogueEntry {
  key: string
  text: string
}

/** Schemas never compared: PostgreSQL's own. Every other schema is, `auth` included. */
const SYSTEM_SCHEMAS = `('pg_catalog', 'information_schema', 'pg_toast')`
const USER_NAMESPACE = `nspname not in ${SYSTEM_SCHEMAS} and nspname not like 'pg_temp_%' and nspname not like 'pg_toast_temp_%'`

/**
 * Privileges as `grantee=privileges` lines, sorted; an unset ACL is expanded to the owner's
 * defaults so "never granted" and "granted exactly the defaults" read the same.
 */
const aclText = (acl: string, kind: string, owner: string) => `
  coalesce((
    select string_agg(line, ' ' order by line) from (
      select case when a.grantee = 0 then 'PUBLIC' else pg_get_userbyid(a.grantee) end
        || '=' || string_agg(a.privilege_type || case when a.is_grantable then '*' else '' end,
                             ',' order by a.privilege_type) as line
      from aclexplode(coalesce(${acl}, acldefault(${kind}, ${owner}))) a
      group by a.grantee
    ) lines
  ), '(none)')`

interface Row {
  key: string
  text: string | null
}

const QUERIES: readonly string[] = [
  // Schemas and their privileges.
  `select 'schema ' || nspname as key,
          'acl: ' || ${aclText('nspacl', `'n'`, 'nspowner')} as text
   from pg_namespace where ${USER_NAMESPACE}`,
  // Extensions (by the schema they live in; versions are the platform's business).
  `select 'extension ' || e.extname as key, 'schema: ' || n.nspname as text
   from pg_extension e join pg_namespace n on n.oid = e.extnamespace`,
  // Tables, views, sequences: kind, options, row-level security, privileges, comment.
  `select 'relation ' || n.nspname || '.' || c.relname as key,
          concat_ws(E'\\n',
            'kind: ' || c.relkind::text,
            'options: ' || coalesce(array_to_string(c.reloptions, ', '), ''),
            'row level security: ' || c.relrowsecurity::text || ', forced: ' || c.relforcerowsecurity::text,
            'replica identity: ' || c.relreplident::text,
            'acl: ' || ${aclText('c.relacl', `(case when c.relkind = 'S' then 's' else 'r' end)::"char"`, 'c.relowner')},
            'comment: ' || obj_description(c.oid, 'pg_class')) as text
   from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where ${USER_NAMESPACE} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
  // Columns, in their order (dropped ones left out), with type, default, identity and comment.
  `select 'columns ' || n.nspname || '.' || c.relname as key,
          string_agg(concat_ws(' ',
            a.attname, format_type(a.atttypid, a.atttypmod),
            case when a.attnotnull then 'not null' end,
            case when a.attidentity <> '' then 'identity ' || a.attidentity::text end,
            case when a.attgenerated <> '' then 'generated ' || a.attgenerated::text end,
            'default ' || pg_get_expr(d.adbin, d.adrelid),
            case when a.attcollation <> t.typcollation then 'collate ' || a.attcollation::regcollation::text end,
            'acl ' || nullif(${aclText('a.attacl', `'c'`, 'c.relowner')}, '(none)'),
            '-- ' || col_description(c.oid, a.attnum)),
            E'\\n' order by a.attnum) as text
   from pg_class c
   join pg_namespace n on n.oid = c.relnamespace
   join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
   join pg_type t on t.oid = a.atttypid
   left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
   where ${USER_NAMESPACE} and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
   group by n.nspname, c.relname, c.oid`,
  // Constraints of tables and domains.
  `select 'constraint ' || n.nspname || '.' || coalesce(r.relname, ty.typname) || ' ' || co.conname as key,
          concat_ws(E'\\n', pg_get_constraintdef(co.oid, true),
            'comment: ' || obj_description(co.oid, 'pg_constraint')) as text
   from pg_constraint co
   join pg_namespace n on n.oid = co.connamespace
   left join pg_class r on r.oid = co.conrelid
   left join pg_type ty on ty.oid = co.contypid
   where ${USER_NAMESPACE}`,
  // Indexes.
  `select 'index ' || n.nspname || '.' || i.relname as key,
          concat_ws(E'\\n', pg_get_indexdef(i.oid), 'comment: ' || obj_description(i.oid, 'pg_class')) as text
   from pg_index x
   join pg_class i on i.oid = x.indexrelid
   join pg_namespace n on n.oid = i.relnamespace
   where ${USER_NAMESPACE}`,
  // Views' queries.
  `select 'view ' || n.nspname || '.' || c.relname as key, pg_get_viewdef(c.oid, true) as text
   from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where ${USER_NAMESPACE} and c.relkind in ('v', 'm')`,
  // Row-level security policies with their expressions.
  `select 'policy ' || n.nspname || '.' || c.relname || ' ' || p.polname as key,
          concat_ws(E'\\n',
            'command: ' || p.polcmd::text || case when p.polpermissive then '' else ' restrictive' end,
            'roles: ' || (select string_agg(case when r = 0 then 'PUBLIC' else pg_get_userbyid(r) end, ', ' order by 1)
                          from unnest(p.polroles) r),
            'using: ' || pg_get_expr(p.polqual, p.polrelid),
            'with check: ' || pg_get_expr(p.polwithcheck, p.polrelid),
            'comment: ' || obj_description(p.oid, 'pg_policy')) as text
   from pg_policy p
   join pg_class c on c.oid = p.polrelid
   join pg_namespace n on n.oid = c.relnamespace`,
  // Functions and procedures: the whole definition (body included), privileges, comment.
  `select 'function ' || n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as key,
          concat_ws(E'\\n',
            case when p.prokind in ('f', 'p') then pg_get_functiondef(p.oid)
                 else 'kind ' || p.prokind::text || ' returns ' || pg_get_function_result(p.oid) end,
            'acl: ' || ${aclText('p.proacl', `'f'`, 'p.proowner')},
            'comment: ' || obj_description(p.oid, 'pg_proc')) as text
   from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where ${USER_NAMESPACE}
     and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
  // Triggers (not the internal ones behind foreign keys), with whether they are enabled.
  `select 'trigger ' || n.nspname || '.' || c.relname || ' ' || t.tgname as key,
          concat_ws(E'\\n', pg_get_triggerdef(t.oid, true), 'enabled: ' || t.tgenabled::text,
            'comment: ' || obj_description(t.oid, 'pg_trigger')) as text
   from pg_trigger t
   join pg_class c on c.oid = t.tgrelid
   join pg_namespace n on n.oid = c.relnamespace
   where not t.tgisinternal`,
  // Types of our own: enums with their labels, domains, composite types.
  `select 'type ' || n.nspname || '.' || t.typname as key,
          concat_ws(E'\\n', 'kind: ' || t.typtype::text,
            'labels: ' || (select string_agg(e.enumlabel, ', ' order by e.enumsortorder)
                           from pg_enum e where e.enumtypid = t.oid),
            'base: ' || case when t.typtype = 'd' then format_type(t.typbasetype, t.typtypmod) end,
            'not null: ' || case when t.typtype = 'd' then t.typnotnull::text end,
            'default: ' || t.typdefault,
            'acl: ' || ${aclText('t.typacl', `'T'`, 't.typowner')},
            'comment: ' || obj_description(t.oid, 'pg_type')) as text
   from pg_type t join pg_namespace n on n.oid = t.typnamespace
   where ${USER_NAMESPACE} and t.typtype in ('e', 'd')
      or (${USER_NAMESPACE} and t.typtype = 'c'
          and (select relkind from pg_class where oid = t.typrelid) = 'c')`,
  // Sequences: their parameters and the column that owns them.
  `select 'sequence ' || n.nspname || '.' || c.relname as key,
          concat_ws(E'\\n',
            format_type(s.seqtypid, null) || ' start ' || s.seqstart || ' increment ' || s.seqincrement
              || ' min ' || s.seqmin || ' max ' || s.seqmax || ' cache ' || s.seqcache
              || case when s.seqcycle then ' cycle' else '' end,
            'owned by: ' || (select r.relname || '.' || a.attname
                             from pg_depend d
                             join pg_class r on r.oid = d.refobjid
                             join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
                             where d.classid = 'pg_class'::regclass and d.objid = c.oid
                               and d.deptype in ('a', 'i'))) as text
   from pg_sequence s
   join pg_class c on c.oid = s.seqrelid
   join pg_namespace n on n.oid = c.relnamespace
   where ${USER_NAMESPACE}`,
  // Which tables each publication sends (Realtime's supabase_realtime).
  `select 'publication ' || p.pubname as key,
          coalesce(string_agg(n.nspname || '.' || c.relname, ', ' order by n.nspname, c.relname), '(no tables)') as text
   from pg_publication p
   left join pg_publication_rel pr on pr.prpubid = p.oid
   left join pg_class c on c.oid = pr.prrelid
   left join pg_namespace n on n.oid = c.relnamespace
   group by p.pubname`,
  // Default privileges for objects created later.
  `select 'default privileges ' || pg_get_userbyid(d.defaclrole) || ' ' || coalesce(n.nspname, '(all)')
            || ' ' || d.defaclobjtype::text as key,
          ${aclText('d.defaclacl', `'r'`, 'd.defaclrole')} as text
   from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace`,
  // Text search configurations of our own.
  `select 'text search configuration ' || n.nspname || '.' || c.cfgname as key,
          'parser: ' || (select prsname from pg_ts_parser where oid = c.cfgparser) as text
   from pg_ts_config c join pg_namespace n on n.oid = c.cfgnamespace
   where ${USER_NAMESPACE}`,
]

/** Reads every entry, sorted by key. */
export async function readCatalogue(db: CatalogueSource): Promise<CatalogueEntry[]> {
  const entries: CatalogueEntry[] = []
  for (const sql of QUERIES) {
    const { rows } = await db.query<Row>(sql)
    for (const row of rows) entries.push({ key: row.key, text: row.text ?? '' })
  }
  return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
}
