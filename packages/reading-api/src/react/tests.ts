import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReadingRepository } from '../reading-repository.js'
import type { Answer } from '../rows.js'
import type { VocabularyResultInput } from '../tests.js'
import { readingKeys } from './keys.js'

/** Query options of a story's comprehension questions. */
export function questionsQueryOptions(repo: ReadingRepository, storyId: string) {
  return queryOptions({
    queryKey: readingKeys.questions(storyId),
    queryFn: () => repo.getQuestions(storyId),
    staleTime: Infinity,
  })
}

/** A story's comprehension questions (without answers). */
export function useQuestions(repo: ReadingRepository, storyId: string) {
  return useQuery({ ...questionsQueryOptions(repo, storyId), enabled: storyId !== '' })
}

/** Submits a comprehension test; the server scores it and only then reveals the answers. */
export function useSubmitTest(repo: ReadingRepository, userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ storyId, answers }: { storyId: string; answers: readonly Answer[] }) =>
      repo.submitTest(storyId, answers),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: readingKeys.testHistory(userId) }),
        client.invalidateQueries({ queryKey: readingKeys.dashboard(userId) }),
      ]),
  })
}

/** Stores a vocabulary test's score. */
export function useSaveVocabularyResult(repo: ReadingRepository, userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (result: VocabularyResultInput) => repo.saveVocabularyResult(result),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: readingKeys.testHistory(userId) }),
        client.invalidateQueries({ queryKey: readingKeys.dashboard(userId) }),
      ]),
  })
}

/** Query options of the learner's test history, oldest first. */
export function testHistoryQueryOptions(repo: ReadingRepository, userId: string) {
  return queryOptions({
    queryKey: readingKeys.testHistory(userId),
    queryFn: () => repo.listTestHistory(userId),
  })
}

/** The learner's scored tests, oldest first (chart order). */
export function useTestHistory(repo: ReadingRepository, userId: string) {
  return useQuery(testHistoryQueryOptions(repo, userId))
}
