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
import { t } from '@/i18n/reading'
import type { OpenedWord } from './story-text'
import { usePhone } from './use-phone'
import { WordPanel } from './word-panel'
import type { WordPanelProps } from './word-panel'

/** Props of {@link WordDetails}. */
export interface WordDetailsProps extends Omit<WordPanelProps, 'word'> {
  word: OpenedWord | null
  onClose: () => void
  /** Display setting "sidebar": the details stay in a side column on wide screens. */
  sidebar: boolean
}

/**
 * Shows a tapped word's panel: a popover next to the word, a bottom sheet on phone widths, or a
 * side column when the learner chose the sidebar gloss style. Closing returns focus to the word.
 */
export function WordDetails({ word, onClose, sidebar, ...panel }: WordDetailsProps) {
  const phone = usePhone()
  const anchor = React.useMemo(
    () => ({ current: word?.element ?? null }) as React.RefObject<HTMLElement>,
    [word],
  )
  // The word is already cleared when the panel finishes closing: remember where to go back.
  const last = React.useRef<HTMLElement | null>(null)
  React.useEffect(() => {
    if (word) last.current = word.element
  }, [word])
  const returnFocus = (event: Event) => {
    event.preventDefault()
    last.current?.focus()
  }
  if (phone) {
    return (
      <Sheet open={word !== null} onOpenChange={(open) => !open && onClose()}>
        <SheetContent side="bottom" onCloseAutoFocus={returnFocus} className="p-4">
          <SheetHeader className="sr-only">
            <SheetTitle>{t('reader.wordDetails')}</SheetTitle>
            <SheetDescription>{t('reader.wordDetailsHint')}</SheetDescription>
          </SheetHeader>
          {word ? <WordPanel word={word} {...panel} /> : null}
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
        {word ? (
          <WordPanel word={word} {...panel} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('reader.sidebarHint')}</p>
        )}
      </aside>
    )
  }
  return (
    <Popover open={word !== null} onOpenChange={(open) => !open && onClose()}>
      <PopoverAnchor virtualRef={anchor} />
      <PopoverContent
        aria-label={t('reader.wordDetails')}
        onCloseAutoFocus={returnFocus}
        collisionPadding={8}
      >
        {word ? <WordPanel word={word} {...panel} /> : null}
      </PopoverContent>
    </Popover>
  )
}
