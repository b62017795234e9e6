import type { Meta, StoryObj } from '@storybook/react-vite'
import { Slider } from './slider.js'

const meta = {
  title: 'Components/Slider',
  component: Slider,
  args: { defaultValue: [40], 'aria-label': 'Reading speed', className: 'max-w-sm' },
} satisfies Meta<typeof Slider>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Range: Story = {
  args: { defaultValue: [20, 70], thumbLabels: ['Minimum word count', 'Maximum word count'] },
}
export const Disabled: Story = { args: { disabled: true } }
export const RightToLeft: Story = { globals: { direction: 'rtl' } }
