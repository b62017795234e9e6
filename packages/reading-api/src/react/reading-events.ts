import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { NewReadingEvent } from '../reading-events.js'
import type { ReadingRepository } from '../reading-repository.js'
import { readingKeys } from './keys.js'

/** Query options of the learner's reading events, newest first. */
export function readingEventsQueryOptions(repo: ReadingRepository, userId: string) {
  return queryOptions({
    queryKey: readingKeys.readingEvents(userId),
    queryFn: () => repo.listReadingEvents(userId),
  })
}

/** The learner's reading events (time read, where they stopped). */
export function useReadingEvents(repo: ReadingRepository, userId: string) {
  return useQuery(readingEventsQueryOptions(repo, userId))
}

/**
 * Records a reading event with the learner's place in the text; the events, the library
 * (read/unread) and the dashboard are refreshed after it, and the saved place is kept as the
 * story's position.
 */
export function useRecordReading(repo: ReadingRepository, userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (event: NewReadingEvent) => repo.recordReadingEvent(event),
    onSuccess: (saved, event) => {
      client.setQueryData(readingKeys.readingPosition(userId, event.story_id), {
        progress: saved.progress,
        position: saved.position,
        updated_at: new Date().toISOString(),
      })
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: readingKeys.readingEvents(userId) }),
        client.invalidateQueries({ queryKey: readingKeys.stories(userId) }),
        client.invalidateQueries({ queryKey: readingKeys.dashboard(userId) }),
      ]),
  })
}

/** Query options of the learner's place in one text (`null` before they opened it). */
export function readingPositionQueryOptions(
  repo: ReadingRepository,
  userId: string,
  storyId: string,
) {
  return queryOptions({
    queryKey: readingKeys.readingPosition(userId, storyId),
    queryFn: () => repo.getReadingPosition(userId, storyId),
  })
}

/** The learner's place in one text: how far they read and where they stopped. */
export function useReadingPosition(repo: ReadingRepository, userId: string, storyId: string) {
  return useQuery(readingPositionQueryOptions(repo, userId, storyId))
}
