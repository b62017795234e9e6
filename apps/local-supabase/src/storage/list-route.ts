import type { Context } from 'hono'
import * as v from 'valibot'
import { runAsCaller } from './identity'
import type { StorageDeps } from './context'
import { bucketRequest } from './context'

/** Largest page of a listing. */
const MAX_LIMIT = 1000
const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const

const ListSchema = v.object({
  prefix: v.optional(v.pipe(v.string(), v.maxLength(1024)), ''),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 100),
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  search: v.optional(v.pipe(v.string(), v.maxLength(1024)), ''),
  sortBy: v.optional(
    v.object({
      column: v.optional(v.picklist(SORT_COLUMNS), 'name'),
      order: v.optional(v.picklist(['asc', 'desc', 'ASC', 'DESC']), 'asc'),
    }),
    { column: 'name', order: 'asc' },
  ),
})

/**
 * `POST /object/list/:bucket` `{prefix, limit, offset, sortBy, search}`: one folder level, as
 * hosted Storage lists it. Names are relative to the prefix (taken as a folder); sub-folders come
 * as entries whose `id` and dates are null; `search` keeps entries whose name starts with it
 * (case-insensitive). By name, folders and files sort together; by a date, folders come first.
 * Only objects the caller may SELECT are seen.
 */
export async function listObjects(
  c: Context,
  deps: StorageDeps,
  bucketRaw: string,
): Promise<Response> {
  const { who, bucket, body } = await bucketRequest(c, deps, bucketRaw, ListSchema)
  const prefix = body.prefix !== '' && !body.prefix.endsWith('/') ? `${body.prefix}/` : body.prefix
  const column = body.sortBy.column
  const order = body.sortBy.order.toLowerCase() === 'desc' ? 'desc' : 'asc'
  const orderBy =
    column === 'name'
      ? `lower(name) collate "C" ${order}, name collate "C" ${order}`
      : `folder desc, case when folder then lower(name) end collate "C" ${order}, ${column} ${order}, name collate "C"`
  const rows = await runAsCaller(deps, who, c.req.path, async (tx) => {
    const { rows } = await tx.query(
      `with hits as (
         select o.*, substr(o.name, length($2) + 1) as rest
           from storage.objects o
          where o.bucket_id = $1 and starts_with(lower(o.name), lower($2 || $3))
       ), entries as (
         select distinct split_part(rest, '/', 1) as name, null::uuid as id,
                null::timestamptz as updated_at, null::timestamptz as created_at,
                null::timestamptz as last_accessed_at, null::jsonb as metadata, true as folder
           from hits where strpos(rest, '/') > 0
         union all
         select rest, id, updated_at, created_at, last_accessed_at, metadata, false
           from hits where strpos(rest, '/') = 0
       )
       select name, id, updated_at, created_at, last_accessed_at, metadata from entries
        order by ${orderBy} limit $4 offset $5`,
      [bucket, prefix, body.search, Math.min(body.limit, MAX_LIMIT), body.offset],
    )
    return rows
  })
  return c.json(rows)
}
