import type { RouteDataArgs } from '@/app/route-module'
import { profileQueryOptions } from '@fabula/profile-api/react'
import { readingGoalQueryOptions, storyOptionsQueryOptions } from '@fabula/reading-api/react'

/**
 * The learner's profile (to fill the form), which languages work (a connected provider, the
 * library's languages) and the daily goal.
 */
export function queries({ services, userId }: RouteDataArgs) {
  return [
    profileQueryOptions(services.profiles, userId),
    storyOptionsQueryOptions(services.reading),
    readingGoalQueryOptions(services.reading, userId),
  ]
}
