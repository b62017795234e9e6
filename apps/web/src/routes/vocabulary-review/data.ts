import type { RouteDataArgs } from '@/app/route-module'
import { profileQueryOptions } from '@fabula/profile-api/react'

/** The profile (the language being learned); the queue loads with the page. */
export function queries({ services, userId }: RouteDataArgs) {
  return [profileQueryOptions(services.profiles, userId)]
}
