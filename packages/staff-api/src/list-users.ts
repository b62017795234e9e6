import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
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
import { type UserSortColumn } from './constants.js'

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

const ListReplySchema = v.object({
  total: v.number(),
  rows: v.array(StaffAccountSchema),
})

/**
 * One page of the account directory, filtered, sorted and counted on the server in one call
 * (`list_accounts()`, which checks users:read itself: superadmin, admin and cashier; anyone else
 * gets 403). Why a database function and not filters on the view: ADR 0044.
 *
 * @throws AppError carrying the HTTP status of a failed call, or `DATA_CORRUPTION` for bad rows
 */
export async function listUsers(
  client: SupabaseClient,
  query: UserListQuery,
): Promise<Page<StaffAccount>> {
  const sort = query.sort ?? { column: 'created_at', desc: true }
  const { data, error, status } = await client.rpc('list_accounts', {
    p_statuses: [...new Set(query.statuses ?? [])],
    p_roles: [...new Set(query.roles ?? [])],
    p_text: query.username?.trim() ?? '',
    p_sort: sort.column,
    p_desc: sort.desc,
    p_offset: (query.page - 1) * query.pageSize,
    p_limit: query.pageSize,
  })
  if (error) throw failed(error, status, 'users.list')
  return parseWith(ListReplySchema, data, 'users.list')
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
