import { HELP_CATEGORIES } from '@fabula/help-center-api/contract'
import { GENRES, LANG_LEVELS, TARGET_LANGUAGES } from '@fabula/profile-api'
import {
  ADMIN_LESSON_SORTS,
  ANALYTICS_RANGES,
  LEARNER_SORTS,
  LESSON_STATUSES,
  LESSON_TOPICS,
} from '@fabula/lessons-api'
import { LIBRARY_READ_FILTERS, LIBRARY_SORTS } from '@fabula/reading-api'
import { TASK_SORT_COLUMNS, USER_SORT_COLUMNS } from '@fabula/staff-api'
import { choiceField, defineSearch, intField, listField, textField } from './define-search'

/** Largest page size the tables offer; larger values fall back like any invalid one. */
const MAX_PAGE_SIZE = 100

/** User statuses (seed §4, PRODUCT.md §2). */
const USER_STATUSES = ['active', 'inactive', 'invited', 'suspended'] as const
/** Account roles a staff directory filters by: the four staff roles plus learners. */
export const USER_ROLES = ['superadmin', 'admin', 'manager', 'cashier', 'user'] as const
/** Task statuses (seed §4). */
const TASK_STATUSES = ['backlog', 'todo', 'in progress', 'done', 'canceled'] as const
/** Task priorities (seed §4). */
const TASK_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const
/** Integration filter of /apps. */
export const APP_TYPES = ['all', 'connected', 'notConnected'] as const
/** Sort orders of /apps. */
export const SORT_ORDERS = ['asc', 'desc'] as const
/** Tabs of /lessons (PRODUCT.md §3). */
export const LESSON_TABS = ['browse', 'in-progress', 'completed'] as const

/** `column.asc` / `column.desc` for each sortable column of a list. */
function sortValues<const C extends string>(columns: readonly C[]) {
  return columns.flatMap((column) => [`${column}.asc`, `${column}.desc`] as const) as unknown as [
    `${C}.${'asc' | 'desc'}`,
    ...`${C}.${'asc' | 'desc'}`[],
  ]
}

/** `/users?page&pageSize&status&role&username` (seed §2), plus `sort=<column>.<asc|desc>`. */
export const usersSearch = defineSearch({
  page: intField(1),
  pageSize: intField(10, MAX_PAGE_SIZE),
  status: listField(USER_STATUSES),
  role: listField(USER_ROLES),
  username: textField(),
  sort: choiceField(sortValues(USER_SORT_COLUMNS)),
})

/** `/tasks?page&pageSize&status&priority&filter` (seed §2), plus `sort=<column>.<asc|desc>`. */
export const tasksSearch = defineSearch({
  page: intField(1),
  pageSize: intField(10, MAX_PAGE_SIZE),
  status: listField(TASK_STATUSES),
  priority: listField(TASK_PRIORITIES),
  filter: textField(),
  sort: choiceField(sortValues(TASK_SORT_COLUMNS)),
})

/** `/apps?type&filter&sort`. */
export const appsSearch = defineSearch({
  type: choiceField(APP_TYPES),
  filter: textField(),
  sort: choiceField(SORT_ORDERS),
})

/** `/help-center?q&category`: search text and the category shown. */
export const helpCenterSearch = defineSearch({
  q: textField(),
  category: choiceField(HELP_CATEGORIES),
})

/** `/chats?c&q&new`: the open conversation, the list's search, a conversation being started. */
export const chatsSearch = defineSearch({
  c: textField(),
  q: textField(),
  new: choiceField(['support', 'tutor', 'learner']),
})

/** `/lessons?tab&level&topic&language&q&page&pageSize` (tab falls back to browse, seed §5). */
export const lessonsSearch = defineSearch({
  tab: choiceField(LESSON_TABS, 'browse'),
  level: choiceField(LANG_LEVELS),
  topic: choiceField(LESSON_TOPICS),
  language: choiceField(TARGET_LANGUAGES),
  q: textField(),
  page: intField(1),
  pageSize: intField(12, 48),
})

