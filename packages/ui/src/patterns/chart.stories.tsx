import type { Meta, StoryObj } from '@storybook/react-vite'
import { Chart } from './chart.js'

const week = [
  { day: 'Mon', words: 320, minutes: 14 },
  { day: 'Tue', words: 540, minutes: 22 },
  { day: 'Wed', words: 410, minutes: 18 },
  { day: 'Thu', words: 780, minutes: 31 },
  { day: 'Fri', words: 260, minutes: 11 },
  { day: 'Sat', words: 920, minutes: 40 },
  { day: 'Sun', words: 610, minutes: 26 },
]

const meta = {
  title: 'Patterns/Chart',
  component: Chart<(typeof week)[number]>,
  args: {
    type: 'line',
    data: week,
    xKey: 'day',
    xLabel: 'Day',
    series: [{ key: 'words', label: 'Words read' }],
    title: 'Words read this week',
    description: 'Daily total across all stories',
    className: 'max-w-2xl',
  },
} satisfies Meta<typeof Chart<(typeof week)[number]>>

export default meta
type Story = StoryObj<typeof meta>

export const Line: Story = {}

export const Bar: Story = {
  args: {
    type: 'bar',
    title: 'Reading this week',
    series: [
      { key: 'words', label: 'Words read' },
      { key: 'minutes', label: 'Minutes', color: 2 },
    ],
  },
}

export const Area: Story = {
  args: {
    type: 'area',
    title: 'Minutes read this week',
    series: [{ key: 'minutes', label: 'Minutes' }],
  },
}

export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { type: 'bar' } }
