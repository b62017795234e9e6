import type { Meta, StoryObj } from '@storybook/react-vite'
import { Label } from './label.js'
import { RadioGroup, RadioGroupItem } from './radio-group.js'

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { defaultValue: 'medium', 'aria-label': 'Story length' },
  render: (args) => (
    <RadioGroup {...args}>
      {['short', 'medium', 'long'].map((length) => (
        <div key={length} className="flex items-center gap-2">
          <RadioGroupItem value={length} id={`length-${length}`} />
          <Label htmlFor={`length-${length}`} className="capitalize">
            {length}
          </Label>
        </div>
      ))}
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Disabled: Story = { args: { disabled: true } }
export const RightToLeft: Story = { globals: { direction: 'rtl' } }
