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

/** Records a reading event; the events and the library (read/unread) are refreshed after it. */
export function useRecordReading(repo: ReadingRepository, userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (event: NewReadingEvent) => repo.recordReadingEvent(event),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: readingKeys.readingEvents(userId) }),
        client.invalidateQueries({ queryKey: readingKeys.stories(userId) }),
      ]),
  })
}
