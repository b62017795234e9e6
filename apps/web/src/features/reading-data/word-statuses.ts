import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { readingKeys } from './keys'
import { getReading } from './repository-instance'
import type { WordStatusValue } from './types'

/** Query options of the learner's word statuses in one language (normalised word → status). */
export function wordStatusesQueryOptions(language: string) {
  return queryOptions({
    queryKey: readingKeys.wordStatuses(language),
    queryFn: () => getReading().listWordStatuses(language),
  })
}

/** The learner's word statuses in one language; shared by reader, library, tests and generation. */
export function useWordStatuses(language: string | undefined) {
  return useQuery({ ...wordStatusesQueryOptions(language ?? ''), enabled: Boolean(language) })
}

/** Variables of {@link useSetWordStatuses}. */
export interface SetWordStatusesVariables {
  language: string
  entries: readonly { word: string; status: WordStatusValue }[]
}

/**
 * Saves word statuses with an optimistic update: the map changes at once and is rolled back if
 * the write fails.
 */
export function useSetWordStatuses() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ language, entries }: SetWordStatusesVariables) =>
      getReading().setWordStatuses(language, entries),
    onMutate: async ({ language, entries }) => {
      const key = readingKeys.wordStatuses(language)
      await client.cancelQueries({ queryKey: key })
      const previous = client.getQueryData<Map<string, WordStatusValue>>(key)
      const next = new Map(previous)
      for (const entry of entries) next.set(entry.word, entry.status)
      client.setQueryData(key, next)
      return { previous }
    },
    onError: (_error, { language }, context) => {
      client.setQueryData(readingKeys.wordStatuses(language), context?.previous)
    },
    onSettled: (_data, _error, { language }) =>
      client.invalidateQueries({ queryKey: readingKeys.wordStatuses(language) }),
  })
}
