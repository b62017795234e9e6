import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { readingKeys } from './keys'
import { getReading } from './repository-instance'
import type { ReadingEvent } from './types'

/** Query options of the learner's reading events, newest first. */
export function readingEventsQueryOptions() {
  return queryOptions({
    queryKey: readingKeys.readingEvents(),
    queryFn: () => getReading().listReadingEvents(),
  })
}

/** The learner's reading events (read/unread in the library, time read). */
export function useReadingEvents() {
  return useQuery(readingEventsQueryOptions())
}

/** Records a reading event (started, progress, finished). Failures are quiet: reading goes on. */
export function useRecordReading() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (event: Omit<ReadingEvent, 'created_at'>) => getReading().recordReadingEvent(event),
    onSettled: () => client.invalidateQueries({ queryKey: readingKeys.readingEvents() }),
  })
}
