import type { RouteDataArgs } from '@/app/route-module'
import { profileQueryOptions } from '@fabula/profile-api/react'

/** The learner's profile: the default language, and the level the parts are measured at. */
export function queries({ services, userId }: RouteDataArgs) {
  return [profileQueryOptions(services.profiles, userId)]
}
