import type { RouteDataArgs } from '@/app/route-module'
import { profileQueryOptions } from '@fabula/profile-api/react'
import { storyQueryOptions } from '@fabula/reading-api/react'

/** The story (one of the learner's own) and the profile (level for the coverage). */
export function queries({ services, userId, params }: RouteDataArgs) {
  return [
    storyQueryOptions(services.reading, userId, params.id ?? ''),
    profileQueryOptions(services.profiles, userId),
  ]
}
