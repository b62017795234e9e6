import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { readingKeys } from './keys'
import { getReading } from './repository-instance'
import type { StartStoryInput, StoryRequest } from './types'

/** How often a running generation is polled. */
export const REQUEST_POLL_MS = 500

const isActive = (request: StoryRequest | null | undefined) =>
  request?.status === 'queued' || request?.status === 'running'

/** Query options of one generation request; polls while it runs. */
export function storyRequestQueryOptions(id: string) {
  return queryOptions({
    queryKey: readingKeys.request(id),
    queryFn: () => getReading().getRequest(id),
    refetchInterval: (query) =>
      isActive(query.state.data) || query.state.data === undefined ? REQUEST_POLL_MS : false,
    retry: false,
  })
}

/** A generation request, polled every {@link REQUEST_POLL_MS} while it runs. */
export function useStoryRequest(id: string) {
  return useQuery({ ...storyRequestQueryOptions(id), enabled: id !== '' })
}

/** Starts a generation with the generate-story function. */
export function useStartStory() {
  return useMutation({
    mutationFn: (input: StartStoryInput) => getReading().startStory(input),
  })
}

/** Cancels a running generation. */
export function useCancelStory() {
  return useMutation({ mutationFn: (id: string) => getReading().cancelRequest(id) })
}
