import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import type { StartStoryInput, StoryRequestView } from '../contract/generate-story.js'
import type { ReadingRepository } from '../reading-repository.js'
import { readingKeys } from './keys.js'

/** How often a running generation is polled. */
export const REQUEST_POLL_MS = 500

const isActive = (request: StoryRequestView | null | undefined) =>
  request?.status === 'queued' || request?.status === 'running'

/** Query options of one generation request; polls while it runs. */
export function storyRequestQueryOptions(repo: ReadingRepository, id: string) {
  return queryOptions({
    queryKey: readingKeys.request(id),
    queryFn: () => repo.getStoryRequest(id),
    refetchInterval: (query) =>
      isActive(query.state.data) || query.state.data === undefined ? REQUEST_POLL_MS : false,
    retry: false,
  })
}

/** A generation request, polled every {@link REQUEST_POLL_MS} while it runs. */
export function useStoryRequest(repo: ReadingRepository, id: string) {
  return useQuery({ ...storyRequestQueryOptions(repo, id), enabled: id !== '' })
}

/** Starts a generation with the generate-story function. */
export function useStartStory(repo: ReadingRepository) {
  return useMutation({ mutationFn: (input: StartStoryInput) => repo.startStory(input) })
}

/** Cancels a running generation. */
export function useCancelStory(repo: ReadingRepository) {
  return useMutation({ mutationFn: (id: string) => repo.cancelStoryRequest(id) })
}
