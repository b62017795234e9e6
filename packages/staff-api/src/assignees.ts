import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { failed, parseWith } from './parse.js'
import { AssigneeSchema, type Assignee } from './rows.js'

/** Most staff accounts the assignee picker lists. */
export const ASSIGNEE_LIMIT = 500

/**
 * The staff accounts a task can be assigned to, by name. Row-level security lets every role with
 * tasks:manage read staff accounts (managers see no learners).
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function listAssignees(client: SupabaseClient): Promise<Assignee[]> {
  const { data, error, status } = await client
    .from('account_directory')
    .select('id,email,username,name')
    .neq('role', 'user')
    .order('username', { ascending: true })
    .limit(ASSIGNEE_LIMIT)
  if (error) throw failed(error, status, 'tasks.assignees')
  return parseWith(v.array(AssigneeSchema), data, 'tasks.assignees')
}
