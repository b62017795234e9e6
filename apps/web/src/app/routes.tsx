import { getStaffRole } from '@fabula/auth'
import { redirect } from 'react-router'
import type { LoaderFunctionArgs, MiddlewareFunction, RouteObject } from 'react-router'
import { profileQueryOptions } from '@fabula/profile-api/react'
import { applyAccountLocale, withLocale } from '@/i18n/locale-state'
import { appContext, sessionContext, type SignedIn } from './app-context'
import { FirstLoad } from './first-load'
import { screenAt } from './navigation'
import { PageErrorBoundary } from './page-error-boundary'
import { RootErrorBoundary } from './root-error-boundary'
import { RootLayout } from './root-layout'
import { lazyRoute } from './route-module'
import type { RouteData, RouteModule } from './route-module'
import { SCREENS, routeTable, type Layout, type Screen } from './route-table'

/** Every page module, by file: each becomes its own chunk. */
const pageModules = import.meta.glob<RouteModule>('../routes/*/route.tsx')
/** The data modules of the pages that have one: their queries, without the page's code. */
const dataModules = import.meta.glob<RouteData>('../routes/*/data.ts')

function moduleRoute(name: string, screen?: Screen) {
  const load = pageModules[`../routes/${name}/route.tsx`]
  if (!load) throw new Error(`No route module src/routes/${name}/route.tsx`)
  const data = dataModules[`../routes/${name}/data.ts`]
  return lazyRoute(`src/routes/${name}/route.tsx`, load, {
    data: data && { module: `src/routes/${name}/data.ts`, load: data },
    title: screen?.title,
    // Pages of the signed-in layout keep the chrome when their data fails.
    fallbackErrorBoundary: screen && screen.layout !== 'root' ? PageErrorBoundary : undefined,
  })
}

/**
 * The guard of the signed-in layout (seed §2), as middleware so it runs before any page loader:
 * the session or a redirect (sign-in with the address, /403 for a missing permission, sign-in
 * with an error id), then the auth store is told who is signed in.
 */
export const guardMiddleware: MiddlewareFunction = async ({ request, context }, next) => {
  const app = context.get(appContext)
  const screen = screenAt(new URL(request.url).pathname)
  const session = await app.auth.guard(request, screen?.access)
  context.set(sessionContext, session)
  return next()
}

/** The signed-in layout's data: the account and the services its pages use. */
async function signedInLoader({ context }: LoaderFunctionArgs): Promise<SignedIn | null> {
  const session = context.get(sessionContext)
  if (!session) return null
  const services = await context.get(appContext).services()
  // The learner's native language (or the language they signed up in) words the interface
  // unless a language menu chose one; the profile query is cached for the pages that read it.
  const profile = await services.queryClient
    .ensureQueryData(profileQueryOptions(services.profiles, session.user.id))
    .catch(() => null)
  const signUpLocale: unknown = session.user.user_metadata?.locale
  await applyAccountLocale({
    nativeLanguage: profile?.nl,
    signUpLocale: typeof signUpLocale === 'string' ? signUpLocale : undefined,
  }).catch(() => undefined)
  return {
    account: { userId: session.user.id, email: session.user.email, role: getStaffRole(session) },
    services,
  }
}

function childPath(screen: Screen, base: string): Pick<RouteObject, 'index' | 'path'> {
  if (screen.pattern === base) return { index: true }
  return { path: screen.pattern.slice(base === '/' ? 1 : base.length + 1) }
}

function screenRoutes(layout: Layout, base: string): RouteObject[] {
  return SCREENS.filter((screen) => screen.layout === layout).map((screen) => {
    const place = childPath(screen, base)
    if (screen.redirectTo !== undefined) {
      const to = screen.redirectTo
      return { ...place, loader: () => redirect(to) } as RouteObject
    }
    return { ...place, ...moduleRoute(screen.module ?? '', screen) } as RouteObject
  })
}

/**
 * The route tree, built from the route table: public screens under the root, signed-in screens
 * under the guarded layout, settings screens under the settings layout; unknown paths show 404.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: withLocale(RootLayout),
    ErrorBoundary: withLocale(RootErrorBoundary),
    HydrateFallback: FirstLoad,
    children: [
      ...screenRoutes('root', '/'),
      {
        id: 'app',
        middleware: [guardMiddleware],
        loader: signedInLoader,
        ...moduleRoute('app-layout'),
        children: [
          ...screenRoutes('app', '/'),
          {
            path: routeTable.settings.pattern.slice(1),
            ...moduleRoute('settings-layout'),
            handle: { ...moduleRoute('settings-layout').handle, title: 'page.settings' },
            children: screenRoutes('settings', routeTable.settings.pattern),
          },
        ],
      },
      { path: '*', ...moduleRoute('error-404', routeTable.notFound) },
    ],
  },
]
