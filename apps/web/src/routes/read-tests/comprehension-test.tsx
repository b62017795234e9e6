import { Button, Card, CardContent, CardHeader, CardTitle, Skeleton, cn } from '@fabula/ui'
import { Check, X } from 'lucide-react'
import * as React from 'react'
import type { Answer, Question, TestResult } from '@fabula/reading-api'
import { useQuestions, useSubmitTest } from '@fabula/reading-api/react'
import { useAccount, useServices } from '@/app/app-context'
import { t } from '@/i18n/reading'
import { userMessageOf } from '@/lib/errors'

function optionsOf(question: Question): { label: string; value: Answer }[] {
  if (question.kind === 'true_false') {
    return [
      { label: t('tests.true'), value: true },
      { label: t('tests.false'), value: false },
    ]
  }
  return (question.options ?? []).map((label, index) => ({ label, value: index }))
}

function labelOf(question: Question, value: Answer): string {
  return optionsOf(question).find((option) => option.value === value)?.label ?? String(value)
}

/** A story's comprehension test: answer every question, submit, then see score and review. */
export function ComprehensionTest({ storyId, lang }: { storyId: string; lang: string }) {
  const { userId } = useAccount()
  const { reading } = useServices()
  const { data: questions, isPending } = useQuestions(reading, storyId)
  const submit = useSubmitTest(reading, userId)
  const [answers, setAnswers] = React.useState<Record<number, Answer>>({})
  const [result, setResult] = React.useState<TestResult>()
  if (isPending) return <Skeleton className="h-64 w-full" />
  if (!questions || questions.length === 0) {
    return <p className="text-muted-foreground">{t('tests.noQuestions')}</p>
  }
  const complete = questions.every((q) => answers[q.position] !== undefined)
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!complete) return
    submit.mutate(
      { storyId, answers: questions.map((q) => answers[q.position] as Answer) },
      { onSuccess: setResult },
    )
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('tests.comprehension')}>
      {result ? (
        <p role="status" className="text-lg font-semibold" data-testid="test-score">
          {t('tests.score', { score: result.score, total: result.total })}
        </p>
      ) : null}
      {questions.map((question) => {
        const review = result?.results.find((r) => r.position === question.position)
        return (
          <Card key={question.position} data-testid="question">
            <CardHeader>
              <CardTitle className="text-base" id={`q-${question.position}`}>
                <span lang={lang}>{question.prompt}</span>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <div
                role="radiogroup"
                aria-labelledby={`q-${question.position}`}
                className="flex flex-col gap-2"
              >
                {optionsOf(question).map((option) => (
                  <label
                    key={String(option.value)}
                    className={cn(
                      'flex items-center gap-2 rounded-md border p-2',
                      review && review.correct_answer === option.value && 'border-green-600',
                    )}
                  >
                    <input
                      type="radio"
                      name={`q-${question.position}`}
                      checked={answers[question.position] === option.value}
                      disabled={Boolean(result)}
                      onChange={() =>
                        setAnswers((all) => ({ ...all, [question.position]: option.value }))
                      }
                    />
                    <span lang={question.kind === 'multiple_choice' ? lang : undefined}>
                      {option.label}
                    </span>
                  </label>
                ))}
              </div>
              {review ? (
                <p
                  className={cn(
                    'mt-2 flex items-center gap-1 text-sm',
                    review.correct ? 'text-green-700 dark:text-green-400' : 'text-destructive',
                  )}
                  data-testid="question-feedback"
                >
                  {review.correct ? (
                    <Check aria-hidden className="size-4" />
                  ) : (
                    <X aria-hidden className="size-4" />
                  )}
                  {review.correct
                    ? t('tests.correct')
                    : t('tests.incorrect', { answer: labelOf(question, review.correct_answer) })}
                </p>
              ) : null}
            </CardContent>
          </Card>
        )
      })}
      {submit.error ? (
        <p role="alert" className="text-sm text-destructive">
          {userMessageOf(submit.error)}
        </p>
      ) : null}
      {result ? null : (
        <Button type="submit" disabled={!complete || submit.isPending} className="self-start">
          {t('tests.submit')}
        </Button>
      )}
    </form>
  )
}