/** The parsed lessons search. */
export type LessonsSearch = ReturnType<typeof lessonsSearch.parse>

/** `/admin/lessons?…&edit`: the authoring list's filters and the lesson open in the editor. */
export const adminLessonsSearch = defineSearch({
  page: intField(1),
  pageSize: intField(10, MAX_PAGE_SIZE),
  language: choiceField(TARGET_LANGUAGES),
  level: choiceField(LANG_LEVELS),
  status: choiceField(LESSON_STATUSES),
  /** An author's id, or `fabula` for the shipped lessons. */
  author: textField(),
  q: textField(),
  sort: choiceField(ADMIN_LESSON_SORTS, 'course'),
  /** The id of the lesson being edited, or `new`. */
  edit: textField(),
})

/** The parsed authoring search. */
export type AdminLessonsSearch = ReturnType<typeof adminLessonsSearch.parse>

/** Activity windows of /admin/progress, in days. */
const ACTIVITY_FILTERS = ['7', '30'] as const

/** `/admin/progress?…&learner`: the learner table's filters and sort, and the open learner. */
export const adminProgressSearch = defineSearch({
  page: intField(1),
  pageSize: intField(10, MAX_PAGE_SIZE),
  language: choiceField(TARGET_LANGUAGES),
  level: choiceField(LANG_LEVELS),
  active: choiceField(ACTIVITY_FILTERS),
  q: textField(),
  sort: choiceField(LEARNER_SORTS, 'last_active'),
  dir: choiceField(SORT_ORDERS, 'desc'),
  learner: textField(),
})

/** The parsed progress search. */
export type AdminProgressSearch = ReturnType<typeof adminProgressSearch.parse>

/** The ranges of /admin/analytics, in days, as URL values. */
const ANALYTICS_RANGE_VALUES = ANALYTICS_RANGES.map(String) as ['7', '30', '90']

/**
 * `/admin/analytics?range&end`: 7, 30 or 90 days (default 30) ending on `end` (`YYYY-MM-DD`,
 * default today). `end` stays as written, so the page can say clearly what is wrong with it
 * instead of quietly showing another range.
 */
export const adminAnalyticsSearch = defineSearch({
  range: choiceField(ANALYTICS_RANGE_VALUES, '30'),
  end: textField(),
})

/** The parsed analytics search. */
export type AdminAnalyticsSearch = ReturnType<typeof adminAnalyticsSearch.parse>

/** `/read/story/generating?request`. */
export const generatingSearch = defineSearch({
  request: textField(),
})

/** `/sign-in?redirect&error-id`. */
export const signInSearch = defineSearch({
  redirect: textField(),
  'error-id': textField(),
})

/** `/read/stories?level&genre&language&read&q&sort&page&pageSize` (invalid values fall back). */
export const librarySearch = defineSearch({
  level: listField(LANG_LEVELS),
  genre: listField(GENRES),
  language: choiceField(TARGET_LANGUAGES),
  read: choiceField(LIBRARY_READ_FILTERS, 'all'),
  q: textField(),
  sort: choiceField(LIBRARY_SORTS, 'newest'),
  page: intField(1),
  pageSize: intField(12, 48),
})

/** The parsed library search. */
export type LibrarySearch = ReturnType<typeof librarySearch.parse>

/** Tabs of /read/tests. */
export const TEST_TABS = ['comprehension', 'vocabulary', 'history'] as const

/** `/read/tests?story&tab`: the story whose comprehension test is open, and the tab. */
export const readTestsSearch = defineSearch({
  story: textField(),
  tab: choiceField(TEST_TABS, 'comprehension'),
})

/** `/otp?email`. */
export const otpSearch = defineSearch({ email: textField() })

/** `/forgot-password?step` (`new-password` after the recovery link). */
export const forgotPasswordSearch = defineSearch({ step: choiceField(['new-password']) })

/** `/auth/callback?redirect`. */
export const authCallbackSearch = defineSearch({ redirect: textField() })
