import type { Profile } from '@fabula/profile-api'
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Chart,
  Progress,
  Skeleton,
} from '@fabula/ui'
import { useQuery } from '@tanstack/react-query'
import type * as React from 'react'
import { useAccount, useServices } from '@/app/app-context'
import { routeTable } from '@/app/route-table'
import { PreloadLink } from '@/components/preload-link'
import { knownRankOf } from '@/features/reading/coverage'
import { formatDate, formatNumber, t } from '@/i18n/learner'
import { languageName } from '@/lib/language-name'
import { learnerCardQueries } from './data'

function useCards() {
  const services = useServices()
  return learnerCardQueries(services, useAccount().userId)
}

/** One figure of the learner's reading. */
function Stat({
  label,
  value,
  hint,
  testId,
}: {
  label: string
  value: string
  hint?: string | undefined
  testId: string
}) {
  return (
    <Card className="gap-2 py-4" data-testid={testId}>
      <CardHeader className="px-4">
        <CardDescription>{label}</CardDescription>
        <CardTitle className="text-2xl tabular-nums" data-slot="stat-value">
          {value}
        </CardTitle>
      </CardHeader>
      {hint && <CardContent className="px-4 text-xs text-muted-foreground">{hint}</CardContent>}
    </Card>
  )
}

/** Streak, words known with the vocabulary estimate, stories and minutes read, average score. */
export function StatCards({ profile }: { profile: Profile }) {
  const cards = useCards()
  const totals = useQuery(cards.totals).data
  const streak = useQuery(cards.streak).data
  if (!totals || !streak) return <Skeleton className="h-28 w-full" />
  // The level prior (the most frequent words the level implies) plus the words marked known:
  // marked words are mostly beyond the prior, so the sum is a fair estimate (ADR 0060).
  const estimate = knownRankOf(profile.lang_lvl, profile.lang_sub_lvl) + totals.words_known
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-5 [&>*:last-child]:col-span-2 lg:[&>*:last-child]:col-span-1">
      <Stat
        testId="stat-streak"
        label={t('dashboard.streak')}
        value={t('dashboard.streakDays', { count: streak.current })}
        hint={streak.active_today ? t('dashboard.streakToday') : t('dashboard.streakKeep')}
      />
      <Stat
        testId="stat-words-known"
        label={t('dashboard.wordsKnown')}
        value={formatNumber(totals.words_known)}
        hint={t('dashboard.vocabularyEstimate', { count: estimate })}
      />
      <Stat
        testId="stat-stories-read"
        label={t('dashboard.storiesRead')}
        value={formatNumber(totals.stories_read)}
      />
      <Stat
        testId="stat-minutes-read"
        label={t('dashboard.minutesRead')}
        value={formatNumber(Math.floor(totals.seconds_read / 60))}
      />
      <Stat
        testId="stat-average-score"
        label={t('dashboard.averageScore')}
        value={
          totals.average_score === null
            ? t('dashboard.noScoreYet')
            : t('dashboard.percentValue', { percent: Math.round(totals.average_score * 100) })
        }
        hint={
          totals.tests_taken > 0
            ? t('dashboard.testsTaken', { count: totals.tests_taken })
            : undefined
        }
      />
    </div>
  )
}

