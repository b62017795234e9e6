import type { TaskListQuery, TaskSortColumn } from '@fabula/staff-api'
import { TASK_SORT_COLUMNS } from '@fabula/staff-api'
import type { ColumnFiltersState, SortingState } from '@fabula/ui'
import type { tasksSearch } from '@/lib/search/schemas'

/** The parsed `/tasks` search. */
export type TasksSearch = ReturnType<typeof tasksSearch.parse>

/** The task filter and sort the address asks for, without paging (the export uses all pages). */
export function taskFilterQuery(search: TasksSearch): Omit<TaskListQuery, 'page' | 'pageSize'> {
  const [column, direction] = (search.sort ?? 'id.desc').split('.') as [TaskSortColumn, string]
  return {
    statuses: search.status,
    priorities: search.priority,
    filter: search.filter,
    sort: { column, desc: direction === 'desc' },
  }
}

/** The task page the address asks for (the loader and the page read the same one). */
export function taskListQuery(search: TasksSearch): TaskListQuery {
  return { page: search.page, pageSize: search.pageSize, ...taskFilterQuery(search) }
}

/** The table's sort state from the address (none shown for the default, newest first). */
export function sortingOf(search: TasksSearch): SortingState {
  if (!search.sort) return []
  const [id, direction] = search.sort.split('.')
  return [{ id: id ?? '', desc: direction === 'desc' }]
}

/** The address's `sort` from the table's sort state. */
export function sortParam(sorting: SortingState): TasksSearch['sort'] {
  const [first] = sorting
  if (!first || !(TASK_SORT_COLUMNS as readonly string[]).includes(first.id)) return undefined
  return `${first.id as TaskSortColumn}.${first.desc ? 'desc' : 'asc'}`
}

/** The table's column filters from the address: status, priority and the text filter (title). */
export function filtersOf(search: TasksSearch): ColumnFiltersState {
  return [
    ...(search.status.length ? [{ id: 'status', value: search.status }] : []),
    ...(search.priority.length ? [{ id: 'priority', value: search.priority }] : []),
    ...(search.filter ? [{ id: 'title', value: search.filter }] : []),
  ]
}

/** The address's filters from the table's column filters. */
export function searchOfFilters(
  filters: ColumnFiltersState,
): Pick<TasksSearch, 'status' | 'priority' | 'filter'> {
  const value = (id: string) => filters.find((filter) => filter.id === id)?.value
  return {
    status: (value('status') as TasksSearch['status'] | undefined) ?? [],
    priority: (value('priority') as TasksSearch['priority'] | undefined) ?? [],
    filter: (value('title') as string | undefined) ?? '',
  }
}

/** The name of an exported file: `tasks-<date>.csv`. */
export function exportFileName(now: Date): string {
  return `tasks-${now.toISOString().slice(0, 10)}.csv`
}
