import {
  DEFAULT_READING_GOAL,
  READING_GOAL_KINDS,
  READING_GOAL_RANGES,
  type ReadingGoalKind,
} from '@fabula/reading-api'
import { useReadingGoal, useSetReadingGoal } from '@fabula/reading-api/react'
import { Button, Input, Label, RadioGroup, RadioGroupItem } from '@fabula/ui'
import * as React from 'react'
import { useAccount, useServices } from '@/app/app-context'
import { notify } from '@/app/notify'
import { t } from '@/i18n/learner'

/** Default targets when the learner switches what the goal counts. */
const DEFAULT_TARGETS: Readonly<Record<ReadingGoalKind, number>> = { words: 500, minutes: 10 }

/**
 * The daily goal (issue 15): words read or minutes per day, stored server-side so every device
 * and the dashboard show the same.
 */
export function DailyGoalForm() {
  const { userId } = useAccount()
  const { reading } = useServices()
  const { data: saved, isPending } = useReadingGoal(reading, userId)
  const save = useSetReadingGoal(reading, userId)
  const id = React.useId()
  const [kind, setKind] = React.useState<ReadingGoalKind | null>(null)
  const [target, setTarget] = React.useState('')
  const current = kind ?? saved?.kind ?? DEFAULT_READING_GOAL.kind
  const shown =
    target !== '' || kind ? target : String(saved?.target ?? DEFAULT_READING_GOAL.target)
  const range = READING_GOAL_RANGES[current]
  const value = Number(shown)
  const valid = Number.isInteger(value) && value >= range.min && value <= range.max

  return (
    <section
      aria-labelledby={`${id}-title`}
      id="daily-goal"
      className="flex flex-col gap-4 border-t pt-6"
    >
      <div className="space-y-1">
        <h3 id={`${id}-title`} className="font-semibold">
          {t('settings.goalTitle')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('settings.goalDescription')}</p>
      </div>
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault()
          if (!valid) return
          save.mutate(
            { kind: current, target: value },
            { onSuccess: () => void notify.success(t('settings.goalSaved')) },
          )
        }}
      >
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('settings.goalKind')}</legend>
          <RadioGroup
            value={current}
            disabled={isPending}
            onValueChange={(next) => {
              const chosen = READING_GOAL_KINDS.find((k) => k === next)
              if (!chosen) return
              setKind(chosen)
              setTarget(String(saved?.kind === chosen ? saved.target : DEFAULT_TARGETS[chosen]))
            }}
            className="flex gap-4"
          >
            {READING_GOAL_KINDS.map((option) => (
              <div key={option} className="flex items-center gap-2">
                <RadioGroupItem value={option} id={`${id}-${option}`} />
                <Label htmlFor={`${id}-${option}`}>{t(`settings.goalKind.${option}`)}</Label>
              </div>
            ))}
          </RadioGroup>
        </fieldset>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-target`}>{t('settings.goalTarget')}</Label>
          <Input
            id={`${id}-target`}
            type="number"
            inputMode="numeric"
            min={range.min}
            max={range.max}
            value={shown}
            aria-invalid={valid ? undefined : true}
            aria-describedby={`${id}-range`}
            onChange={(event) => setTarget(event.currentTarget.value)}
          />
          <p
            id={`${id}-range`}
            className={
              valid ? 'text-sm text-muted-foreground' : 'text-sm font-medium text-destructive'
            }
          >
            {t('settings.goalRange', { min: range.min, max: range.max })}
          </p>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" variant="outline" loading={save.isPending} disabled={!valid}>
            {t('settings.goalSave')}
          </Button>
        </div>
      </form>
    </section>
  )
}
