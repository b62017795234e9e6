import { useReadingPosition } from '@fabula/reading-api/react'
import * as React from 'react'
import { useAccount, useServices } from '@/app/app-context'

/** Where the text sits in the window, as `getBoundingClientRect` reports it. */
export interface TextBox {
  top: number
  height: number
}

/** The learner's place in a text, as shares of it (0..1). */
export interface ReadingShares {
  /** Read: the share above the bottom of the window (what has come into view). */
  progress: number
  /** Where they are: the share above the top of the window, under the sticky header. */
  position: number
}

const clamp = (share: number) => Math.min(1, Math.max(0, share))

/**
 * The shares of a text read and passed for a window of `viewportHeight` whose top `topInset`
 * pixels are covered (the sticky header). Measured on the text itself, not on paragraphs, so a
 * long story on a tall screen is not "read" because its last paragraph peeks in, and a phone at
 * the top of a story reads a few percent, not 60 (issue 15).
 */
export function readingShares(
  box: TextBox,
  viewportHeight: number,
  topInset: number,
): ReadingShares {
  if (box.height <= 0) return { progress: 0, position: 0 }
  return {
    progress: clamp((viewportHeight - box.top) / box.height),
    position: clamp((topInset - box.top) / box.height),
  }
}

/** Shares below this are "at the top": nothing to restore. */
const RESTORE_FROM = 0.01

/** The sticky header's height, read from the page (it differs on phones with larger text). */
function headerInset(): number {
  const header = document.querySelector('header.sticky')
  return header ? header.getBoundingClientRect().height : 0
}

/**
 * Follows the learner's place in one text (`text` is its element): the furthest share read and
 * where they are now, measured on scroll and resize. Once the saved place is known, the window is
 * scrolled back to where the learner stopped last time. `furthest` never goes below what was
 * saved before.
 */
export function useReadingPlace(storyId: string, text: React.RefObject<HTMLElement | null>) {
  const { userId } = useAccount()
  const saved = useReadingPosition(useServices().reading, userId, storyId).data
  const place = React.useRef<ReadingShares>({ progress: 0, position: 0 })
  const [furthest, setFurthest] = React.useState(0)

  const measure = React.useCallback(() => {
    const element = text.current
    if (!element) return
    const { top, height } = element.getBoundingClientRect()
    const shares = readingShares({ top, height }, window.innerHeight, headerInset())
    place.current = {
      progress: Math.max(place.current.progress, shares.progress),
      position: shares.position,
    }
    setFurthest((before) => Math.max(before, shares.progress))
  }, [text])

  React.useEffect(() => {
    let frame = 0
    const schedule = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [measure])

  // Back where the learner stopped, once per visit, when the saved place arrives.
  const restored = React.useRef(false)
  React.useEffect(() => {
    if (restored.current || saved === undefined) return
    restored.current = true
    if (saved === null) return
    place.current = { ...place.current, progress: Math.max(place.current.progress, saved.progress) }
    setFurthest((before) => Math.max(before, saved.progress))
    const element = text.current
    if (!element || saved.position < RESTORE_FROM) return
    const { top, height } = element.getBoundingClientRect()
    window.scrollTo({ top: window.scrollY + top + saved.position * height - headerInset() })
  }, [saved, text])

  return {
    /** The furthest share read, for the progress bar. */
    furthest,
    /** The place to save now: furthest share read and current position. */
    current: React.useCallback(() => place.current, []),
  }
}
