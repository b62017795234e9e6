import type { RouteDataArgs } from '@/app/route-module'
import { emailPreferencesQueryOptions } from '@/lib/email-preferences'

/** The learner's email choices. */
export function queries({ services, userId }: RouteDataArgs) {
  return [emailPreferencesQueryOptions(services.emailPreferences, userId)]
}
