import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { sortTasks, taskQuery, type TaskListQuery } from './list-tasks.js'
import { failed, parseWith } from './parse.js'
import { TASK_COLUMNS, TaskSchema, type Task } from './rows.js'

/** Rows per request while exporting (PostgREST's default `max_rows`). */
export const EXPORT_PAGE_SIZE = 1000

/**
 * Every task of the current filter and sort, all pages (the CSV export), read
 * {@link EXPORT_PAGE_SIZE} at a time.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function listAllTasks(
  client: SupabaseClient,
  query: Omit<TaskListQuery, 'page' | 'pageSize'>,
): Promise<Task[]> {
  const tasks: Task[] = []
  for (let from = 0; ; from += EXPORT_PAGE_SIZE) {
    const { data, error, status } = await sortTasks(
      taskQuery(client, query, TASK_COLUMNS, { count: 'exact' }),
      query.sort,
    ).range(from, from + EXPORT_PAGE_SIZE - 1)
    if (error && status === 416) break
    if (error) throw failed(error, status, 'tasks.export')
    const page = parseWith(v.array(TaskSchema), data, 'tasks.export')
    tasks.push(...page)
    if (page.length < EXPORT_PAGE_SIZE) break
  }
  return tasks
}
