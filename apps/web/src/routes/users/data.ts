import { userListQueryOptions } from '@fabula/staff-api/react'
import type { RouteDataArgs } from '@/app/route-module'
import { usersSearch } from '@/lib/search/schemas'
import { userListQuery } from './users-query'

/** One page of the account directory, filtered, sorted and counted on the server. */
export function queries({ services, url }: RouteDataArgs) {
  return [userListQueryOptions(services.staff, userListQuery(usersSearch.parse(url.searchParams)))]
}