/** Today's goal (words read or minutes, chosen in settings) and how far today got. */
export function DailyGoalCard() {
  const goal = useQuery(useCards().goal).data
  if (!goal) return <Skeleton className="h-36 w-full" />
  const done = goal.kind === 'words' ? goal.words_today : Math.floor(goal.seconds_today / 60)
  const percent = Math.min(100, Math.round((done / Math.max(1, goal.target)) * 100))
  return (
    <Card data-testid="daily-goal">
      <CardHeader>
        <CardTitle className="text-base">{t('dashboard.goalTitle')}</CardTitle>
        <CardDescription>
          {goal.kind === 'words'
            ? t('dashboard.goalWords', { done, target: goal.target })
            : t('dashboard.goalMinutes', { done, target: goal.target })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Progress value={percent} aria-label={t('dashboard.goalProgress')} />
        {percent >= 100 && <p className="text-sm font-medium">{t('dashboard.goalReached')}</p>}
      </CardContent>
      <CardFooter>
        <Button asChild variant="link" className="px-0">
          <PreloadLink to={routeTable.settings.href()}>{t('dashboard.goalChange')}</PreloadLink>
        </Button>
      </CardFooter>
    </Card>
  )
}

/** The text read last and not finished, at the place the learner stopped. */
export function ContinueCard() {
  const next = useQuery(useCards().next)
  if (next.isPending) return <Skeleton className="h-36 w-full" />
  const text = next.data
  return (
    <Card data-testid="continue-reading">
      <CardHeader>
        <CardTitle className="text-base">{t('dashboard.continueTitle')}</CardTitle>
        {text ? (
          <CardDescription>
            <span className="font-medium text-foreground" lang={text.language} dir="auto">
              {text.import_title ?? text.title}
            </span>
            {text.import_part !== null && text.import_parts !== null && text.import_parts > 1 && (
              <>
                {' '}
                ·{' '}
                {t('dashboard.continuePart', { part: text.import_part, parts: text.import_parts })}
              </>
            )}
            {' · '}
            {t('dashboard.continueProgress', { percent: Math.round(text.progress * 100) })}
          </CardDescription>
        ) : (
          <CardDescription>{t('dashboard.continueEmpty')}</CardDescription>
        )}
      </CardHeader>
      <CardFooter>
        {text ? (
          <Button asChild>
            <PreloadLink to={routeTable.story.href({ id: text.story_id })}>
              {t('dashboard.continueAction')}
            </PreloadLink>
          </Button>
        ) : (
          <Button asChild variant="outline">
            <PreloadLink to={routeTable.readGenerate.href()}>
              {t('dashboard.generateAction')}
            </PreloadLink>
          </Button>
        )}
      </CardFooter>
    </Card>
  )
}

/** The next comprehension test, or a vocabulary test when every finished story was tested. */
export function NextTestCard() {
  const next = useQuery(useCards().test)
  if (next.isPending) return <Skeleton className="h-36 w-full" />
  const test = next.data
  return (
    <Card data-testid="next-test">
      <CardHeader>
        <CardTitle className="text-base">{t('dashboard.nextTestTitle')}</CardTitle>
        <CardDescription>
          {test ? t('dashboard.nextTestStory', { title: test.title }) : t('dashboard.nextTestNone')}
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <Button asChild variant={test ? 'default' : 'outline'}>
          <PreloadLink
            to={
              test
                ? routeTable.readTests.href({ story: test.story_id })
                : routeTable.readTests.href({ tab: 'vocabulary' })
            }
          >
            {test ? t('dashboard.nextTestAction') : t('dashboard.nextTestVocabulary')}
          </PreloadLink>
        </Button>
      </CardFooter>
    </Card>
  )
}

/** Words known at the end of each of the last {@link CHART_DAYS} days. */
export function WordsKnownChart({ language }: { language: string }) {
  const history = useQuery(useCards().history).data
  if (!history) return <Skeleton className="h-64 w-full" />
  const data = history.map((day) => ({
    day: formatDate(Date.parse(`${day.day}T12:00:00Z`), { month: 'short', day: 'numeric' }),
    words: day.words_known,
  }))
  return (
    <Card data-testid="words-known-chart">
      <CardContent>
        <Chart
          type="area"
          data={data}
          xKey="day"
          xLabel={t('dashboard.chartDay')}
          series={[{ key: 'words', label: t('dashboard.chartWords') }]}
          title={t('dashboard.chartTitle')}
          description={t('dashboard.chartDescription', { language: languageName(language) })}
          formatValue={(value) => formatNumber(value)}
          tableLabel={t('dashboard.chartTable')}
        />
      </CardContent>
    </Card>
  )
}

/** The cards beside the chart; another card (e.g. reviews due) joins this grid. */
export function CardGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">{children}</div>
}
