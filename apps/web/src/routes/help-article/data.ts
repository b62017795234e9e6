import type { RouteDataArgs } from '@/app/route-module'
import { helpArticlesQueryOptions, helpArticleQueryOptions } from '@fabula/help-center-api/react'

/** The article, and the list its "More in …" links come from. */
export function queries({ services, userId, params }: RouteDataArgs) {
  return [
    helpArticleQueryOptions(services.helpCenter, userId, params.slug ?? ''),
    helpArticlesQueryOptions(services.helpCenter, userId),
  ]
}
