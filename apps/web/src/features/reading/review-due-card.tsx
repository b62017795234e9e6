import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader } from '@fabula/ui'
import { Repeat } from 'lucide-react'
import { PreloadLink } from '@/components/preload-link'
import { routeTable } from '@/app/route-table'
import { t } from '@/i18n/words'
import { useDueCount } from './review-due'

/**
 * The dashboard's review card: how many of the learner's words are due, in the sentences they
 * met them in, and a link to start. Self-contained, so the dashboard renders it with one line.
 */
export function ReviewDueCard() {
  const due = useDueCount()
  return (
    <Card data-testid="review-due-card">
      <CardHeader>
        <h2 className="leading-tight font-semibold">{t('review.dueTitle')}</h2>
        <CardDescription>
          {due === undefined ? t('review.dueLoading') : t('review.dueBody', { count: due })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-semibold tabular-nums" data-testid="review-due-count">
          {due ?? '–'}
        </p>
      </CardContent>
      <CardFooter>
        <Button asChild variant={due ? 'default' : 'outline'}>
          <PreloadLink to={routeTable.vocabularyReview.href()}>
            <Repeat aria-hidden />
            {t('review.start')}
          </PreloadLink>
        </Button>
      </CardFooter>
    </Card>
  )
}
