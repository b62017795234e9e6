import { AppError } from '@fabula/errors'
import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { failed, parseWith } from './parse.js'
import {
  TASK_COLUMNS,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_LABELS,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TITLE_MAX_LENGTH,
  TaskSchema,
  type Task,
  type TaskPriority,
  type TaskStatus,
} from './rows.js'

/** The fields of a task a person writes (the create/edit sheet). */
export const TaskInputSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(TASK_TITLE_MAX_LENGTH)),
  description: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(TASK_DESCRIPTION_MAX_LENGTH)),
    '',
  ),
  status: v.picklist(TASK_STATUSES),
  priority: v.picklist(TASK_PRIORITIES),
  label: v.picklist(TASK_LABELS),
  /** A staff account's id, or `null` for nobody. */
  assignee_id: v.nullable(v.pipe(v.string(), v.uuid())),
})

/** A task as the sheet writes it. */
export type TaskInput = v.InferInput<typeof TaskInputSchema>

/** Most tasks one bulk change may name. */
export const TASK_BULK_LIMIT = 100

const TaskIdsSchema = v.pipe(
  v.array(v.pipe(v.string(), v.regex(/^TASK-\d{4,}$/))),
  v.minLength(1),
  v.maxLength(TASK_BULK_LIMIT),
)

function valid<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  operation: string,
): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (!result.success) {
    throw new AppError('INVALID_FORMAT', {
      message: result.issues[0].message,
      context: { operation, path: v.getDotPath(result.issues[0]) },
    })
  }
  return result.output
}

/**
 * Creates a task; the server gives it the next TASK-#### and records who created it.
 *
 * @throws AppError `INVALID_FORMAT` before any request for bad input; otherwise the HTTP status
 *   of a refused write (403 for a role without tasks:manage)
 */
export async function createTask(client: SupabaseClient, input: TaskInput): Promise<Task> {
  const row = valid(TaskInputSchema, input, 'tasks.create')
  const { data, error, status } = await client
    .from('tasks')
    .insert(row)
    .select(TASK_COLUMNS)
    .single()
  if (error) throw failed(error, status, 'tasks.create')
  return parseWith(TaskSchema, data, 'tasks.create')
}

/**
 * Changes a task; `null` when it no longer exists.
 *
 * @throws AppError like {@link createTask}
 */
export async function updateTask(
  client: SupabaseClient,
  id: string,
  input: TaskInput,
): Promise<Task | null> {
  const row = valid(TaskInputSchema, input, 'tasks.update')
  const { data, error, status } = await client
    .from('tasks')
    .update(row)
    .eq('id', id)
    .select(TASK_COLUMNS)
    .maybeSingle()
  if (error) throw failed(error, status, 'tasks.update')
  return data === null ? null : parseWith(TaskSchema, data, 'tasks.update')
}

async function patchTasks(
  client: SupabaseClient,
  ids: readonly string[],
  patch: { status: TaskStatus } | { priority: TaskPriority },
  operation: string,
): Promise<number> {
  const list = valid(TaskIdsSchema, ids, operation)
  const { data, error, status } = await client
    .from('tasks')
    .update(patch)
    .in('id', list)
    .select('id')
  if (error) throw failed(error, status, operation)
  return (data ?? []).length
}

/**
 * Sets the status of up to {@link TASK_BULK_LIMIT} tasks in one statement.
 * @returns how many tasks changed
 */
export function setTasksStatus(
  client: SupabaseClient,
  ids: readonly string[],
  status: TaskStatus,
): Promise<number> {
  return patchTasks(
    client,
    ids,
    { status: valid(v.picklist(TASK_STATUSES), status, 'tasks.status') },
    'tasks.status',
  )
}

/**
 * Sets the priority of up to {@link TASK_BULK_LIMIT} tasks in one statement.
 * @returns how many tasks changed
 */
export function setTasksPriority(
  client: SupabaseClient,
  ids: readonly string[],
  priority: TaskPriority,
): Promise<number> {
  return patchTasks(
    client,
    ids,
    { priority: valid(v.picklist(TASK_PRIORITIES), priority, 'tasks.priority') },
    'tasks.priority',
  )
}

/**
 * Deletes up to {@link TASK_BULK_LIMIT} tasks in one statement.
 * @returns how many tasks were deleted
 */
export async function deleteTasks(client: SupabaseClient, ids: readonly string[]): Promise<number> {
  const list = valid(TaskIdsSchema, ids, 'tasks.delete')
  const { data, error, status } = await client.from('tasks').delete().in('id', list).select('id')
  if (error) throw failed(error, status, 'tasks.delete')
  return (data ?? []).length
}
