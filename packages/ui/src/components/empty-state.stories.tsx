import type { Meta, StoryObj } from '@storybook/react-vite'
import { BookOpen } from 'lucide-react'
import { Button } from './button.js'
import { EmptyState } from './empty-state.js'

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No saved stories yet',
    description: 'Save a story from the library to find it here later.',
    icon: <BookOpen />,
    className: 'max-w-lg',
  },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithAction: Story = { args: { action: <Button>Browse the library</Button> } }
export const TitleOnly: Story = { args: { description: undefined, icon: undefined } }
