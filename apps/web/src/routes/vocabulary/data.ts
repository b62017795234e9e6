import type { RouteDataArgs } from '@/app/route-module'
import { vocabularyQuery, vocabularySearch } from '@/features/reading/vocabulary-search'
import { profileQueryOptions } from '@fabula/profile-api/react'
import { vocabularyQueryOptions } from '@fabula/reading-api/react'

/** One page of the learner's words and phrases (server-side) and the profile. */
export function queries({ services, userId, url }: RouteDataArgs) {
  return [
    vocabularyQueryOptions(
      services.reading,
      vocabularyQuery(vocabularySearch.parse(url.searchParams), userId),
    ),
    profileQueryOptions(services.profiles, userId),
  ]
}
