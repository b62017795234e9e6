import { queryOptions, useQuery } from '@tanstack/react-query'
import type { WordMeaningInput } from '../contract/word-meaning.js'
import type { ReadingRepository } from '../reading-repository.js'
import { readingKeys } from './keys.js'

/**
 * Query options of a provider meaning for a word in its sentence. Answers do not change, so they
 * are kept for the session; failures are not retried (the server limits calls per learner) and
 * are shown where the meaning would be (`meta.silentErrors`), not as a page error.
 */
export function wordMeaningQueryOptions(repo: ReadingRepository, input: WordMeaningInput) {
  return queryOptions({
    queryKey: readingKeys.wordMeaning(input),
    queryFn: () => repo.askWordMeaning(input),
    staleTime: Infinity,
    retry: false,
    meta: { silentErrors: true },
  })
}

/** A provider meaning, asked only while `enabled` (when the glossary and dictionaries are silent). */
export function useWordMeaning(repo: ReadingRepository, input: WordMeaningInput, enabled: boolean) {
  return useQuery({ ...wordMeaningQueryOptions(repo, input), enabled })
}
