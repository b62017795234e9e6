/**
 * Query options and hooks of the staff data (TanStack Query), each over a
 * {@link StaffRepository} so tests can pass an in-memory one.
 *
 * @packageDocumentation
 */
export { staffKeys } from './keys.js'
export {
  useUserAction,
  useUserAudit,
  useUserList,
  userAuditQueryOptions,
  userListQueryOptions,
  type UserActionResult,
} from './users.js'
export {
  assigneesQueryOptions,
  taskListQueryOptions,
  useAssignees,
  useBulkTaskUpdate,
  useDeleteTasks,
  useImportTasks,
  useSaveTask,
  useTaskList,
  type BulkTaskChange,
  type SaveTaskVariables,
} from './tasks.js'
