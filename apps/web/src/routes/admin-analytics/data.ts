import {
  ANALYTICS_METRICS,
  analyticsRange,
  checkAnalyticsRange,
  todayUtc,
} from '@fabula/lessons-api'
import { analyticsQueryOptions } from '@fabula/lessons-api/react'
import type { RouteDataArgs } from '@/app/route-module'
import { adminAnalyticsSearch, type AdminAnalyticsSearch } from '@/lib/search/schemas'

/** The range the URL asks for, and what is wrong with it (`null` when it can be shown). */
export function rangeOf(search: AdminAnalyticsSearch) {
  const range = analyticsRange(Number(search.range), search.end || todayUtc())
  return { range, problem: checkAnalyticsRange(range) }
}

/** Every series for the URL's range; none when the range is refused. */
export function queries({ services, url }: RouteDataArgs) {
  const { range, problem } = rangeOf(adminAnalyticsSearch.parse(url.searchParams))
  if (problem) return []
  return ANALYTICS_METRICS.map((metric) => analyticsQueryOptions(services.lessons, metric, range))
}
