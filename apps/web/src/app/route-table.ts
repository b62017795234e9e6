import type { Permission } from '@fabula/auth'
import type { LucideIcon } from 'lucide-react'
import {
  AppWindow,
  BarChart3,
  BookA,
  BookOpenCheck,
  GraduationCap,
  LayoutDashboard,
  LibraryBig,
  LifeBuoy,
  ListChecks,
  MessagesSquare,
  NotebookPen,
  Repeat,
  Settings,
  Sparkles,
  TrendingUp,
  Users,
} from 'lucide-react'
import type { MessageKey } from '@/i18n'
import { reviewSearch, vocabularySearch } from '@/features/reading/vocabulary-search'
import type { SearchDefinition, SearchFields, SearchValues } from '@/lib/search/define-search'
import {
  adminAnalyticsSearch,
  adminLessonsSearch,
  adminProgressSearch,
  appsSearch,
  authCallbackSearch,
  chatsSearch,
  forgotPasswordSearch,
  generatingSearch,
  helpCenterSearch,
  lessonsSearch,
  librarySearch,
  otpSearch,
  readTestsSearch,
  signInSearch,
  tasksSearch,
  usersSearch,
} from '@/lib/search/schemas'

/**
 * Who may open a screen: anyone (`public`), any signed-in account (`signed-in`), or a signed-in
 * account whose staff role has the permission (PRODUCT.md §2); otherwise the guard sends them to
 * /403.
 */
export type Access = 'public' | 'signed-in' | Permission

/** The layout a screen renders in: bare (`root`), the signed-in chrome (`app`), or settings. */
export type Layout = 'root' | 'app' | 'settings'

/** Sidebar and command-palette groups, in order. */
export const NAV_GROUPS = ['general', 'reading', 'staff', 'account'] as const
/** A navigation group. */
export type NavGroupName = (typeof NAV_GROUPS)[number]

/** A screen's entry in the sidebar and the command palette. */
interface NavEntry {
  group: NavGroupName
  label: MessageKey
  icon: LucideIcon
}

/** The route parameters a path pattern names, e.g. `/lessons/:lessonId` → `{ lessonId }`. */
type PathParams<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Record<Param, string> & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Record<Param, string>
    : Record<never, never>

type HrefArgs<P extends string, F extends SearchFields> = keyof PathParams<P> extends never
  ? [search?: Partial<SearchValues<F>>]
  : [params: PathParams<P>, search?: Partial<SearchValues<F>>]

/** What a table line says about a screen. */
interface ScreenInput<P extends string, F extends SearchFields> {
  /** The full path pattern (React Router syntax). */
  pattern: P
  layout: Layout
  access: Access
  /** `src/routes/<module>/route.tsx`, loaded lazily; absent for a redirect. */
  module?: string
  /** Catalogue key of the page name (document title "<Page> · Fabula"). */
  title?: MessageKey
  /** The search parameters (seed §2, §5), parsed with fallbacks. */
  search?: SearchDefinition<F>
  nav?: NavEntry
  /** Where a legacy address redirects (seed: /settings/account → /settings). */
  redirectTo?: string
}

/** One screen: its table line plus a typed href builder. */
export interface Screen<
  P extends string = string,
  F extends SearchFields = SearchFields,
> extends ScreenInput<P, F> {
  href: (...args: HrefArgs<P, F>) => string
}

type NoSearch = Record<never, never>

function screen<const P extends string, F extends SearchFields = NoSearch>(
  input: ScreenInput<P, F>,
): Screen<P, F> {
  const href = (...args: unknown[]) => {
    const hasParams = input.pattern.includes(':')
    const params = (hasParams ? args[0] : {}) as Record<string, string>
    const search = (hasParams ? args[1] : args[0]) as Partial<SearchValues<F>> | undefined
    const path = input.pattern.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(params[name] ?? ''),
    )
    const query = input.search && search ? input.search.serialize(search).toString() : ''
    return query ? `${path}?${query}` : path
  }
  return { ...input, href: href as Screen<P, F>['href'] }
}

/**
 * Every screen of the app (seed §2), one line each: path, search parameters, who may open it,
 * its navigation entry, its title and its lazy module. The route tree, the guard, the sidebar,
 * the command palette and /403 all read this table; links and redirects use its `href` builders,
 * so a typo in a path or a search parameter fails to compile. Adding a screen is a feature folder
 * under `src/routes/` and one line here.
 */
