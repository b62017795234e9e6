import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { ReadingRepository } from '../reading-repository.js'
import type { WordStatusValue } from '../constants.js'
import type { VocabularyKey, VocabularyQuery } from '../vocabulary.js'
import type { VocabularyImportRow } from '../vocabulary-rules.js'
import { readingKeys } from './keys.js'

/** Query options of one vocabulary page (server-side filters, sort and paging). */
export function vocabularyQueryOptions(repo: ReadingRepository, query: VocabularyQuery) {
  return queryOptions({
    queryKey: readingKeys.vocabularyList(query),
    queryFn: () => repo.listVocabulary(query),
  })
}

/** One vocabulary page; the previous page stays on screen while the next one loads. */
export function useVocabulary(repo: ReadingRepository, query: VocabularyQuery) {
  return useQuery({ ...vocabularyQueryOptions(repo, query), placeholderData: keepPreviousData })
}

/** Everything a vocabulary change shows in: the list, statuses, phrases and the review. */
function refreshAll(client: ReturnType<typeof useQueryClient>, userId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: readingKeys.vocabulary(userId) }),
    client.invalidateQueries({ queryKey: ['reading', userId, 'word-statuses'] }),
    client.invalidateQueries({ queryKey: ['reading', userId, 'phrases'] }),
    client.invalidateQueries({ queryKey: readingKeys.review(userId) }),
  ])
}

/** Gives many words and phrases one status. */
export function useSetVocabularyStatus(repo: ReadingRepository, userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ items, status }: { items: readonly VocabularyKey[]; status: WordStatusValue }) =>
      repo.setVocabularyStatus(items, status),
    onSettled: () => refreshAll(client, userId),
  })
}

/** Imports words and phrases, all or nothing. */
export function useImportVocabulary(repo: ReadingRepository, userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (rows: readonly VocabularyImportRow[]) => repo.importVocabulary(rows),
    onSuccess: () => refreshAll(client, userId),
  })
}
