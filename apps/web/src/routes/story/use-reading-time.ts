import * as React from 'react'
import { useRecordReading } from '@fabula/reading-api/react'
import { useAccount, useServices } from '@/app/app-context'
import type { ReadingShares } from './reading-place'

/** Seconds below which a visit is not worth a progress event. */
const MIN_SECONDS = 5
/** While the learner reads, their place is saved this often (if it moved), not only on leaving. */
const SAVE_EVERY_MS = 30_000

/**
 * Counts the seconds the story is on screen (paused while the tab is hidden), records `started`
 * once per visit, and saves a `progress` event with the time and the learner's place (`place()`:
 * the furthest share read and where they are) every half minute while it moves, when the tab is
 * hidden and when the reader leaves. `finish()` records `finished` with the time so far.
 */
export function useReadingTime(storyId: string, place: () => ReadingShares) {
  const record = useRecordReading(useServices().reading, useAccount().userId)
  const mutate = record.mutate
  const state = React.useRef({ seconds: 0, since: Date.now(), visible: true, saved: '' })

  const take = React.useCallback(() => {
    const s = state.current
    if (s.visible) s.seconds += (Date.now() - s.since) / 1000
    s.since = Date.now()
    const seconds = Math.round(s.seconds)
    s.seconds = 0
    return Math.min(seconds, 86_400)
  }, [])

  /** Saves time and place when there is something new to save. */
  const save = React.useCallback(
    (force: boolean) => {
      const s = state.current
      const { progress, position } = place()
      const where = `${progress.toFixed(4)}:${position.toFixed(4)}`
      const pending = s.seconds + (s.visible ? (Date.now() - s.since) / 1000 : 0)
      if (where === s.saved && (pending < MIN_SECONDS || !force)) return
      s.saved = where
      mutate({ story_id: storyId, kind: 'progress', seconds_read: take(), progress, position })
    },
    [mutate, place, storyId, take],
  )

  React.useEffect(() => {
    const tracked = state.current
    mutate({ story_id: storyId, kind: 'started', seconds_read: 0 })
    const onVisibility = () => {
      const s = tracked
      if (document.hidden && s.visible) s.seconds += (Date.now() - s.since) / 1000
      s.visible = !document.hidden
      s.since = Date.now()
      if (document.hidden) save(true)
    }
    const timer = setInterval(() => save(false), SAVE_EVERY_MS)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisibility)
      save(true)
    }
  }, [mutate, save, storyId])

  const finish = React.useCallback(
    () =>
      new Promise<void>((done) => {
        const { position } = place()
        mutate(
          { story_id: storyId, kind: 'finished', seconds_read: take(), progress: 1, position },
          { onSettled: () => done() },
        )
      }),
    [mutate, place, storyId, take],
  )

  return { finish }
}
