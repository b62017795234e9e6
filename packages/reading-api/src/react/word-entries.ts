import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReadingRepository } from '../reading-repository.js'
import type { WordDetailsInput } from '../word-details.js'
import type { WordBook } from '../word-entries.js'
import type { WordRelink } from '../word-forms.js'
import { readingKeys } from './keys.js'
import { invalidateWords } from './word-statuses.js'

/** Query options of the learner's words in one language (entries by lemma, links by form). */
export function wordEntriesQueryOptions(repo: ReadingRepository, userId: string, language: string) {
  return queryOptions({
    queryKey: readingKeys.wordEntries(userId, language),
    queryFn: () => repo.listWordEntries(userId, language),
  })
}

/** The learner's words in one language; waits while the language is not known. */
export function useWordEntries(
  repo: ReadingRepository,
  userId: string,
  language: string | null | undefined,
) {
  return useQuery({
    ...wordEntriesQueryOptions(repo, userId, language ?? ''),
    enabled: Boolean(language),
  })
}

/**
 * Saves an own meaning and note; the entry shows them at once (optimistic) and is rolled back if
 * the database refuses them.
 */
export function useSaveWordDetails(repo: ReadingRepository, userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: WordDetailsInput) => repo.saveWordDetails(input),
    onMutate: async (input) => {
      const key = readingKeys.wordEntries(userId, input.language)
      await client.cancelQueries({ queryKey: key })
      const previous = client.getQueryData<WordBook>(key)
      if (previous) {
        const own = previous.links.get(input.form)
        const lemma = own?.linkedBy === 'learner' ? own.lemma : (input.lemma ?? input.form)
        const entries = new Map(previous.entries)
        const current = entries.get(lemma)
        entries.set(lemma, {
          lemma,
          status: input.status ?? 'learning',
          form: input.form,
          sentence: input.sentence ?? null,
          storyId: input.storyId ?? null,
          lemmaChecked: true,
          ...current,
          meaning: input.meaning?.trim() || null,
          note: input.note?.trim() || null,
        })
        client.setQueryData(key, { ...previous, entries })
      }
      return { previous }
    },
    onError: (_error, input, context) => {
      client.setQueryData(readingKeys.wordEntries(userId, input.language), context?.previous)
    },
    onSettled: (_data, _error, input) => invalidateWords(client, userId, input.language),
  })
}

/** Variables of {@link useLinkWordForm}. */
export interface LinkWordFormVariables {
  language: string
  form: string
  /** The dictionary form to link to; the form itself unlinks it. */
  lemma: string
}

/** Links (or, with `lemma === form`, unlinks) a form by the learner's own choice. */
export function useLinkWordForm(repo: ReadingRepository, userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ language, form, lemma }: LinkWordFormVariables) =>
      repo.linkWordForm(userId, language, form, lemma),
    onSettled: (_data, _error, { language }) => invalidateWords(client, userId, language),
  })
}

/** Forgets the learner's own link of a form (the dictionaries decide again). */
export function useRemoveWordLink(repo: ReadingRepository, userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ language, form }: { language: string; form: string }) =>
      repo.removeWordLink(userId, language, form),
    onSettled: (_data, _error, { language }) => invalidateWords(client, userId, language),
  })
}

/** Folds pre-lemma words into their dictionary forms (done once per language, in background). */
export function useRelinkWords(repo: ReadingRepository, userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ language, links }: { language: string; links: readonly WordRelink[] }) =>
      repo.relinkWords(language, links),
    onSuccess: (_folded, { language }) => invalidateWords(client, userId, language),
  })
}
