import { queryOptions, useQuery } from '@tanstack/react-query'
import type { RecentStoriesQuery } from '../get-story.js'
import type { ReadingRepository } from '../reading-repository.js'
import { readingKeys } from './keys.js'

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

/** Query options of the learner's newest stories in full (vocabulary tests, test picker). */
export function recentStoriesQueryOptions(repo: ReadingRepository, query: RecentStoriesQuery) {
  return queryOptions({
    queryKey: [...readingKeys.stories(query.userId), 'recent', { ...query }] as const,
    queryFn: () => repo.listRecentStories(query),
  })
}

/** The learner's newest stories in full. */
export function useRecentStories(repo: ReadingRepository, query: RecentStoriesQuery) {
  return useQuery(recentStoriesQueryOptions(repo, query))
}
