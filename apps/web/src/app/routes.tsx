import { redirect } from 'react-router'
import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths'
import { RootErrorBoundary } from './root-error-boundary'
import { RootLayout } from './root-layout'
import { appGuardLoader, shouldRevalidateGuard } from './guard'
import { lazyRoute } from './route-module'

const p = (pattern: string) => pattern.replace(/^\//, '')

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
      { index: true, ...lazyRoute(() => import('@/routes/landing/route')) },
      {
        path: p(paths.signIn.pattern),
        ...lazyRoute(() => import('@/routes/sign-in/route'), 'page.signIn'),
      },
      {
        path: p(paths.signUp.pattern),
        ...lazyRoute(() => import('@/routes/sign-up/route'), 'page.signUp'),
      },
      {
        path: p(paths.forgotPassword.pattern),
        ...lazyRoute(() => import('@/routes/forgot-password/route'), 'page.forgotPassword'),
      },
      { path: p(paths.otp.pattern), ...lazyRoute(() => import('@/routes/otp/route'), 'page.otp') },
      {
        path: p(paths.authCallback.pattern),
        ...lazyRoute(() => import('@/routes/auth-callback/route'), 'page.authCallback'),
      },
      {
        path: p(paths.unauthorized.pattern),
        ...lazyRoute(() => import('@/routes/error-401/route'), 'page.unauthorized'),
      },
      {
        path: p(paths.forbidden.pattern),
        ...lazyRoute(() => import('@/routes/error-403/route'), 'page.forbidden'),
      },
      {
        path: p(paths.notFound.pattern),
        ...lazyRoute(() => import('@/routes/error-404/route'), 'page.notFound'),
      },
      {
        path: p(paths.serverError.pattern),
        ...lazyRoute(() => import('@/routes/error-500/route'), 'page.serverError'),
      },
      {
        path: p(paths.maintenance.pattern),
        ...lazyRoute(() => import('@/routes/error-503/route'), 'page.maintenance'),
      },
      {
        id: 'app',
        loader: appGuardLoader,
        shouldRevalidate: shouldRevalidateGuard,
        ...lazyRoute(() => import('@/routes/app-layout/route')),
        children: [
          {
            path: p(paths.dashboard.pattern),
            ...lazyRoute(() => import('@/routes/dashboard/route'), 'page.dashboard'),
          },
          {
            path: p(paths.users.pattern),
            ...lazyRoute(() => import('@/routes/users/route'), 'page.users'),
          },
          {
            path: p(paths.tasks.pattern),
            ...lazyRoute(() => import('@/routes/tasks/route'), 'page.tasks'),
          },
          {
            path: p(paths.apps.pattern),
            ...lazyRoute(() => import('@/routes/apps/route'), 'page.apps'),
          },
          {
            path: p(paths.chats.pattern),
            ...lazyRoute(() => import('@/routes/chats/route'), 'page.chats'),
          },
          {
            path: p(paths.helpCenter.pattern),
            ...lazyRoute(() => import('@/routes/help-center/route'), 'page.helpCenter'),
          },
          {
            path: p(paths.lessons.pattern),
            ...lazyRoute(() => import('@/routes/lessons/route'), 'page.lessons'),
          },
          {
            path: p(paths.lesson.pattern),
            ...lazyRoute(() => import('@/routes/lesson/route'), 'page.lesson'),
          },
          {
            path: p(paths.error.pattern),
            ...lazyRoute(() => import('@/routes/error-page/route'), 'page.error'),
          },
          {
            path: p(paths.adminProgress.pattern),
            ...lazyRoute(() => import('@/routes/admin-progress/route'), 'page.adminProgress'),
          },
          {
            path: p(paths.adminLessons.pattern),
            ...lazyRoute(() => import('@/routes/admin-lessons/route'), 'page.adminLessons'),
          },
          {
            path: p(paths.adminAnalytics.pattern),
            ...lazyRoute(() => import('@/routes/admin-analytics/route'), 'page.adminAnalytics'),
          },
          {
            path: p(paths.readTests.pattern),
            ...lazyRoute(() => import('@/routes/read-tests/route'), 'page.readTests'),
          },
          {
            path: p(paths.readStories.pattern),
            ...lazyRoute(() => import('@/routes/read-stories/route'), 'page.readStories'),
          },
          {
            path: p(paths.readGenerate.pattern),
            ...lazyRoute(() => import('@/routes/read-generate/route'), 'page.readGenerate'),
          },
          {
            path: p(paths.storyGenerating.pattern),
            ...lazyRoute(() => import('@/routes/story-generating/route'), 'page.storyGenerating'),
          },
          {
            path: p(paths.story.pattern),
            ...lazyRoute(() => import('@/routes/story/route'), 'page.story'),
          },
          {
            path: p(paths.settings.pattern),
            ...lazyRoute(() => import('@/routes/settings-layout/route'), 'page.settings'),
            children: [
              {
                index: true,
                ...lazyRoute(
                  () => import('@/routes/settings-profile/route'),
                  'page.settingsProfile',
                ),
              },
              { path: 'account', loader: () => redirect(paths.settings.href()) },
              {
                path: 'notifications',
                ...lazyRoute(
                  () => import('@/routes/settings-notifications/route'),
                  'page.settingsNotifications',
                ),
              },
              {
                path: 'display',
                ...lazyRoute(
                  () => import('@/routes/settings-display/route'),
                  'page.settingsDisplay',
                ),
              },
              {
                path: 'appearance',
                ...lazyRoute(
                  () => import('@/routes/settings-appearance/route'),
                  'page.settingsAppearance',
                ),
              },
            ],
          },
        ],
      },
      { path: '*', ...lazyRoute(() => import('@/routes/error-404/route'), 'page.notFound') },
    ],
  },
]
