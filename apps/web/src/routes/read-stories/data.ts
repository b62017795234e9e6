import { profileQueryOptions } from '@fabula/profile-api/react'
import { storyListQueryOptions } from '@fabula/reading-api/react'
import type { RouteDataArgs } from '@/app/route-module'
import { librarySearch } from '@/lib/search/schemas'
import { libraryQuery } from './library-query'

/**
 * One page of the library, filtered, sorted and counted on the server, and the profile (the
 * learner's language and level for the live known share).
 */
export function queries({ services, userId, url }: RouteDataArgs) {
  return [
    storyListQueryOptions(
      services.reading,
      libraryQuery(librarySearch.parse(url.searchParams), userId),
    ),
    profileQueryOptions(services.profiles, userId),
  ]
}
