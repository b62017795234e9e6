import { getStaffRole, signInHref, type AuthSession, type StaffRole } from '@fabula/auth'
import { queryErrorAction } from '@fabula/errors'
import type { FetchQueryOptions } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { replace } from 'react-router'
import type { LoaderFunction, LoaderFunctionArgs, Params } from 'react-router'
import { i18n, type MessageKey } from '@/i18n'
import { routePacks } from '@/i18n/catalogues'
import { withLocale } from '@/i18n/locale-state'
import { applyErrorAction } from '@/lib/query-effects'
import { appContext, sessionContext, type AppContext, type AppServices } from './app-context'

/** What a page's data declaration is given: the address, the account and the services. */
export interface RouteDataArgs {
  url: URL
  params: Params
  userId: string
  role: StaffRole | null
  services: AppServices
}

/** Query options as a route declares them (any `queryOptions(…)` result fits). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each query has its own data type
type RouteQuery = FetchQueryOptions<any, any, any, any>

/** What a thin route module (`src/routes/<feature>/route.tsx`) may export. */
export interface RouteModule {
  Component: ComponentType
  ErrorBoundary?: ComponentType
  /**
   * The queries the page renders from. The route's loader ensures them before the page shows
   * (so a failure reaches the error rules and the route error screen, not a skeleton), and a
   * link preload prefetches them; the page reads them with the same options from the cache.
   */
  queries?: (args: RouteDataArgs) => readonly RouteQuery[]
  /** For what is not a query (a redirect); public pages only. */
  loader?: LoaderFunction
}

/**
 * What a route's data module (`src/routes/<feature>/data.ts`) exports: the page's queries, in a
 * module of their own so the route's loader can issue them while the page's code is still on its
 * way (ADR 0065). A route with a data module declares no `queries` in its page module.
 */
export interface RouteData {
  queries: NonNullable<RouteModule['queries']>
}

/** Static metadata of a route, known before its module loads. */
export interface RouteHandle {
  /** Catalogue key of the page name; the document title becomes "<Page> · Fabula". */
  title?: MessageKey
  /**
   * Loads the route module and, alongside, its catalogue packs in the current locale; link
   * preloading and boot call it (src/lib/preload.ts).
   */
  load?: () => Promise<RouteModule>
  /** The module's source path, e.g. `src/routes/dashboard/route.tsx` (build manifest key). */
  module?: string
  /** Loads the route's data module, when it has one (`src/routes/<feature>/data.ts`). */
  data?: () => Promise<RouteData>
  /** The data module's source path (build manifest key). */
  dataModule?: string
}

/** The arguments a page's queries get inside the signed-in layout; `null` without a session. */
export async function routeDataArgs(
  app: AppContext,
  session: AuthSession | null,
  url: URL,
  params: Params,
): Promise<RouteDataArgs | null> {
  if (!session) return null
  return {
    url,
    params,
    userId: session.user.id,
    role: getStaffRole(session),
    services: await app.services(),
  }
}

/**
 * What a loader throws when its data failed, by the same catalogue decision the query cache
 * uses (seed §8): a 401 resets the session and replaces to sign-in with the page's own address,
 * a 403 replaces to /403, a 500 toasts and replaces to /500; anything else is reported and goes to
 * the route's error screen.
 */
function loaderFailure(app: AppContext, error: unknown, url: URL): unknown {
  const { effects } = app
  const action = queryErrorAction(error, effects.messages, effects.paths)
  if (action.resetSession) {
    if (action.message) effects.toast(action.message)
    app.auth.reset()
    return replace(signInHref({ redirect: `${url.pathname}${url.search}` }, effects.paths.signIn))
  }
  if (action.redirectTo) {
    if (action.message) effects.toast(action.message)
    return replace(action.redirectTo)
  }
  applyErrorAction({ ...action, message: undefined }, effects)
  return error
}

function queriesLoader(
  declared: () =>
    NonNullable<RouteModule['queries']> | Promise<NonNullable<RouteModule['queries']>>,
) {
  return async ({ request, params, context }: LoaderFunctionArgs) => {
    const app = context.get(appContext)
    const url = new URL(request.url)
    const [args, queries] = await Promise.all([
      routeDataArgs(app, context.get(sessionContext), url, params),
      declared(),
    ])
    if (!args) return null
    try {
      await Promise.all(
        queries(args).map((query) => args.services.queryClient.ensureQueryData(query)),
      )
    } catch (error) {
      throw loaderFailure(app, error, url)
    }
    return null
  }
}

/**
 * Turns a module importer into React Router's `lazy` plus a `handle` carrying the title and the
 * importer, so links can preload the same chunk the router will load. A module's `queries` become
 * its loader; `fallbackErrorBoundary` is used when the module brings none. With a `data` module the
 * loader is static: React Router runs it alongside `lazy`, so the page's requests start with its
 * code instead of after it. The module's catalogue packs (known from the build, ADR 0068) start
 * loading with its chunk, not after it: the route chain's calls in one task share one file.
 */
export function lazyRoute(
  module: string,
  load: () => Promise<RouteModule>,
  options: {
    title?: MessageKey | undefined
    fallbackErrorBoundary?: ComponentType | undefined
    data?: { module: string; load: () => Promise<RouteData> } | undefined
  } = {},
) {
  const { data } = options
  const packs = routePacks(module)
  const loadCatalogue = () => i18n.load(packs)
  const handle: RouteHandle = {
    load: () => {
      // A preload's catalogue failure is not the page's: it asks again when it opens.
      loadCatalogue().catch(() => undefined)
      return load()
    },
    module,
    ...(options.title ? { title: options.title } : {}),
    ...(data ? { data: data.load, dataModule: data.module } : {}),
  }
  return {
    handle,
    ...(data ? { loader: queriesLoader(async () => (await data.load()).queries) } : {}),
    lazy: async () => {
      // The page renders once its code and its words (in the current locale) are both here.
      const [loaded] = await Promise.all([load(), loadCatalogue()])
      const queries = loaded.queries
      const loader = data ? undefined : queries ? queriesLoader(() => queries) : loaded.loader
      const ErrorBoundary = loaded.ErrorBoundary ?? options.fallbackErrorBoundary
      return {
        // Re-rendered in place when the interface language changes (ADR 0068).
        Component: withLocale(loaded.Component),
        ...(loader ? { loader } : {}),
        ...(ErrorBoundary ? { ErrorBoundary: withLocale(ErrorBoundary) } : {}),
      }
    },
  }
}
