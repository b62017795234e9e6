import { Label, RadioGroup, RadioGroupItem, cn } from '@fabula/ui'
import * as v from 'valibot'
import { notify } from '@/app/notify'
import { SettingsSection } from '@/components/settings-section'
import { t } from '@/i18n/settings'
import type { SettingsMessageKey as MessageKey } from '@/i18n/settings'
import {
  GLOSS_STYLES,
  LINE_SPACINGS,
  READER_TEXT_CLASSES,
  TEXT_SIZES,
  useDisplayPreferences,
  writeDisplayPreferences,
} from '@/lib/display-preferences'

function Choice<const O extends readonly [string, ...string[]]>({
  name,
  legend,
  options,
  value,
  labelKey,
  onChange,
}: {
  name: string
  legend: string
  options: O
  value: O[number]
  labelKey: (option: O[number]) => MessageKey
  onChange: (value: O[number]) => void
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <RadioGroup
        value={value}
        onValueChange={(next) => {
          const parsed = v.safeParse(v.picklist(options), next)
          if (parsed.success) onChange(parsed.output)
        }}
        className="flex flex-wrap gap-4"
      >
        {options.map((option) => (
          <div key={option} className="flex items-center gap-2">
            <RadioGroupItem value={option} id={`${name}-${option}`} />
            <Label htmlFor={`${name}-${option}`}>{t(labelKey(option))}</Label>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  )
}

export function Component() {
  const prefs = useDisplayPreferences()
  const save = (next: typeof prefs) => {
    writeDisplayPreferences(next)
    notify.success(t('settings.saved'))
  }
  return (
    <SettingsSection
      title={t('page.settingsDisplay')}
      description={t('settings.displayDescription')}
    >
      <Choice
        name="text-size"
        legend={t('settings.textSize')}
        options={TEXT_SIZES}
        value={prefs.textSize}
        labelKey={(option) => `settings.textSize.${option}`}
        onChange={(textSize) => save({ ...prefs, textSize })}
      />
      <Choice
        name="line-spacing"
        legend={t('settings.lineSpacing')}
        options={LINE_SPACINGS}
        value={prefs.lineSpacing}
        labelKey={(option) => `settings.lineSpacing.${option}`}
        onChange={(lineSpacing) => save({ ...prefs, lineSpacing })}
      />
      <Choice
        name="gloss-style"
        legend={t('settings.glossStyle')}
        options={GLOSS_STYLES}
        value={prefs.glossStyle}
        labelKey={(option) => `settings.glossStyle.${option}`}
        onChange={(glossStyle) => save({ ...prefs, glossStyle })}
      />
      <figure className="rounded-lg border bg-card p-5">
        <figcaption className="mb-2 text-sm font-medium text-muted-foreground">
          {t('settings.displayPreview')}
        </figcaption>
        <p
          className={cn(
            READER_TEXT_CLASSES.textSize[prefs.textSize],
            READER_TEXT_CLASSES.lineSpacing[prefs.lineSpacing],
          )}
        >
          {t('settings.displayPreviewText')}
        </p>
      </figure>
    </SettingsSection>
  )
}
