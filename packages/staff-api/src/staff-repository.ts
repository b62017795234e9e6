import type { SupabaseClient } from '@supabase/supabase-js'
import { listAssignees } from './assignees.js'
import type { AdminUsersInput, AdminUsersReply } from './contract/admin-users.js'
import { listAllTasks } from './export-tasks.js'
import { importTasks, type TaskImportResult } from './import-tasks.js'
import { getUser, listUsers, type UserListQuery } from './list-users.js'
import { listTasks, type TaskListQuery } from './list-tasks.js'
import type {
  Assignee,
  AuditEntry,
  Page,
  StaffAccount,
  Task,
  TaskPriority,
  TaskStatus,
} from './rows.js'
import type { TaskImportRow } from './task-csv.js'
import {
  createTask,
  deleteTasks,
  setTasksPriority,
  setTasksStatus,
  updateTask,
  type TaskInput,
} from './task-writes.js'
import { runUserAction } from './user-actions.js'
import { listUserAudit } from './user-audit.js'

/**
 * Where the staff screens read and write: the account directory and its actions, and the task
 * tracker. Screens and hooks depend on this interface, so tests can pass an in-memory one;
 * {@link createSupabaseStaffRepository} is the real one. Every method rejects with an `AppError`
 * that keeps the HTTP status of a failed call.
 */
export interface StaffRepository {
  listUsers(query: UserListQuery): Promise<Page<StaffAccount>>
  getUser(id: string): Promise<StaffAccount | null>
  listUserAudit(userId: string): Promise<AuditEntry[]>
  /** invite, resend-invite, set-role, suspend, activate, delete (the admin-users function). */
  runUserAction(input: AdminUsersInput): Promise<AdminUsersReply>
  listTasks(query: TaskListQuery): Promise<Page<Task>>
  /** Every task of a filter, all pages (the CSV export). */
  listAllTasks(query: Omit<TaskListQuery, 'page' | 'pageSize'>): Promise<Task[]>
  listAssignees(): Promise<Assignee[]>
  createTask(input: TaskInput): Promise<Task>
  updateTask(id: string, input: TaskInput): Promise<Task | null>
  deleteTasks(ids: readonly string[]): Promise<number>
  setTasksStatus(ids: readonly string[], status: TaskStatus): Promise<number>
  setTasksPriority(ids: readonly string[], priority: TaskPriority): Promise<number>
  importTasks(rows: readonly TaskImportRow[]): Promise<TaskImportResult>
}

/**
 * The supabase-js implementation of {@link StaffRepository}. Pass the app's client; row-level
 * security and the admin-users function decide what the caller may see and do.
 *
 * @example
 * const staff = createSupabaseStaffRepository(supabase)
 * const { rows, total } = await staff.listUsers({ page: 1, pageSize: 10, statuses: ['invited'] })
 */
export function createSupabaseStaffRepository(client: SupabaseClient): StaffRepository {
  return {
    listUsers: (query) => listUsers(client, query),
    getUser: (id) => getUser(client, id),
    listUserAudit: (userId) => listUserAudit(client, userId),
    runUserAction: (input) => runUserAction(client, input),
    listTasks: (query) => listTasks(client, query),
    listAllTasks: (query) => listAllTasks(client, query),
    listAssignees: () => listAssignees(client),
    createTask: (input) => createTask(client, input),
    updateTask: (id, input) => updateTask(client, id, input),
    deleteTasks: (ids) => deleteTasks(client, ids),
    setTasksStatus: (ids, status) => setTasksStatus(client, ids, status),
    setTasksPriority: (ids, priority) => setTasksPriority(client, ids, priority),
    importTasks: (rows) => importTasks(client, rows),
  }
}
