import type { ReadingEvent } from '@fabula/reading-api'
import { useReadingEvents } from '@fabula/reading-api/react'
import { useAccount, useServices } from '@/app/app-context'
import { t } from '@/i18n/reading'

/** Seconds the learner has spent on one story, summed over its recorded reading events. */
export function secondsReadOn(events: readonly ReadingEvent[], storyId: string): number {
  return events.reduce(
    (sum, event) => (event.story_id === storyId ? sum + Math.max(0, event.seconds_read) : sum),
    0,
  )
}

/** "Time read" on the reader, from the stored events (this visit's time joins as it is saved). */
export function TimeRead({ storyId }: { storyId: string }) {
  const { data: events } = useReadingEvents(useServices().reading, useAccount().userId)
  if (!events) return null
  const minutes = Math.floor(secondsReadOn(events, storyId) / 60)
  return <p data-testid="time-read">{t('reader.timeRead', { minutes })}</p>
}
