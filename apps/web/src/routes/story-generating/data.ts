import type { RouteDataArgs } from '@/app/route-module'
import { generatingSearch } from '@/lib/search/schemas'
import { storyRequestQueryOptions } from '@fabula/reading-api/react'

/** The request being followed (it is then polled while it runs). */
export function queries({ services, url }: RouteDataArgs) {
  const { request } = generatingSearch.parse(url.searchParams)
  return request ? [storyRequestQueryOptions(services.reading, request)] : []
}
