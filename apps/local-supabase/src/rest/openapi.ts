import type { Context } from 'hono'
import type { Queryable } from '../db/types'
import { RestError } from './errors'
import { EXPOSED_SCHEMA, checkProfile, respond } from './http'
import { authorize, type RequestState } from './request'
import type { ApiRole } from './request-auth'
import { getSchema, type FunctionInfo } from './schema-cache'
import type { RestDeps } from './types'

/*
 * `GET /rest/v1/`: the OpenAPI (Swagger 2.0) description PostgREST serves at its root, which
 * Supabase tooling reads. Like PostgREST's default `openapi-mode = follow-privileges`, it lists
 * only what the caller's role holds a privilege on: tables and views with the columns and verbs
 * the role may use, and the functions it may execute. Kept small: no per-column row-filter
 * parameters, no CSV.
 */

const OPENAPI_TYPE = 'application/openapi+json; charset=utf-8'

/** A Swagger 2.0 schema object (the subset used here). */
interface SwaggerSchema {
  $ref?: string
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object'
  format?: string
  items?: SwaggerSchema
  description?: string
  properties?: Record<string, SwaggerSchema>
  required?: string[]
}

interface ColumnRow {
  table_name: string
  table_description: string | null
  name: string
  type: string
  description: string | null
  not_null: boolean
  has_default: boolean
  can_select: boolean
  can_insert: boolean
  can_update: boolean
  can_delete: boolean
}

// One row per column, with the role's privileges on it (a table-level grant implies them all).
const COLUMNS_SQL = `
select c.relname as table_name, obj_description(c.oid, 'pg_class') as table_description,
       a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
       col_description(c.oid, a.attnum) as description,
       a.attnotnull as not_null, (a.atthasdef or a.attidentity <> '') as has_default,
       has_column_privilege($2, c.oid, a.attnum, 'SELECT') as can_select,
       has_column_privilege($2, c.oid, a.attnum, 'INSERT') as can_insert,
       has_column_privilege($2, c.oid, a.attnum, 'UPDATE') as can_update,
       has_table_privilege($2, c.oid, 'DELETE') as can_delete
from pg_attribute a
join pg_class c on c.oid = a.attrelid
join pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p') and a.attnum > 0
  and not a.attisdropped
order by c.relname, a.attnum`

const FUNCTIONS_SQL = `
select p.oid::int8 as oid, obj_description(p.oid, 'pg_proc') as description
from pg_proc p join pg_namespace n on n.oid = p.pronamespace
where n.nspname = $1 and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
  and has_function_privilege($2, p.oid, 'EXECUTE')`

const INTEGER_TYPES = new Set(['smallint', 'integer', 'bigint'])
const NUMBER_TYPES = new Set(['real', 'double precision'])

/** The Swagger type of a Postgres type; `format` is the Postgres type name, as PostgREST does. */
function swaggerType(pgType: string): SwaggerSchema {
  if (pgType.endsWith('[]')) {
    const item = swaggerType(pgType.slice(0, -2))
    return { type: 'array', format: pgType, items: item.type ? { type: item.type } : {} }
  }
  const base = pgType.replace(/\(.*\)$/, '')
  if (INTEGER_TYPES.has(base)) return { type: 'integer', format: pgType }
  if (NUMBER_TYPES.has(base) || base === 'numeric') return { type: 'number', format: pgType }
  if (base === 'boolean') return { type: 'boolean', format: pgType }
  // Any JSON value: Swagger 2.0 says so by leaving the type out.
  if (base === 'json' || base === 'jsonb') return { format: pgType }
  return { type: 'string', format: pgType }
}

const json200 = (schema?: SwaggerSchema) => ({
  description: 'OK',
  ...(schema ? { schema } : {}),
})

function tablePaths(rows: ColumnRow[]) {
  const paths: Record<string, unknown> = {}
  const definitions: Record<string, SwaggerSchema> = {}
  const byTable = new Map<string, ColumnRow[]>()
  for (const row of rows) byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row])
  for (const [table, columns] of byTable) {
    const visible = columns.filter((c) => c.can_select || c.can_insert || c.can_update)
    const canDelete = columns[0]?.can_delete ?? false
    if (visible.length === 0 && !canDelete) continue
    const properties: Record<string, SwaggerSchema> = {}
    for (const col of visible) {
      properties[col.name] = {
        ...swaggerType(col.type),
        ...(col.description ? { description: col.description } : {}),
      }
    }
    const required = visible.filter((c) => c.not_null && !c.has_default).map((c) => c.name)
    definitions[table] = {
      type: 'object',
      ...(columns[0]?.table_description ? { description: columns[0].table_description } : {}),
      ...(required.length > 0 ? { required } : {}),
      properties,
    }
    const ref = { $ref: `#/definitions/${table}` }
    const body = { name: table, in: 'body', required: true, schema: ref }
    const tags = [table]
    const ops: Record<string, unknown> = {}
    if (visible.some((c) => c.can_select)) {
      ops.get = {
        tags,
        parameters: [
          { $ref: '#/parameters/select' },
          { $ref: '#/parameters/order' },
          { $ref: '#/parameters/limit' },
          { $ref: '#/parameters/offset' },
        ],
        responses: {
          200: json200({ type: 'array', items: ref }),
          206: { description: 'Partial Content' },
        },
      }
    }
    if (visible.some((c) => c.can_insert)) {
      ops.post = { tags, parameters: [body], responses: { 201: { description: 'Created' } } }
    }
    if (visible.some((c) => c.can_update)) {
      ops.patch = { tags, parameters: [body], responses: { 204: { description: 'No Content' } } }
    }
    if (canDelete) ops.delete = { tags, responses: { 204: { description: 'No Content' } } }
    paths[`/${table}`] = ops
  }
  return { paths, definitions }
}

