import type { Meta, StoryObj } from '@storybook/react-vite'
import { Checkbox } from './checkbox.js'
import { Label } from './label.js'

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox id="checkbox-story" {...args} />
      <Label htmlFor="checkbox-story">Highlight new words</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Checked: Story = { args: { defaultChecked: true } }
export const Indeterminate: Story = { args: { checked: 'indeterminate' } }
export const Disabled: Story = { args: { disabled: true } }
export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { defaultChecked: true } }