export const routeTable = {
  home: screen({ pattern: '/', layout: 'root', access: 'public', module: 'landing' }),
  signIn: screen({
    pattern: '/sign-in',
    layout: 'root',
    access: 'public',
    module: 'sign-in',
    title: 'page.signIn',
    search: signInSearch,
  }),
  signUp: screen({
    pattern: '/sign-up',
    layout: 'root',
    access: 'public',
    module: 'sign-up',
    title: 'page.signUp',
  }),
  forgotPassword: screen({
    pattern: '/forgot-password',
    layout: 'root',
    access: 'public',
    module: 'forgot-password',
    title: 'page.forgotPassword',
    search: forgotPasswordSearch,
  }),
  otp: screen({
    pattern: '/otp',
    layout: 'root',
    access: 'public',
    module: 'otp',
    title: 'page.otp',
    search: otpSearch,
  }),
  authCallback: screen({
    pattern: '/auth/callback',
    layout: 'root',
    access: 'public',
    module: 'auth-callback',
    title: 'page.authCallback',
    search: authCallbackSearch,
  }),
  authInvitation: screen({
    pattern: '/auth/invitation',
    layout: 'root',
    access: 'public',
    module: 'auth-invitation',
    title: 'page.authInvitation',
  }),
  unauthorized: screen({
    pattern: '/401',
    layout: 'root',
    access: 'public',
    module: 'error-401',
    title: 'page.unauthorized',
  }),
  forbidden: screen({
    pattern: '/403',
    layout: 'root',
    access: 'public',
    module: 'error-403',
    title: 'page.forbidden',
  }),
  notFound: screen({
    pattern: '/404',
    layout: 'root',
    access: 'public',
    module: 'error-404',
    title: 'page.notFound',
  }),
  serverError: screen({
    pattern: '/500',
    layout: 'root',
    access: 'public',
    module: 'error-500',
    title: 'page.serverError',
  }),
  maintenance: screen({
    pattern: '/503',
    layout: 'root',
    access: 'public',
    module: 'error-503',
    title: 'page.maintenance',
  }),

  dashboard: screen({
    pattern: '/dashboard',
    layout: 'app',
    access: 'signed-in',
    module: 'dashboard',
    title: 'page.dashboard',
    nav: { group: 'general', label: 'nav.dashboard', icon: LayoutDashboard },
  }),
  lessons: screen({
    pattern: '/lessons',
    layout: 'app',
    access: 'signed-in',
    module: 'lessons',
    title: 'page.lessons',
    search: lessonsSearch,
    nav: { group: 'general', label: 'nav.lessons', icon: GraduationCap },
  }),
  lesson: screen({
    pattern: '/lessons/:lessonId',
    layout: 'app',
    access: 'signed-in',
    module: 'lesson',
    title: 'page.lesson',
  }),
  chats: screen({
    pattern: '/chats',
    layout: 'app',
    access: 'signed-in',
    module: 'chats',
    title: 'page.chats',
    search: chatsSearch,
    nav: { group: 'general', label: 'nav.chats', icon: MessagesSquare },
  }),
  helpCenter: screen({
    pattern: '/help-center',
    layout: 'app',
    access: 'signed-in',
    module: 'help-center',
    title: 'page.helpCenter',
    search: helpCenterSearch,
    nav: { group: 'general', label: 'nav.helpCenter', icon: LifeBuoy },
  }),
  helpArticle: screen({
    pattern: '/help-center/:slug',
    layout: 'app',
    access: 'signed-in',
    module: 'help-article',
    title: 'page.helpArticle',
  }),
  apps: screen({
    pattern: '/apps',
    layout: 'app',
    access: 'apps:manage',
    module: 'apps',
    title: 'page.apps',
    search: appsSearch,
    nav: { group: 'general', label: 'nav.apps', icon: AppWindow },
  }),
  error: screen({
    pattern: '/errors/:error',
    layout: 'app',
    access: 'signed-in',
    module: 'error-page',
    title: 'page.error',
  }),

  readStories: screen({
    pattern: '/read/stories',
    layout: 'app',
    access: 'signed-in',
    module: 'read-stories',
    title: 'page.readStories',
    search: librarySearch,
    nav: { group: 'reading', label: 'nav.readStories', icon: LibraryBig },
  }),
  readGenerate: screen({
    pattern: '/read/generate',
    layout: 'app',
    access: 'signed-in',
    module: 'read-generate',
    title: 'page.readGenerate',
    nav: { group: 'reading', label: 'nav.readGenerate', icon: Sparkles },
  }),
  readImport: screen({
    pattern: '/read/import',
    layout: 'app',
    access: 'signed-in',
    module: 'read-import',
    title: 'page.readImport',
  }),
  readTests: screen({
    pattern: '/read/tests',
    layout: 'app',
    access: 'signed-in',
    module: 'read-tests',
    title: 'page.readTests',
    search: readTestsSearch,
    nav: { group: 'reading', label: 'nav.readTests', icon: BookOpenCheck },
  }),
  storyGenerating: screen({
    pattern: '/read/story/generating',
    layout: 'app',
    access: 'signed-in',
    module: 'story-generating',
    title: 'page.storyGenerating',
    search: generatingSearch,
  }),
  story: screen({
    pattern: '/read/story/:id',
    layout: 'app',
    access: 'signed-in',
    module: 'story',
    title: 'page.story',
  }),
  vocabulary: screen({
    pattern: '/vocabulary',
    layout: 'app',
    access: 'signed-in',
    module: 'vocabulary',
    title: 'page.vocabulary',
    search: vocabularySearch,
    nav: { group: 'reading', label: 'nav.vocabulary', icon: BookA },
  }),
  vocabularyReview: screen({
    pattern: '/vocabulary/review',
    layout: 'app',
    access: 'signed-in',
    module: 'vocabulary-review',
    title: 'page.vocabularyReview',
    search: reviewSearch,
    nav: { group: 'reading', label: 'nav.vocabularyReview', icon: Repeat },
  }),

  users: screen({
    pattern: '/users',
    layout: 'app',
    access: 'users:read',
    module: 'users',
    title: 'page.users',
    search: usersSearch,
    nav: { group: 'staff', label: 'nav.users', icon: Users },
  }),
  tasks: screen({
    pattern: '/tasks',
    layout: 'app',
    access: 'tasks:manage',
    module: 'tasks',
    title: 'page.tasks',
    search: tasksSearch,
    nav: { group: 'staff', label: 'nav.tasks', icon: ListChecks },
  }),
  adminProgress: screen({
    pattern: '/admin/progress',
    layout: 'app',
    access: 'progress:read',
    module: 'admin-progress',
    title: 'page.adminProgress',
    search: adminProgressSearch,
    nav: { group: 'staff', label: 'nav.adminProgress', icon: TrendingUp },
  }),
  adminLessons: screen({
    pattern: '/admin/lessons',
    layout: 'app',
    access: 'lessons:manage',
    module: 'admin-lessons',
    title: 'page.adminLessons',
    search: adminLessonsSearch,
    nav: { group: 'staff', label: 'nav.adminLessons', icon: NotebookPen },
  }),
  adminAnalytics: screen({
    pattern: '/admin/analytics',
    layout: 'app',
    access: 'analytics:read',
    module: 'admin-analytics',
    title: 'page.adminAnalytics',
    search: adminAnalyticsSearch,
    nav: { group: 'staff', label: 'nav.adminAnalytics', icon: BarChart3 },
  }),

  settings: screen({
    pattern: '/settings',
    layout: 'settings',
    access: 'signed-in',
    module: 'settings-profile',
    title: 'page.settingsProfile',
    nav: { group: 'account', label: 'nav.settings', icon: Settings },
  }),
  settingsAccount: screen({
    pattern: '/settings/account',
    layout: 'settings',
    access: 'signed-in',
    redirectTo: '/settings',
  }),
  settingsNotifications: screen({
    pattern: '/settings/notifications',
    layout: 'settings',
    access: 'signed-in',
    module: 'settings-notifications',
    title: 'page.settingsNotifications',
  }),
  settingsDisplay: screen({
    pattern: '/settings/display',
    layout: 'settings',
    access: 'signed-in',
    module: 'settings-display',
    title: 'page.settingsDisplay',
  }),
  settingsAppearance: screen({
    pattern: '/settings/appearance',
    layout: 'settings',
    access: 'signed-in',
    module: 'settings-appearance',
    title: 'page.settingsAppearance',
  }),
} as const

/** Every screen, in table order. */
export const SCREENS: readonly Screen[] = Object.values(routeTable) as readonly Screen[]

/** The pages the error rules send people to, for packages that must not know the app's paths. */
export const ERROR_PATHS = Object.freeze({
  signIn: routeTable.signIn.pattern,
  forbidden: routeTable.forbidden.pattern,
  serverError: routeTable.serverError.pattern,
})