function rpcPaths(functions: FunctionInfo[], descriptions: Map<number, string | null>) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const fn of functions) {
    // Overloads share a path; callable ones only: named arguments or one unnamed json argument.
    const jsonBody =
      fn.params.length === 1 && fn.params[0]?.name === '' && /^jsonb?$/.test(fn.params[0].type)
    if (!jsonBody && fn.params.some((p) => p.name === '')) continue
    const path = `/rpc/${fn.name}`
    const ops = paths[path] ?? {}
    const description = descriptions.get(fn.oid) ?? undefined
    const tags = [`(rpc) ${fn.name}`]
    const schema: SwaggerSchema = jsonBody
      ? { type: 'object' }
      : {
          type: 'object',
          properties: Object.fromEntries(fn.params.map((p) => [p.name, swaggerType(p.type)])),
          ...(fn.params.some((p) => !p.hasDefault)
            ? { required: fn.params.filter((p) => !p.hasDefault).map((p) => p.name) }
            : {}),
        }
    ops.post ??= {
      tags,
      ...(description ? { summary: description } : {}),
      parameters: [{ name: 'args', in: 'body', required: true, schema }],
      responses: { 200: json200() },
    }
    if (fn.volatility !== 'volatile' && !jsonBody) {
      ops.get ??= {
        tags,
        ...(description ? { summary: description } : {}),
        parameters: fn.params.map((p) => {
          const t = swaggerType(p.type)
          return {
            name: p.name,
            in: 'query',
            required: !p.hasDefault,
            type: t.type === 'array' || t.type === undefined ? 'string' : t.type,
            format: p.type,
          }
        }),
        responses: { 200: json200() },
      }
    }
    paths[path] = ops
  }
  return paths
}

/** Builds the description for `role` from the live catalog. */
async function describeApi(
  db: Queryable,
  role: ApiRole,
  host: string,
): Promise<Record<string, unknown>> {
  const [columns, functions, snapshot] = [
    await db.query<ColumnRow>(COLUMNS_SQL, [EXPOSED_SCHEMA, role]),
    await db.query<{ oid: number | string; description: string | null }>(FUNCTIONS_SQL, [
      EXPOSED_SCHEMA,
      role,
    ]),
    await getSchema(db, EXPOSED_SCHEMA),
  ]
  const allowed = new Map(functions.rows.map((r) => [Number(r.oid), r.description]))
  const callable = [...snapshot.functions.values()].flat().filter((fn) => allowed.has(fn.oid))
  const tables = tablePaths(columns.rows)
  return {
    swagger: '2.0',
    info: {
      title: 'local-supabase REST API',
      description: `PostgREST-compatible API of the ${EXPOSED_SCHEMA} schema, as the ${role} role sees it`,
      version: '13',
    },
    host,
    basePath: '/rest/v1',
    schemes: ['http'],
    consumes: ['application/json', 'application/vnd.pgrst.object+json'],
    produces: ['application/json', 'application/vnd.pgrst.object+json'],
    paths: {
      '/': {
        get: {
          tags: ['Introspection'],
          summary: 'OpenAPI description (this document)',
          responses: { 200: json200() },
        },
      },
      ...tables.paths,
      ...rpcPaths(callable, allowed),
    },
    definitions: tables.definitions,
    parameters: {
      select: {
        name: 'select',
        in: 'query',
        required: false,
        type: 'string',
        description: 'Columns and embedded resources',
      },
      order: {
        name: 'order',
        in: 'query',
        required: false,
        type: 'string',
        description: 'Ordering, e.g. id.desc',
      },
      limit: {
        name: 'limit',
        in: 'query',
        required: false,
        type: 'integer',
        description: 'Row limit',
      },
      offset: {
        name: 'offset',
        in: 'query',
        required: false,
        type: 'integer',
        description: 'Rows to skip',
      },
    },
  }
}

const ACCEPTED = new Set([
  '',
  '*/*',
  'application/*',
  'application/json',
  'application/openapi+json',
])

/** `GET`/`HEAD /rest/v1/`. */
export async function handleOpenApi(
  c: Context,
  deps: RestDeps,
  state: RequestState,
): Promise<Response> {
  checkProfile(c.req.header('accept-profile'))
  const accept = c.req.header('accept') ?? ''
  const types = accept.split(',').map((t) => (t.split(';')[0] ?? '').trim().toLowerCase())
  if (!types.some((t) => ACCEPTED.has(t))) {
    throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`)
  }
  const { identity } = await authorize(c, deps, state)
  const doc = await describeApi(deps.db, identity.role, c.req.header('host') ?? 'localhost')
  const response = respond(200, c.req.method === 'HEAD' ? null : JSON.stringify(doc), {})
  response.headers.set('Content-Type', OPENAPI_TYPE)
  return response
}
