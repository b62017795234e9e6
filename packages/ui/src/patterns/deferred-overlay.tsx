import * as React from 'react'

/** After this long on a page a deferred overlay loads anyway, so the first press opens it at once. */
export const DEFERRED_OVERLAY_LOAD_AFTER_MS = 2000

/** Keys that open a menu or popover from its trigger, as Radix's triggers do. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown'])

/** The open state a deferred overlay is controlled by (held by its stand-in, see below). */
export interface DeferredOpenState {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** What a stand-in trigger spreads onto itself: the popup it announces and what loads it. */
export interface DeferredStandInProps {
  'aria-haspopup': 'menu' | 'dialog'
  'aria-expanded': false
  onPointerEnter: () => void
  onFocus: () => void
  onPointerDown: (event: React.PointerEvent) => void
  onKeyDown: (event: React.KeyboardEvent) => void
}

/**
 * The state behind an overlay whose code (Radix, floating-ui) is not part of the page's first
 * load: whether its module is wanted yet (on hover or focus, on a press, or a little after the
 * page is up) and whether it is open. The open state lives here, so a press on the stand-in opens
 * the overlay even if the real one mounts in the middle of it.
 */
export function useDeferredOverlay(popup: 'menu' | 'dialog' = 'menu') {
  const [wanted, setWanted] = React.useState(false)
  const [open, setOpen] = React.useState(false)
  const load = React.useCallback(() => setWanted(true), [])
  React.useEffect(() => {
    const id = window.setTimeout(load, DEFERRED_OVERLAY_LOAD_AFTER_MS)
    return () => window.clearTimeout(id)
  }, [load])
  const press = () => {
    setWanted(true)
    setOpen(true)
  }
  const standIn: DeferredStandInProps = {
    'aria-haspopup': popup,
    'aria-expanded': false,
    onPointerEnter: load,
    onFocus: load,
    onPointerDown: (event) => {
      if (event.button === 0 && !event.ctrlKey) press()
    },
    onKeyDown: (event) => {
      if (!OPEN_KEYS.has(event.key)) return
      event.preventDefault()
      press()
    },
  }
  return { wanted, standIn, state: { open, onOpenChange: setOpen } }
}

/** Props of {@link DeferredOverlay}. */
export interface DeferredOverlayProps {
  /** The look-alike trigger, shown until the overlay's module is here. */
  trigger: (standIn: DeferredStandInProps) => React.ReactElement
  /** The real overlay (usually a `React.lazy` component), controlled by `state`. */
  overlay: (state: DeferredOpenState) => React.ReactElement
  /** What the trigger opens: a menu, or a popover/dialog. */
  popup?: 'menu' | 'dialog'
}

/**
 * A menu or popover that keeps its code off the first paint (ADR 0071): the stand-in `trigger`
 * renders first and looks the same; the real overlay replaces it once wanted.
 */
export function DeferredOverlay({ trigger, overlay, popup = 'menu' }: DeferredOverlayProps) {
  const { wanted, standIn, state } = useDeferredOverlay(popup)
  const button = trigger(standIn)
  if (!wanted) return button
  return <React.Suspense fallback={button}>{overlay(state)}</React.Suspense>
}
