import { profileQueryOptions } from '@fabula/profile-api/react'
import {
  continueReadingQueryOptions,
  dailyGoalQueryOptions,
  learnerTotalsQueryOptions,
  nextTestQueryOptions,
  staffOverviewQueryOptions,
  streakQueryOptions,
  wordsKnownHistoryQueryOptions,
} from '@fabula/reading-api/react'
import type { AppServices } from '@/app/app-context'
import type { RouteDataArgs } from '@/app/route-module'
import { learnerTimeZone } from '@/features/reading/time-zone'

/** Days of the words-known chart. */
const CHART_DAYS = 30

/** The queries of the learner cards, for the route's loader and the cards alike. */
export function learnerCardQueries(services: AppServices, userId: string) {
  const zone = learnerTimeZone()
  const { reading } = services
  return {
    totals: learnerTotalsQueryOptions(reading, userId, null),
    streak: streakQueryOptions(reading, userId, zone),
    history: wordsKnownHistoryQueryOptions(reading, userId, null, zone, CHART_DAYS),
    goal: dailyGoalQueryOptions(reading, userId, zone),
    next: continueReadingQueryOptions(reading, userId),
    test: nextTestQueryOptions(reading, userId),
  }
}

/** The staff overview's query, for the route's loader and the card alike. */
export function staffOverviewQuery(services: AppServices, userId: string) {
  return staffOverviewQueryOptions(services.reading, userId, learnerTimeZone())
}

/**
 * The profile and every card's data, each computed in the database (issue 15); a staff account
 * also loads its overview (shown when it has no learning profile).
 */
export function queries({ services, userId, role }: RouteDataArgs) {
  return [
    profileQueryOptions(services.profiles, userId),
    ...Object.values(learnerCardQueries(services, userId)),
    ...(role ? [staffOverviewQuery(services, userId)] : []),
  ]
}
