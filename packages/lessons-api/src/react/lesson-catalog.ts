import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { LessonListQuery } from '../lesson-catalog.js'
import type { LessonsRepository } from '../lessons-repository.js'
import { lessonKeys } from './keys.js'

/** Query options of one page of the learner's catalogue (loader, preload and `useQuery`). */
export function lessonListQueryOptions(
  repo: LessonsRepository,
  userId: string,
  query: LessonListQuery,
) {
  return queryOptions({
    queryKey: lessonKeys.list(userId, query),
    queryFn: () => repo.listLessons(query),
  })
}

/** One page of the learner's catalogue; the previous page stays while the next one loads. */
export function useLessonList(repo: LessonsRepository, userId: string, query: LessonListQuery) {
  return useQuery({
    ...lessonListQueryOptions(repo, userId, query),
    placeholderData: keepPreviousData,
  })
}

/** Query options of one published lesson with the learner's progress (`null`: not there). */
export function lessonQueryOptions(repo: LessonsRepository, userId: string, id: string) {
  return queryOptions({
    queryKey: lessonKeys.lesson(userId, id),
    queryFn: () => repo.getLesson(userId, id),
  })
}

/** One published lesson with the learner's progress and the next lesson. */
export function useLesson(repo: LessonsRepository, userId: string, id: string) {
  return useQuery(lessonQueryOptions(repo, userId, id))
}
