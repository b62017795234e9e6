import * as React from 'react'
import { useRecordReading } from '@fabula/reading-api/react'
import { useAccount, useServices } from '@/app/app-context'

/** Seconds below which a visit is not worth a progress event. */
const MIN_SECONDS = 5

/**
 * Counts the seconds the story is on screen (paused while the tab is hidden), records `started`
 * once per visit and a `progress` event with the time and furthest paragraph when the reader
 * leaves. `finish()` records `finished` with the time so far.
 */
export function useReadingTime(storyId: string) {
  const record = useRecordReading(useServices().reading, useAccount().userId)
  const mutate = record.mutate
  const state = React.useRef({ seconds: 0, since: Date.now(), visible: true, furthest: 0 })
  const [furthest, setFurthest] = React.useState(0)

  const take = React.useCallback(() => {
    const s = state.current
    if (s.visible) s.seconds += (Date.now() - s.since) / 1000
    s.since = Date.now()
    const seconds = Math.round(s.seconds)
    s.seconds = 0
    return Math.min(seconds, 86_400)
  }, [])

  React.useEffect(() => {
    const tracked = state.current
    mutate({ story_id: storyId, kind: 'started', seconds_read: 0, position: 0 })
    const onVisibility = () => {
      const s = tracked
      if (document.hidden && s.visible) s.seconds += (Date.now() - s.since) / 1000
      s.visible = !document.hidden
      s.since = Date.now()
    }
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      const seconds = take()
      if (seconds >= MIN_SECONDS) {
        mutate({
          story_id: storyId,
          kind: 'progress',
          seconds_read: seconds,
          position: tracked.furthest,
        })
      }
    }
  }, [mutate, storyId, take])

  const seen = React.useCallback((paragraph: number) => {
    if (paragraph > state.current.furthest) {
      state.current.furthest = paragraph
      setFurthest(paragraph)
    }
  }, [])

  const finish = React.useCallback(
    () =>
      new Promise<void>((done) => {
        mutate(
          {
            story_id: storyId,
            kind: 'finished',
            seconds_read: take(),
            position: state.current.furthest,
          },
          { onSettled: () => done() },
        )
      }),
    [mutate, storyId, take],
  )

  return { furthest, seen, finish }
}

/** Reports the furthest paragraph that has been on screen. */
export function useParagraphsSeen(
  container: React.RefObject<HTMLElement | null>,
  seen: (paragraph: number) => void,
  count: number,
) {
  React.useEffect(() => {
    const root = container.current
    if (!root || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) seen(Number((entry.target as HTMLElement).dataset.p))
      }
    })
    for (const paragraph of root.querySelectorAll('[data-p]')) observer.observe(paragraph)
    return () => observer.disconnect()
  }, [container, seen, count])
}
