import {
  ANALYTICS_RANGES,
  todayUtc,
  type AnalyticsMetric,
  type AnalyticsRange,
  type AnalyticsRangeProblem,
  type AnalyticsRows,
} from '@fabula/lessons-api'
import { useAnalytics } from '@fabula/lessons-api/react'
import {
  Button,
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Chart,
  Input,
  Label,
  Skeleton,
  type ChartSeries,
} from '@fabula/ui'
import { Download } from 'lucide-react'
import * as React from 'react'
import { useServices } from '@/app/app-context'
import { Page } from '@/components/page'
import { downloadCsv, toCsv, type CsvColumn } from '@/features/insights/csv'
import { dayLabel, percent } from '@/features/insights/format'
import { formatNumber, t } from '@/i18n/insights'
import { userMessageOf } from '@/lib/errors'
import { adminAnalyticsSearch } from '@/lib/search/schemas'
import { useSearch } from '@/lib/search/use-search'
import { rangeOf } from './data'

/** One chart card: loading, error, the chart(s) with their table fallback, and a CSV download. */
function ChartCard<M extends AnalyticsMetric>({
  metric,
  range,
  title,
  description,
  csv,
  children,
}: {
  metric: M
  range: AnalyticsRange
  title: string
  description: string
  csv: readonly CsvColumn<AnalyticsRows<M>[number]>[]
  children: (rows: AnalyticsRows<M>) => React.ReactNode
}) {
  const { lessons } = useServices()
  const query = useAnalytics(lessons, metric, range)
  const rows = query.data
  return (
    <Card data-testid={`chart-${metric}`}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
        <CardAction>
          <Button
            variant="outline"
            size="sm"
            disabled={!rows}
            onClick={() =>
              rows &&
              downloadCsv(`fabula-${metric}-${range.from}-${range.to}.csv`, toCsv(csv, rows))
            }
            aria-label={t('analytics.downloadFor', { title })}
          >
            <Download aria-hidden />
            {t('analytics.csv')}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {query.isPending ? (
          <Skeleton className="h-60 w-full" />
        ) : query.error ? (
          <p role="alert" className="text-sm text-destructive">
            {userMessageOf(query.error)}
          </p>
        ) : rows ? (
          children(rows)
        ) : null}
      </CardContent>
    </Card>
  )
}

/** What the page says about a refused range. */
function problemText(problem: AnalyticsRangeProblem, end: string): string {
  switch (problem) {
    case 'RANGE_INVALID_DATE':
      return t('analytics.problem.invalid', { end, today: todayUtc() })
    case 'RANGE_REVERSED':
      return t('analytics.problem.reversed')
    case 'RANGE_FUTURE':
      return t('analytics.problem.future', { end, today: todayUtc() })
    case 'RANGE_TOO_LONG':
      return t('analytics.problem.tooLong')
    case 'RANGE_TOO_OLD':
      return t('analytics.problem.tooOld', { end })
  }
}

