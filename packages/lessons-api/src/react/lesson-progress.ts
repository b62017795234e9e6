import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LessonDetail } from '../lesson-catalog.js'
import type { LessonProgressInput } from '../lesson-progress.js'
import type { LessonsRepository } from '../lessons-repository.js'
import { lessonKeys } from './keys.js'

/**
 * Records progress in a lesson. The lesson's cached progress takes the merged row the server
 * returns; the catalogue (tabs, cards) is refreshed.
 */
export function useRecordLessonProgress(repo: LessonsRepository, userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: LessonProgressInput) => repo.recordProgress(input),
    onSuccess: (progress) => {
      client.setQueryData<LessonDetail | null>(
        lessonKeys.lesson(userId, progress.lessonId),
        (detail) => (detail ? { ...detail, progress } : detail),
      )
      return client.invalidateQueries({ queryKey: [...lessonKeys.learner(userId), 'list'] })
    },
  })
}
