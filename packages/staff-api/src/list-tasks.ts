import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { failed, parseWith } from './parse.js'
import {
  TaskSchema,
  type Page,
  type Sort,
  type Task,
  type TaskPriority,
  type TaskStatus,
} from './rows.js'
import { type TaskSortColumn } from './constants.js'

/** What one page of tasks asks for (seed §2: status, priority, filter). */
export interface TaskListQuery {
  /** 1-based page. */
  page: number
  pageSize: number
  statuses?: readonly TaskStatus[]
  priorities?: readonly TaskPriority[]
  /** Matched anywhere in the id or the title, case-insensitively. */
  filter?: string
  /** Default: newest task (highest id) first. */
  sort?: Sort<TaskSortColumn> | undefined
}

const ListReplySchema = v.object({ total: v.number(), rows: v.array(TaskSchema) })

/**
 * One page of tasks with their assignees, filtered, sorted and counted on the server in one call
 * (`list_tasks()`, which checks tasks:manage itself: superadmin, admin and manager; anyone else
 * gets 403). Why a database function and not filters on the table: ADR 0045.
 *
 * @throws AppError carrying the HTTP status of a failed call, or `DATA_CORRUPTION` for bad rows
 */
export async function listTasks(client: SupabaseClient, query: TaskListQuery): Promise<Page<Task>> {
  const sort = query.sort ?? { column: 'id', desc: true }
  const { data, error, status } = await client.rpc('list_tasks', {
    p_statuses: [...new Set(query.statuses ?? [])],
    p_priorities: [...new Set(query.priorities ?? [])],
    p_text: query.filter?.trim() ?? '',
    p_sort: sort.column,
    p_desc: sort.desc,
    p_offset: (query.page - 1) * query.pageSize,
    p_limit: query.pageSize,
  })
  if (error) throw failed(error, status, 'tasks.list')
  return parseWith(ListReplySchema, data, 'tasks.list')
}
