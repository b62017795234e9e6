import type { SupabaseClient } from '@supabase/supabase-js'
import { listTasks, type TaskListQuery } from './list-tasks.js'
import type { Task } from './rows.js'

/** Rows per request while exporting (the most `list_tasks()` gives at once). */
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
  for (let page = 1; ; page += 1) {
    const { rows, total } = await listTasks(client, { ...query, page, pageSize: EXPORT_PAGE_SIZE })
    tasks.push(...rows)
    if (rows.length < EXPORT_PAGE_SIZE || tasks.length >= total) return tasks
  }
}
