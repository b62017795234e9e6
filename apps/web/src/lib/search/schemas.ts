import { choiceField, defineSearch, intField, listField, textField } from './define-search'

/** Largest page size the tables offer; larger values fall back like any invalid one. */
const MAX_PAGE_SIZE = 100

/** User statuses (seed §4, PRODUCT.md §2). */
export const USER_STATUSES = ['active', 'inactive', 'invited', 'suspended'] as const
/** Account roles a staff directory filters by: the four staff roles plus learners. */
export const USER_ROLES = ['superadmin', 'admin', 'manager', 'cashier', 'user'] as const
/** Task statuses (seed §4). */
export const TASK_STATUSES = ['backlog', 'todo', 'in progress', 'done', 'canceled'] as const
/** Task priorities (seed §4). */
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const
/** Integration filter of /apps. */
export const APP_TYPES = ['all', 'connected', 'notConnected'] as const
/** Sort orders of /apps. */
export const SORT_ORDERS = ['asc', 'desc'] as const
/** Tabs of /lessons (PRODUCT.md §3). */
export const LESSON_TABS = ['browse', 'in-progress', 'completed'] as const

/** `/users?page&pageSize&status&role&username`. */
export const usersSearch = defineSearch({
  page: intField(1),
  pageSize: intField(10, MAX_PAGE_SIZE),
  status: listField(USER_STATUSES),
  role: listField(USER_ROLES),
  username: textField(),
})

/** `/tasks?page&pageSize&status&priority&filter`. */
export const tasksSearch = defineSearch({
  page: intField(1),
  pageSize: intField(10, MAX_PAGE_SIZE),
  status: listField(TASK_STATUSES),
  priority: listField(TASK_PRIORITIES),
  filter: textField(),
})

/** `/apps?type&filter&sort`. */
export const appsSearch = defineSearch({
  type: choiceField(APP_TYPES),
  filter: textField(),
  sort: choiceField(SORT_ORDERS),
})

/** `/lessons?tab` (default browse). */
export const lessonsSearch = defineSearch({
  tab: choiceField(LESSON_TABS, 'browse'),
})

/** `/read/story/generating?request`. */
export const generatingSearch = defineSearch({
  request: textField(),
})

/** `/sign-in?redirect&error-id`. */
export const signInSearch = defineSearch({
  redirect: textField(),
  'error-id': textField(),
})
