import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReadingRepository } from '../reading-repository.js'
import type { TextImportInput } from '../text-imports.js'
import { readingKeys } from './keys.js'

/** Imports a learner's own text; the library is refreshed after it. */
export function useImportText(repo: ReadingRepository, userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: TextImportInput) => repo.importText(input),
    onSuccess: () => client.invalidateQueries({ queryKey: readingKeys.stories(userId) }),
  })
}

/** Query options of the parts of one import, in order. */
export function importPartsQueryOptions(repo: ReadingRepository, userId: string, importId: string) {
  return queryOptions({
    queryKey: readingKeys.importParts(userId, importId),
    queryFn: () => repo.listImportParts(userId, importId),
    // An import's parts never change; deleting it removes them all.
    staleTime: Infinity,
  })
}

/** The parts of one import (none while `importId` is `null`). */
export function useImportParts(repo: ReadingRepository, userId: string, importId: string | null) {
  return useQuery({
    ...importPartsQueryOptions(repo, userId, importId ?? ''),
    enabled: importId !== null,
  })
}

/** Deletes an imported text; the library and the dashboard are refreshed after it. */
export function useDeleteTextImport(repo: ReadingRepository, userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (importId: string) => repo.deleteTextImport(importId),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: readingKeys.stories(userId) }),
        client.invalidateQueries({ queryKey: readingKeys.dashboard(userId) }),
      ]),
  })
}
