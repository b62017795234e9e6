import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { containsPattern, logicValue } from './filters.js'
import { failed, parseWith } from './parse.js'
import {
  STAFF_ACCOUNT_COLUMNS,
  StaffAccountSchema,
  type AccountRole,
  type Page,
  type Sort,
  type StaffAccount,
  type UserStatus,
} from './rows.js'

/** Columns the directory sorts by. */
export const USER_SORT_COLUMNS = [
  'email',
  'username',
  'name',
  'role',
  'status',
  'created_at',
  'last_sign_in_at',
] as const
/** A sortable column of the directory. */
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number]

/** What one page of the directory asks for (seed §2: status, role, username). */
export interface UserListQuery {
  /** 1-based page. */
  page: number
  pageSize: number
  statuses?: readonly UserStatus[]
  roles?: readonly AccountRole[]
  /** Matched anywhere in the username or the email, case-insensitively. */
  username?: string
  /** Default: newest accounts first. */
  sort?: Sort<UserSortColumn> | undefined
}

// Each status as a filter on the directory's own columns, so each is answered from an index
// (migration 20261125030000); `now` is PostgreSQL's own "current time" input, so the server's
// clock decides, as it does for the `status` column the rows carry.
const NOT_BANNED = 'or(banned_until.is.null,banned_until.lte.now)'
const STATUS_FILTERS: Record<UserStatus, string> = {
  suspended: 'banned_until.gt.now',
  invited: `and(confirmed_at.is.null,${NOT_BANNED})`,
  inactive: `and(confirmed_at.not.is.null,active_until.lte.now,${NOT_BANNED})`,
  active: `and(confirmed_at.not.is.null,active_until.gt.now,${NOT_BANNED})`,
}

function directoryQuery(
  client: SupabaseClient,
  query: UserListQuery,
  columns: string,
  options: { count: 'exact'; head?: boolean },
) {
  let request = client.from('staff_accounts').select(columns, options)
  if (query.statuses?.length) {
    request = request.or([...new Set(query.statuses)].map((s) => STATUS_FILTERS[s]).join(','))
  }
  if (query.roles?.length) request = request.in('role', [...query.roles])
  const text = query.username?.trim()
  if (text) {
    const pattern = logicValue(containsPattern(text))
    request = request.or(`username.ilike.${pattern},email.ilike.${pattern}`)
  }
  return request
}

async function countUsers(client: SupabaseClient, query: UserListQuery): Promise<number> {
  const { error, status, count } = await directoryQuery(client, query, 'id', {
    count: 'exact',
    head: true,
  })
  if (error) throw failed(error, status, 'users.count')
  return count ?? 0
}

/**
 * One page of the account directory (`public.staff_accounts`), filtered, sorted and counted on
 * the server. Row-level security decides what the caller sees: every account for superadmin,
 * admin and cashier, only their own row for anyone else.
 *
 * @throws AppError carrying the HTTP status of a failed call, or `DATA_CORRUPTION` for bad rows
 */
export async function listUsers(
  client: SupabaseClient,
  query: UserListQuery,
): Promise<Page<StaffAccount>> {
  const from = (query.page - 1) * query.pageSize
  const sort = query.sort ?? { column: 'created_at', desc: true }
  const { data, error, status, count } = await directoryQuery(
    client,
    query,
    STAFF_ACCOUNT_COLUMNS,
    {
      count: 'exact',
    },
  )
    .order(sort.column, { ascending: !sort.desc, nullsFirst: false })
    .order('id', { ascending: true })
    .range(from, from + query.pageSize - 1)
  // A page past the end answers 416: an empty page of a shorter list, not a failure.
  if (error && status === 416) return { rows: [], total: await countUsers(client, query) }
  if (error) throw failed(error, status, 'users.list')
  return { rows: parseWith(v.array(StaffAccountSchema), data, 'users.list'), total: count ?? 0 }
}

/**
 * One account of the directory, or `null` when it does not exist or the caller may not see it.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function getUser(client: SupabaseClient, id: string): Promise<StaffAccount | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null
  const { data, error, status } = await client
    .from('staff_accounts')
    .select(STAFF_ACCOUNT_COLUMNS)
    .eq('id', id)
    .maybeSingle()
  if (error) throw failed(error, status, 'users.get')
  return data === null ? null : parseWith(StaffAccountSchema, data, 'users.get')
}
