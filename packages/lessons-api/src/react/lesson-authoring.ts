import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { Lesson } from '../content-schema.js'
import type { AdminLessonQuery } from '../lesson-authoring.js'
import type { LessonsRepository } from '../lessons-repository.js'
import type { LessonStatus } from '../rows.js'
import { lessonKeys } from './keys.js'

/** Query options of one page of the authoring list. */
export function adminLessonListQueryOptions(repo: LessonsRepository, query: AdminLessonQuery) {
  return queryOptions({
    queryKey: lessonKeys.adminList(query),
    queryFn: () => repo.listAdminLessons(query),
  })
}

/** One page of the authoring list; the previous page stays while the next one loads. */
export function useAdminLessonList(repo: LessonsRepository, query: AdminLessonQuery) {
  return useQuery({
    ...adminLessonListQueryOptions(repo, query),
    placeholderData: keepPreviousData,
  })
}

/** Query options of one lesson of any status, for the editor (`null`: not there). */
export function adminLessonQueryOptions(repo: LessonsRepository, id: string) {
  return queryOptions({
    queryKey: lessonKeys.adminLesson(id),
    queryFn: () => repo.getAdminLesson(id),
  })
}

/** One lesson of any status, for the editor; waits while no id is given. */
export function useAdminLesson(repo: LessonsRepository, id: string) {
  return useQuery({ ...adminLessonQueryOptions(repo, id), enabled: id !== '' })
}

/** Query options of the lesson authors (author filter). */
export function lessonAuthorsQueryOptions(repo: LessonsRepository) {
  return queryOptions({ queryKey: lessonKeys.authors, queryFn: () => repo.listLessonAuthors() })
}

/** The lesson authors. */
export function useLessonAuthors(repo: LessonsRepository) {
  return useQuery(lessonAuthorsQueryOptions(repo))
}

/** Variables of {@link useSaveLesson}. */
export interface SaveLessonVariables {
  lesson: Lesson
  status: LessonStatus
  /** True for a lesson that is not stored yet. */
  isNew: boolean
}

/**
 * Every cached lesson list and lesson, staff's and learners': a write changes what both see.
 * Invalidation marks them stale and refetches only the ones on screen.
 */
function invalidateLessons(client: ReturnType<typeof useQueryClient>) {
  return client.invalidateQueries({ queryKey: lessonKeys.all })
}

/** Creates or saves a lesson; lists and the lesson are refreshed after it. */
export function useSaveLesson(repo: LessonsRepository) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ lesson, status, isNew }: SaveLessonVariables) =>
      isNew ? repo.createLesson(lesson, status) : repo.updateLesson(lesson, status),
    onSuccess: (stored) => {
      client.setQueryData(lessonKeys.adminLesson(stored.lesson.id), stored)
      return invalidateLessons(client)
    },
  })
}

/** Publishes or unpublishes a lesson. */
export function useSetLessonStatus(repo: LessonsRepository) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: LessonStatus }) =>
      repo.setLessonStatus(id, status),
    onSettled: () => invalidateLessons(client),
  })
}

/** Moves a lesson within its language and level. */
export function useMoveLesson(repo: LessonsRepository) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, position }: { id: string; position: number }) =>
      repo.moveLesson(id, position),
    onSettled: () => invalidateLessons(client),
  })
}

/** Copies a lesson to another level as a draft; resolves to the copy's id. */
export function useDuplicateLesson(repo: LessonsRepository) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, level }: { id: string; level: string }) => repo.duplicateLesson(id, level),
    onSettled: () => invalidateLessons(client),
  })
}

/** Deletes a draft. */
export function useDeleteLesson(repo: LessonsRepository) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => repo.deleteLesson(id),
    onSettled: () => invalidateLessons(client),
  })
}
