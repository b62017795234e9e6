import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PhraseInput } from '../phrases.js'
import type { ReadingRepository } from '../reading-repository.js'
import type { Phrase } from '../rows.js'
import { readingKeys } from './keys.js'

/** Query options of the learner's saved phrases in one language. */
export function phrasesQueryOptions(repo: ReadingRepository, userId: string, language: string) {
  return queryOptions({
    queryKey: readingKeys.phrases(userId, language),
    queryFn: () => repo.listPhrases(userId, language),
  })
}

/** The learner's saved phrases in one language; waits while the language is not known. */
export function usePhrases(
  repo: ReadingRepository,
  userId: string,
  language: string | null | undefined,
) {
  return useQuery({
    ...phrasesQueryOptions(repo, userId, language ?? ''),
    enabled: Boolean(language),
  })
}

function refresh(client: ReturnType<typeof useQueryClient>, userId: string, language: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: readingKeys.phrases(userId, language) }),
    client.invalidateQueries({ queryKey: readingKeys.vocabulary(userId) }),
    client.invalidateQueries({ queryKey: readingKeys.review(userId) }),
  ])
}

/** Saves a phrase; the saved row replaces (or joins) the cached list at once. */
export function useSavePhrase(repo: ReadingRepository, userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: PhraseInput) => repo.savePhrase(userId, input),
    onSuccess: (saved) => {
      client.setQueryData<Phrase[]>(readingKeys.phrases(userId, saved.language), (list) =>
        list ? [...list.filter((p) => p.id !== saved.id), saved] : [saved],
      )
    },
    onSettled: (_data, _error, input) => refresh(client, userId, input.language),
  })
}

/** Deletes a phrase. */
export function useDeletePhrase(repo: ReadingRepository, userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id }: { id: string; language: string }) => repo.deletePhrase(id),
    onSuccess: (_data, { id, language }) => {
      client.setQueryData<Phrase[]>(readingKeys.phrases(userId, language), (list) =>
        list?.filter((p) => p.id !== id),
      )
    },
    onSettled: (_data, _error, { language }) => refresh(client, userId, language),
  })
}
