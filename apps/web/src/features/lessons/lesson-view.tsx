import type {
  ExerciseResult,
  ExerciseSection,
  Lesson,
  LessonProgress,
  LessonSection,
} from '@fabula/lessons-api'
import {
  Badge,
  Button,
  Card,
  CardContent,
  Progress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  cn,
} from '@fabula/ui'
import { ArrowLeft, ArrowRight, Check, PartyPopper } from 'lucide-react'
import * as React from 'react'
import { t } from '@/i18n/lessons'
import { languageName } from '@/lib/language-name'
import { ClozeExercise } from './cloze-exercise'
import { ExerciseFrame } from './exercise-frame'
import { LessonMarkdown } from './lesson-markdown'
import { LessonWordsProvider, TappableText } from './lesson-words'
import { MatchingExercise } from './matching-exercise'
import { MultipleChoiceExercise } from './multiple-choice-exercise'
import { OrderingExercise } from './ordering-exercise'

/** Props of {@link LessonView}. */
export interface LessonViewProps {
  lesson: Lesson
  /** The learner's saved progress: where to resume, scores so far, completion. */
  progress?: LessonProgress | null
  /**
   * True on the learner's page: word statuses are saved and the callbacks record progress.
   * False in the authoring preview: the same screen, nothing is written.
   */
  recording: boolean
  /**
   * The learner opened section `index` for the first time in this visit (section 0 when they open
   * a lesson they had not started).
   */
  onSection?: (index: number) => void
  /** The learner answered every item of the exercise in section `index`. */
  onExercise?: (index: number, result: ExerciseResult) => void
  /** The learner finished the lesson on its last section. */
  onComplete?: () => Promise<unknown>
  /** Shown once the lesson is complete (next lesson, back to the list). */
  completion?: React.ReactNode
  className?: string
}

/** The name of a section: its title, else what kind of section it is. */
export function sectionName(section: LessonSection): string {
  if (section.kind === 'exercise') return t(`lesson.kind.${section.type}`)
  return section.title ?? t(`lesson.kind.${section.kind}`)
}

function resultsOf(progress: LessonProgress | null | undefined): Record<number, ExerciseResult> {
  return Object.fromEntries(
    Object.entries(progress?.exerciseResults ?? {}).map(([index, result]) => [
      Number(index),
      result,
    ]),
  )
}

