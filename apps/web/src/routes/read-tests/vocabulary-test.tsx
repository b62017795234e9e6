import { Button, Card, CardContent, CardHeader, CardTitle, cn } from '@fabula/ui'
import * as React from 'react'
import type { Story, WordStatusValue } from '@fabula/reading-api'
import { useSaveVocabularyResult } from '@fabula/reading-api/react'
import { useAccount, useServices } from '@/app/app-context'
import { buildVocabularyTest } from '@/features/reading/vocabulary'
import { t } from '@/i18n/reading'

/** Props of {@link VocabularyTest}. */
export interface VocabularyTestProps {
  kind: 'cloze' | 'meaning'
  stories: readonly Story[]
  language: string
  statuses: ReadonlyMap<string, WordStatusValue>
  seed: number
  onDone: () => void
}

/** A vocabulary test from the learner's own words, with feedback after every answer. */
export function VocabularyTest({
  kind,
  stories,
  language,
  statuses,
  seed,
  onDone,
}: VocabularyTestProps) {
  const questions = React.useMemo(
    () => buildVocabularyTest(kind, stories, language, statuses, { seed }),
    // Built once per test: marking words while testing must not reshuffle it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, seed],
  )
  const save = useSaveVocabularyResult(useServices().reading, useAccount().userId)
  const [picked, setPicked] = React.useState<(number | undefined)[]>([])
  const score = questions.filter((q, i) => picked[i] === q.answer).length
  const finished =
    questions.length > 0 && picked.filter((p) => p !== undefined).length === questions.length
  React.useEffect(() => {
    if (finished) save.mutate({ language, kind, score, total: questions.length })
    // Saved once, when the last answer is given.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished])
  if (questions.length < 2)
    return <p className="text-muted-foreground">{t('tests.notEnoughWords')}</p>
  return (
    <div className="flex flex-col gap-4" data-testid={`vocabulary-${kind}`}>
      {questions.map((question, index) => {
        const choice = picked[index]
        return (
          <Card key={index}>
            <CardHeader>
              <CardTitle className="text-base" id={`v-${kind}-${index}`}>
                {kind === 'cloze' ? t('tests.clozePrompt') : t('tests.meaningPrompt')}{' '}
                <span lang={language}>{question.prompt}</span>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <div
                role="group"
                aria-labelledby={`v-${kind}-${index}`}
                className="flex flex-wrap gap-2"
              >
                {question.options.map((option, value) => (
                  <Button
                    key={value}
                    variant="outline"
                    disabled={choice !== undefined}
                    aria-pressed={choice === value}
                    className={cn(
                      choice !== undefined && value === question.answer && 'border-green-600',
                      choice === value && value !== question.answer && 'border-destructive',
                    )}
                    onClick={() =>
                      setPicked((all) => {
                        const next = [...all]
                        next[index] = value
                        return next
                      })
                    }
                  >
                    <span lang={kind === 'cloze' ? language : undefined}>{option}</span>
                  </Button>
                ))}
              </div>
              {choice !== undefined ? (
                <p role="status" className="mt-2 text-sm">
                  {choice === question.answer
                    ? t('tests.correct')
                    : t('tests.incorrect', { answer: question.options[question.answer] ?? '' })}
                </p>
              ) : null}
            </CardContent>
          </Card>
        )
      })}
      {finished ? (
        <div className="flex items-center gap-3">
          <p className="font-semibold" data-testid="test-score">
            {t('tests.score', { score, total: questions.length })}
          </p>
          <Button variant="secondary" onClick={onDone}>
            {t('tests.newTest')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
