/**
 * The sortable columns of the staff lists, in a module of their own: the app's address rules
 * (search parameters) need them in its entry, without the row schemas and queries.
 */

/** Columns the task list sorts by (ids by number, statuses and priorities in the seed's order). */
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

/** Columns the directory sorts by. */
export const USER_SORT_COLUMNS = [
  'email',
  'username',
  'name',
  'role',
  'status',
  'created_at',
  'last_sign_in_at',
] as const
/** A sortable column of the directory. */
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number]
