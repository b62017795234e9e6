import {
  appsSearch,
  generatingSearch,
  lessonsSearch,
  signInSearch,
  tasksSearch,
  usersSearch,
} from '@/lib/search/schemas'
import type { SearchDefinition, SearchFields, SearchValues } from '@/lib/search/define-search'

function withSearch<F extends SearchFields>(pathname: string, definition: SearchDefinition<F>) {
  return (search: Partial<SearchValues<F>> = {}) => {
    const query = definition.serialize(search).toString()
    return query ? `${pathname}?${query}` : pathname
  }
}

const enc = encodeURIComponent

/**
 * Every route of the app (seed §2) with a typed href builder. Route definitions use `pattern`;
 * links and redirects use `href(…)`, so a typo in a path or a search parameter fails to compile.
 */
export const paths = {
  home: { pattern: '/', href: () => '/' },
  signIn: { pattern: '/sign-in', href: withSearch('/sign-in', signInSearch) },
  signUp: { pattern: '/sign-up', href: () => '/sign-up' },
  forgotPassword: {
    pattern: '/forgot-password',
    href: (step?: 'new-password') => (step ? `/forgot-password?step=${step}` : '/forgot-password'),
  },
  otp: {
    pattern: '/otp',
    href: (email?: string) => (email ? `/otp?email=${enc(email)}` : '/otp'),
  },
  authCallback: {
    pattern: '/auth/callback',
    href: (redirect?: string) =>
      redirect ? `/auth/callback?redirect=${enc(redirect)}` : '/auth/callback',
  },
  unauthorized: { pattern: '/401', href: () => '/401' },
  forbidden: { pattern: '/403', href: () => '/403' },
  notFound: { pattern: '/404', href: () => '/404' },
  serverError: { pattern: '/500', href: () => '/500' },
  maintenance: { pattern: '/503', href: () => '/503' },
  error: { pattern: '/errors/:error', href: (error: string) => `/errors/${enc(error)}` },

  dashboard: { pattern: '/dashboard', href: () => '/dashboard' },
  users: { pattern: '/users', href: withSearch('/users', usersSearch) },
  tasks: { pattern: '/tasks', href: withSearch('/tasks', tasksSearch) },
  apps: { pattern: '/apps', href: withSearch('/apps', appsSearch) },
  chats: { pattern: '/chats', href: () => '/chats' },
  helpCenter: { pattern: '/help-center', href: () => '/help-center' },
  lessons: { pattern: '/lessons', href: withSearch('/lessons', lessonsSearch) },
  lesson: {
    pattern: '/lessons/:lessonId',
    href: (lessonId: string) => `/lessons/${enc(lessonId)}`,
  },
  adminProgress: { pattern: '/admin/progress', href: () => '/admin/progress' },
  adminLessons: { pattern: '/admin/lessons', href: () => '/admin/lessons' },
  adminAnalytics: { pattern: '/admin/analytics', href: () => '/admin/analytics' },
  readTests: { pattern: '/read/tests', href: () => '/read/tests' },
  readStories: { pattern: '/read/stories', href: () => '/read/stories' },
  readGenerate: { pattern: '/read/generate', href: () => '/read/generate' },
  storyGenerating: {
    pattern: '/read/story/generating',
    href: withSearch('/read/story/generating', generatingSearch),
  },
  story: { pattern: '/read/story/:id', href: (id: string) => `/read/story/${enc(id)}` },
  settings: { pattern: '/settings', href: () => '/settings' },
  settingsAccount: { pattern: '/settings/account', href: () => '/settings/account' },
  settingsNotifications: {
    pattern: '/settings/notifications',
    href: () => '/settings/notifications',
  },
  settingsDisplay: { pattern: '/settings/display', href: () => '/settings/display' },
  settingsAppearance: { pattern: '/settings/appearance', href: () => '/settings/appearance' },
} as const
