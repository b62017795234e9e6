import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AnalyticsRange } from '../analytics-range.js'
import type { LessonsRepository } from '../lessons-repository.js'
import type { AnalyticsMetric } from '../rows.js'
import { lessonKeys } from './keys.js'

/** Query options of one analytics series over a range. */
export function analyticsQueryOptions<M extends AnalyticsMetric>(
  repo: LessonsRepository,
  metric: M,
  range: AnalyticsRange,
) {
  return queryOptions({
    queryKey: lessonKeys.analytics(metric, range),
    queryFn: () => repo.getAnalytics(metric, range),
  })
}

/** One analytics series; waits while the range is not valid (`enabled: false`). */
export function useAnalytics<M extends AnalyticsMetric>(
  repo: LessonsRepository,
  metric: M,
  range: AnalyticsRange,
  enabled = true,
) {
  return useQuery({ ...analyticsQueryOptions(repo, metric, range), enabled })
}
