import * as React from 'react'
import { cn } from '../lib/cn.js'

/** Height of the bar in CSS pixels (seed spec). */
export const TOP_LOADING_BAR_HEIGHT = 2
/** How often the bar creeps forward while loading, in ms. */
const TRICKLE_INTERVAL_MS = 200
/** How long the full bar stays before it fades out, in ms. */
const FINISH_DELAY_MS = 250

/** Props of {@link TopLoadingBar}. */
export interface TopLoadingBarProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** While true the bar creeps toward 90 %; when it turns false the bar fills and fades. */
  loading: boolean
  /** Accessible name of the progress bar. */
  label?: string
}

type Phase = 'idle' | 'loading' | 'finishing'

/**
 * A 2 px progress bar pinned to the top of the viewport for navigation and other page-wide
 * waits. Progress is simulated (the real amount is unknown), so it is exposed as an
 * indeterminate `progressbar` with `aria-busy`; it grows from the inline start, so it follows RTL.
 */
export function TopLoadingBar({
  loading,
  label = 'Loading',
  className,
  style,
  ...props
}: TopLoadingBarProps) {
  const [phase, setPhase] = React.useState<Phase>(loading ? 'loading' : 'idle')
  const [progress, setProgress] = React.useState(loading ? 10 : 0)

  const wasLoading = React.useRef(loading)

  React.useEffect(() => {
    if (loading) {
      wasLoading.current = true
      setPhase('loading')
      setProgress((p) => (p > 0 && p < 90 ? p : 10))
      const timer = setInterval(() => {
        // Each tick covers a tenth of what is left, so the bar slows down but never reaches 90.
        setProgress((p) => p + (90 - p) * 0.1)
      }, TRICKLE_INTERVAL_MS)
      return () => clearInterval(timer)
    }
    if (!wasLoading.current) return
    wasLoading.current = false
    setPhase('finishing')
    setProgress(100)
    const timer = setTimeout(() => {
      setPhase('idle')
      setProgress(0)
    }, FINISH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [loading])

  if (phase === 'idle') return null
  return (
    <div
      data-slot="top-loading-bar"
      data-state={phase}
      role="progressbar"
      aria-label={label}
      aria-busy={phase === 'loading'}
      className={cn('pointer-events-none fixed inset-x-0 top-0 z-[100] flex', className)}
      style={{ height: TOP_LOADING_BAR_HEIGHT, ...style }}
      {...props}
    >
      <div
        data-slot="top-loading-bar-indicator"
        className={cn(
          'h-full bg-primary transition-[width,opacity] duration-200 ease-out',
          phase === 'finishing' && 'opacity-0 delay-100',
        )}
        style={{ width: `${progress}%` }}
      />
    </div>
  )
}
