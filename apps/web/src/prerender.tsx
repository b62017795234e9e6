import { renderToString } from 'react-dom/server'
import {
  RouterContextProvider,
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
} from 'react-router'
import { appContext } from '@/app/app-context'
import { createApp } from '@/app/create-app'
import { ERROR_PATHS } from '@/app/route-table'
import { AppProviders } from '@/app/app-providers'
import { routes } from '@/app/routes'
import { titleFor } from '@/app/document-title'
import { i18n, t } from '@/i18n'
import { availableLocales, catalogueUrls, readCataloguesWith, routePacks } from '@/i18n/catalogues'
import { localeDirection, type Locale } from '@/i18n/locales'

/**
 * Build-time rendering of the public pages (scripts/prerender.ts), so their HTML paints before
 * any script has run; the browser then hydrates it (src/app/boot.tsx). Only pages that need no
 * session and no data are prerendered: the same markup is right for every visitor.
 */
export const PRERENDERED_PATHS = ['/sign-in', '/sign-up', '/forgot-password', '/otp'] as const

export { availableLocales, catalogueUrls, readCataloguesWith, routePacks, routes }

/** What a prerendered page needs besides its markup: `<html lang dir>` and its head texts. */
export interface RenderedPage {
  html: string
  title: string
  lang: Locale
  dir: 'ltr' | 'rtl'
  description: string
}

/**
 * The page's markup inside #root, its document title and its language, in `locale` (each public
 * page is prerendered once per offered locale; the server picks by cookie, then Accept-Language).
 */
export async function render(path: string, locale: Locale = 'en'): Promise<RenderedPage> {
  // Before the route modules load: their packs then load in this locale too (lazyRoute).
  await i18n.setLocale(locale)
  // The public pages use no backend while they render; the app exists so the providers match.
  const app = createApp(
    { supabaseUrl: 'http://prerender.invalid', supabaseAnonKey: 'prerender-has-no-backend' },
    {
      toast: () => undefined,
      onUnauthorized: () => undefined,
      navigate: () => undefined,
      reportError: () => undefined,
      messages: {},
      paths: ERROR_PATHS,
    },
  )
  const requestContext = new RouterContextProvider()
  requestContext.set(appContext, app)
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')), {
    requestContext,
  })
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = renderToString(
    <AppProviders app={app} preload={() => Promise.resolve()}>
      {/* No hydration script: the CSP allows no inline script, and these pages load no data. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  )
  return {
    html,
    title: titleFor(context.matches.map((match) => match.route.handle as unknown)),
    lang: locale,
    dir: localeDirection(locale),
    description: t('app.description'),
  }
}
