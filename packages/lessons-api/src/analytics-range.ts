/**
 * The analytics ranges and series names, without the queries: the app's address rules and the
 * admin analytics page's data module use them before the lessons repository loads (ADR 0073).
 */
import { ANALYTICS_LIMITS } from './constants.js'
import type { AnalyticsMetric } from './rows.js'

/** Why a range is refused; the same words as the database function's hints. */
export type AnalyticsRangeProblem =
  'RANGE_INVALID_DATE' | 'RANGE_REVERSED' | 'RANGE_FUTURE' | 'RANGE_TOO_LONG' | 'RANGE_TOO_OLD'

/** A range of UTC days, both included, as `YYYY-MM-DD`. */
export interface AnalyticsRange {
  from: string
  to: string
}

const DAY_MS = 86_400_000
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** Today's UTC date as `YYYY-MM-DD`. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/** Milliseconds of a `YYYY-MM-DD` day at 00:00 UTC, or NaN when it is not a real date. */
function dayValue(day: string): number {
  if (!ISO_DAY.test(day)) return Number.NaN
  const value = Date.parse(`${day}T00:00:00Z`)
  // Date.parse rolls 2026-02-31 over to March; a real date prints back the same.
  return Number.isNaN(value) || new Date(value).toISOString().slice(0, 10) !== day
    ? Number.NaN
    : value
}

/** The `days` days that end on `end` (a `YYYY-MM-DD` day), e.g. 30 days to today. */
export function analyticsRange(days: number, end: string): AnalyticsRange {
  const to = dayValue(end)
  const from = Number.isNaN(to) ? Number.NaN : to - (days - 1) * DAY_MS
  return {
    from: Number.isNaN(from) ? end : new Date(from).toISOString().slice(0, 10),
    to: end,
  }
}

/**
 * What is wrong with a range, or `null` when analytics can show it: real dates, start before
 * end, not in the future, at most {@link ANALYTICS_LIMITS}.
 */
export function checkAnalyticsRange(
  range: AnalyticsRange,
  today: string = todayUtc(),
): AnalyticsRangeProblem | null {
  const from = dayValue(range.from)
  const to = dayValue(range.to)
  const now = dayValue(today)
  if (Number.isNaN(from) || Number.isNaN(to)) return 'RANGE_INVALID_DATE'
  if (from > to) return 'RANGE_REVERSED'
  if (to > now) return 'RANGE_FUTURE'
  if ((to - from) / DAY_MS + 1 > ANALYTICS_LIMITS.maxDays) return 'RANGE_TOO_LONG'
  if ((now - from) / DAY_MS > ANALYTICS_LIMITS.maxAgeDays) return 'RANGE_TOO_OLD'
  return null
}

/** The database function behind each analytics series. */
export const ANALYTICS_FUNCTIONS: Record<AnalyticsMetric, string> = {
  activeLearners: 'admin_active_learners',
  storiesPerDay: 'admin_stories_per_day',
  generation: 'admin_generation_per_day',
  testsByLevel: 'admin_tests_by_level',
  genres: 'admin_popular_genres',
  lessonsCompleted: 'admin_lessons_completed',
}

/** Every analytics series, in the order the screen shows them. */
export const ANALYTICS_METRICS = Object.keys(ANALYTICS_FUNCTIONS) as AnalyticsMetric[]
