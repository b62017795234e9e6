import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import type { ReadingRepository } from '../reading-repository.js'
import type { WordStatusValue } from '../constants.js'
import type { WordBook } from '../word-entries.js'
import type { WordStatusEntry } from '../word-statuses.js'
import { readingKeys } from './keys.js'

/** Query options of the learner's statuses in one language by word form (form → status). */
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

/** The learner's statuses in one language by form; waits while the language is not known. */
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

/**
 * Refreshes everything a change to a learner's words shows in: statuses and entries of the
 * language, the vocabulary list and the review queue and counts.
 */
export function invalidateWords(client: QueryClient, userId: string, language: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: readingKeys.wordStatuses(userId, language) }),
    client.invalidateQueries({ queryKey: readingKeys.vocabulary(userId) }),
    client.invalidateQueries({ queryKey: readingKeys.review(userId) }),
  ])
}

/** The lemma a status of `form` goes to: the learner's own link wins, as on the server. */
function lemmaFor(book: WordBook | undefined, entry: WordStatusEntry): string {
  const own = book?.links.get(entry.word)
  return own?.linkedBy === 'learner' ? own.lemma : (entry.lemma ?? entry.word)
}

/** Variables of {@link useSetWordStatuses}. */
export interface SetWordStatusesVariables {
  language: string
  entries: readonly WordStatusEntry[]
}

/**
 * Saves statuses by dictionary form with an optimistic update of both the statuses by form and
 * the entries by lemma; both are rolled back if the write fails.
 */
export function useSetWordStatuses(repo: ReadingRepository, userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ language, entries }: SetWordStatusesVariables) =>
      repo.setWordStatuses(userId, language, entries),
    onMutate: async ({ language, entries }) => {
      const statusesKey = readingKeys.wordStatuses(userId, language)
      const bookKey = readingKeys.wordEntries(userId, language)
      await client.cancelQueries({ queryKey: statusesKey })
      const previous = client.getQueryData<Map<string, WordStatusValue>>(statusesKey)
      const previousBook = client.getQueryData<WordBook>(bookKey)
      const next = new Map(previous)
      const book: WordBook | undefined = previousBook && {
        entries: new Map(previousBook.entries),
        links: new Map(previousBook.links),
      }
      for (const entry of entries) {
        const lemma = lemmaFor(previousBook, entry)
        next.set(entry.word, entry.status).set(lemma, entry.status)
        if (!book) continue
        const current = book.entries.get(lemma)
        book.entries.set(lemma, {
          lemma,
          meaning: null,
          note: null,
          form: entry.word,
          sentence: entry.sentence ?? null,
          storyId: entry.storyId ?? null,
          lemmaChecked: true,
          ...current,
          status: entry.status,
        })
        if (lemma !== entry.word && !book.links.has(entry.word)) {
          book.links.set(entry.word, { form: entry.word, lemma, linkedBy: 'dictionary' })
        }
      }
      if (previous) client.setQueryData(statusesKey, next)
      if (book) client.setQueryData(bookKey, book)
      return { previous, previousBook }
    },
    onError: (_error, { language }, context) => {
      client.setQueryData(readingKeys.wordStatuses(userId, language), context?.previous)
      client.setQueryData(readingKeys.wordEntries(userId, language), context?.previousBook)
    },
    onSettled: (_data, _error, { language }) =>
      Promise.all([
        invalidateWords(client, userId, language),
        client.invalidateQueries({ queryKey: readingKeys.dashboard(userId) }),
      ]),
  })
}
