import type { LearnerDetail } from '@fabula/lessons-api'
import { useLearnerDetail } from '@fabula/lessons-api/react'
import {
  Chart,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@fabula/ui'
import type * as React from 'react'
import { useServices } from '@/app/app-context'
import { formatDate, formatNumber, t } from '@/i18n/insights'
import { languageName } from '@/lib/language-name'
import { userMessageOf } from '@/lib/errors'
import { dayLabel, percent } from '@/features/insights/format'

function Figure({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="rounded-md border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  )
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  )
}

function Empty({ text }: { text: string }) {
  return <p className="text-sm text-muted-foreground">{text}</p>
}

function Detail({ detail }: { detail: LearnerDetail }) {
  const { learner } = detail
  return (
    <div className="flex flex-col gap-6" data-testid="learner-detail">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Figure label={t('progress.column.words')} value={formatNumber(learner.wordsKnown)} />
        <Figure label={t('progress.column.stories')} value={formatNumber(learner.storiesRead)} />
        <Figure label={t('progress.column.minutes')} value={formatNumber(learner.minutesRead)} />
        <Figure
          label={t('progress.column.score')}
          value={learner.averageScore === null ? '—' : percent(learner.averageScore)}
        />
        <Figure
          label={t('progress.column.lessons')}
          value={formatNumber(learner.lessonsCompleted)}
        />
        <Figure
          label={t('progress.column.lastActive')}
          value={learner.lastActiveAt ? formatDate(new Date(learner.lastActiveAt)) : '—'}
        />
      </dl>
      <Chart
        type="line"
        title={t('progress.wordsChart')}
        description={t('progress.wordsChartHint', {
          language: learner.language ? languageName(learner.language) : '—',
        })}
        data={detail.wordsKnown.map((point) => ({ ...point, label: dayLabel(point.day) }))}
        xKey="label"
        xLabel={t('progress.day')}
        series={[{ key: 'known', label: t('progress.column.words') }]}
        tableLabel={t('insights.showTable')}
        height={180}
      />
      <Section title={t('progress.recentStories')}>
        {detail.stories.length === 0 ? (
          <Empty text={t('progress.noStories')} />
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('progress.story')}</TableHead>
                <TableHead>{t('progress.level.label')}</TableHead>
                <TableHead>{t('progress.read')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {detail.stories.map((story) => (
                <TableRow key={story.id}>
                  <TableCell className="whitespace-normal">
                    <span lang={story.language}>{story.title}</span>
                    <span className="block text-xs text-muted-foreground">
                      {formatDate(new Date(story.createdAt))}
                    </span>
                  </TableCell>
                  <TableCell>{story.level}</TableCell>
                  <TableCell>
                    {story.finishedAt
                      ? t('progress.finished', { minutes: Math.round(story.secondsRead / 60) })
                      : t('progress.notFinished')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
      <Section title={t('progress.recentTests')}>
        {detail.tests.length === 0 ? (
          <Empty text={t('progress.noTests')} />
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('progress.test')}</TableHead>
                <TableHead>{t('progress.scoreColumn')}</TableHead>
                <TableHead>{t('progress.date')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {detail.tests.map((test, index) => (
                <TableRow key={index}>
                  <TableCell className="whitespace-normal">
                    {test.kind === 'comprehension'
                      ? t('progress.testComprehension', { title: test.storyTitle ?? '—' })
                      : t(`progress.testKind.${test.kind}`)}
                  </TableCell>
                  <TableCell className="tabular-nums">
                    {test.score}/{test.total}
                  </TableCell>
                  <TableCell>{formatDate(new Date(test.createdAt))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
      <Section title={t('progress.lessons')}>
        {detail.lessons.length === 0 ? (
          <Empty text={t('progress.noLessons')} />
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('progress.lesson')}</TableHead>
                <TableHead>{t('progress.lessonProgress')}</TableHead>
                <TableHead>{t('progress.exercises')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {detail.lessons.map((lesson) => (
                <TableRow key={lesson.lessonId}>
                  <TableCell className="whitespace-normal">
                    {lesson.title}
                    <span className="block text-xs text-muted-foreground">
                      {languageName(lesson.language)} · {lesson.level}
                    </span>
                  </TableCell>
                  <TableCell>
                    {lesson.completedAt
                      ? t('progress.lessonDone', { date: formatDate(new Date(lesson.completedAt)) })
                      : t('progress.lessonAt', {
                          reached: lesson.sectionReached + 1,
                          total: lesson.sectionCount,
                        })}
                  </TableCell>
                  <TableCell className="tabular-nums">
                    {lesson.total > 0 ? `${lesson.correct}/${lesson.total}` : '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
    </div>
  )
}

/** One learner's drill-in, in a side sheet: figures, words known over time, stories, tests, lessons. */
export function LearnerSheet({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { lessons } = useServices()
  const detail = useLearnerDetail(lessons, userId)
  const name = detail.data?.learner.name ?? detail.data?.learner.email ?? ''
  return (
    <Sheet open={userId !== ''} onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        className="w-full overflow-y-auto sm:max-w-2xl"
        closeLabel={t('insights.close')}
      >
        <SheetHeader>
          <SheetTitle>{name || t('progress.learner')}</SheetTitle>
          <SheetDescription>
            {detail.data?.learner.email ?? t('progress.detailHint')}
          </SheetDescription>
        </SheetHeader>
        <div className="px-4 pb-6">
          {detail.isPending ? (
            <Skeleton className="h-96 w-full" />
          ) : detail.error ? (
            <p role="alert" className="text-sm text-destructive">
              {userMessageOf(detail.error)}
            </p>
          ) : detail.data ? (
            <Detail detail={detail.data} />
          ) : (
            <Empty text={t('progress.noSuchLearner')} />
          )}
        </div>
      </SheetContent>
    </Sheet>
  )
}
