import type { ExerciseResult, ExerciseSection } from '@fabula/lessons-api'
import { Button, cn } from '@fabula/ui'
import * as React from 'react'
import { t } from '@/i18n/lessons'
import { shuffled } from './shuffle'

type Matching = Extract<ExerciseSection, { type: 'matching' }>

/**
 * Matching: choose a word on the left, then its partner on the right. A right pair locks at
 * once; a wrong one says so and costs that word its point.
 */
export function MatchingExercise({
  exercise,
  lang,
  seed,
  onDone,
}: {
  exercise: Matching
  lang: string
  seed: string
  onDone: (result: ExerciseResult) => void
}) {
  const rights = React.useMemo(
    () =>
      shuffled(
        exercise.pairs.map((_, index) => index),
        seed,
      ),
    [exercise.pairs, seed],
  )
  const [selected, setSelected] = React.useState<number | null>(null)
  const [matched, setMatched] = React.useState<ReadonlySet<number>>(new Set())
  const [missed, setMissed] = React.useState<ReadonlySet<number>>(new Set())
  const [message, setMessage] = React.useState('')
  const pick = (right: number) => {
    if (selected === null) {
      setMessage(t('lesson.matching.pickLeft'))
      return
    }
    if (right === selected) {
      const next = new Set(matched).add(right)
      setMatched(next)
      setSelected(null)
      setMessage(t('lesson.matching.pair'))
      if (next.size === exercise.pairs.length) {
        onDone({ correct: exercise.pairs.length - missed.size, total: exercise.pairs.length })
      }
    } else {
      setMissed(new Set(missed).add(selected))
      setMessage(t('lesson.matching.noPair'))
    }
  }
  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-2 gap-3">
        <ul className="flex flex-col gap-2" aria-label={t('lesson.matching.left')}>
          {exercise.pairs.map((pair, index) => (
            <li key={index}>
              <Button
                variant="outline"
                lang={lang}
                aria-pressed={selected === index}
                disabled={matched.has(index)}
                onClick={() => setSelected(selected === index ? null : index)}
                className={cn(
                  'h-auto w-full justify-start py-2 text-start whitespace-normal',
                  selected === index && 'border-primary ring-2 ring-primary/40',
                  matched.has(index) && 'border-green-600 bg-green-600/10 disabled:opacity-100',
                )}
                data-testid="match-left"
              >
                {pair.left}
              </Button>
            </li>
          ))}
        </ul>
        <ul className="flex flex-col gap-2" aria-label={t('lesson.matching.right')}>
          {rights.map((index) => (
            <li key={index}>
              <Button
                variant="outline"
                disabled={matched.has(index)}
                onClick={() => pick(index)}
                className={cn(
                  'h-auto w-full justify-start py-2 text-start whitespace-normal',
                  matched.has(index) && 'border-green-600 bg-green-600/10 disabled:opacity-100',
                )}
                data-testid="match-right"
              >
                {exercise.pairs[index]?.right}
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {message}
      </p>
    </div>
  )
}
