import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReadingRepository } from '../reading-repository.js'
import type { ReviewInput, ReviewQueueQuery } from '../review.js'
import { readingKeys } from './keys.js'

/** Query options of the cards due now in one language. */
export function reviewQueueQueryOptions(
  repo: ReadingRepository,
  userId: string,
  query: ReviewQueueQuery,
) {
  return queryOptions({
    queryKey: readingKeys.reviewQueue(userId, query),
    queryFn: () => repo.listReviewQueue(query),
    // A session works through the queue it started with; grading refreshes only the counts.
    staleTime: Infinity,
  })
}

/** The cards due now in one language. */
export function useReviewQueue(repo: ReadingRepository, userId: string, query: ReviewQueueQuery) {
  return useQuery({
    ...reviewQueueQueryOptions(repo, userId, query),
    enabled: query.language !== '',
  })
}

/** How often the due counts are re-read while a page shows them. */
export const DUE_REVIEWS_REFRESH_MS = 5 * 60_000

/**
 * Query options of the due counts per language (sidebar badge, dashboard card). A failure leaves
 * the badge out rather than interrupting the page (`meta.silentErrors`).
 */
export function dueReviewsQueryOptions(repo: ReadingRepository, userId: string, dayStart?: string) {
  return queryOptions({
    queryKey: readingKeys.dueReviews(userId),
    queryFn: () => repo.countDueReviews(dayStart),
    refetchInterval: DUE_REVIEWS_REFRESH_MS,
    meta: { silentErrors: true },
  })
}

/** Due counts per language. */
export function useDueReviews(repo: ReadingRepository, userId: string, dayStart?: string) {
  return useQuery(dueReviewsQueryOptions(repo, userId, dayStart))
}

/** Stores a graded review; the due counts and the vocabulary are refreshed after it. */
export function useRecordReview(repo: ReadingRepository, userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: ReviewInput) => repo.recordReview(input),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: readingKeys.dueReviews(userId) }),
        client.invalidateQueries({ queryKey: readingKeys.vocabulary(userId) }),
        client.invalidateQueries({ queryKey: ['reading', userId, 'word-statuses'] }),
      ]),
  })
}
