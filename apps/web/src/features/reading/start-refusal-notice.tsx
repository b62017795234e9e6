import { Button } from '@fabula/ui'
import { routeTable } from '@/app/route-table'
import { PreloadLink } from '@/components/preload-link'
import { t } from '@/i18n/learner'
import type { StartRefusal } from './refusal'

/**
 * A refused story start, worded from its reason (`describeStartRefusal`), with what the learner
 * can do next: another level with unread library stories, another language, the profile, or the
 * story already being written.
 */
export function StartRefusalNotice({
  refusal,
  onLevel,
}: {
  refusal: StartRefusal
  /** Chooses one of the offered levels (the form's level field); absent where there is none. */
  onLevel?: (level: string) => void
}) {
  return (
    <div
      role="alert"
      data-testid="start-refusal"
      className="flex flex-col gap-2 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive"
    >
      <p>{refusal.message}</p>
      {refusal.kind === 'levels' && (
        <>
          <p className="text-foreground">{t('refusal.libraryChoices')}</p>
          <ul className="flex flex-wrap gap-2">
            {refusal.choices.map((choice) => (
              <li key={choice.level}>
                {onLevel ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => onLevel(choice.level)}
                  >
                    {choice.label}
                  </Button>
                ) : (
                  <span className="text-foreground">{choice.label}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {refusal.kind === 'language' && (
        <>
          {refusal.detail && <p className="text-foreground">{refusal.detail}</p>}
          <p>
            <Button asChild size="sm" variant="outline">
              <PreloadLink to={routeTable.settings.href()}>
                {t('refusal.changeLanguage')}
              </PreloadLink>
            </Button>
          </p>
        </>
      )}
      {refusal.kind === 'profile' && (
        <p>
          <Button asChild size="sm" variant="outline">
            <PreloadLink to={routeTable.settings.href()}>
              {t('generate.completeProfile')}
            </PreloadLink>
          </Button>
        </p>
      )}
      {refusal.kind === 'active' && (
        <p>
          <Button asChild size="sm" variant="outline">
            <PreloadLink to={routeTable.storyGenerating.href({ request: refusal.requestId })}>
              {t('refusal.openActive')}
            </PreloadLink>
          </Button>
        </p>
      )}
    </div>
  )
}
