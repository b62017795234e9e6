import { taskListQuery } from './tasks-query'
import type { RouteDataArgs } from '@/app/route-module'
import { tasksSearch } from '@/lib/search/schemas'
import { taskListQueryOptions } from '@fabula/staff-api/react'

/** One page of tasks, filtered, sorted and counted on the server. */
export function queries({ services, url }: RouteDataArgs) {
  return [taskListQueryOptions(services.staff, taskListQuery(tasksSearch.parse(url.searchParams)))]
}
