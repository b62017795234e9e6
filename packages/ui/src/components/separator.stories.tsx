import type { Meta, StoryObj } from '@storybook/react-vite'
import { Separator } from './separator.js'

const meta = {
  title: 'Components/Separator',
  component: Separator,
} satisfies Meta<typeof Separator>

export default meta
type Story = StoryObj<typeof meta>

export const Horizontal: Story = {
  render: () => (
    <div className="max-w-sm text-sm">
      <p>Chapter one</p>
      <Separator className="my-3" />
      <p>Chapter two</p>
    </div>
  ),
}

export const Vertical: Story = {
  render: () => (
    <div className="flex h-5 items-center gap-3 text-sm">
      <span>Library</span>
      <Separator orientation="vertical" />
      <span>Vocabulary</span>
      <Separator orientation="vertical" />
      <span>Progress</span>
    </div>
  ),
}
