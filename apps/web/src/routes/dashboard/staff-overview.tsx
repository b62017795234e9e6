import { Button, Card, CardDescription, CardHeader, CardTitle, Skeleton } from '@fabula/ui'
import { useQuery } from '@tanstack/react-query'
import { useAccount, useServices } from '@/app/app-context'
import { routeTable } from '@/app/route-table'
import { PreloadLink } from '@/components/preload-link'
import { formatNumber, t } from '@/i18n/learner'
import { staffOverviewQuery } from './data'

/**
 * What a staff account without a learning profile sees on the dashboard instead of the learner
 * onboarding card: today's counts, only those its role may read (the database decides).
 */
export function StaffOverview() {
  const services = useServices()
  const { data } = useQuery(staffOverviewQuery(services, useAccount().userId))
  if (!data) return <Skeleton className="h-40 w-full" />
  const figures: [string, number | undefined][] = [
    [t('dashboard.staffLearners'), data.learners],
    [t('dashboard.staffNewToday'), data.learners_new_today],
    [t('dashboard.staffActive'), data.active_learners_today],
    [t('dashboard.staffStoriesToday'), data.stories_today],
    [t('dashboard.staffFailures'), data.failed_generations_today],
    [t('dashboard.staffOpenTasks'), data.open_tasks],
  ]
  return (
    <section
      aria-labelledby="staff-heading"
      className="flex flex-col gap-3"
      data-testid="staff-overview"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="staff-heading" className="text-lg font-semibold">
            {t('dashboard.staffTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('dashboard.staffDescription')}</p>
        </div>
        <Button asChild variant="outline">
          <PreloadLink to={routeTable.settings.href()}>
            {t('dashboard.staffSetUpProfile')}
          </PreloadLink>
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {figures
          .filter((figure): figure is [string, number] => figure[1] !== undefined)
          .map(([label, value]) => (
            <Card key={label} className="gap-2 py-4">
              <CardHeader className="px-4">
                <CardDescription>{label}</CardDescription>
                <CardTitle className="text-2xl tabular-nums">{formatNumber(value)}</CardTitle>
              </CardHeader>
            </Card>
          ))}
      </div>
    </section>
  )
}
