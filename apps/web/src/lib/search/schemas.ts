import { HELP_CATEGORIES } from '@fabula/help-center-api/contract'
import { GENRES, LANG_LEVELS, TARGET_LANGUAGES } from '@fabula/profile-api'
import { LIBRARY_READ_FILTERS, LIBRARY_SORTS } from '@fabula/reading-api'
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

/** `/help-center?q&category`: search text and the category shown. */
export const helpCenterSearch = defineSearch({
  q: textField(),
  category: choiceField(HELP_CATEGORIES),
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
