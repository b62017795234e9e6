import { Button } from '@fabula/ui'
import type { LevelSuggestion } from '@/features/reading/level-suggestion'
import { levelLabel } from '@/features/reading/level-label'
import { t } from '@/i18n/learner'

/** Offers the level the recent tests point to, with Accept and Dismiss. */
export function LevelSuggestionCard({
  suggestion,
  pending,
  onAccept,
  onDismiss,
}: {
  suggestion: LevelSuggestion
  pending: boolean
  onAccept: () => void
  onDismiss: () => void
}) {
  return (
    <section
      aria-labelledby="level-suggestion-title"
      data-testid="level-suggestion"
      className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4"
    >
      <h3 id="level-suggestion-title" className="font-medium">
        {t('settings.suggestionTitle')}
      </h3>
      <p>
        {t('settings.suggestionLevel', {
          level: levelLabel(suggestion.level, suggestion.subLevel) ?? suggestion.level,
        })}
      </p>
      <p className="text-sm text-muted-foreground">
        {t('settings.suggestionBasis', {
          tests: suggestion.tests,
          percent: Math.round(suggestion.average * 100),
        })}
      </p>
      <div className="flex gap-2">
        <Button type="button" size="sm" loading={pending} onClick={onAccept}>
          {t('settings.suggestionAccept')}
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={pending} onClick={onDismiss}>
          {t('settings.suggestionDismiss')}
        </Button>
      </div>
    </section>
  )
}
