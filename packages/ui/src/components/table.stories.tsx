import type { Meta, StoryObj } from '@storybook/react-vite'
import { TaskStatusBadge } from './badge.js'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from './table.js'

const rows = [
  { title: 'El faro', words: 820, status: 'done' },
  { title: 'La tormenta', words: 1340, status: 'in progress' },
  { title: 'Un viaje en tren', words: 640, status: 'todo' },
] as const

const meta = {
  title: 'Components/Table',
  component: Table,
} satisfies Meta<typeof Table>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: () => (
    <Table className="max-w-xl">
      <TableCaption>Stories this week</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Title</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-end">Words</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.title}>
            <TableCell className="font-medium">{row.title}</TableCell>
            <TableCell>
              <TaskStatusBadge status={row.status} />
            </TableCell>
            <TableCell className="text-end tabular-nums">{row.words}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={2}>Total</TableCell>
          <TableCell className="text-end tabular-nums">2800</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  ),
}

export const RightToLeft: Story = { ...Default, globals: { direction: 'rtl' } }
