import { isCorrectOrder, type ExerciseResult, type ExerciseSection } from '@fabula/lessons-api'
import { Button } from '@fabula/ui'
import * as React from 'react'
import { t } from '@/i18n/lessons'
import { Feedback } from './exercise-frame'
import { shuffled } from './shuffle'

type Ordering = Extract<ExerciseSection, { type: 'ordering' }>
type OrderingItem = Ordering['items'][number]

function OrderingSentence({
  item,
  index,
  lang,
  seed,
  onChecked,
}: {
  item: OrderingItem
  index: number
  lang: string
  seed: string
  onChecked: (right: boolean) => void
}) {
  // Chunks by position, so two equal chunks stay two buttons.
  const pool = React.useMemo(
    () =>
      shuffled(
        item.answer.map((_, position) => position),
        `${seed}:${index}`,
      ),
    [item.answer, seed, index],
  )
  const [placed, setPlaced] = React.useState<number[]>([])
  const [result, setResult] = React.useState<boolean | null>(null)
  const chunk = (position: number) => item.answer[position] ?? ''
  const check = () => {
    const right = isCorrectOrder(placed.map(chunk), item)
    setResult(right)
    onChecked(right)
  }
  return (
    <div className="flex flex-col gap-2" data-testid="exercise-item">
      <p className="text-sm text-muted-foreground" dir="auto">
        {item.translation}
      </p>
      <div
        className="flex min-h-11 flex-wrap gap-2 rounded-md border border-dashed p-2"
        aria-label={t('lesson.ordering.sentence', { sentence: index + 1 })}
        role="group"
        data-testid="ordering-answer"
      >
        {placed.map((position) => (
          <Button
            key={position}
            size="sm"
            lang={lang}
            disabled={result !== null}
            onClick={() => setPlaced(placed.filter((p) => p !== position))}
          >
            {chunk(position)}
          </Button>
        ))}
      </div>
      <div
        className="flex flex-wrap gap-2"
        role="group"
        aria-label={t('lesson.ordering.chunks', { sentence: index + 1 })}
        data-testid="ordering-pool"
      >
        {pool
          .filter((position) => !placed.includes(position))
          .map((position) => (
            <Button
              key={position}
              size="sm"
              variant="outline"
              lang={lang}
              onClick={() => setPlaced([...placed, position])}
            >
              {chunk(position)}
            </Button>
          ))}
      </div>
      {result === null ? (
        <Button
          size="sm"
          variant="secondary"
          className="self-start"
          disabled={placed.length !== item.answer.length}
          onClick={check}
        >
          {t('lesson.exercise.check')}
        </Button>
      ) : (
        <Feedback correct={result} answer={<span lang={lang}>{item.answer.join(' ')}</span>} />
      )}
    </div>
  )
}

/** Ordering: put shuffled chunks into a sentence, then check it. */
export function OrderingExercise({
  exercise,
  lang,
  seed,
  onDone,
}: {
  exercise: Ordering
  lang: string
  seed: string
  onDone: (result: ExerciseResult) => void
}) {
  const results = React.useRef<Record<number, boolean>>({})
  return (
    <ol className="flex flex-col gap-5">
      {exercise.items.map((item, index) => (
        <li key={index}>
          <OrderingSentence
            item={item}
            index={index}
            lang={lang}
            seed={seed}
            onChecked={(right) => {
              results.current[index] = right
              if (Object.keys(results.current).length === exercise.items.length) {
                onDone({
                  correct: Object.values(results.current).filter(Boolean).length,
                  total: exercise.items.length,
                })
              }
            }}
          />
        </li>
      ))}
    </ol>
  )
}
