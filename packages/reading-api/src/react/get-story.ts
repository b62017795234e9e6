import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ReadingRepository } from '../reading-repository'
import { readingKeys } from './keys'

/** Query options of one of the learner's stories (`null` when it is not theirs or not there). */
export function storyQueryOptions(repo: ReadingRepository, userId: string, id: string) {
  return queryOptions({
    queryKey: readingKeys.story(userId, id),
    queryFn: () => repo.getStory(userId, id),
    // A stored story never changes.
    staleTime: Infinity,
  })
}

/** One of the learner's stories. */
export function useStory(repo: ReadingRepository, userId: string, id: string) {
  return useQuery(storyQueryOptions(repo, userId, id))
}
