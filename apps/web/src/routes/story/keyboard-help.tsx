import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@fabula/ui'
import { t } from '@/i18n/words'

const SHORTCUTS = [
  ['words.keys.arrows', 'words.keys.move'],
  ['words.keys.upDown', 'words.keys.paragraph'],
  ['Enter', 'words.keys.openWord'],
  ['1 2 3 4', 'words.keys.status'],
  ['K', 'words.keys.knownNext'],
  ['words.keys.shiftArrows', 'words.keys.select'],
  ['Enter', 'words.keys.savePhrase'],
  ['Esc', 'words.keys.close'],
  ['?', 'words.keys.help'],
] as const

/** The reader's keyboard shortcuts, opened with `?`. */
export function KeyboardHelp({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="end" className="w-full max-w-sm p-6" data-testid="keyboard-help">
        <SheetHeader className="p-0">
          <SheetTitle>{t('words.keys.title')}</SheetTitle>
          <SheetDescription>{t('words.keys.description')}</SheetDescription>
        </SheetHeader>
        <dl className="mt-4 grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-3 text-sm">
          {SHORTCUTS.map(([keys, what]) => (
            <div key={what} className="contents">
              <dt>
                <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs whitespace-nowrap">
                  {keys.startsWith('words.') ? t(keys as 'words.keys.arrows') : keys}
                </kbd>
              </dt>
              <dd>{t(what)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-sm text-muted-foreground">{t('words.phrase.hint')}</p>
      </SheetContent>
    </Sheet>
  )
}
