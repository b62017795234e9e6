import { lessonsQuery } from './lessons-query'
import type { RouteDataArgs } from '@/app/route-module'
import { lessonsSearch } from '@/lib/search/schemas'
import { lessonListQueryOptions } from '@fabula/lessons-api/react'

/** One page of the catalogue for the URL's tab and filters. */
export function queries({ services, userId, url }: RouteDataArgs) {
  return [
    lessonListQueryOptions(
      services.lessons,
      userId,
      lessonsQuery(lessonsSearch.parse(url.searchParams)),
    ),
  ]
}
