import { progressQuery } from './progress-query'
import type { RouteDataArgs } from '@/app/route-module'
import { adminProgressSearch } from '@/lib/search/schemas'
import { learnerProgressQueryOptions, learnerDetailQueryOptions } from '@fabula/lessons-api/react'

/** The page of learners the URL asks for, and the learner open in the drill-in. */
export function queries({ services, url }: RouteDataArgs) {
  const search = adminProgressSearch.parse(url.searchParams)
  return [
    learnerProgressQueryOptions(services.lessons, progressQuery(search)),
    ...(search.learner ? [learnerDetailQueryOptions(services.lessons, search.learner)] : []),
  ]
}
