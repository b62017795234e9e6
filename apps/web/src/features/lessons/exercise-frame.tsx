import type { ExerciseResult, ExerciseSection } from '@fabula/lessons-api'
import { Button, cn } from '@fabula/ui'
import { RotateCcw } from 'lucide-react'
import type * as React from 'react'
import { t } from '@/i18n/lessons'
import { LessonMarkdown } from './lesson-markdown'

/** Props of {@link ExerciseFrame}. */
export interface ExerciseFrameProps {
  exercise: ExerciseSection
  /** The score once every item is answered, else `null`. */
  result: ExerciseResult | null
  onRetry: () => void
  children: React.ReactNode
}

/** An exercise's instruction, its items, and once done the score, the explanation and Retry. */
export function ExerciseFrame({ exercise, result, onRetry, children }: ExerciseFrameProps) {
  return (
    <div className="flex flex-col gap-4" data-testid="exercise" data-type={exercise.type}>
      <p className="font-medium">{exercise.instruction}</p>
      {children}
      {result ? (
        <div
          className={cn(
            'flex flex-col gap-3 rounded-lg border p-4',
            result.correct === result.total
              ? 'border-green-600/50 bg-green-600/5'
              : 'border-amber-500/50 bg-amber-500/5',
          )}
        >
          <p role="status" className="font-semibold" data-testid="exercise-score">
            {t('lesson.exercise.score', { correct: result.correct, total: result.total })}
          </p>
          {exercise.explanation ? (
            <LessonMarkdown source={exercise.explanation} className="text-sm" />
          ) : null}
          <Button variant="outline" size="sm" className="self-start" onClick={onRetry}>
            <RotateCcw aria-hidden />
            {t('lesson.exercise.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}

/** The feedback line under one answered item. */
export function Feedback({ correct, answer }: { correct: boolean; answer?: React.ReactNode }) {
  return (
    <p
      className={cn(
        'text-sm',
        correct ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400',
      )}
      data-testid="item-feedback"
      data-correct={correct}
    >
      {correct ? t('lesson.exercise.right') : t('lesson.exercise.wrong')}
      {!correct && answer ? (
        <>
          {' '}
          <span className="text-foreground">
            {t('lesson.exercise.answerIs')} {answer}
          </span>
        </>
      ) : null}
    </p>
  )
}
