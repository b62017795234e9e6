import type { RouteDataArgs } from '@/app/route-module'
import { profileQueryOptions } from '@fabula/profile-api/react'
import { storyOptionsQueryOptions } from '@fabula/reading-api/react'

/** The learner's profile (the form's defaults) and whether a story provider is connected. */
export function queries({ services, userId }: RouteDataArgs) {
  return [
    profileQueryOptions(services.profiles, userId),
    storyOptionsQueryOptions(services.reading),
  ]
}