function RangeControls() {
  const [search, setSearch] = useSearch(adminAnalyticsSearch)
  const id = React.useId()
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div role="group" aria-labelledby={`${id}-range`} className="grid gap-1">
        <span id={`${id}-range`} className="text-sm font-medium">
          {t('analytics.range')}
        </span>
        <div className="flex gap-1">
          {ANALYTICS_RANGES.map((days) => (
            <Button
              key={days}
              size="sm"
              variant={search.range === String(days) ? 'secondary' : 'outline'}
              aria-pressed={search.range === String(days)}
              onClick={() => setSearch({ range: String(days) as '30' })}
            >
              {t('analytics.days', { days })}
            </Button>
          ))}
        </div>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-end`}>{t('analytics.end')}</Label>
        <Input
          id={`${id}-end`}
          type="date"
          className="w-44"
          max={todayUtc()}
          value={search.end}
          onChange={(event) => setSearch({ end: event.target.value })}
        />
      </div>
      {search.end ? (
        <Button variant="ghost" size="sm" onClick={() => setSearch({ end: '' })}>
          {t('analytics.toToday')}
        </Button>
      ) : null}
    </div>
  )
}

const counts = (keys: readonly { key: string; label: string }[]) =>
  keys.map((entry, index) => ({ ...entry, color: (index + 1) as 1 | 2 }))

export function Component() {
  const [search, setSearch] = useSearch(adminAnalyticsSearch)
  const { range, problem } = rangeOf(search)
  const day = t('analytics.day')
  const dayColumn = { heading: day, value: (row: { day: string }) => row.day }
  const withLabels = <R extends { day: string }>(rows: readonly R[]) =>
    rows.map((row) => ({ ...row, label: dayLabel(row.day) }))
  const chartText = { tableLabel: t('insights.showTable'), xLabel: day }
  return (
    <Page title={t('page.adminAnalytics')} description={t('analytics.description')}>
      <RangeControls />
      {problem ? (
        <Card role="alert" className="border-destructive" data-testid="range-problem">
          <CardContent className="flex flex-col items-start gap-3">
            <p className="font-medium">{t('analytics.problem.title')}</p>
            <p className="text-sm">{problemText(problem, search.end)}</p>
            <Button size="sm" onClick={() => setSearch({ range: '30', end: '' })}>
              {t('analytics.problem.reset')}
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" data-testid="analytics-range">
            {t('analytics.showing', { from: dayLabel(range.from), to: dayLabel(range.to) })}
          </p>
          <div className="grid gap-4 lg:grid-cols-2">
            <ChartCard
              metric="activeLearners"
              range={range}
              title={t('analytics.active.title')}
              description={t('analytics.active.description')}
              csv={[dayColumn, { heading: t('analytics.active.series'), value: (r) => r.learners }]}
            >
              {(rows) => (
                <Chart
                  type="line"
                  title={t('analytics.active.title')}
                  data={withLabels(rows)}
                  xKey="label"
                  series={[{ key: 'learners', label: t('analytics.active.series') }]}
                  {...chartText}
                />
              )}
            </ChartCard>
            <ChartCard
              metric="storiesPerDay"
              range={range}
              title={t('analytics.stories.title')}
              description={t('analytics.stories.description')}
              csv={[
                dayColumn,
                { heading: t('analytics.stories.library'), value: (r) => r.library },
                { heading: t('analytics.stories.provider'), value: (r) => r.provider },
              ]}
            >
              {(rows) => (
                <Chart
                  type="bar"
                  title={t('analytics.stories.title')}
                  data={withLabels(rows)}
                  xKey="label"
                  series={
                    counts([
                      { key: 'library', label: t('analytics.stories.library') },
                      { key: 'provider', label: t('analytics.stories.provider') },
                    ]) as ChartSeries<'library' | 'provider'>[]
                  }
                  {...chartText}
                />
              )}
            </ChartCard>
            <ChartCard
              metric="generation"
              range={range}
              title={t('analytics.generation.title')}
              description={t('analytics.generation.description')}
              csv={[
                dayColumn,
                { heading: t('analytics.generation.requests'), value: (r) => r.requests },
                { heading: t('analytics.generation.failures'), value: (r) => r.failures },
                { heading: t('analytics.generation.p50'), value: (r) => r.p50_seconds },
                { heading: t('analytics.generation.p95'), value: (r) => r.p95_seconds },
              ]}
            >
              {(rows) => (
                <>
                  <Chart
                    type="bar"
                    title={t('analytics.generation.countsTitle')}
                    data={withLabels(rows)}
                    xKey="label"
                    series={
                      counts([
                        { key: 'requests', label: t('analytics.generation.requests') },
                        { key: 'failures', label: t('analytics.generation.failures') },
                      ]) as ChartSeries<'requests' | 'failures'>[]
                    }
                    {...chartText}
                  />
                  {rows.some((row) => row.p50_seconds !== null) ? (
                    <Chart
                      type="line"
                      title={t('analytics.generation.latencyTitle')}
                      description={t('analytics.generation.latencyHint')}
                      // Only days with a successful generation have a latency to show.
                      data={withLabels(rows).flatMap((row) =>
                        row.p50_seconds === null
                          ? []
                          : [{ ...row, p50: row.p50_seconds, p95: row.p95_seconds ?? 0 }],
                      )}
                      xKey="label"
                      series={
                        counts([
                          { key: 'p50', label: t('analytics.generation.p50') },
                          { key: 'p95', label: t('analytics.generation.p95') },
                        ]) as ChartSeries<'p50' | 'p95'>[]
                      }
                      formatValue={(value) =>
                        t('analytics.seconds', { seconds: formatNumber(value) })
                      }
                      {...chartText}
                    />
                  ) : (
                    <p className="text-sm text-muted-foreground">
                      {t('analytics.generation.noLatency')}
                    </p>
                  )}
                </>
              )}
            </ChartCard>
            <ChartCard
              metric="testsByLevel"
              range={range}
              title={t('analytics.tests.title')}
              description={t('analytics.tests.description')}
              csv={[
                { heading: t('analytics.level'), value: (r) => r.level },
                { heading: t('analytics.tests.comprehension'), value: (r) => r.comprehension },
                { heading: t('analytics.tests.vocabulary'), value: (r) => r.vocabulary },
                { heading: t('analytics.tests.mean'), value: (r) => r.mean_score },
              ]}
            >
              {(rows) => (
                <>
                  <Chart
                    type="bar"
                    title={t('analytics.tests.countsTitle')}
                    data={rows}
                    xKey="level"
                    xLabel={t('analytics.level')}
                    series={
                      counts([
                        { key: 'comprehension', label: t('analytics.tests.comprehension') },
                        { key: 'vocabulary', label: t('analytics.tests.vocabulary') },
                      ]) as ChartSeries<'comprehension' | 'vocabulary'>[]
                    }
                    tableLabel={t('insights.showTable')}
                  />
                  <Chart
                    type="bar"
                    title={t('analytics.tests.meanTitle')}
                    data={rows.map((row) => ({ ...row, mean: row.mean_score ?? 0 }))}
                    xKey="level"
                    xLabel={t('analytics.level')}
                    series={[{ key: 'mean', label: t('analytics.tests.mean'), color: 3 }]}
                    formatValue={percent}
                    tableLabel={t('insights.showTable')}
                  />
                </>
              )}
            </ChartCard>
            <ChartCard
              metric="genres"
              range={range}
              title={t('analytics.genres.title')}
              description={t('analytics.genres.description')}
              csv={[
                { heading: t('analytics.genre'), value: (r) => r.genre },
                { heading: t('analytics.genres.series'), value: (r) => r.stories },
              ]}
            >
              {(rows) =>
                rows.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t('analytics.genres.none')}</p>
                ) : (
                  <Chart
                    type="bar"
                    title={t('analytics.genres.title')}
                    data={rows.map((row) => ({
                      ...row,
                      label: t(`genre.${row.genre}` as 'genre.fantasy'),
                    }))}
                    xKey="label"
                    xLabel={t('analytics.genre')}
                    series={[{ key: 'stories', label: t('analytics.genres.series'), color: 4 }]}
                    tableLabel={t('insights.showTable')}
                  />
                )
              }
            </ChartCard>
            <ChartCard
              metric="lessonsCompleted"
              range={range}
              title={t('analytics.lessons.title')}
              description={t('analytics.lessons.description')}
              csv={[
                dayColumn,
                { heading: t('analytics.lessons.series'), value: (r) => r.completed },
              ]}
            >
              {(rows) => (
                <Chart
                  type="bar"
                  title={t('analytics.lessons.title')}
                  data={withLabels(rows)}
                  xKey="label"
                  series={[{ key: 'completed', label: t('analytics.lessons.series'), color: 5 }]}
                  {...chartText}
                />
              )}
            </ChartCard>
          </div>
        </>
      )}
    </Page>
  )
}
