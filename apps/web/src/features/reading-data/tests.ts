import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { readingKeys } from './keys'
import { getReading } from './repository-instance'
import type { Answer } from './types'

/** Query options of a story's comprehension questions. */
export function questionsQueryOptions(storyId: string) {
  return queryOptions({
    queryKey: readingKeys.questions(storyId),
    queryFn: () => getReading().getQuestions(storyId),
    staleTime: Infinity,
  })
}

/** A story's comprehension questions (without answers). */
export function useQuestions(storyId: string) {
  return useQuery({ ...questionsQueryOptions(storyId), enabled: storyId !== '' })
}

/** Submits a comprehension test; the server scores it and only then reveals the answers. */
export function useSubmitTest() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ storyId, answers }: { storyId: string; answers: readonly Answer[] }) =>
      getReading().submitTest(storyId, answers),
    onSuccess: () => client.invalidateQueries({ queryKey: readingKeys.testHistory() }),
  })
}

/** Stores a vocabulary test's score. */
export function useSaveVocabularyResult() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (result: {
      language: string
      kind: 'cloze' | 'meaning'
      score: number
      total: number
    }) => getReading().saveVocabularyResult(result),
    onSuccess: () => client.invalidateQueries({ queryKey: readingKeys.testHistory() }),
  })
}

/** Query options of the learner's test history, oldest first. */
export function testHistoryQueryOptions() {
  return queryOptions({
    queryKey: readingKeys.testHistory(),
    queryFn: () => getReading().listTestHistory(),
  })
}

/** The learner's scored tests, oldest first (chart order). */
export function useTestHistory() {
  return useQuery(testHistoryQueryOptions())
}
