import {
  CLOZE_GAP,
  isAcceptedAnswer,
  type ExerciseResult,
  type ExerciseSection,
} from '@fabula/lessons-api'
import { Button, Input, cn } from '@fabula/ui'
import * as React from 'react'
import { t } from '@/i18n/lessons'
import { Feedback } from './exercise-frame'

type Cloze = Extract<ExerciseSection, { type: 'cloze' }>
type ClozeItem = Cloze['items'][number]

function ClozeSentence({
  item,
  index,
  lang,
  onChecked,
}: {
  item: ClozeItem
  index: number
  lang: string
  onChecked: (right: number) => void
}) {
  const parts = item.text.split(CLOZE_GAP)
  const [values, setValues] = React.useState<string[]>(() => item.answers.map(() => ''))
  const [checked, setChecked] = React.useState<boolean[] | null>(null)
  const check = (event: React.FormEvent) => {
    event.preventDefault()
    if (checked) return
    const marks = item.answers.map((accepted, gap) => isAcceptedAnswer(values[gap] ?? '', accepted))
    setChecked(marks)
    onChecked(marks.filter(Boolean).length)
  }
  return (
    <form onSubmit={check} className="flex flex-col gap-2" data-testid="exercise-item">
      <p lang={lang} className="leading-10">
        {parts.map((part, gap) => (
          <React.Fragment key={gap}>
            {part}
            {gap < item.answers.length ? (
              <Input
                aria-label={t('lesson.cloze.gap', { gap: gap + 1, sentence: index + 1 })}
                value={values[gap] ?? ''}
                readOnly={checked !== null}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) =>
                  setValues((all) =>
                    all.map((value, i) => (i === gap ? event.target.value : value)),
                  )
                }
                className={cn(
                  'mx-1 inline-flex h-8 w-32 align-baseline',
                  checked?.[gap] === true && 'border-green-600',
                  checked?.[gap] === false && 'border-red-600',
                )}
              />
            ) : null}
          </React.Fragment>
        ))}
      </p>
      {item.hint ? (
        <p className="text-sm text-muted-foreground">
          {t('lesson.cloze.hint', { hint: item.hint })}
        </p>
      ) : null}
      {checked ? (
        <Feedback
          correct={checked.every(Boolean)}
          answer={
            <span lang={lang}>{item.answers.map((accepted) => accepted[0]).join(' · ')}</span>
          }
        />
      ) : (
        <Button type="submit" size="sm" variant="secondary" className="self-start">
          {t('lesson.exercise.check')}
        </Button>
      )}
    </form>
  )
}

/** Cloze: each sentence's gaps are checked together (Enter or Check), right spellings shown. */
export function ClozeExercise({
  exercise,
  lang,
  onDone,
}: {
  exercise: Cloze
  lang: string
  onDone: (result: ExerciseResult) => void
}) {
  const scores = React.useRef<Record<number, number>>({})
  const total = exercise.items.reduce((sum, item) => sum + item.answers.length, 0)
  return (
    <ol className="flex flex-col gap-4">
      {exercise.items.map((item, index) => (
        <li key={index}>
          <ClozeSentence
            item={item}
            index={index}
            lang={lang}
            onChecked={(right) => {
              scores.current[index] = right
              if (Object.keys(scores.current).length === exercise.items.length) {
                onDone({
                  correct: Object.values(scores.current).reduce((sum, n) => sum + n, 0),
                  total,
                })
              }
            }}
          />
        </li>
      ))}
    </ol>
  )
}
