import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { TaskListQuery } from '../list-tasks.js'
import type { TaskPriority, TaskStatus } from '../rows.js'
import type { StaffRepository } from '../staff-repository.js'
import type { TaskImportRow } from '../task-csv.js'
import type { TaskInput } from '../task-writes.js'
import { staffKeys } from './keys.js'

/** Query options of one task page (server-side filters, sort and paging). */
export function taskListQueryOptions(repo: StaffRepository, query: TaskListQuery) {
  return queryOptions({
    queryKey: staffKeys.taskList(query),
    queryFn: () => repo.listTasks(query),
  })
}

/** One task page; the previous page stays on screen while the next one loads. */
export function useTaskList(repo: StaffRepository, query: TaskListQuery) {
  return useQuery({ ...taskListQueryOptions(repo, query), placeholderData: keepPreviousData })
}

/** Query options of the staff accounts a task can be assigned to. */
export function assigneesQueryOptions(repo: StaffRepository) {
  return queryOptions({
    queryKey: staffKeys.assignees(),
    queryFn: () => repo.listAssignees(),
    // Staff accounts change rarely; a minute saves a read per sheet opened.
    staleTime: 60_000,
  })
}

/** The staff accounts a task can be assigned to. */
export function useAssignees(repo: StaffRepository) {
  return useQuery(assigneesQueryOptions(repo))
}

function useTaskMutation<V, R>(run: (variables: V) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.tasks() }),
  })
}

/** Variables of {@link useSaveTask}: no id creates a task. */
export interface SaveTaskVariables {
  id?: string
  input: TaskInput
}

/** Creates or updates a task; the task list is refreshed after it. */
export function useSaveTask(repo: StaffRepository) {
  return useTaskMutation(({ id, input }: SaveTaskVariables) =>
    id ? repo.updateTask(id, input) : repo.createTask(input),
  )
}

/** Deletes tasks; the task list is refreshed after it. */
export function useDeleteTasks(repo: StaffRepository) {
  return useTaskMutation((ids: readonly string[]) => repo.deleteTasks(ids))
}

/** Variables of {@link useBulkTaskUpdate}. */
export type BulkTaskChange =
  | { ids: readonly string[]; status: TaskStatus }
  | { ids: readonly string[]; priority: TaskPriority }

/** Sets the status or the priority of several tasks; the task list is refreshed after it. */
export function useBulkTaskUpdate(repo: StaffRepository) {
  return useTaskMutation((change: BulkTaskChange) =>
    'status' in change
      ? repo.setTasksStatus(change.ids, change.status)
      : repo.setTasksPriority(change.ids, change.priority),
  )
}

/** Imports validated CSV rows in one transaction; the task list is refreshed after it. */
export function useImportTasks(repo: StaffRepository) {
  return useTaskMutation((rows: readonly TaskImportRow[]) => repo.importTasks(rows))
}
