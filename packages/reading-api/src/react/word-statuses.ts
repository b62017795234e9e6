import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReadingRepository } from '../reading-repository.js'
import type { WordStatusValue } from '../rows.js'
import type { WordStatusEntry } from '../word-statuses.js'
import { readingKeys } from './keys.js'

/** Query options of the learner's word statuses in one language (normalised word → status). */
export function wordStatusesQueryOptions(
  repo: ReadingRepository,
  userId: string,
  language: string,
) {
  return queryOptions({
    queryKey: readingKeys.wordStatuses(userId, language),
    queryFn: () => repo.listWordStatuses(userId, language),
  })
}

/** The learner's word statuses in one language; waits while the language is not known. */
export function useWordStatuses(
  repo: ReadingRepository,
  userId: string,
  language: string | null | undefined,
) {
  return useQuery({
    ...wordStatusesQueryOptions(repo, userId, language ?? ''),
    enabled: Boolean(language),
  })
}

/** Variables of {@link useSetWordStatuses}. */
export interface SetWordStatusesVariables {
  language: string
  entries: readonly WordStatusEntry[]
}

/**
 * Saves word statuses with an optimistic update: the map changes at once and is rolled back if
 * the write fails.
 */
export function useSetWordStatuses(repo: ReadingRepository, userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ language, entries }: SetWordStatusesVariables) =>
      repo.setWordStatuses(userId, language, entries),
    onMutate: async ({ language, entries }) => {
      const key = readingKeys.wordStatuses(userId, language)
      await client.cancelQueries({ queryKey: key })
      const previous = client.getQueryData<Map<string, WordStatusValue>>(key)
      const next = new Map(previous)
      for (const entry of entries) next.set(entry.word, entry.status)
      client.setQueryData(key, next)
      return { previous }
    },
    onError: (_error, { language }, context) => {
      client.setQueryData(readingKeys.wordStatuses(userId, language), context?.previous)
    },
    onSettled: (_data, _error, { language }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: readingKeys.wordStatuses(userId, language) }),
        client.invalidateQueries({ queryKey: readingKeys.dashboard(userId) }),
      ]),
  })
}
