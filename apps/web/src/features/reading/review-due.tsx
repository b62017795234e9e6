import { useDueReviews } from '@fabula/reading-api/react'
import { useAccount, useServices } from '@/app/app-context'
// The sidebar loads with every signed-in page: it uses the core catalogue only.
import { t } from '@/i18n'
import { localDayStart } from './vocabulary-search'

/** The learner's cards due now, over every language (`undefined` while unknown). */
export function useDueCount(): number | undefined {
  const { userId } = useAccount()
  const { data } = useDueReviews(useServices().reading, userId, localDayStart())
  return data?.reduce((sum, language) => sum + language.due, 0)
}

/** The sidebar's count of words due for review; nothing when none are due (or it is unknown). */
export function ReviewDueBadge() {
  const due = useDueCount()
  if (!due) return null
  return (
    <span
      data-testid="review-due-badge"
      aria-label={t('nav.reviewDue', { count: due })}
      className="ms-auto rounded-full bg-primary px-1.5 py-0.5 text-xs leading-none font-medium text-primary-foreground tabular-nums group-data-[collapsible=icon]:hidden"
    >
      {due > 99 ? '99+' : due}
    </span>
  )
}
