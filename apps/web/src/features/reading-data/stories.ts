import { queryOptions, useQuery } from '@tanstack/react-query'
import { readingKeys } from './keys'
import { getReading } from './repository-instance'

/** Query options of one story (`null` when it does not exist or is not the learner's). */
export function storyQueryOptions(id: string) {
  return queryOptions({
    queryKey: readingKeys.story(id),
    queryFn: () => getReading().getStory(id),
    staleTime: Infinity,
  })
}

/** One story. */
export function useStory(id: string) {
  return useQuery(storyQueryOptions(id))
}

/** Query options of the learner's library. */
export function storiesQueryOptions() {
  return queryOptions({
    queryKey: readingKeys.stories(),
    queryFn: () => getReading().listStories(),
  })
}

/** The learner's library, newest first. */
export function useStories() {
  return useQuery(storiesQueryOptions())
}
