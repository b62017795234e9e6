import type { Meta, StoryObj } from '@storybook/react-vite'
import { Label } from './label.js'
import { Switch } from './switch.js'

const meta = {
  title: 'Components/Switch',
  component: Switch,
  render: (args) => (
    <div className="flex items-center gap-2">
      <Switch id="switch-story" {...args} />
      <Label htmlFor="switch-story">Read aloud</Label>
    </div>
  ),
} satisfies Meta<typeof Switch>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Checked: Story = { args: { defaultChecked: true } }
export const Disabled: Story = { args: { disabled: true } }
export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { defaultChecked: true } }
