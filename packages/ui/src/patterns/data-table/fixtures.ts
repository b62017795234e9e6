import type { Priority, TaskStatus } from '../../components/badge.js'

/** A task row for stories and tests. */
export interface TaskRow {
  id: string
  title: string
  status: TaskStatus
  priority: Priority
  label: 'bug' | 'feature' | 'documentation'
}

const TITLES = [
  'Segment Japanese text without spaces',
  'Show frequency rank beside each word',
  'Document the story bank format',
  'Fix quiz scoring for partial answers',
  'Add Manrope to the font choices',
  'Explain level estimates on the profile page',
  'Retry story generation after a timeout',
  'Keep table filters in the address bar',
  'Describe the coverage metric',
  'Cache word lists per language',
  'Right-to-left layout for Arabic readers',
  'Remove duplicate toasts within 30 seconds',
]
const STATUSES: TaskStatus[] = ['backlog', 'todo', 'in progress', 'done', 'canceled']
const PRIORITIES: Priority[] = ['low', 'medium', 'high', 'critical']
const LABELS: TaskRow['label'][] = ['bug', 'feature', 'documentation']

/** `count` deterministic tasks. */
export function makeTasks(count: number): TaskRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `TASK-${String(1000 + index)}`,
    title: TITLES[index % TITLES.length] ?? 'Task',
    status: STATUSES[(index * 3) % STATUSES.length] ?? 'todo',
    priority: PRIORITIES[(index * 7) % PRIORITIES.length] ?? 'low',
    label: LABELS[index % LABELS.length] ?? 'feature',
  }))
}
