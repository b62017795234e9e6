import type { RouteDataArgs } from '@/app/route-module'
import { helpCenterSearch } from '@/lib/search/schemas'
import { helpSearchQueryOptions, helpArticlesQueryOptions } from '@fabula/help-center-api/react'

/** The articles the reader may see and, when the address holds a search, its results. */
export function queries({ services, userId, url }: RouteDataArgs) {
  const { q } = helpCenterSearch.parse(url.searchParams)
  return [
    helpArticlesQueryOptions(services.helpCenter, userId),
    ...(q ? [helpSearchQueryOptions(services.helpCenter, userId, { text: q })] : []),
  ]
}
