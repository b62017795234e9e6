import type { Meta, StoryObj } from '@storybook/react-vite'
import { Progress } from './progress.js'

const meta = {
  title: 'Components/Progress',
  component: Progress,
  args: { value: 60, 'aria-label': 'Chapter progress', className: 'max-w-sm' },
} satisfies Meta<typeof Progress>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Empty: Story = { args: { value: 0 } }
export const Complete: Story = { args: { value: 100 } }
export const RightToLeft: Story = { globals: { direction: 'rtl' } }
