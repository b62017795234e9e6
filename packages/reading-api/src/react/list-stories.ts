import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { StoryListQuery } from '../list-stories.js'
import type { ReadingRepository } from '../reading-repository.js'
import { readingKeys } from './keys.js'

/**
 * Query options of one library page (server-side filters, sort and paging), for `useQuery`, a
 * route loader's `ensureQueryData` or a link preload.
 */
export function storyListQueryOptions(repo: ReadingRepository, query: StoryListQuery) {
  return queryOptions({
    queryKey: readingKeys.storyList(query),
    queryFn: () => repo.listStories(query),
  })
}

/** One library page; the previous page stays on screen while the next one loads. */
export function useStoryList(repo: ReadingRepository, query: StoryListQuery) {
  return useQuery({ ...storyListQueryOptions(repo, query), placeholderData: keepPreviousData })
}
