import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ReadingRepository } from '../reading-repository.js'
import { readingKeys } from './keys.js'

/** Query options of what stories this Fabula can give (provider connected, library languages). */
export function storyOptionsQueryOptions(repo: ReadingRepository) {
  return queryOptions({
    queryKey: readingKeys.storyOptions(),
    queryFn: () => repo.getStoryOptions(),
    // Changes with a deploy or the server's configuration, not while a learner is on a page.
    staleTime: 5 * 60_000,
  })
}

/** Whether a story provider is connected and which languages the library has. */
export function useStoryOptions(repo: ReadingRepository) {
  return useQuery(storyOptionsQueryOptions(repo))
}
