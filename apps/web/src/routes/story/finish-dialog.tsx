import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@fabula/ui'
import { t } from '@/i18n/reading'

/** Props of {@link FinishDialog}. */
export interface FinishDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  newWords: number
  /** The action after finishing (default: the story's test). */
  continueLabel?: string
  /** Called with whether the remaining new words should become known. */
  onFinish: (markKnown: boolean) => void
}

/** Asks, at the end of a story, whether the words still new should be marked known. */
export function FinishDialog({
  open,
  onOpenChange,
  newWords,
  continueLabel = t('reader.finishToTest'),
  onFinish,
}: FinishDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('reader.finishTitle')}</AlertDialogTitle>
          <AlertDialogDescription>
            {newWords > 0 ? t('reader.finishBody', { count: newWords }) : t('reader.finishNoNew')}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          {newWords > 0 ? (
            <AlertDialogCancel onClick={() => onFinish(false)}>
              {t('reader.finishKeep')}
            </AlertDialogCancel>
          ) : (
            <AlertDialogCancel>{t('reader.finishBack')}</AlertDialogCancel>
          )}
          <AlertDialogAction onClick={() => onFinish(newWords > 0)}>
            {newWords > 0 ? t('reader.finishMarkKnown') : continueLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
