import type { ComponentType } from 'react'
import type { LoaderFunction } from 'react-router'
import type { MessageKey } from '@/i18n'

/** What a thin route module (`src/routes/<feature>/route.tsx`) may export. */
export interface RouteModule {
  loader?: LoaderFunction
  Component: ComponentType
  ErrorBoundary?: ComponentType
  /** Warms the route's data for a link preload; runs only with a valid session. */
  preload?: (url: URL) => Promise<void>
}

/** Static metadata of a route, known before its module loads. */
export interface RouteHandle {
  /** Catalogue key of the page name; the document title becomes "<Page> · Fabula". */
  title?: MessageKey
  /** Loads the route module; link preloading calls it (src/lib/preload.ts). */
  load?: () => Promise<RouteModule>
  /** The module's source path, e.g. `src/routes/dashboard/route.tsx` (build manifest key). */
  module?: string
}

/**
 * Turns a module importer into React Router's `lazy` plus a `handle` carrying the title and the
 * importer, so links can preload the same chunk the router will load.
 */
export function lazyRoute(module: string, load: () => Promise<RouteModule>, title?: MessageKey) {
  const handle: RouteHandle = { load, module, ...(title ? { title } : {}) }
  return {
    handle,
    lazy: async () => {
      const module = await load()
      return {
        Component: module.Component,
        ...(module.loader ? { loader: module.loader } : {}),
        ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}),
      }
    },
  }
}
