import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReadingGoal } from '../dashboard.js'
import type { ReadingRepository } from '../reading-repository.js'
import { readingKeys } from './keys.js'

// One query per dashboard card, so each card loads, fails and retries on its own.

/** Query options of the learner's totals, words known counted in `language`. */
export function learnerTotalsQueryOptions(
  repo: ReadingRepository,
  userId: string,
  language: string | null,
) {
  return queryOptions({
    queryKey: readingKeys.dashboardCard(userId, 'totals', [language]),
    queryFn: () => repo.getLearnerTotals(language),
  })
}

/** Query options of the learner's streak in `timeZone`. */
export function streakQueryOptions(repo: ReadingRepository, userId: string, timeZone: string) {
  return queryOptions({
    queryKey: readingKeys.dashboardCard(userId, 'streak', [timeZone]),
    queryFn: () => repo.getStreak(timeZone),
  })
}

/** Query options of words known per day over the last `days` days. */
export function wordsKnownHistoryQueryOptions(
  repo: ReadingRepository,
  userId: string,
  language: string | null,
  timeZone: string,
  days: number,
) {
  return queryOptions({
    queryKey: readingKeys.dashboardCard(userId, 'words-known', [language, timeZone, days]),
    queryFn: () => repo.getWordsKnownHistory(language, timeZone, days),
  })
}

/** Query options of the daily goal and today's reading. */
export function dailyGoalQueryOptions(repo: ReadingRepository, userId: string, timeZone: string) {
  return queryOptions({
    queryKey: readingKeys.dashboardCard(userId, 'goal', [timeZone]),
    queryFn: () => repo.getDailyGoal(timeZone),
  })
}

/** Query options of the text to continue. */
export function continueReadingQueryOptions(repo: ReadingRepository, userId: string) {
  return queryOptions({
    queryKey: readingKeys.dashboardCard(userId, 'continue'),
    queryFn: () => repo.getContinueReading(),
  })
}

/** Query options of the next comprehension test. */
export function nextTestQueryOptions(repo: ReadingRepository, userId: string) {
  return queryOptions({
    queryKey: readingKeys.dashboardCard(userId, 'next-test'),
    queryFn: () => repo.getNextTest(),
  })
}

/** Query options of a staff account's overview. */
export function staffOverviewQueryOptions(
  repo: ReadingRepository,
  userId: string,
  timeZone: string,
) {
  return queryOptions({
    queryKey: readingKeys.dashboardCard(userId, 'staff', [timeZone]),
    queryFn: () => repo.getStaffOverview(timeZone),
  })
}

/** Query options of the learner's chosen daily goal (`null`: the default). */
export function readingGoalQueryOptions(repo: ReadingRepository, userId: string) {
  return queryOptions({
    queryKey: readingKeys.readingGoal(userId),
    queryFn: () => repo.getReadingGoal(userId),
  })
}

/** The learner's chosen daily goal. */
export function useReadingGoal(repo: ReadingRepository, userId: string) {
  return useQuery(readingGoalQueryOptions(repo, userId))
}

/** Saves the daily goal; the goal and the dashboard are refreshed after it. */
export function useSetReadingGoal(repo: ReadingRepository, userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (goal: ReadingGoal) => repo.setReadingGoal(userId, goal),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: readingKeys.readingGoal(userId) }),
        client.invalidateQueries({ queryKey: readingKeys.dashboard(userId) }),
      ]),
  })
}
