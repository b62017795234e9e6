import type { Meta, StoryObj } from '@storybook/react-vite'
import { Checkbox } from './checkbox.js'
import { Label } from './label.js'

const meta = {
  title: 'Components/Label',
  component: Label,
} satisfies Meta<typeof Label>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: () => (
    <div className="flex items-center gap-2">
      <Checkbox id="label-terms" />
      <Label htmlFor="label-terms">Show translations on hover</Label>
    </div>
  ),
}

export const Disabled: Story = {
  render: () => (
    <div className="flex items-center gap-2">
      <Checkbox id="label-disabled" disabled />
      <Label htmlFor="label-disabled">Audio (coming soon)</Label>
    </div>
  ),
}
