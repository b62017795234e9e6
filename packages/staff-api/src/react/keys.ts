import type { UserListQuery } from '../list-users.js'
import type { TaskListQuery } from '../list-tasks.js'

/**
 * Query keys of staff data. Users and tasks are shared data (not per learner), so the keys carry
 * the query only; an action invalidates the whole branch it changed.
 */
export const staffKeys = {
  all: ['staff'] as const,
  users: () => ['staff', 'users'] as const,
  userList: (query: UserListQuery) => [...staffKeys.users(), 'list', { ...query }] as const,
  user: (id: string) => [...staffKeys.users(), 'detail', id] as const,
  audit: (id: string) => [...staffKeys.users(), 'audit', id] as const,
  tasks: () => ['staff', 'tasks'] as const,
  taskList: (query: TaskListQuery) => [...staffKeys.tasks(), 'list', { ...query }] as const,
  assignees: () => ['staff', 'assignees'] as const,
}
