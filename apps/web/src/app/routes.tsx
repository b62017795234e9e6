import { redirect } from 'react-router'
import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths'
import { RootErrorBoundary } from './root-error-boundary'
import { RootLayout } from './root-layout'
import { appGuardLoader, shouldRevalidateGuard } from './guard'
import { lazyRoute } from './route-module'
import type { RouteModule } from './route-module'
import type { MessageKey } from '@/i18n'

const p = (pattern: string) => pattern.replace(/^\//, '')

/** Every page module, by file: each becomes its own chunk. */
const pageModules = import.meta.glob<RouteModule>('../routes/*/route.tsx')

/**
 * The route of `src/routes/<name>/route.tsx`, lazy-loaded, titled `title`. The handle records the
 * module's path, so the build can list each route's chunks (scripts/prerender.ts).
 */
function page(name: string, title?: MessageKey) {
  const load = pageModules[`../routes/${name}/route.tsx`]
  if (!load) throw new Error(`No route module src/routes/${name}/route.tsx`)
  return lazyRoute(`src/routes/${name}/route.tsx`, load, title)
}

/**
 * Every route of seed §2. Each page is its own chunk (`lazyRoute`); the authenticated layout's
 * guard is static so it runs before any guarded chunk is fetched.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: () => null,
    children: [
      { index: true, ...page('landing') },
      {
        path: p(paths.signIn.pattern),
        ...page('sign-in', 'page.signIn'),
      },
      {
        path: p(paths.signUp.pattern),
        ...page('sign-up', 'page.signUp'),
      },
      {
        path: p(paths.forgotPassword.pattern),
        ...page('forgot-password', 'page.forgotPassword'),
      },
      { path: p(paths.otp.pattern), ...page('otp', 'page.otp') },
      {
        path: p(paths.authCallback.pattern),
        ...page('auth-callback', 'page.authCallback'),
      },
      {
        path: p(paths.unauthorized.pattern),
        ...page('error-401', 'page.unauthorized'),
      },
      {
        path: p(paths.forbidden.pattern),
        ...page('error-403', 'page.forbidden'),
      },
      {
        path: p(paths.notFound.pattern),
        ...page('error-404', 'page.notFound'),
      },
      {
        path: p(paths.serverError.pattern),
        ...page('error-500', 'page.serverError'),
      },
      {
        path: p(paths.maintenance.pattern),
        ...page('error-503', 'page.maintenance'),
      },
      {
        id: 'app',
        loader: appGuardLoader,
        shouldRevalidate: shouldRevalidateGuard,
        ...page('app-layout'),
        children: [
          {
            path: p(paths.dashboard.pattern),
            ...page('dashboard', 'page.dashboard'),
          },
          {
            path: p(paths.users.pattern),
            ...page('users', 'page.users'),
          },
          {
            path: p(paths.tasks.pattern),
            ...page('tasks', 'page.tasks'),
          },
          {
            path: p(paths.apps.pattern),
            ...page('apps', 'page.apps'),
          },
          {
            path: p(paths.chats.pattern),
            ...page('chats', 'page.chats'),
          },
          {
            path: p(paths.helpCenter.pattern),
            ...page('help-center', 'page.helpCenter'),
          },
          {
            path: p(paths.lessons.pattern),
            ...page('lessons', 'page.lessons'),
          },
          {
            path: p(paths.lesson.pattern),
            ...page('lesson', 'page.lesson'),
          },
          {
            path: p(paths.error.pattern),
            ...page('error-page', 'page.error'),
          },
          {
            path: p(paths.adminProgress.pattern),
            ...page('admin-progress', 'page.adminProgress'),
          },
          {
            path: p(paths.adminLessons.pattern),
            ...page('admin-lessons', 'page.adminLessons'),
          },
          {
            path: p(paths.adminAnalytics.pattern),
            ...page('admin-analytics', 'page.adminAnalytics'),
          },
          {
            path: p(paths.readTests.pattern),
            ...page('read-tests', 'page.readTests'),
          },
          {
            path: p(paths.readStories.pattern),
            ...page('read-stories', 'page.readStories'),
          },
          {
            path: p(paths.readGenerate.pattern),
            ...page('read-generate', 'page.readGenerate'),
          },
          {
            path: p(paths.storyGenerating.pattern),
            ...page('story-generating', 'page.storyGenerating'),
          },
          {
            path: p(paths.story.pattern),
            ...page('story', 'page.story'),
          },
          {
            path: p(paths.settings.pattern),
            ...page('settings-layout', 'page.settings'),
            children: [
              {
                index: true,
                ...page('settings-profile', 'page.settingsProfile'),
              },
              { path: 'account', loader: () => redirect(paths.settings.href()) },
              {
                path: 'notifications',
                ...page('settings-notifications', 'page.settingsNotifications'),
              },
              {
                path: 'display',
                ...page('settings-display', 'page.settingsDisplay'),
              },
              {
                path: 'appearance',
                ...page('settings-appearance', 'page.settingsAppearance'),
              },
            ],
          },
        ],
      },
      { path: '*', ...page('error-404', 'page.notFound') },
    ],
  },
]
