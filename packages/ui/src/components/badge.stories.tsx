import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  Badge,
  PRIORITIES,
  PriorityBadge,
  TASK_STATUSES,
  TaskStatusBadge,
  USER_STATUSES,
  UserStatusBadge,
} from './badge.js'

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'New' },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge>Default</Badge>
      <Badge variant="secondary">Secondary</Badge>
      <Badge variant="outline">Outline</Badge>
      <Badge variant="destructive">Destructive</Badge>
    </div>
  ),
}

export const Tones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {(['neutral', 'success', 'warning', 'danger', 'info', 'violet'] as const).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
}

export const UserStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {USER_STATUSES.map((status) => (
        <UserStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
}

export const TaskStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {TASK_STATUSES.map((status) => (
        <TaskStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
}

export const Priorities: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {PRIORITIES.map((priority) => (
        <PriorityBadge key={priority} priority={priority} />
      ))}
    </div>
  ),
}
