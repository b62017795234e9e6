import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { containsPattern, logicValue } from './filters.js'
import { failed, parseWith } from './parse.js'
import {
  TASK_COLUMNS,
  TaskSchema,
  type Page,
  type Sort,
  type Task,
  type TaskPriority,
  type TaskStatus,
} from './rows.js'

/** Columns the task list sorts by. */
export const TASK_SORT_COLUMNS = [
  'id',
  'title',
  'status',
  'priority',
  'label',
  'created_at',
  'updated_at',
] as const
/** A sortable column of the task list. */
export type TaskSortColumn = (typeof TASK_SORT_COLUMNS)[number]

// Ids sort by their number (TASK-10000 after TASK-9999), statuses and priorities in the seed's
// order rather than alphabetically.
const SORT_KEYS: Record<TaskSortColumn, string> = {
  id: 'number',
  title: 'title',
  status: 'status_rank',
  priority: 'priority_rank',
  label: 'label',
  created_at: 'created_at',
  updated_at: 'updated_at',
}

/** What one page of tasks asks for (seed §2: status, priority, filter). */
export interface TaskListQuery {
  /** 1-based page. */
  page: number
  pageSize: number
  statuses?: readonly TaskStatus[]
  priorities?: readonly TaskPriority[]
  /** Matched anywhere in the id or the title, case-insensitively. */
  filter?: string
  /** Default: newest task first. */
  sort?: Sort<TaskSortColumn> | undefined
}

/** The task list filtered by `query` (everything but sort and paging). */
export function taskQuery(
  client: SupabaseClient,
  query: Omit<TaskListQuery, 'page' | 'pageSize' | 'sort'>,
  columns: string,
  options: { count: 'exact'; head?: boolean },
) {
  let request = client.from('tasks').select(columns, options)
  if (query.statuses?.length) request = request.in('status', [...query.statuses])
  if (query.priorities?.length) request = request.in('priority', [...query.priorities])
  const text = query.filter?.trim()
  if (text) {
    const pattern = logicValue(containsPattern(text))
    request = request.or(`id.ilike.${pattern},title.ilike.${pattern}`)
  }
  return request
}

/** Applies a sort (and the id as tie-break, so pages never overlap). */
export function sortTasks<Q extends { order: (column: string, o: { ascending: boolean }) => Q }>(
  request: Q,
  sort: Sort<TaskSortColumn> | undefined,
): Q {
  const { column, desc } = sort ?? { column: 'id', desc: true }
  const sorted = column === 'id' ? request : request.order(SORT_KEYS[column], { ascending: !desc })
  return sorted.order('number', { ascending: column === 'id' ? !desc : true })
}

async function countTasks(client: SupabaseClient, query: TaskListQuery): Promise<number> {
  const { error, status, count } = await taskQuery(client, query, 'id', {
    count: 'exact',
    head: true,
  })
  if (error) throw failed(error, status, 'tasks.count')
  return count ?? 0
}

/**
 * One page of tasks, filtered, sorted and counted on the server, each with its assignee.
 * Row-level security gives superadmin, admin and manager every task, anyone else none.
 *
 * @throws AppError carrying the HTTP status of a failed call, or `DATA_CORRUPTION` for bad rows
 */
export async function listTasks(client: SupabaseClient, query: TaskListQuery): Promise<Page<Task>> {
  const from = (query.page - 1) * query.pageSize
  const { data, error, status, count } = await sortTasks(
    taskQuery(client, query, TASK_COLUMNS, { count: 'exact' }),
    query.sort,
  ).range(from, from + query.pageSize - 1)
  if (error && status === 416) return { rows: [], total: await countTasks(client, query) }
  if (error) throw failed(error, status, 'tasks.list')
  return { rows: parseWith(v.array(TaskSchema), data, 'tasks.list'), total: count ?? 0 }
}