function SectionBody({
  lesson,
  section,
  index,
  attempt,
  onDone,
}: {
  lesson: Lesson
  section: LessonSection
  index: number
  attempt: number
  onDone: (result: ExerciseResult) => void
}) {
  const lang = lesson.language
  if (section.kind === 'explanation') return <LessonMarkdown source={section.body} />
  if (section.kind === 'examples') {
    return (
      <ul className="flex flex-col gap-3">
        {section.items.map((item, itemIndex) => (
          <li key={itemIndex} className="rounded-md border p-3" data-testid="lesson-example">
            <TappableText
              texts={[item.text]}
              translations={[item.translation]}
              label={t('lesson.exampleLabel', { n: itemIndex + 1 })}
              className="text-lg"
            />
            <p
              className="mt-1 text-sm text-muted-foreground"
              lang={lesson.translationLanguage}
              dir="auto"
            >
              {item.translation}
            </p>
          </li>
        ))}
      </ul>
    )
  }
  if (section.kind === 'vocabulary') {
    return (
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('lesson.vocabulary.word')}</TableHead>
            <TableHead>{t('lesson.vocabulary.meaning')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {section.items.map((item, itemIndex) => (
            <TableRow key={itemIndex}>
              <TableCell className="align-top whitespace-normal">
                <TappableText
                  texts={[item.word]}
                  translations={[item.meaning]}
                  label={t('lesson.vocabulary.wordLabel', { word: item.word })}
                  className="font-medium"
                />
                {item.lemma ? (
                  <span className="text-xs text-muted-foreground">
                    {t('lesson.vocabulary.lemma')} <span lang={lang}>{item.lemma}</span>
                  </span>
                ) : null}
              </TableCell>
              <TableCell className="align-top whitespace-normal">
                <span lang={lesson.translationLanguage} dir="auto">
                  {item.meaning}
                </span>
                {item.note ? (
                  <span className="block text-xs text-muted-foreground">{item.note}</span>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    )
  }
  return (
    <ExerciseBody
      lesson={lesson}
      exercise={section}
      index={index}
      attempt={attempt}
      onDone={onDone}
    />
  )
}

function ExerciseBody({
  lesson,
  exercise,
  index,
  attempt,
  onDone,
}: {
  lesson: Lesson
  exercise: ExerciseSection
  index: number
  attempt: number
  onDone: (result: ExerciseResult) => void
}) {
  const lang = lesson.language
  const seed = `${lesson.id}:${index}:${attempt}`
  const id = `${lesson.id}-${index}-${attempt}`
  switch (exercise.type) {
    case 'multiple_choice':
      return <MultipleChoiceExercise exercise={exercise} lang={lang} id={id} onDone={onDone} />
    case 'cloze':
      return <ClozeExercise exercise={exercise} lang={lang} onDone={onDone} />
    case 'matching':
      return <MatchingExercise exercise={exercise} lang={lang} seed={seed} onDone={onDone} />
    case 'ordering':
      return <OrderingExercise exercise={exercise} lang={lang} seed={seed} onDone={onDone} />
  }
}

/**
 * A lesson as learners take it, section by section: explanations, examples and vocabulary whose
 * words open the reader's word panel, exercises checked at once, and completion. The authoring
 * preview renders exactly this component with `recording` off.
 */
export function LessonView({
  lesson,
  progress,
  recording,
  onSection,
  onExercise,
  onComplete,
  completion,
  className,
}: LessonViewProps) {
  const last = lesson.sections.length - 1
  const [current, setCurrent] = React.useState(() =>
    progress?.completedAt ? 0 : Math.min(progress?.sectionReached ?? 0, last),
  )
  const [furthest, setFurthest] = React.useState(progress?.sectionReached ?? 0)
  // Scores saved before (from the progress) and checked in this visit.
  const [results, setResults] = React.useState(() => resultsOf(progress))
  // This visit's attempts: an exercise starts fresh on each, and shows its score when done.
  const [attempts, setAttempts] = React.useState<Record<number, number>>({})
  const [done, setDone] = React.useState<Record<number, ExerciseResult>>({})
  const [complete, setComplete] = React.useState(Boolean(progress?.completedAt))
  const [finishing, setFinishing] = React.useState(false)
  const heading = React.useRef<HTMLHeadingElement>(null)
  const moved = React.useRef(false)

  React.useEffect(() => {
    if (moved.current) heading.current?.focus()
  }, [current, complete])

  // Opening a lesson starts it: it moves to the learner's in-progress list.
  const started = React.useRef(Boolean(progress))
  React.useEffect(() => {
    if (started.current) return
    started.current = true
    onSection?.(0)
  }, [onSection])

  const exercises = lesson.sections.flatMap((section, index) =>
    section.kind === 'exercise' ? [index] : [],
  )
  const allChecked = exercises.every((index) => results[index] !== undefined)
  const section = lesson.sections[current]

  const go = (index: number) => {
    moved.current = true
    // An exercise left behind starts afresh on return, with its last score beside it.
    setDone({})
    setCurrent(index)
    if (index > furthest) {
      setFurthest(index)
      onSection?.(index)
    }
  }

  const exerciseDone = (index: number, result: ExerciseResult) => {
    setDone((all) => ({ ...all, [index]: result }))
    setResults((all) => ({ ...all, [index]: result }))
    onExercise?.(index, result)
  }

  const retry = (index: number) => {
    setDone(({ [index]: _dropped, ...rest }) => rest)
    setAttempts((all) => ({ ...all, [index]: (all[index] ?? 0) + 1 }))
  }

  const finish = async () => {
    setFinishing(true)
    try {
      await onComplete?.()
      moved.current = true
      setComplete(true)
    } catch {
      // Not recorded: the page said why; the learner can press Finish again.
    } finally {
      setFinishing(false)
    }
  }

  const score = exercises.reduce(
    (sum, index) => ({
      correct: sum.correct + (results[index]?.correct ?? 0),
      total: sum.total + (results[index]?.total ?? 0),
    }),
    { correct: 0, total: 0 },
  )

  return (
    <LessonWordsProvider lesson={lesson} recording={recording}>
      <div className={cn('flex flex-col gap-6', className)} data-testid="lesson-view">
        <header className="flex flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            <Badge variant="outline">{languageName(lesson.language)}</Badge>
            <Badge variant="outline">
              {lesson.level}.{lesson.subLevel}
            </Badge>
            <Badge variant="outline">
              {t('lessons.minutes', { minutes: lesson.estimatedMinutes })}
            </Badge>
            {lesson.topics.map((topic) => (
              <Badge key={topic} variant="secondary">
                {t(`topic.${topic}`)}
              </Badge>
            ))}
          </div>
          <p className="text-muted-foreground">{lesson.summary}</p>
          <div className="flex items-center gap-3">
            <Progress
              value={complete ? 100 : Math.round(((current + 1) / lesson.sections.length) * 100)}
              aria-label={t('lesson.progressLabel')}
              className="flex-1"
            />
            <span
              className="text-sm text-muted-foreground tabular-nums"
              data-testid="lesson-position"
            >
              {t('lesson.position', { current: current + 1, total: lesson.sections.length })}
            </span>
          </div>
          <nav aria-label={t('lesson.sections')}>
            <ol className="flex flex-wrap gap-1">
              {lesson.sections.map((item, index) => (
                <li key={index}>
                  <Button
                    size="sm"
                    variant={index === current && !complete ? 'secondary' : 'ghost'}
                    aria-current={index === current && !complete ? 'step' : undefined}
                    aria-label={t('lesson.goTo', { n: index + 1, name: sectionName(item) })}
                    title={sectionName(item)}
                    onClick={() => {
                      setComplete(false)
                      go(index)
                    }}
                    className="tabular-nums"
                  >
                    {results[index] ? <Check aria-hidden className="text-green-600" /> : null}
                    {index + 1}
                  </Button>
                </li>
              ))}
            </ol>
          </nav>
        </header>

        {complete ? (
          <Card data-testid="lesson-complete">
            <CardContent className="flex flex-col items-start gap-3">
              <h2
                ref={heading}
                tabIndex={-1}
                className="flex items-center gap-2 text-xl font-semibold outline-none"
              >
                <PartyPopper aria-hidden className="size-5" />
                {t('lesson.complete')}
              </h2>
              {score.total > 0 ? (
                <p>{t('lesson.completeScore', { correct: score.correct, total: score.total })}</p>
              ) : null}
              {completion}
            </CardContent>
          </Card>
        ) : section ? (
          <Card>
            <CardContent className="flex flex-col gap-4">
              <h2
                ref={heading}
                tabIndex={-1}
                className="text-xl font-semibold outline-none"
                data-testid="section-title"
              >
                {sectionName(section)}
              </h2>
              {section.kind === 'exercise' ? (
                <ExerciseFrame
                  key={`${current}-${attempts[current] ?? 0}`}
                  exercise={section}
                  result={done[current] ?? null}
                  onRetry={() => retry(current)}
                >
                  {results[current] && !done[current] ? (
                    <p className="text-sm text-muted-foreground">
                      {t('lesson.exercise.lastScore', {
                        correct: results[current].correct,
                        total: results[current].total,
                      })}
                    </p>
                  ) : null}
                  <SectionBody
                    lesson={lesson}
                    section={section}
                    index={current}
                    attempt={attempts[current] ?? 0}
                    onDone={(result) => exerciseDone(current, result)}
                  />
                </ExerciseFrame>
              ) : (
                <SectionBody
                  lesson={lesson}
                  section={section}
                  index={current}
                  attempt={0}
                  onDone={() => undefined}
                />
              )}
            </CardContent>
          </Card>
        ) : null}

        {complete ? null : (
          <div className="flex flex-wrap items-center gap-3 border-t pt-4">
            <Button variant="outline" disabled={current === 0} onClick={() => go(current - 1)}>
              <ArrowLeft aria-hidden className="rtl:rotate-180" />
              {t('lesson.previous')}
            </Button>
            {current < last ? (
              <Button onClick={() => go(current + 1)}>
                {t('lesson.next')}
                <ArrowRight aria-hidden className="rtl:rotate-180" />
              </Button>
            ) : (
              <>
                <Button
                  onClick={() => void finish()}
                  disabled={!allChecked || finishing}
                  data-testid="finish-lesson"
                >
                  <Check aria-hidden />
                  {t('lesson.finish')}
                </Button>
                {allChecked ? null : (
                  <p className="text-sm text-muted-foreground">{t('lesson.finishHint')}</p>
                )}
              </>
            )}
          </div>
        )}
      </div>
    </LessonWordsProvider>
  )
}
