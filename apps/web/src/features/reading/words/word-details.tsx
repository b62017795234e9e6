import {
  Popover,
  PopoverAnchor,
  PopoverContent,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@fabula/ui'
import * as React from 'react'
import { t } from '@/i18n/words'
import { usePhone } from './use-phone'

/** Props of {@link WordDetails}. */
export interface WordDetailsProps {
  /** The word (or first word of a phrase) the details belong to; `null` closes them. */
  anchor: HTMLElement | null
  onClose: () => void
  /** Display setting "sidebar": the details stay in a side column on wide screens. */
  sidebar: boolean
  /** The panel: a word's ({@link WordPanel}) or a phrase's. */
  children?: React.ReactNode
}

/**
 * Shows a tapped word's (or selected phrase's) panel: a popover next to it, a bottom sheet on
 * phone widths, or a side column when the learner chose the sidebar gloss style. Closing returns
 * focus to the word.
 */
export function WordDetails({ anchor, onClose, sidebar, children }: WordDetailsProps) {
  const phone = usePhone()
  const open = anchor !== null
  const anchorRef = React.useMemo(
    () => ({ current: anchor }) as React.RefObject<HTMLElement>,
    [anchor],
  )
  // The word is already cleared when the panel finishes closing: remember where to go back.
  const last = React.useRef<HTMLElement | null>(null)
  React.useEffect(() => {
    if (anchor) last.current = anchor
  }, [anchor])
  const returnFocus = (event: Event) => {
    event.preventDefault()
    last.current?.focus()
  }
  if (phone) {
    return (
      <Sheet open={open} onOpenChange={(next) => !next && onClose()}>
        <SheetContent
          side="bottom"
          onCloseAutoFocus={returnFocus}
          className="max-h-[85dvh] overflow-y-auto p-4"
        >
          <SheetHeader className="sr-only">
            <SheetTitle>{t('reader.wordDetails')}</SheetTitle>
            <SheetDescription>{t('reader.wordDetailsHint')}</SheetDescription>
          </SheetHeader>
          {open ? children : null}
        </SheetContent>
      </Sheet>
    )
  }
  if (sidebar) {
    return (
      <aside
        aria-label={t('reader.wordDetails')}
        className="rounded-lg border p-4 lg:sticky lg:top-20"
        data-testid="word-sidebar"
      >
        {open ? (
          children
        ) : (
          <p className="text-sm text-muted-foreground">{t('reader.sidebarHint')}</p>
        )}
      </aside>
    )
  }
  return (
    <Popover open={open} onOpenChange={(next) => !next && onClose()}>
      <PopoverAnchor virtualRef={anchorRef} />
      <PopoverContent
        aria-label={t('reader.wordDetails')}
        onCloseAutoFocus={returnFocus}
        collisionPadding={8}
        className="max-h-[min(36rem,80dvh)] w-80 overflow-y-auto"
      >
        {open ? children : null}
      </PopoverContent>
    </Popover>
  )
}
