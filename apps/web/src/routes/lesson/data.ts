import type { RouteDataArgs } from '@/app/route-module'
import { lessonQueryOptions } from '@fabula/lessons-api/react'
import { profileQueryOptions } from '@fabula/profile-api/react'

/** The published lesson with the learner's progress, and the profile (level for word colours). */
export function queries({ services, userId, params }: RouteDataArgs) {
  return [
    lessonQueryOptions(services.lessons, userId, params.lessonId ?? ''),
    profileQueryOptions(services.profiles, userId),
  ]
}
