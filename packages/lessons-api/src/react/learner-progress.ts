import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { DETAIL_DAYS } from '../constants.js'
import type { LearnerProgressQuery } from '../learner-progress.js'
import type { LessonsRepository } from '../lessons-repository.js'
import { lessonKeys } from './keys.js'

/** Query options of one page of the staff's learner table. */
export function learnerProgressQueryOptions(repo: LessonsRepository, query: LearnerProgressQuery) {
  return queryOptions({
    queryKey: lessonKeys.progress(query),
    queryFn: () => repo.listLearnerProgress(query),
  })
}

/** One page of the learner table; the previous page stays while the next one loads. */
export function useLearnerProgress(repo: LessonsRepository, query: LearnerProgressQuery) {
  return useQuery({
    ...learnerProgressQueryOptions(repo, query),
    placeholderData: keepPreviousData,
  })
}

/** Query options of one learner's drill-in (`null`: no such learner). */
export function learnerDetailQueryOptions(
  repo: LessonsRepository,
  userId: string,
  days: number = DETAIL_DAYS.default,
) {
  return queryOptions({
    queryKey: lessonKeys.learnerDetail(userId, days),
    queryFn: () => repo.getLearnerDetail(userId, days),
  })
}

/** One learner's drill-in; waits while no learner is chosen. */
export function useLearnerDetail(repo: LessonsRepository, userId: string, days?: number) {
  return useQuery({ ...learnerDetailQueryOptions(repo, userId, days), enabled: userId !== '' })
}
