/**
 * Staff data over supabase-js, shaped like `@fabula/reading-api`: the account directory of
 * /users with its audit trail and the `admin-users` actions, and the content tasks of /tasks
 * with CSV import and export. One file per operation, a repository interface with the supabase-js
 * implementation as the seam, rows parsed with valibot at the edge, server-side lists
 * (`{ rows, total }`). Query options and hooks live in `./react`, the function contract in
 * `./contract`, the function handler in `./server`.
 *
 * @packageDocumentation
 */
export {
  ACCOUNT_ROLES,
  AUDIT_ACTIONS,
  AUDIT_ENTRY_COLUMNS,
  AssigneeSchema,
  AuditEntrySchema,
  STAFF_ACCOUNT_COLUMNS,
  StaffAccountSchema,
  TASK_COLUMNS,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_LABELS,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TITLE_MAX_LENGTH,
  TaskSchema,
  USERNAME_PATTERN,
  USER_STATUSES,
  type AccountRole,
  type Assignee,
  type AuditAction,
  type AuditEntry,
  type Page,
  type Sort,
  type StaffAccount,
  type Task,
  type TaskLabel,
  type TaskPriority,
  type TaskStatus,
  type UserStatus,
} from './rows.js'
export { getUser, listUsers, type UserListQuery } from './list-users.js'
export {
  USER_SORT_COLUMNS,
  TASK_SORT_COLUMNS,
  type UserSortColumn,
  type TaskSortColumn,
} from './constants.js'
export { AUDIT_PAGE_SIZE, listUserAudit } from './user-audit.js'
export { runUserAction } from './user-actions.js'
export { adminUsersReason } from './function-call.js'
export { givableRoles, mayActOnRole, mayGiveRole } from './roles.js'
export { listTasks, type TaskListQuery } from './list-tasks.js'
export { EXPORT_PAGE_SIZE, listAllTasks } from './export-tasks.js'
export { ASSIGNEE_LIMIT, listAssignees } from './assignees.js'
export {
  TASK_BULK_LIMIT,
  TaskInputSchema,
  createTask,
  deleteTasks,
  setTasksPriority,
  setTasksStatus,
  updateTask,
  type TaskInput,
} from './task-writes.js'
export { TASK_IMPORT_MAX_BYTES, importTasks, type TaskImportResult } from './import-tasks.js'
export { formatCsv, guardFormula, parseCsv, unguardFormula } from './csv.js'
export type { CsvParseResult, CsvRecord, CsvSyntaxError } from './csv.js'
export {
  TASK_CSV_COLUMNS,
  TASK_CSV_REQUIRED_COLUMNS,
  TASK_IMPORT_MAX_ROWS,
  TASK_IMPORT_PROBLEMS,
  formatTaskCsv,
  readTaskCsv,
  type TaskCsvColumn,
  type TaskCsvReadResult,
  type TaskImportProblem,
  type TaskImportProblemCode,
  type TaskImportRow,
} from './task-csv.js'
export { createSupabaseStaffRepository, type StaffRepository } from './staff-repository.js'
