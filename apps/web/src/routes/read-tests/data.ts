import { profileQueryOptions } from '@fabula/profile-api/react'
import { recentStoriesQueryOptions, testHistoryQueryOptions } from '@fabula/reading-api/react'
import type { RouteDataArgs } from '@/app/route-module'

/** How many of the newest stories the tests are built from. */
export const RECENT_STORIES = 24

/** The learner's newest stories (tests are built from them) and their test history. */
export function queries({ services, userId }: RouteDataArgs) {
  return [
    profileQueryOptions(services.profiles, userId),
    recentStoriesQueryOptions(services.reading, { userId, limit: RECENT_STORIES }),
    testHistoryQueryOptions(services.reading, userId),
  ]
}
