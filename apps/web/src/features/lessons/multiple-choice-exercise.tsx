import type { ExerciseResult, ExerciseSection } from '@fabula/lessons-api'
import { cn } from '@fabula/ui'
import * as React from 'react'
import { Feedback } from './exercise-frame'

type MultipleChoice = Extract<ExerciseSection, { type: 'multiple_choice' }>

/** Multiple choice: each question is checked the moment an option is chosen. */
export function MultipleChoiceExercise({
  exercise,
  lang,
  id,
  onDone,
}: {
  exercise: MultipleChoice
  lang: string
  id: string
  onDone: (result: ExerciseResult) => void
}) {
  const [chosen, setChosen] = React.useState<Record<number, number>>({})
  const choose = (question: number, option: number) => {
    if (chosen[question] !== undefined) return
    const next = { ...chosen, [question]: option }
    setChosen(next)
    if (Object.keys(next).length === exercise.questions.length) {
      onDone({
        correct: exercise.questions.filter((q, index) => next[index] === q.answer).length,
        total: exercise.questions.length,
      })
    }
  }
  return (
    <ol className="flex flex-col gap-4">
      {exercise.questions.map((question, index) => {
        const answered = chosen[index]
        const name = `${id}-q${index}`
        return (
          <li key={index} className="flex flex-col gap-2" data-testid="exercise-item">
            <p id={`${name}-prompt`} lang={lang}>
              {question.prompt}
            </p>
            <div
              role="radiogroup"
              aria-labelledby={`${name}-prompt`}
              className="flex flex-wrap gap-2"
            >
              {question.options.map((option, optionIndex) => {
                const isChosen = answered === optionIndex
                const isAnswer = answered !== undefined && optionIndex === question.answer
                return (
                  <label
                    key={optionIndex}
                    className={cn(
                      'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm',
                      'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                      isAnswer && 'border-green-600 bg-green-600/10',
                      isChosen && !isAnswer && 'border-red-600 bg-red-600/10',
                      answered !== undefined && 'cursor-default',
                    )}
                  >
                    <input
                      type="radio"
                      name={name}
                      className="sr-only"
                      checked={isChosen}
                      disabled={answered !== undefined && !isChosen}
                      onChange={() => choose(index, optionIndex)}
                    />
                    <span lang={lang}>{option}</span>
                  </label>
                )
              })}
            </div>
            {answered !== undefined ? (
              <Feedback
                correct={answered === question.answer}
                answer={<span lang={lang}>{question.options[question.answer]}</span>}
              />
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}
