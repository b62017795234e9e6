import { Progress } from '@fabula/ui'
import { t } from '@/i18n/learner'

/** How much of the text has been read (scrolled past), as a bar and a percentage. */
export function ReadingProgress({ share }: { share: number }) {
  const percent = Math.round(share * 100)
  return (
    <div className="flex min-w-40 flex-1 items-center gap-2">
      <Progress value={percent} aria-label={t('reader.progress')} className="flex-1" />
      <span className="tabular-nums" data-testid="reading-progress">
        {t('reader.progressPercent', { progress: percent })}
      </span>
    </div>
  )
}
