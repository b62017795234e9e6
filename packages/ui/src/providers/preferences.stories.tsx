import type { Meta, StoryObj } from '@storybook/react-vite'
import { Label } from '../components/label.js'
import { RadioGroup, RadioGroupItem } from '../components/radio-group.js'
import { FontSchema, ThemeSchema, DirectionSchema } from '../lib/preferences.js'
import { useDirection } from './direction-provider.js'
import { useFont } from './font-provider.js'
import { useTheme } from './theme-provider.js'

const LABELS: Record<string, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
  inter: 'Inter',
  manrope: 'Manrope',
  ltr: 'Left to right',
  rtl: 'Right to left',
}

function Choice<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string
  options: readonly T[]
  value: T
  onChange: (value: T) => void
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <RadioGroup
        value={value}
        onValueChange={(next) => onChange(next as T)}
        className="flex gap-4"
      >
        {options.map((option) => (
          <div key={option} className="flex items-center gap-2">
            <RadioGroupItem value={option} id={`${legend}-${option}`} />
            <Label htmlFor={`${legend}-${option}`}>{LABELS[option] ?? option}</Label>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  )
}

/** The appearance settings a user sees: each choice is saved in its cookie for a year. */
function PreferencesPanel() {
  const { theme, setTheme, resolvedTheme } = useTheme()
  const { font, setFont } = useFont()
  const { direction, setDirection } = useDirection()
  return (
    <div className="grid max-w-md gap-6">
      <Choice legend="Theme" options={ThemeSchema.options} value={theme} onChange={setTheme} />
      <Choice legend="Font" options={FontSchema.options} value={font} onChange={setFont} />
      <Choice
        legend="Direction"
        options={DirectionSchema.options}
        value={direction}
        onChange={setDirection}
      />
      <p className="text-sm text-muted-foreground">
        Painting the {resolvedTheme} theme. The quick brown fox jumps over the lazy dog.
      </p>
    </div>
  )
}

const meta = {
  title: 'Providers/Preferences',
  component: PreferencesPanel,
} satisfies Meta<typeof PreferencesPanel>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Dark: Story = { globals: { theme: 'dark' } }
export const Manrope: Story = { globals: { font: 'manrope' } }
export const RightToLeft: Story = { globals: { direction: 'rtl' } }
