import {
  DirectionSchema,
  FontSchema,
  Label,
  RadioGroup,
  RadioGroupItem,
  ThemeSchema,
  useDirection,
  useFont,
  useTheme,
} from '@fabula/ui'
import * as v from 'valibot'
import { LanguageMenu } from '@/components/language-menu'
import { SettingsSection } from '@/components/settings-section'
import { t } from '@/i18n/settings'
import type { SettingsMessageKey as MessageKey } from '@/i18n/settings'

function Choice<T extends string>({
  name,
  legend,
  schema,
  options,
  value,
  labelFor,
  onChange,
}: {
  name: string
  legend: string
  schema: v.GenericSchema<string, T>
  options: readonly T[]
  value: T
  labelFor: (option: T) => MessageKey
  onChange: (value: T) => void
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <RadioGroup
        value={value}
        onValueChange={(next) => {
          const parsed = v.safeParse(schema, next)
          if (parsed.success) onChange(parsed.output)
        }}
        className="flex flex-wrap gap-4"
      >
        {options.map((option) => (
          <div key={option} className="flex items-center gap-2">
            <RadioGroupItem value={option} id={`${name}-${option}`} />
            <Label htmlFor={`${name}-${option}`}>{t(labelFor(option))}</Label>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  )
}

const THEME_LABELS = {
  light: 'header.themeLight',
  dark: 'header.themeDark',
  system: 'header.themeSystem',
} as const

export function Component() {
  const { theme, setTheme } = useTheme()
  const { font, setFont } = useFont()
  const { direction, setDirection } = useDirection()
  return (
    <SettingsSection
      title={t('page.settingsAppearance')}
      description={t('settings.appearanceDescription')}
    >
      <LanguageMenu hint className="max-w-xs" />
      <Choice
        name="theme"
        legend={t('settings.theme')}
        schema={ThemeSchema}
        options={ThemeSchema.options}
        value={theme}
        labelFor={(option) => THEME_LABELS[option]}
        onChange={setTheme}
      />
      <Choice
        name="font"
        legend={t('settings.font')}
        schema={FontSchema}
        options={FontSchema.options}
        value={font}
        labelFor={(option) => `settings.font.${option}`}
        onChange={setFont}
      />
      <Choice
        name="direction"
        legend={t('settings.direction')}
        schema={DirectionSchema}
        options={DirectionSchema.options}
        value={direction}
        labelFor={(option) => `settings.direction.${option}`}
        onChange={setDirection}
      />
    </SettingsSection>
  )
}
